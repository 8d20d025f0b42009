import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useCreatePlan } from '../api/use-create-plan.ts';
import { PLAN_MESSAGES, PLAN_TITLE_MAX } from './plan-messages.ts';

/** The dashboard's inline quick-create: a trimmed, non-empty title makes a private plan and opens it. */
export function QuickCreatePlan() {
  const inputId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const create = useCreatePlan();
  const [title, setTitle] = useState('');
  const trimmed = title.trim();
  const tooLong = trimmed.length > PLAN_TITLE_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || tooLong || create.isPending) return;
    create.mutate(
      { title: trimmed, description: '', isPublic: false },
      {
        onSuccess: (plan) => {
          toast.success('Learning plan created', { description: plan.title });
          navigate(`/plan/${plan.slug}`);
        },
        onError: () => toast.error('Error', { description: PLAN_MESSAGES.quickCreateFailed }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Quick create a learning plan">
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        Start a new learning plan
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="What do you want to learn? e.g. SQL for analysts"
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          autoComplete="off"
        />
        <Button type="submit" disabled={!trimmed || tooLong} loading={create.isPending} className="shrink-0">
          <Plus aria-hidden="true" />
          Create Plan
        </Button>
      </div>
      <p id={hintId} className={tooLong ? 'text-sm font-medium text-destructive' : 'text-xs text-muted-foreground'}>
        {tooLong ? PLAN_MESSAGES.titleTooLong : 'Creates a private plan and opens it, ready for videos.'}
      </p>
    </form>
  );
}
