import type { EmailPreferences } from '@learnstack/contracts';
import { Lock } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useEmailPreferences, useSaveEmailPreference } from '../api/account.ts';
import { SectionCard } from './section-card.tsx';

const ROWS: { key: keyof EmailPreferences; label: string; hint: string }[] = [
  { key: 'friendInvites', label: 'Friend invitations', hint: 'When someone invites you or sends you a friend request.' },
  { key: 'planSharing', label: 'Plan sharing', hint: 'When a friend shares a plan or a group with you.' },
  { key: 'serviceUpdates', label: 'Service updates', hint: 'News about new features, now and then.' },
  { key: 'securityAlerts', label: 'Security alerts', hint: 'Password resets and sign-in warnings. Always on, to keep your account safe.' },
];

/** E-mail Notifications: three switches, and security alerts locked on. */
export function EmailPreferencesSection() {
  const prefs = useEmailPreferences();
  const save = useSaveEmailPreference();
  return (
    <SectionCard id="email-notifications" title="Email Notifications" description="Choose which e-mails Learnstack sends you.">
      {prefs.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : prefs.isError ? (
        <Alert variant="destructive" title="Your e-mail preferences could not be loaded" />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {ROWS.map(({ key, label, hint }) => {
            const locked = key === 'securityAlerts';
            const id = `email-pref-${key}`;
            return (
              <li key={key} className="flex items-center justify-between gap-4 py-3">
                <div className="flex min-w-0 flex-col">
                  <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-foreground">
                    {label}
                    {locked ? <Lock className="size-3.5 text-muted-foreground" aria-hidden="true" /> : null}
                  </label>
                  <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                    {hint}
                  </span>
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-hint`}
                  checked={locked ? true : prefs.data[key]}
                  disabled={locked}
                  onCheckedChange={(checked) => {
                    if (locked) return;
                    save.mutate(
                      { [key]: checked },
                      {
                        onSuccess: () => toast.success('Email preferences saved'),
                        onError: () => toast.error('Error', { description: 'Failed to update email preferences' }),
                      },
                    );
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
