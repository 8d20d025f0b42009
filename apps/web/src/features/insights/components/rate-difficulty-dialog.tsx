import { DIFFICULTY_FEEDBACK_LABELS, DIFFICULTY_FEEDBACK_VALUES, type DifficultyFeedbackValue } from '@learnstack/contracts/insights-rules';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { useRateDifficulty } from '../api/insights-api.ts';

const HINTS: Record<DifficultyFeedbackValue, string> = {
  1: 'I knew most of it already',
  3: 'Challenging but clear',
  5: 'I got lost along the way',
};

export interface RateDifficultyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The video rated; `ensureId` saves an unsaved one first (the player). */
  videoId: number | null;
  ensureId?: () => Promise<number | null>;
  title: string;
}

/** 'Rate Video Difficulty': Too Easy (1), Perfect (3), Too Hard (5) or Cancel; closes after a successful rating. */
export function RateDifficultyDialog({ open, onOpenChange, videoId, ensureId, title }: RateDifficultyDialogProps) {
  const rate = useRateDifficulty();
  const [pending, setPending] = useState<DifficultyFeedbackValue | null>(null);
  const submit = async (userFeedback: DifficultyFeedbackValue) => {
    setPending(userFeedback);
    try {
      const id = videoId ?? (ensureId ? await ensureId() : null);
      if (id === null) return;
      await rate.mutateAsync({ videoId: id, userFeedback });
      onOpenChange(false);
    } catch {
      // The mutation's toast tells; the dialog stays open to try again.
    } finally {
      setPending(null);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Rate Video Difficulty" description={<>How did “{title}” feel? Your rating tunes your skill profile.</>} size="sm">
        <fieldset className="m-0 grid min-w-0 gap-2 border-0 p-0">
          <legend className="sr-only">Difficulty</legend>
          {DIFFICULTY_FEEDBACK_VALUES.map((value) => (
            <Button
              key={value}
              variant={value === 3 ? 'primary' : 'outline'}
              className="h-auto justify-start py-3 text-left"
              loading={pending === value}
              disabled={pending !== null}
              onClick={() => void submit(value)}
            >
              <span className="flex flex-col items-start">
                <span className="font-semibold">{DIFFICULTY_FEEDBACK_LABELS[value]}</span>
                <span className="text-xs font-normal opacity-80">{HINTS[value]}</span>
              </span>
            </Button>
          ))}
        </fieldset>
        <DialogFooter className="mt-4">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A 'Rate Difficulty' button with its dialog: one line in the player and in the path's video card. */
export function RateDifficultyButton({
  videoId,
  ensureId,
  title,
  variant = 'outline',
  size = 'sm',
}: {
  videoId: number | null;
  ensureId?: () => Promise<number | null>;
  title: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        <Gauge aria-hidden="true" />
        Rate Difficulty
      </Button>
      {open ? <RateDifficultyDialog open={open} onOpenChange={setOpen} videoId={videoId} {...(ensureId ? { ensureId } : {})} title={title} /> : null}
    </>
  );
}
