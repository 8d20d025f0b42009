import { Link } from 'react-router';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePlans } from '../../plans/index.ts';
import { LIBRARY_MESSAGES } from '../lib/messages.ts';

export interface AddToPlanDialogProps {
  /** What is being added (the dialog's description); null closes the dialog. */
  itemTitle: string | null;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onAdd: (planId: number) => void;
}

/** 'Add to Plan': a select of the user's own plans, or the spec's empty text with a way to make one. */
export function AddToPlanDialog({ itemTitle, onOpenChange, pending, onAdd }: AddToPlanDialogProps) {
  const plans = usePlans();
  const [planId, setPlanId] = useState('');
  const selectId = useId();
  const open = itemTitle !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPlanId('');
        onOpenChange(next);
      }}
    >
      {open ? (
        <DialogContent title="Add to Plan" description={itemTitle} size="sm">
          {plans.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : plans.isError ? (
            <p className="text-sm text-destructive">Your plans could not be loaded. Please try again.</p>
          ) : plans.data.length === 0 ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-muted-foreground">{LIBRARY_MESSAGES.noPlans}</p>
              <Link to="/plans" className={buttonVariants({ variant: 'outline' })}>
                Go to My Plans
              </Link>
            </div>
          ) : (
            <form
              className="flex flex-col gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (planId) onAdd(Number(planId));
              }}
            >
              <Label htmlFor={selectId}>Learning plan</Label>
              <NativeSelect id={selectId} value={planId} onChange={(e) => setPlanId(e.target.value)} required>
                <option value="">Select a plan</option>
                {plans.data.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </NativeSelect>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={!planId || pending}>
                  {pending ? 'Adding…' : 'Add to Plan'}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
