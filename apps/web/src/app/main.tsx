import '../styles.css';
import { whenIdleAfterLoad } from '../lib/idle.ts';
import { start } from './start.tsx';

start();

// The service worker (decision 0043) is registered once the page has loaded and the browser is idle
// (the load event comes before the app's lazy page code has even run), from a module of its own: the
// first page's script does not wait for it nor carry it, and its first install, which copies the
// page's files into its cache, does not compete with the first render. Not in development (Vite
// serves modules that no worker should keep).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdleAfterLoad(() => void import('./pwa.ts').then((pwa) => pwa.registerServiceWorker()));
}
