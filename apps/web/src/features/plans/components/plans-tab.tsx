import type { PlanSummary } from '@learnstack/contracts';
import { FolderInput, Globe, ListVideo, Lock, Plus, RefreshCw, SearchX, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDeletePlan } from '../api/use-delete-plan.ts';
import { usePlanVisibility } from '../api/use-plan-visibility.ts';
import { useContinuePlan } from '../hooks/use-continue-plan.ts';
import { filterPlans, type VisibilityFilter } from '../lib/plan-filter.ts';
import { type CardAction, PlanCard } from './plan-card.tsx';
import { PLAN_MESSAGES, serverMessage } from './plan-messages.ts';

export interface PlansTabProps {
  plans: PlanSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onCreate: () => void;
  onImport: () => void;
  onAddVideo: (plan: PlanSummary) => void;
  onMoveToGroup: (plan: PlanSummary) => void;
}

const FILTERS: Array<{ value: VisibilityFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

/** The Plans tab of My Learning Plans: search, visibility filter, cards. */
export function PlansTab({ plans, isPending, isError, onRetry, onCreate, onImport, onAddVideo, onMoveToGroup }: PlansTabProps) {
  const [search, setSearch] = useState('');
  const [visibility, setVisibility] = useState<VisibilityFilter>('all');
  const [toDelete, setToDelete] = useState<PlanSummary | null>(null);
  const deletePlan = useDeletePlan();
  const setPlanVisibility = usePlanVisibility();
  const { continuePlan, pendingId } = useContinuePlan();

  if (isPending) return <PlanGridSkeleton />;
  if (isError || !plans) {
    return (
      <Alert variant="destructive" title="Your learning plans could not be loaded" live="alert">
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  }
  if (plans.length === 0) {
    return (
      <EmptyState
        icon={<ListVideo />}
        title="No Learning Plans Yet"
        description="Create your first learning plan and fill it with videos, or import a whole YouTube playlist."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Create New Plan
            </Button>
            <Button variant="outline" onClick={onImport}>
              <Upload aria-hidden="true" />
              Import Playlist
            </Button>
          </div>
        }
      />
    );
  }

  const { shown, counts, total } = filterPlans(plans, search, visibility);
  const clear = () => {
    setSearch('');
    setVisibility('all');
  };

  function toggleVisibility(plan: PlanSummary) {
    const isPublic = !plan.isPublic;
    setPlanVisibility.mutate(
      { planId: plan.id, isPublic },
      {
        onSuccess: () => toast.success(isPublic ? 'Plan is now public' : 'Plan is now private', { description: plan.title }),
        onError: (err) => toast.error('Failed to update visibility', { description: serverMessage(err, PLAN_MESSAGES.visibilityDefault) }),
      },
    );
  }

  function confirmDelete() {
    if (!toDelete) return;
    const plan = toDelete;
    deletePlan.mutate(plan.id, {
      onSuccess: () => {
        toast.success('Learning plan deleted', { description: plan.title });
        setToDelete(null);
      },
      onError: (err) => {
        toast.error(PLAN_MESSAGES.deleteFailed, { description: serverMessage(err, 'Please try again.') });
        setToDelete(null);
      },
    });
  }

  const actionsFor = (plan: PlanSummary): CardAction[] => [
    { key: 'add', label: `Add video to ${plan.title}`, icon: Plus, onClick: () => onAddVideo(plan) },
    { key: 'move', label: `Move ${plan.title} to a group`, icon: FolderInput, onClick: () => onMoveToGroup(plan) },
    {
      key: 'visibility',
      label: plan.isPublic ? `Make ${plan.title} private` : `Make ${plan.title} public`,
      icon: plan.isPublic ? Lock : Globe,
      onClick: () => toggleVisibility(plan),
      pending: setPlanVisibility.isPending && setPlanVisibility.variables?.planId === plan.id,
    },
    { key: 'delete', label: `Delete ${plan.title}`, icon: Trash2, onClick: () => setToDelete(plan), destructive: true },
  ];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchInput
          wrapperClassName="w-full lg:max-w-md"
          aria-label="Search plans"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search plans by title or description"
        />
        <fieldset className="flex flex-wrap items-center gap-1 rounded-xl bg-muted p-1">
          <legend className="sr-only">Visibility</legend>
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={visibility === f.value}
              onClick={() => setVisibility(f.value)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                visibility === f.value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {f.label}
              <span className="rounded-full bg-background px-1.5 text-xs tabular-nums text-muted-foreground">{counts[f.value]}</span>
            </button>
          ))}
        </fieldset>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {total} plans match
      </p>

      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No Plans Found"
          description="No plan matches your search and filter."
          action={
            <Button variant="outline" onClick={clear}>
              Clear Search
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard
                plan={plan}
                actions={actionsFor(plan)}
                onContinue={() => void continuePlan(plan)}
                continuing={pendingId === plan.id}
                onAddCourses={() => onAddVideo(plan)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete this learning plan?"
        description={toDelete ? `“${toDelete.title}” and its list of videos will be deleted. This action cannot be undone.` : undefined}
        confirmLabel="Delete Plan"
        pending={deletePlan.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

export function PlanGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading your learning plans
      </span>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {SKELETON_KEYS.slice(0, count).map((key) => (
          <div key={key} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-8 w-28" />
          </div>
        ))}
      </div>
    </div>
  );
}
