import '../styles.css';
import { start } from './start.tsx';

start();

// The service worker (decision 0043) is registered after the page has loaded, from a module of its
// own: the first page's script does not wait for it nor carry it. Not in development (Vite serves
// modules that no worker should keep).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./pwa.ts').then((pwa) => pwa.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
