import type { CategoryId } from '@learnstack/contracts';
import { CATEGORIES } from '@learnstack/contracts/category-list';
import { useQueryClient } from '@tanstack/react-query';
import {
  Briefcase,
  ChartColumn,
  Check,
  Cpu,
  HeartPulse,
  Languages,
  type LucideIcon,
  Megaphone,
  Palette,
  Sparkles,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCompleteOnboarding } from '../api/use-complete-onboarding.ts';
import { useCurrentUser } from '../api/use-current-user.ts';
import { useSaveLearningInterests } from '../api/use-learning-interests.ts';
import { authKeys } from '../keys.ts';
import { serverMessage } from '../lib/auth-errors.ts';

/**
 * The recommendations follow the interests. The recommendations feature has no keys file yet:
 * this is the root its keys will start with, so its answers are refreshed from its first day.
 */
const RECOMMENDATIONS_ROOT_KEY = ['recommendations'] as const;

const ICONS: Record<CategoryId, LucideIcon> = {
  business: Briefcase,
  health: HeartPulse,
  technology: Cpu,
  design: Palette,
  personal: Sparkles,
  languages: Languages,
  marketing: Megaphone,
  data: ChartColumn,
};

/**
 * The onboarding modal: opens for a signed-in user whose
 * hasCompletedOnboarding is false; Save (at least one interest) or Skip both complete onboarding.
 * Closing it with Escape or the X only hides it until the next visit.
 */
export function OnboardingDialog() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const saveInterests = useSaveLearningInterests();
  const complete = useCompleteOnboarding();
  const [selected, setSelected] = useState<CategoryId[]>([]);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const [busy, setBusy] = useState<'save' | 'skip' | null>(null);

  const open = Boolean(user && user.hasCompletedOnboarding === false && dismissedFor !== user.id);

  function toggle(id: CategoryId) {
    setSelected((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  }

  async function finish(kind: 'save' | 'skip') {
    if (busy) return;
    if (kind === 'save' && selected.length === 0) {
      toast.error('Select at least one interest', {
        description: 'Please select at least one learning interest to personalize your recommendations.',
      });
      return;
    }
    setBusy(kind);
    try {
      if (kind === 'save') {
        // Keep the categories' display order whatever the order of clicks.
        const interests = CATEGORIES.map((c) => c.id).filter((id) => selected.includes(id));
        await saveInterests.mutateAsync(interests);
      }
      const reply = await complete.mutateAsync();
      if (reply?.user) queryClient.setQueryData(authKeys.user(), reply.user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
        queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_ROOT_KEY }),
        queryClient.invalidateQueries({ queryKey: authKeys.learningInterests() }),
      ]);
      if (kind === 'save') toast.success('Interests saved', { description: 'Your recommendations will follow what you chose.' });
    } catch (err) {
      toast.error('Error', { description: serverMessage(err, 'Failed to save learning interests') });
    } finally {
      setBusy(null);
    }
  }

  if (!user) return null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) setDismissedFor(user.id);
      }}
    >
      <DialogContent
        size="lg"
        title="What would you like to learn?"
        description="Choose the topics that interest you and we'll tailor your recommendations. You can change them later in your profile."
      >
        <fieldset aria-describedby="onboarding-selected-count">
          <legend className="sr-only">Learning interests</legend>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {CATEGORIES.map(({ id, label }) => {
              const Icon = ICONS[id];
              const on = selected.includes(id);
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(id)}
                    disabled={busy !== null}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl border p-3 text-left text-sm font-medium transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card',
                      'disabled:opacity-60',
                      on ? 'border-primary bg-accent text-accent-foreground' : 'border-border bg-card text-foreground hover:bg-muted',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-lg',
                        on ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                      )}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="flex-1">{label}</span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-5 shrink-0 items-center justify-center rounded-full border',
                        on ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
                      )}
                    >
                      {on ? <Check className="size-3" /> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p id="onboarding-selected-count" className="mt-3 text-sm text-muted-foreground" aria-live="polite">
          {selected.length === 0 ? 'No topics selected yet.' : `${selected.length} of ${CATEGORIES.length} selected.`}
        </p>
        <DialogFooter>
          <Button variant="ghost" onClick={() => void finish('skip')} loading={busy === 'skip'} disabled={busy !== null}>
            Skip for now
          </Button>
          <Button onClick={() => void finish('save')} loading={busy === 'save'} disabled={busy !== null}>
            Save interests
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
