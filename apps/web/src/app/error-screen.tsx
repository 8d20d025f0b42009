import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

export const ERROR_BOUNDARY_MESSAGE = 'Something went wrong. Please refresh the page or try again later.';

/** The error-boundary screen. Plain markup so it renders even if the kit fails. */
export function ErrorScreen({ message = ERROR_BOUNDARY_MESSAGE }: { message?: string }) {
  return (
    <div role="alert" className="flex min-h-[60vh] w-full items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive-soft-foreground" aria-hidden="true">
          <AlertTriangle className="size-7" />
        </span>
        <p className="text-lg font-semibold text-foreground">{message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center gap-2 rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Refresh Page
        </button>
      </div>
    </div>
  );
}

/** errorElement of the routes (React already reports the error to the console in development). */
export function RouteErrorScreen() {
  useRouteError();
  return <ErrorScreen />;
}

/** Catches render errors outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // React has already reported the error to the console.
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
