import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { ThemeProvider, useTheme } from '../lib/theme.tsx';

function ThemedToaster() {
  const { isDark } = useTheme();
  return (
    <Toaster
      visibleToasts={2}
      duration={5000}
      closeButton
      richColors
      // Top centre, below the top bar: toasts cover neither the bell and account menu nor the cookie banner.
      position="top-center"
      offset={{ top: 72 }}
      mobileOffset={{ top: 68 }}
      theme={isDark ? 'dark' : 'light'}
      toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
    />
  );
}

export function Providers({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
