import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, POLICY_UPDATED, Section } from '../components/content-page.tsx';

interface CookieRow {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

const ESSENTIAL: CookieRow[] = [
  {
    name: 'ls_sid',
    kind: 'Session cookie (HttpOnly, essential)',
    purpose:
      'Keeps you signed in and ties your requests to your session. It holds only a random identifier, cannot be read by scripts on the page, and is sent only to Learnstack.',
    duration: 'Expires after 30 minutes without activity',
  },
];

const FUNCTIONAL: CookieRow[] = [
  { name: 'ui-theme, theme, isDark', kind: 'Functional (local storage)', purpose: 'Remember your colour theme and dark mode.', duration: 'Until you clear them' },
  {
    name: 'Player settings',
    kind: 'Functional (local storage)',
    purpose: 'Remember auto-play, your position in recent videos and recent watch sessions, so playback resumes quickly.',
    duration: 'Progress older than 30 days is removed automatically',
  },
  {
    name: 'cookieConsent',
    kind: 'Functional (local storage)',
    purpose: 'Remembers whether you accepted or rejected non-essential cookies, so we do not ask again.',
    duration: 'Until you clear it',
  },
  {
    name: 'pendingInviteToken',
    kind: 'Functional (local storage)',
    purpose: "Keeps a friend's invitation while you sign up, so it can be accepted once you are in.",
    duration: 'Removed when the invitation is accepted',
  },
];

function CookieTable({ caption, rows }: { caption: string; rows: CookieRow[] }) {
  return (
    <div className="not-prose my-4 overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Duration
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border text-muted-foreground">
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row" className="px-4 py-3 align-top font-mono text-xs font-medium text-foreground">
                {r.name}
              </th>
              <td className="px-4 py-3 align-top">{r.kind}</td>
              <td className="px-4 py-3 align-top">{r.purpose}</td>
              <td className="px-4 py-3 align-top">{r.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CookiePolicyPage() {
  return (
    <ContentPage
      title="Cookie Policy"
      eyebrow="Legal"
      icon={<Cookie />}
      updated={POLICY_UPDATED}
      intro="Learnstack uses as few cookies as possible: one to keep you signed in, and a handful of stored preferences. No analytics, no advertising trackers."
    >
      <Section id="what" title="What cookies are">
        <p>
          Cookies are small text files a website stores in your browser. Local storage is a similar browser feature that keeps
          settings on your device without sending them to our servers. This policy covers both.
        </p>
      </Section>

      <Section id="essential" title="Essential cookies">
        <p>This cookie is needed for signing in; Learnstack cannot work without it, so it is set regardless of your choice.</p>
        <CookieTable caption="Essential cookies" rows={ESSENTIAL} />
      </Section>

      <Section id="functional" title="Functional cookies and storage">
        <p>These remember your preferences on this device. They never leave your browser and are not used to track you.</p>
        <CookieTable caption="Functional cookies and storage" rows={FUNCTIONAL} />
      </Section>

      <Section id="analytics" title="No analytics or advertising cookies">
        <p>
          Learnstack does not use analytics cookies, advertising cookies or cross-site tracking pixels. Usage statistics you see in
          the app are computed on our servers from your own learning activity.
        </p>
      </Section>

      <Section id="third-party" title="Third-party cookies">
        <ul>
          <li>
            <strong>Google sign-in:</strong> if you choose Continue with Google, Google sets its own cookies on its sign-in pages
            to authenticate you. See the{' '}
            <a href="https://policies.google.com/technologies/cookies" target="_blank" rel="noopener noreferrer">
              Google cookie policy
            </a>
            .
          </li>
          <li>
            <strong>YouTube embedded player:</strong> when you play a video, the YouTube player may set cookies or use local storage
            to deliver the video, remember player preferences and measure views, as described in the{' '}
            <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
              Google Privacy Policy
            </a>
            .
          </li>
        </ul>
      </Section>

      <Section id="choices" title="Your choices">
        <p>
          You can accept or reject non-essential cookies in the banner shown on your first visit, and change your choice later in
          Profile Settings. You can also delete cookies and site data in your browser settings at any time; you will then be signed
          out and your theme returns to the default.
        </p>
        <p>
          Questions? See our <Link to="/privacy-policy">Privacy Policy</Link> or the <Link to="/faq">FAQ</Link>.
        </p>
      </Section>
    </ContentPage>
  );
}
