import { CircleCheck, Heart, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthConfig } from '../../features/auth/index.ts';
import { storageGet } from '../../lib/storage.ts';
import { FOOTER_COLUMNS } from '../navigation.ts';
import { LogoMark } from './logo.tsx';

export const APP_VERSION = '1.0.0';

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function shareLinks(url: string) {
  const text = 'Learnstack: organise YouTube videos into learning plans and track your progress.';
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { label: 'X', title: 'Share Learnstack on X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { label: 'LinkedIn', title: 'Share Learnstack on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Facebook', title: 'Share Learnstack on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Reddit', title: 'Share Learnstack on Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
  ];
}

export function Footer({ signedIn }: { signedIn: boolean }) {
  const config = useAuthConfig({ waitForFirstPaint: true });
  const supportEmail = config.data?.supportEmail;
  // The server's ENABLE_DONATIONS, or the local flag (for testing).
  const donationsEnabled = config.data?.enableDonations === true || storageGet('enableDonations') === 'true';
  const origin = typeof window !== 'undefined' ? window.location.origin : '';

  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="flex max-w-sm flex-col gap-4">
          <div className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <LogoMark />
            Learnstack
          </div>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Turn the best of YouTube into structured learning: build plans, track your progress and keep your streak going.
          </p>
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className={`${linkClass} inline-flex items-center gap-2`}>
              <Mail className="size-4" aria-hidden="true" />
              {supportEmail}
            </a>
          ) : config.isPending ? (
            // The address's line, kept while it loads (and on a prerendered page): nothing below moves.
            <span aria-hidden="true" className="block h-5" />
          ) : null}
          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Share Learnstack</p>
            <ul className="flex flex-wrap gap-2">
              {shareLinks(origin).map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.title} (opens in a new tab)`}
                    className="inline-flex h-8 items-center rounded-full border border-border px-3 text-xs font-medium text-muted-foreground transition-colors hover:border-primary hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="flex flex-col gap-2.5">
              {column.links
                .filter((l) => !l.when || (l.when === 'signedIn') === signedIn)
                .map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className={linkClass}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              {column.title === 'Support' && supportEmail ? (
                <li>
                  <a href={`mailto:${supportEmail}`} className={linkClass}>
                    Email support
                  </a>
                </li>
              ) : null}
              {column.title === 'Product' && donationsEnabled ? (
                <li>
                  <Link to="/donate" className={`${linkClass} inline-flex items-center gap-1.5`}>
                    <Heart className="size-3.5" aria-hidden="true" />
                    Support Learnstack
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-xs text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {new Date().getFullYear()} Learnstack. Video content is sourced from YouTube and belongs to its creators.
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="inline-flex items-center gap-1.5">
              <CircleCheck className="size-3.5 text-success" aria-hidden="true" />
              All systems operational
            </span>
            <span>Version {APP_VERSION}</span>
          </div>
        </div>
      </div>
    </footer>
  );
}
