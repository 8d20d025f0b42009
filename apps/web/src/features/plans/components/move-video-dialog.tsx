import type { PlanVideoEntry } from '@learnstack/contracts';
import { MoveRight } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMovePlanVideo } from '../api/use-move-plan-video.ts';
import { usePlans } from '../api/use-plans.ts';
import { PLAN_MESSAGES, serverMessage } from './plan-messages.ts';

export interface MoveVideoDialogProps {
  planId: number;
  entry: PlanVideoEntry | null;
  onOpenChange: (open: boolean) => void;
}

/** Move a video to another of the user's plans (a target is required). */
export function MoveVideoDialog({ planId, entry, onOpenChange }: MoveVideoDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      {entry ? (
        <DialogContent title="Move Video to Another Plan" description={`“${entry.video.title}” leaves this plan and joins the plan you choose.`}>
          <MoveForm planId={planId} entry={entry} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MoveForm({ planId, entry, onDone }: { planId: number; entry: PlanVideoEntry; onDone: () => void }) {
  const selectId = useId();
  const plans = usePlans();
  const move = useMovePlanVideo();
  const [target, setTarget] = useState('');
  const targets = (plans.data ?? []).filter((p) => p.id !== planId);

  function submit() {
    if (!target || move.isPending) return;
    move.mutate(
      { planId, videoId: entry.videoId, toPlanId: Number(target) },
      {
        onSuccess: (reply) => {
          toast.success(PLAN_MESSAGES.moved(reply.toPlan.title));
          onDone();
        },
        onError: (err) => toast.error(PLAN_MESSAGES.moveFailed, { description: serverMessage(err, 'Please try again.') }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {plans.isPending ? (
        <Spinner label="Loading your plans" />
      ) : targets.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no other plan to move this video to. Create another plan first.</p>
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>Target plan</Label>
          <NativeSelect id={selectId} value={target} onChange={(e) => setTarget(e.target.value)} aria-required="true">
            <option value="">Choose a plan…</option>
            {targets.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={move.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!target} loading={move.isPending}>
          <MoveRight aria-hidden="true" />
          Move Video
        </Button>
      </DialogFooter>
    </div>
  );
}
