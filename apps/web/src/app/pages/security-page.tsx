import { KeyRound, Lock, type LucideIcon, Server, ShieldCheck, Trash2, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthConfig } from '../../features/auth/index.ts';
import { ContentPage, Section } from '../components/content-page.tsx';

const MEASURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Lock,
    title: 'Encryption in transit',
    text: 'All traffic between your browser and Learnstack travels over HTTPS (TLS), so nobody on the network can read or change it.',
  },
  {
    icon: Server,
    title: 'Encryption at rest',
    text: 'Our databases and backups are stored on encrypted disks, so data stays protected even if storage media were lost.',
  },
  {
    icon: UserCheck,
    title: 'Sign in with Google',
    text: "Use Google OAuth 2.0 (with PKCE) to sign in without a separate password. We never see your Google password, and your Google account's 2-Step Verification protects you here too.",
  },
  {
    icon: KeyRound,
    title: 'Strong password hashing',
    text: 'Passwords are hashed with argon2id, a modern memory-hard algorithm, and never stored or logged in readable form. Reset links work once and expire after one hour.',
  },
  {
    icon: ShieldCheck,
    title: 'Role-based access',
    text: 'Every request is checked on the server: you can reach only your own private data, and administrative functions require the admin role.',
  },
];

export default function SecurityPage() {
  const supportEmail = useAuthConfig().data?.supportEmail;

  return (
    <ContentPage
      title="Security at Learnstack"
      eyebrow="Security"
      icon={<ShieldCheck />}
      intro="Your learning history is personal. Here is how we protect your account and your data."
    >
      <ul className="!list-none !pl-0 grid gap-4 sm:grid-cols-2">
        {MEASURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="!mb-0 rounded-2xl border border-border bg-card p-5 shadow-card">
            <span className="mb-3 flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <h3 className="!mt-0 text-foreground">{title}</h3>
            <p className="!mb-0 text-sm">{text}</p>
          </li>
        ))}
      </ul>

      <Section id="sessions" title="Sessions and account protection">
        <ul>
          <li>Your session cookie is HttpOnly and cannot be read by scripts; a new session identifier is issued every time you sign in.</li>
          <li>You are signed out automatically after 30 minutes without activity, with a warning 5 minutes before.</li>
          <li>Every change you make is protected against cross-site request forgery by a per-session token.</li>
          <li>Repeated failed sign-ins trigger a security check, and sign-in, sign-up and password reset are rate limited.</li>
        </ul>
      </Section>

      <Section id="delete" title="Deleting your account">
        <p>You can delete your account and all of its data whenever you like:</p>
        <ol>
          <li>Open <strong>Profile Settings</strong> from the menu under your picture.</li>
          <li>Scroll to <strong>Account Actions</strong>.</li>
          <li>
            Choose <strong>Delete Account</strong>.
          </li>
          <li>Type your e-mail address to confirm.</li>
          <li>
            Select <strong>Permanently Delete Account</strong>.
          </li>
        </ol>
        <p>
          Your plans, progress and profile are removed from the live service immediately. Encrypted backups are rotated, and any
          copy of your data in them is purged within 90 days.
        </p>
        <p className="inline-flex items-center gap-2">
          <Trash2 className="size-4 text-muted-foreground" aria-hidden="true" />
          Deletion cannot be undone, so consider asking us for a copy of your data first.
        </p>
      </Section>

      <Section id="report" title="Reporting a vulnerability">
        <p>
          If you believe you have found a security problem, please tell us privately
          {supportEmail ? (
            <>
              {' '}
              at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </>
          ) : null}{' '}
          with the steps to reproduce it. We will acknowledge your report within 24 hours, keep you updated, and credit you if you
          wish. Please do not access other people's data or disrupt the service while testing.
        </p>
        <p>
          See also our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </Section>
    </ContentPage>
  );
}
