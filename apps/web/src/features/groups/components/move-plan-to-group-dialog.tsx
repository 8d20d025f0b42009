import type { PlanGroup } from '@learnstack/contracts';
import { FolderInput } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { swatchClass } from '../../../components/color-swatches.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMovePlanToGroup } from '../api/use-move-plan-to-group.ts';

export interface MovePlanToGroupDialogProps {
  plan: { id: number; title: string; groupId: number | null } | null;
  groups: PlanGroup[];
  onOpenChange: (open: boolean) => void;
}

const UNGROUPED = 'ungrouped';

/** Move Plan to Group: a selection is required; 'Ungrouped' takes the plan out of its group. */
export function MovePlanToGroupDialog({ plan, groups, onOpenChange }: MovePlanToGroupDialogProps) {
  return (
    <Dialog open={plan !== null} onOpenChange={onOpenChange}>
      {plan ? (
        <DialogContent title="Move Plan to Group" description={`Choose where “${plan.title}” belongs.`}>
          <MoveForm plan={plan} groups={groups} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MoveForm({ plan, groups, onDone }: { plan: NonNullable<MovePlanToGroupDialogProps['plan']>; groups: PlanGroup[]; onDone: () => void }) {
  const labelId = useId();
  const [choice, setChoice] = useState<string>('');
  const move = useMovePlanToGroup();
  const options = [
    ...groups.map((g) => ({ value: String(g.id), label: g.name, color: g.color as string | null, current: plan.groupId === g.id })),
    { value: UNGROUPED, label: 'Ungrouped', color: null, current: plan.groupId === null },
  ];

  function submit() {
    if (!choice || move.isPending) return;
    const groupId = choice === UNGROUPED ? null : Number(choice);
    const name = groupId === null ? 'Ungrouped Plans' : (groups.find((g) => g.id === groupId)?.name ?? 'the group');
    move.mutate(
      { planId: plan.id, groupId },
      {
        onSuccess: () => {
          toast.success(groupId === null ? 'Plan moved to Ungrouped Plans' : `Plan moved to "${name}"`, { description: plan.title });
          onDone();
        },
        onError: () => toast.error('Failed to move plan'),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p id={labelId} className="text-sm font-medium text-foreground">
        Group
      </p>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have no plan groups yet. Create one in the Groups tab.</p>
      ) : null}
      <RadioGroup.Root value={choice} onValueChange={setChoice} aria-labelledby={labelId} className="flex max-h-72 flex-col gap-2 overflow-y-auto">
        {options.map((o) => (
          <RadioGroup.Item
            key={o.value}
            value={o.value}
            className={cn(
              'flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 text-left text-sm text-foreground transition-colors',
              'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-primary data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground',
            )}
          >
            <span className={cn('size-3 shrink-0 rounded-full', o.color ? swatchClass(o.color) : 'border border-input')} aria-hidden="true" />
            <span className="flex-1 font-medium">{o.label}</span>
            {o.current ? <span className="text-xs text-muted-foreground">Current</span> : null}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={move.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!choice} loading={move.isPending}>
          <FolderInput aria-hidden="true" />
          Move Plan
        </Button>
      </DialogFooter>
    </div>
  );
}
