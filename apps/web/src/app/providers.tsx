import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAfterFirstPaint } from '../lib/after-first-paint.ts';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme.tsx';
import { useToasterRequested } from '../lib/toaster-request.ts';

const ThemedToaster = lazy(() => import('./toaster.tsx'));

function DeferredToaster() {
  const requested = useToasterRequested();
  // A toast shown before is not lost (lib/toaster-request.ts); its code waits for the first paint.
  const painted = useAfterFirstPaint();
  if (!requested || !painted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

export function Providers({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <DeferredToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
