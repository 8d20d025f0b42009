import type { PlanGroup, PlanSummary } from '@learnstack/contracts';
import { Eye, FolderOpen, FolderPlus, Globe, Inbox, Lock, RefreshCw, SearchX, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type CardAction, CardActions } from '../../../components/card-actions.tsx';
import { swatchClass } from '../../../components/color-swatches.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VisibilityBadge } from '../../../components/visibility-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { plural } from '../../../lib/video-format.ts';
import { ShareButton } from '../../sharing/index.ts';
import { useDeleteGroup } from '../api/use-delete-group.ts';
import { useGroupVisibility } from '../api/use-group-visibility.ts';
import { CreateGroupDialog } from './create-group-dialog.tsx';

export interface GroupsTabProps {
  groups: PlanGroup[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The user's plans, for the ungrouped count and the selected group's panel. */
  plans: PlanSummary[];
}

type Selection = { kind: 'group'; id: number } | { kind: 'ungrouped' } | null;

function matches(group: PlanGroup, search: string): boolean {
  const q = search.trim().toLowerCase();
  return !q || group.name.toLowerCase().includes(q) || group.description.toLowerCase().includes(q);
}

/** The Groups tab of My Learning Plans. */
export function GroupsTab({ groups, isPending, isError, onRetry, plans }: GroupsTabProps) {
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Selection>(null);
  const [toDelete, setToDelete] = useState<PlanGroup | null>(null);
  const deleteGroup = useDeleteGroup();
  const visibility = useGroupVisibility();

  const header = (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <SearchInput wrapperClassName="w-full sm:max-w-sm" aria-label="Search groups" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search groups" />
      <Button onClick={() => setCreating(true)}>
        <FolderPlus aria-hidden="true" />
        Create Plan Group
      </Button>
    </div>
  );

  const dialogs = (
    <>
      <CreateGroupDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete this plan group?"
        description={toDelete ? `“${toDelete.name}” will be deleted. Its plans are kept and move to Ungrouped Plans.` : undefined}
        confirmLabel="Delete Group"
        pending={deleteGroup.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          const group = toDelete;
          deleteGroup.mutate(group.id, {
            onSuccess: () => {
              toast.success('Plan group deleted', { description: `Its plans are now in Ungrouped Plans.` });
              if (selected?.kind === 'group' && selected.id === group.id) setSelected(null);
              setToDelete(null);
            },
            onError: () => {
              toast.error('Failed to delete plan group');
              setToDelete(null);
            },
          });
        }}
      />
    </>
  );

