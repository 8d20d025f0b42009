import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAuthConfig } from '../api/use-auth-config.ts';

export const GOOGLE_AUTH_URL = '/api/auth/google';

function GoogleLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.99.66-2.25 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.11A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.11V7.05H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.95l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.05l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

export interface GoogleButtonProps {
  label?: string;
  className?: string;
}

/**
 * Continue with Google: a full-page redirect to the server's OAuth start. When the server has no
 * Google credentials the button stays disabled and says so, rather than leading to an error page.
 */
export function GoogleButton({ label = 'Continue with Google', className }: GoogleButtonProps) {
  const config = useAuthConfig();
  const enabled = config.data?.googleEnabled === true;

  if (config.isPending) {
    return (
      <Button variant="outline" size="lg" className={cn('w-full text-sm', className)} disabled aria-busy="true">
        <GoogleLogo className="size-5" />
        {label}
      </Button>
    );
  }

  if (!enabled) {
    // One short line, in the box of the loading state: the page neither moves nor repaints larger
    // when the answer comes (a prerendered sign-in page, decision 0045).
    const reason = config.isError ? 'Google sign-in is unavailable' : 'Google sign-in is not set up';
    return (
      <Button variant="outline" size="lg" className={cn('w-full text-sm', className)} disabled data-testid="google-signin-unavailable">
        <GoogleLogo className="size-5 grayscale" />
        <span className="truncate">{reason}</span>
      </Button>
    );
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className={cn('w-full text-sm', className)}
      onClick={() => {
        window.location.href = GOOGLE_AUTH_URL;
      }}
    >
      <GoogleLogo className="size-5" />
      {label}
    </Button>
  );
}
