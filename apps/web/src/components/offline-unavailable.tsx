import { LayoutDashboard, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from './ui/button.tsx';

export const OFFLINE_UNAVAILABLE_TITLE = 'This page is not available offline';
export const OFFLINE_UNAVAILABLE_TEXT =
  'It was not opened on this device while you were online, so nothing of it was kept. It opens as soon as the connection is back.';

/**
 * What a page shows offline when the device kept nothing of it (decision 0047): why, and a way to
 * the pages it did keep. Inside the layout, so the navigation stays.
 */
export function OfflineUnavailable() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-warning-soft text-warning-soft-foreground" aria-hidden="true">
        <WifiOff className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{OFFLINE_UNAVAILABLE_TITLE}</h1>
      <p className="mt-3 text-muted-foreground">{OFFLINE_UNAVAILABLE_TEXT}</p>
      <Link to="/dashboard" className={buttonVariants({ className: 'mt-8' })}>
        <LayoutDashboard aria-hidden="true" />
        Back to the dashboard
      </Link>
    </div>
  );
}