  if (isPending || isError || !groups) {
    return (
      <div className="flex flex-col gap-5">
        {dialogs}
        {header}
        {isPending ? (
          <div aria-busy="true">
            <span className="sr-only" role="status">
              Loading your plan groups
            </span>
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-44 rounded-2xl" />
              ))}
            </div>
          </div>
        ) : (
          <Alert variant="destructive" title="Your plan groups could not be loaded" live="alert">
            <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </Alert>
        )}
      </div>
    );
  }

  const shown = groups.filter((g) => matches(g, search));
  const ungrouped = plans.filter((p) => p.groupId === null);
  const selectedGroup = selected?.kind === 'group' ? groups.find((g) => g.id === selected.id) : undefined;
  const panel =
    selected?.kind === 'ungrouped'
      ? { title: 'Ungrouped Plans', plans: ungrouped }
      : selectedGroup
        ? { title: selectedGroup.name, plans: plans.filter((p) => p.groupId === selectedGroup.id) }
        : null;

  function toggleVisibility(group: PlanGroup) {
    const isPublic = !group.isPublic;
    visibility.mutate(
      { groupId: group.id, isPublic },
      {
        onSuccess: () => toast.success(isPublic ? 'Group is now public' : 'Group is now private', { description: group.name }),
        onError: () => toast.error('Failed to update group visibility'),
      },
    );
  }

  const actionsFor = (group: PlanGroup): CardAction[] => [
    {
      key: 'visibility',
      label: group.isPublic ? `Make ${group.name} private` : `Make ${group.name} public`,
      icon: group.isPublic ? Lock : Globe,
      onClick: () => toggleVisibility(group),
      pending: visibility.isPending && visibility.variables?.groupId === group.id,
    },
    { key: 'delete', label: `Delete ${group.name}`, icon: Trash2, onClick: () => setToDelete(group), destructive: true },
  ];

  return (
    <div className="flex flex-col gap-5">
      {/* Dialogs first in both trees, so loading finishing does not remount an open dialog. */}
      {dialogs}
      {header}
      {groups.length === 0 ? (
        <EmptyState
          icon={<FolderOpen />}
          title="No Plan Groups Yet"
          description="Create a group to keep related plans together. Plans you have not put in a group are listed under Ungrouped Plans."
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title="No Groups Found"
          description="No group matches your search."
          action={
            <Button variant="outline" onClick={() => setSearch('')}>
              Clear Search
            </Button>
          }
        />
      ) : null}

      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((group) => {
          const isSelected = selected?.kind === 'group' && selected.id === group.id;
          return (
            <li key={group.id} className="flex">
              <article
                aria-labelledby={`group-${group.id}`}
                className={cn(
                  'flex w-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-card',
                  isSelected ? 'border-primary' : 'border-border',
                )}
              >
                <div className={cn('h-1.5', swatchClass(group.color))} aria-hidden="true" />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h3 id={`group-${group.id}`} className="text-lg font-semibold leading-snug text-foreground">
                    {group.name}
                  </h3>
                  <p className={cn('line-clamp-2 text-sm text-muted-foreground', !group.description && 'italic')}>{group.description || 'No description'}</p>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <VisibilityBadge isPublic={group.isPublic} />
                    <span>{plural(group.planCount, 'plan')}</span>
                  </div>
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
                    <Button
                      size="sm"
                      variant={isSelected ? 'primary' : 'outline'}
                      aria-pressed={isSelected}
                      aria-label={`View Plans of ${group.name}`}
                      onClick={() => setSelected(isSelected ? null : { kind: 'group', id: group.id })}
                    >
                      <Eye aria-hidden="true" />
                      View Plans
                    </Button>
                    <CardActions actions={actionsFor(group)} label={`Actions for ${group.name}`}>
                      <ShareButton kind="group" id={group.id} name={group.name} />
                    </CardActions>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
        <li className="flex">
          <article
            aria-labelledby="group-ungrouped"
            className={cn(
              'flex w-full flex-col gap-3 rounded-2xl border border-dashed bg-card p-5 text-card-foreground',
              selected?.kind === 'ungrouped' ? 'border-primary' : 'border-border',
            )}
          >
            <h3 id="group-ungrouped" className="flex items-center gap-2 text-lg font-semibold text-foreground">
              <Inbox className="size-5 text-muted-foreground" aria-hidden="true" />
              Ungrouped Plans
            </h3>
            <p className="text-sm text-muted-foreground">Plans that are not in any group.</p>
            <p className="text-sm text-muted-foreground">{plural(ungrouped.length, 'plan')}</p>
            <div className="mt-auto border-t border-border pt-3">
              <Button
                size="sm"
                variant={selected?.kind === 'ungrouped' ? 'primary' : 'outline'}
                aria-pressed={selected?.kind === 'ungrouped'}
                aria-label="View Plans of Ungrouped Plans"
                onClick={() => setSelected(selected?.kind === 'ungrouped' ? null : { kind: 'ungrouped' })}
              >
                <Eye aria-hidden="true" />
                View Plans
              </Button>
            </div>
          </article>
        </li>
      </ul>

      {panel ? (
        <section aria-labelledby="group-panel-title" className="rounded-2xl border border-border bg-card p-5 shadow-card">
          <div className="flex items-center justify-between gap-3">
            <h2 id="group-panel-title" className="text-lg font-semibold text-foreground">
              {panel.title}
              <span className="ml-2 text-sm font-normal text-muted-foreground">{plural(panel.plans.length, 'plan')}</span>
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setSelected(null)}>
              <X aria-hidden="true" />
              Close
            </Button>
          </div>
          {panel.plans.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">
              No plans here yet. Use the move-to-group button on a plan card in the All Plans tab to put a plan in this group.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-border">
              {panel.plans.map((plan) => (
                <li key={plan.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1">
                    <Link to={`/plan/${plan.slug}`} className="font-medium text-foreground hover:text-primary">
                      {plan.title}
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      {plural(plan.videoCount, 'course')} · {plan.completedCount} completed · {plan.isPublic ? 'Public' : 'Private'}
                    </p>
                  </div>
                  <Progress value={plan.progress} label={`Progress of ${plan.title}`} showValue className="sm:w-48" />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
