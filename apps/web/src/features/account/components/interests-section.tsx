import type { CategoryId } from '@learnstack/contracts';
import { CATEGORIES } from '@learnstack/contracts/category-list';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { api } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useLearningInterests } from '../../auth/index.ts';
import { authKeys } from '../../auth/keys.ts';
import { serverMessage } from '../../plans/index.ts';
import { SectionCard } from './section-card.tsx';

const labelOf = (id: string) => CATEGORIES.find((c) => c.id === id)?.label ?? id;

/** Learning Interests: the eight categories, view and edit mode (at least one, as onboarding asks). */
export function InterestsSection() {
  const interests = useLearningInterests();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<CategoryId[]>([]);
  const [saving, setSaving] = useState(false);
  const saved = interests.data?.interests ?? [];

  const save = async () => {
    setSaving(true);
    try {
      const reply = await api.post<{ interests: CategoryId[] }>('/api/user/learning-interests', { interests: chosen });
      queryClient.setQueryData(authKeys.learningInterests(), { interests: reply.interests });
      void queryClient.invalidateQueries({ queryKey: ['recommendations'] });
      toast.success('Interests updated');
      setEditing(false);
    } catch (err) {
      toast.error('Error', { description: serverMessage(err, 'Failed to update learning interests') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard
      id="learning-interests"
      title="Learning Interests"
      description="They shape the recommendations you get."
      action={
        editing ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={interests.isPending}
            onClick={() => {
              setChosen(saved);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )
      }
    >
      {interests.isPending ? (
        <Skeleton className="h-8 w-full" />
      ) : editing ? (
        <div className="flex flex-col gap-4">
          <fieldset>
            <legend className="sr-only">Choose your learning interests</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {CATEGORIES.map((c) => {
                const on = chosen.includes(c.id);
                return (
                  <label
                    key={c.id}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      on ? 'border-primary bg-accent text-accent-foreground' : 'border-border hover:bg-muted',
                    )}
                  >
                    <input type="checkbox" className="sr-only" checked={on} onChange={() => setChosen((s) => (on ? s.filter((x) => x !== c.id) : [...s, c.id]))} />
                    <CategoryIcon id={c.id} className="size-4" />
                    <span className="flex-1">{c.label}</span>
                    {on ? <Check className="size-4" aria-hidden="true" /> : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {chosen.length === 0 ? <p className="text-sm text-muted-foreground">Select at least one interest.</p> : null}
          <div className="flex gap-2">
            <Button onClick={() => void save()} disabled={chosen.length === 0 || saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : saved.length === 0 ? (
        <p className="text-sm text-muted-foreground">No interests chosen yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Your interests">
          {saved.map((id) => (
            <li key={id}>
              <Badge variant="default" className="px-3 py-1 text-sm">
                {labelOf(id)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
