import type { PlanSummary } from '@learnstack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Check, ListPlus, Lock, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { plural } from '../../../lib/video-format.ts';
import { invalidatePlanData, usePlans } from '../../plans/index.ts';
import { addVideoToPlan } from '../../videos/index.ts';
import { playerKeys } from '../keys.ts';

export const ADD_TO_PLAN_MESSAGES = {
  alreadyAddedTitle: 'Video Already Added',
  alreadyAdded: 'This video is already in your learning plan.',
  readOnlyTitle: 'This plan is read-only',
  readOnly: 'This public plan belongs to someone else. You can request a modification from its owner on the plan page.',
  failed: 'Failed to add video to plan',
  failedDescription: 'Failed to add video. Please try again.',
} as const;

export interface AddToPlanDialogProps {
  /** Gives the saved id of the video, saving it first when needed (null when that failed). */
  ensureVideoId: () => Promise<number | null>;
}

function isAlreadyAdded(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 409 || err.code === 'ALREADY_EXISTS' || err.code === 'DUPLICATE_VIDEO');
}

function PlanChoices({ ensureVideoId, onDone }: AddToPlanDialogProps & { onDone: () => void }) {
  const plans = usePlans();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [added, setAdded] = useState<Set<number>>(new Set());

  const add = async (plan: PlanSummary) => {
    setBusy(plan.id);
    try {
      const videoId = await ensureVideoId();
      if (videoId === null) throw new Error('The video could not be saved');
      await addVideoToPlan(plan.id, videoId);
      setAdded((prev) => new Set(prev).add(plan.id));
      toast.success('Video added to learning plan', { description: plan.title });
      void invalidatePlanData(queryClient);
      void queryClient.invalidateQueries({ queryKey: playerKeys.video(videoId) });
      onDone();
    } catch (err) {
      if (isAlreadyAdded(err)) {
        setAdded((prev) => new Set(prev).add(plan.id));
        toast.info(ADD_TO_PLAN_MESSAGES.alreadyAddedTitle, { description: ADD_TO_PLAN_MESSAGES.alreadyAdded });
      } else if (err instanceof ApiError && err.code === 'PUBLIC_PLAN_READ_ONLY') {
        toast.error(ADD_TO_PLAN_MESSAGES.readOnlyTitle, { description: ADD_TO_PLAN_MESSAGES.readOnly });
      } else {
        toast.error(ADD_TO_PLAN_MESSAGES.failed, { description: ADD_TO_PLAN_MESSAGES.failedDescription });
      }
    } finally {
      setBusy(null);
    }
  };

  if (plans.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your plans
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (plans.isError) {
    return (
      <Alert variant="destructive" title="Your plans could not be loaded" live="alert">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void plans.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  }
  if (plans.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-8 text-center">
        <p className="text-sm text-muted-foreground">You don't have any learning plans yet.</p>
        <Link to="/plans" className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" />
          Create a plan
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto" aria-label="Your learning plans">
      {plans.data.map((plan) => {
        const isAdded = added.has(plan.id);
        return (
          <li key={plan.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-foreground">{plan.title}</p>
              <p className="flex items-center gap-1 text-xs text-muted-foreground">
                {plan.isPublic ? null : <Lock className="size-3" aria-hidden="true" />}
                {plan.isPublic ? 'Public' : 'Private'} · {plural(plan.videoCount, 'video')}
              </p>
            </div>
            <Button
              size="sm"
              variant={isAdded ? 'outline' : 'primary'}
              loading={busy === plan.id}
              disabled={busy !== null || isAdded}
              onClick={() => void add(plan)}
              aria-label={isAdded ? `Added to ${plan.title}` : `Add to ${plan.title}`}
            >
              {isAdded ? <Check aria-hidden="true" /> : null}
              {busy === plan.id ? 'Adding...' : isAdded ? 'Added' : 'Add'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Add to Plan': the user's plans (GET /api/learning-plans); choosing one adds the video. */
export function AddToPlanDialog({ ensureVideoId }: AddToPlanDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ListPlus aria-hidden="true" />
          Add to Plan
        </Button>
      </DialogTrigger>
      <DialogContent title="Add to Plan" description="Choose the learning plan this video belongs in.">
        {open ? <PlanChoices ensureVideoId={ensureVideoId} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
