import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { storageGet, storageSet } from '../../lib/storage.ts';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

/**
 * Shown until localStorage cookieConsent exists; Accept stores 'accepted', Reject 'rejected'.
 * The prerendered pages carry it too (app/prerender.tsx): there public/theme-init.js hides it when a
 * value is stored (`data-cookie-banner`) and answers its buttons (`data-cookie-choice`) until the app
 * runs (decision 0046).
 * `aboveBottomBar`: leave room for the mobile bottom bar of the signed-in layout.
 * `animate: false` (the prerendered pages): painted in place, no slide-in. An entry from opacity 0
 * kept the banner out of the first paint's largest element, so the sign-in page's LCP waited for
 * the app to replace it (decision 0053).
 */
export function CookieConsent({ aboveBottomBar = false, animate = true }: { aboveBottomBar?: boolean; animate?: boolean }) {
  const [visible, setVisible] = useState(() => storageGet(COOKIE_CONSENT_KEY) === null);
  // Replacing the prerendered banner (still in the DOM on the first render), it must not slide in again.
  const [slideIn] = useState(() => animate && document.querySelector('[data-cookie-banner]') === null);
  if (!visible) return null;

  const choose = (value: 'accepted' | 'rejected') => {
    storageSet(COOKIE_CONSENT_KEY, value);
    setVisible(false);
  };

  return (
    <section
      aria-label="Cookie consent"
      data-cookie-banner=""
      className={`fixed inset-x-3 z-[1000000000] mx-auto max-w-3xl ${aboveBottomBar ? 'bottom-20' : 'bottom-3'} ${slideIn ? 'animate-slide-up' : ''} rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-2xl sm:p-5 lg:bottom-5`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
            <Cookie className="size-5" />
          </span>
          <p className="text-sm leading-relaxed text-muted-foreground">
            We use a session cookie to keep you signed in and remember your theme and player settings on this device. No
            analytics or advertising cookies.{' '}
            <Link to="/cookie-policy" className="font-medium text-primary underline underline-offset-2">
              Cookie Policy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2 sm:flex-col md:flex-row">
          <Button variant="outline" size="sm" className="flex-1" data-cookie-choice="rejected" onClick={() => choose('rejected')}>
            Reject
          </Button>
          <Button size="sm" className="flex-1" data-cookie-choice="accepted" onClick={() => choose('accepted')}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
