import { Cookie, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { type ComponentType, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { AccountActionsSection, EmailPreferencesSection, InterestsSection, ProfileInfoSection, SectionCard, ViewingHistorySection } from '../../features/account/index.ts';
import { useCurrentUser } from '../../features/auth/index.ts';
import { CertificatesList, RecentAchievements, WeeklyGoalSection } from '../../features/progress/index.ts';
import { storageGet, storageSet } from '../../lib/storage.ts';
import { COOKIE_CONSENT_KEY } from '../layouts/cookie-consent.tsx';

/** Cookie Preferences: the banner's stored choice (accepted, rejected, or Not set), changeable here. */
/** Security: two-factor sign-in has its own page (it walks through a QR code and recovery codes). */
function SecuritySection() {
  return (
    <SectionCard id="security" title="Security" description="Ask for a code from an authenticator app when you sign in.">
      <Link to="/profile/security" className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ShieldCheck className="size-4" aria-hidden="true" />
        Two-factor sign-in
      </Link>
    </SectionCard>
  );
}

function CookiePreferenceSection() {
  const [value, setValue] = useState(() => storageGet(COOKIE_CONSENT_KEY));
  const choose = (next: 'accepted' | 'rejected') => {
    storageSet(COOKIE_CONSENT_KEY, next);
    setValue(next);
    toast.success(next === 'accepted' ? 'Optional cookies accepted' : 'Optional cookies rejected');
  };
  const shown = value === 'accepted' ? 'Accepted' : value === 'rejected' ? 'Rejected' : 'Not set';
  return (
    <SectionCard id="cookie-preferences" title="Cookie Preferences" description="Essential cookies keep you signed in; optional ones help us improve Learnstack.">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-foreground">
          <Cookie className="size-4 text-muted-foreground" aria-hidden="true" />
          Current choice: <span className="font-semibold">{shown}</span>
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant={value === 'accepted' ? 'primary' : 'outline'} aria-pressed={value === 'accepted'} onClick={() => choose('accepted')}>
            Accept
          </Button>
          <Button size="sm" variant={value === 'rejected' ? 'primary' : 'outline'} aria-pressed={value === 'rejected'} onClick={() => choose('rejected')}>
            Reject
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}

/**
 * The profile page's sections, in their order on the page. Another feature adds its section with
 * one line here, e.g. the progress feature's weekly goal after the interests and its achievements
 * and certificates before the viewing history:
 *   { id: 'weekly-goal', Section: WeeklyGoalSection },
 *   { id: 'achievements', Section: RecentAchievements },
 *   { id: 'certificates', Section: CertificatesList },
 */
export const PROFILE_SECTIONS: { id: string; Section: ComponentType }[] = [
  { id: 'profile-information', Section: ProfileInfoSection },
  { id: 'learning-interests', Section: InterestsSection },
  { id: 'weekly-goal', Section: WeeklyGoalSection },
  { id: 'cookie-preferences', Section: CookiePreferenceSection },
  { id: 'email-notifications', Section: EmailPreferencesSection },
  { id: 'achievements', Section: RecentAchievements },
  { id: 'certificates', Section: CertificatesList },
  { id: 'viewing-history', Section: ViewingHistorySection },
  { id: 'security', Section: SecuritySection },
  { id: 'account-actions', Section: AccountActionsSection },
];

/** /profile: Profile Settings. */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Profile Settings</h1>
        <p className="mt-2 text-muted-foreground">Your details, interests, notifications and account.</p>
      </header>
      {PROFILE_SECTIONS.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </div>
  );
}
