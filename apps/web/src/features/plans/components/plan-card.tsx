import type { PlanSummary } from '@learnstack/contracts';
import { Folder, Play, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { type CardAction, CardActions } from '../../../components/card-actions.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { VisibilityBadge } from '../../../components/visibility-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';
import { FavoriteButton } from '../../favorites/index.ts';
import { ShareButton } from '../../sharing/index.ts';
import { swatchClass } from '../lib/colors.ts';
import { PlanStats } from './plan-stats.tsx';

export type { CardAction };

export interface PlanCardProps {
  plan: PlanSummary;
  actions: CardAction[];
  onContinue: () => void;
  continuing?: boolean;
  onAddCourses: () => void;
}

/** A plan in My Learning Plans. */
export function PlanCard({ plan, actions, onContinue, continuing = false, onAddCourses }: PlanCardProps) {
  const titleId = `plan-card-${plan.id}`;
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card">
      <div className={cn('h-1.5', swatchClass(plan.color))} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          <Link
            to={`/plan/${plan.slug}`}
            className="rounded-sm text-foreground hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {plan.title}
          </Link>
        </h3>
        <p className={cn('line-clamp-2 text-sm', plan.description ? 'text-muted-foreground' : 'italic text-muted-foreground')}>
          {plan.description || 'No description'}
        </p>
        <div className="flex flex-wrap gap-2">
          <VisibilityBadge isPublic={plan.isPublic} />
          {plan.groupName ? (
            <Badge variant="outline">
              <Folder aria-hidden="true" />
              <span className="sr-only">Group: </span>
              {plan.groupName}
            </Badge>
          ) : null}
          <FavoriteButton kind="plan" id={plan.id} name={plan.title} statusFrom="list" className="-my-2 -mr-2 ml-auto" />
        </div>
        <PlanStats videoCount={plan.videoCount} completedCount={plan.completedCount} totalDurationSeconds={plan.totalDurationSeconds} unit="course" className="gap-x-4" />
        <Progress value={plan.progress} label={`Progress of ${plan.title}`} showValue />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          {plan.videoCount > 0 ? (
            <Button size="sm" onClick={onContinue} loading={continuing} aria-label={`Continue ${plan.title}`}>
              {continuing ? null : <Play aria-hidden="true" />}
              Continue
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={onAddCourses} aria-label={`Add Courses to ${plan.title}`}>
              <Plus aria-hidden="true" />
              Add Courses
            </Button>
          )}
          <CardActions actions={actions} label={`Actions for ${plan.title}`}>
            <ShareButton kind="plan" id={plan.id} name={plan.title} />
          </CardActions>
        </div>
      </div>
    </article>
  );
}
