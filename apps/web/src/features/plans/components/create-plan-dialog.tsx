import type { PlanSummary } from '@learnstack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useCreatePlan } from '../api/use-create-plan.ts';
import { PLAN_COLOR_OPTIONS, type PlanColor } from '../lib/colors.ts';
import { ColorPicker } from '../../../components/color-picker.tsx';
import { descriptionError, PLAN_DESCRIPTION_MAX, PLAN_MESSAGES, titleError } from './plan-messages.ts';

export interface CreatePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's groups for the group select. */
  groups: Array<{ id: number; name: string }>;
  /** Preselected group (creating from a group's panel). */
  defaultGroupId?: number | null;
  onCreated?: (plan: PlanSummary) => void;
}

/** Create New Learning Plan: title (required, at most 100 characters), description (at most 500), colour, group, visibility. */
export function CreatePlanDialog({ open, onOpenChange, groups, defaultGroupId = null, onCreated }: CreatePlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create New Learning Plan" description="Give your plan a name and a goal. You can add videos right after.">
        {open ? <CreatePlanForm groups={groups} defaultGroupId={defaultGroupId} onDone={() => onOpenChange(false)} onCreated={onCreated} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CreatePlanForm({
  groups,
  defaultGroupId,
  onDone,
  onCreated,
}: {
  groups: CreatePlanDialogProps['groups'];
  defaultGroupId: number | null;
  onDone: () => void;
  onCreated?: CreatePlanDialogProps['onCreated'];
}) {
  const ids = { title: useId(), description: useId(), titleError: useId(), descriptionError: useId(), color: useId(), group: useId(), public: useId(), counter: useId() };
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [color, setColor] = useState<PlanColor>('blue');
  const [groupId, setGroupId] = useState<string>(defaultGroupId ? String(defaultGroupId) : '');
  const [touched, setTouched] = useState({ title: false, description: false });
  const create = useCreatePlan();

  const tError = touched.title ? titleError(title) : null;
  const dError = touched.description ? descriptionError(description) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ title: true, description: true });
    if (titleError(title) || descriptionError(description) || create.isPending) return;
    create.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        isPublic,
        color,
        ...(groupId ? { groupId: Number(groupId) } : {}),
      },
      {
        onSuccess: (plan) => {
          toast.success('Learning plan created', { description: plan.title });
          onCreated?.(plan);
          onDone();
        },
        onError: () => toast.error('Error', { description: PLAN_MESSAGES.createFailed }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setTouched((t) => ({ ...t, title: true }));
          }}
          placeholder="e.g. Learn React from scratch"
          aria-invalid={tError ? true : undefined}
          aria-describedby={tError ? ids.titleError : undefined}
          aria-required="true"
          autoComplete="off"
          autoFocus
        />
        <FieldError id={ids.titleError}>{tError}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.description}>
          Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={ids.description}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            setTouched((t) => ({ ...t, description: true }));
          }}
          rows={3}
          placeholder="What will you learn with this plan?"
          aria-invalid={dError ? true : undefined}
          aria-describedby={[ids.counter, dError ? ids.descriptionError : null].filter(Boolean).join(' ')}
        />
        <p id={ids.counter} className="text-xs text-muted-foreground tabular-nums">
          {description.trim().length}/{PLAN_DESCRIPTION_MAX}
        </p>
        <FieldError id={ids.descriptionError}>{dError}</FieldError>
      </div>

      <div className="flex flex-col gap-2">
        <span id={ids.color} className="text-sm font-medium text-foreground">
          Colour
        </span>
        <ColorPicker colors={PLAN_COLOR_OPTIONS} value={color} onChange={(c) => setColor(c as PlanColor)} labelledBy={ids.color} />
      </div>

      {groups.length > 0 ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.group}>Group</Label>
          <NativeSelect id={ids.group} value={groupId} onChange={(e) => setGroupId(e.target.value)}>
            <option value="">No group</option>
            {groups.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}

      <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3">
        <div>
          <Label htmlFor={ids.public}>Make this plan public</Label>
          <p className="mt-1 text-xs text-muted-foreground">Public plans appear on Explore, where other learners can view and add them.</p>
        </div>
        <Switch id={ids.public} checked={isPublic} onCheckedChange={setIsPublic} />
      </div>

      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create Plan
        </Button>
      </DialogFooter>
    </form>
  );
}
