import { PLAN_NOTES_MAX } from '@learnstack/contracts/insights-rules';
import { NotebookPen } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { usePlanNotes, useSavePlanNotes } from '../api/insights-api.ts';

/** The learner's own notes on the plan (at most 10,000 characters); 'Failed to save notes.' when the save fails. */
export function PlanNotesPanel({ planId }: { planId: number }) {
  const id = useId();
  const notes = usePlanNotes(planId);
  const save = useSavePlanNotes(planId);
  const saved = notes.data?.notes ?? '';
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);
  const tooLong = draft.length > PLAN_NOTES_MAX;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <NotebookPen className="size-4 text-primary" aria-hidden="true" />
          Plan notes
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {notes.isPending ? (
          <Skeleton className="h-32" />
        ) : (
          <>
            <Label htmlFor={id} className="sr-only">
              Plan notes
            </Label>
            <Textarea
              id={id}
              rows={6}
              value={draft}
              maxLength={PLAN_NOTES_MAX}
              placeholder="What to remember about this plan: goals, questions, links..."
              onChange={(e) => setDraft(e.target.value)}
              aria-describedby={`${id}-count`}
            />
            <div className="flex items-center justify-between gap-2">
              <span id={`${id}-count`} className="text-xs tabular-nums text-muted-foreground">
                {draft.length.toLocaleString('en-US')}/{PLAN_NOTES_MAX.toLocaleString('en-US')} characters
              </span>
              <Button size="sm" loading={save.isPending} disabled={draft === saved || tooLong} onClick={() => save.mutate(draft)}>
                Save Notes
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
