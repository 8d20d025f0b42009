import type { PlanDetail } from '@learnstack/contracts';
import { Pencil } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { type PlanEdit, useUpdatePlan } from '../api/use-update-plan.ts';
import { descriptionError, PLAN_MESSAGES, serverMessage, titleError } from './plan-messages.ts';

/** What changed between the plan and the drafts (trimmed); only those fields are sent. */
export function changedFields(plan: Pick<PlanDetail, 'title' | 'description'>, title: string, description: string): PlanEdit {
  const changes: PlanEdit = {};
  if (title.trim() !== plan.title) changes.title = title.trim();
  if (description.trim() !== plan.description) changes.description = description.trim();
  return changes;
}

export interface PlanDetailsEditorProps {
  plan: PlanDetail;
}

/**
 * The plan's title and description; the owner edits them in place:
 * Ctrl+Enter saves, Escape cancels, only changed fields are sent, no change just leaves edit mode.
 */
export function PlanDetailsEditor({ plan }: PlanDetailsEditorProps) {
  const [editing, setEditing] = useState(false);
  const canEdit = plan.permissions.isOwner;

  if (!editing) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{plan.title}</h1>
          {canEdit ? (
            <Button variant="ghost" size="icon" className="size-9 shrink-0" aria-label="Edit title and description" title="Edit title and description" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {plan.description ? (
          <p className="max-w-3xl whitespace-pre-line text-muted-foreground">{plan.description}</p>
        ) : canEdit ? (
          <p className="italic text-muted-foreground">No description yet.</p>
        ) : null}
      </div>
    );
  }
  return <EditForm plan={plan} onDone={() => setEditing(false)} />;
}

function EditForm({ plan, onDone }: { plan: PlanDetail; onDone: () => void }) {
  const titleId = useId();
  const titleErrorId = useId();
  const descriptionId = useId();
  const descriptionErrorId = useId();
  const hintId = useId();
  const [title, setTitle] = useState(plan.title);
  const [description, setDescription] = useState(plan.description);
  const update = useUpdatePlan();
  const tError = titleError(title);
  const dError = descriptionError(description);

  function save() {
    if (update.isPending || tError || dError) return;
    const changes = changedFields(plan, title, description);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { planId: plan.id, changes },
      {
        onSuccess: () => {
          toast.success(PLAN_MESSAGES.updated);
          onDone();
        },
        onError: (err) => toast.error(PLAN_MESSAGES.updateFailed, { description: serverMessage(err, 'Please try again.') }),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!update.isPending) onDone();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the fields inside (Ctrl+Enter, Escape)
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-background/60 p-4" onKeyDown={onKeyDown}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={tError ? true : undefined}
          aria-describedby={[hintId, tError ? titleErrorId : null].filter(Boolean).join(' ')}
          className="text-base font-semibold"
          autoFocus
        />
        <FieldError id={titleErrorId}>{tError}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={descriptionId}>Description</Label>
        <Textarea
          id={descriptionId}
          value={description}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={dError ? true : undefined}
          aria-describedby={[hintId, dError ? descriptionErrorId : null].filter(Boolean).join(' ')}
        />
        <FieldError id={descriptionErrorId}>{dError}</FieldError>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id={hintId} className="text-xs text-muted-foreground">
          Ctrl+Enter saves, Escape cancels.
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button size="sm" onClick={save} loading={update.isPending} disabled={Boolean(tError || dError)}>
            Save
          </Button>
        </div>
      </div>
    </div>
  );
}
