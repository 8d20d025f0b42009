import { Toaster } from 'sonner';
import { useTheme } from '../lib/theme.tsx';

/** The app's toaster, in the theme; loaded when first asked for (lib/toaster-request.ts). */
export default function ThemedToaster() {
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
