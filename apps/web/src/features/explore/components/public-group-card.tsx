import type { PublicGroup } from '@learnstack/contracts';
import { ArrowRight, CalendarDays, CheckCircle2, Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { swatchClass } from '../../../components/color-swatches.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, plural } from '../../../lib/video-format.ts';
import { ShareButton } from '../../sharing/index.ts';
import { useAddPublicGroup } from '../api/use-add-to-library.ts';
import { EXPLORE_MESSAGES } from '../lib/messages.ts';
import { AuthorLine } from './author-line.tsx';

const MY_GROUPS = '/plans?tab=groups';

/** A public plan group on explore: links to /shared-group/{id}; 'Add' for signed-in users. */
export function PublicGroupCard({ group, signedIn }: { group: PublicGroup; signedIn: boolean }) {
  const navigate = useNavigate();
  const add = useAddPublicGroup();
  const [added, setAdded] = useState(false);
  const titleId = `public-group-${group.id}`;
  const href = `/shared-group/${group.id}`;
  const created = formatDate(group.createdAt);

  function addGroup() {
    add.mutate(group.id, {
      onSuccess: (reply) => {
        setAdded(true);
        toast.success(EXPLORE_MESSAGES.groupAdded, {
          description: `“${group.name}” and ${plural(reply.planCount, 'plan')} are now in your plans.`,
          action: { label: 'Open', onClick: () => navigate(MY_GROUPS) },
        });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          setAdded(true);
          toast.info(EXPLORE_MESSAGES.alreadyAdded, { description: group.name, action: { label: 'Open', onClick: () => navigate(MY_GROUPS) } });
          return;
        }
        toast.error(EXPLORE_MESSAGES.groupAddFailed);
      },
    });
  }

  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card">
      <div className={cn('h-1.5', swatchClass(group.color))} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-foreground">
          <Link to={href} className="rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {group.name}
          </Link>
        </h3>
        <p className={cn('line-clamp-3 text-sm text-muted-foreground', !group.description && 'italic')}>{group.description || 'No description'}</p>
        <AuthorLine author={group.author} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <Layers className="size-4" aria-hidden="true" />
            {plural(group.publicPlanCount, 'public plan')}
          </li>
          {created ? (
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <span className="sr-only">Created </span>
              {created}
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <Link to={href} className={buttonVariants({ size: 'sm', variant: 'ghost', className: '-ml-2' })} aria-label={`View Group: ${group.name}`}>
            View Group
            <ArrowRight aria-hidden="true" />
          </Link>
          {!signedIn ? null : group.isOwn ? (
            <div className="flex items-center gap-1">
              <Badge variant="secondary">Your group</Badge>
              <ShareButton kind="group" id={group.id} name={group.name} />
            </div>
          ) : added ? (
            <Link to={MY_GROUPS} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              <CheckCircle2 aria-hidden="true" />
              In My Plans
            </Link>
          ) : (
            <Button size="sm" onClick={addGroup} loading={add.isPending} aria-label={`Add ${group.name} to My Plans`}>
              {add.isPending ? null : <Plus aria-hidden="true" />}
              Add
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
