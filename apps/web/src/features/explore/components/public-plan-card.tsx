import type { PublicPlan } from '@learnstack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, CalendarDays, ExternalLink, LogIn, Plus, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { swatchClass } from '../../../components/color-swatches.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, plural } from '../../../lib/video-format.ts';
import { LikeButton, LikeCount } from '../../likes/index.ts';
import { ShareButton } from '../../sharing/index.ts';
import { useAddPublicPlan } from '../api/use-add-to-library.ts';
import { applyLike } from '../api/use-public-plans.ts';
import { EXPLORE_MESSAGES } from '../lib/messages.ts';
import { AuthorLine } from './author-line.tsx';

const planHref = (slug: string) => `/plan/${encodeURIComponent(slug)}`;

/**
 * A public plan on explore. Signed in: the title opens the plan in a new tab,
 * with like, Add to My Plans (or Open), and Share for one's own plan. Visitors see the plan and
 * its counts and a sign-in prompt: the plan page is for signed-in users only.
 */
export function PublicPlanCard({ plan, signedIn }: { plan: PublicPlan; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const add = useAddPublicPlan();
  const [copySlug, setCopySlug] = useState<string | null>(null);
  const titleId = `public-plan-${plan.id}`;
  const created = formatDate(plan.createdAt);

  function addToMyPlans() {
    add.mutate(plan.id, {
      onSuccess: (reply) => {
        setCopySlug(reply.planSlug);
        toast.success(EXPLORE_MESSAGES.planAdded, {
          description: `“${plan.title}” is now in your plans.`,
          action: { label: 'Open', onClick: () => navigate(planHref(reply.planSlug)) },
        });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409 && typeof err.body?.existingPlanSlug === 'string') {
          const slug = err.body.existingPlanSlug;
          setCopySlug(slug);
          toast.info(EXPLORE_MESSAGES.alreadyAdded, { description: plan.title, action: { label: 'Open', onClick: () => navigate(planHref(slug)) } });
          return;
        }
        toast.error(EXPLORE_MESSAGES.planAddFailed);
      },
    });
  }

  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card">
      <div className={cn('h-1.5', swatchClass(plan.color))} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-foreground">
          {signedIn ? (
            <a
              href={planHref(plan.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className="group rounded-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {plan.title}
              <ExternalLink className="ml-1.5 inline size-3.5 align-baseline text-muted-foreground group-hover:text-primary" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            plan.title
          )}
        </h3>
        <p className={cn('line-clamp-3 text-sm text-muted-foreground', !plan.description && 'italic')}>{plan.description || 'No description'}</p>
        <AuthorLine author={plan.author} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <BookOpen className="size-4" aria-hidden="true" />
            {plural(plan.videoCount, 'video')}
          </li>
          {created ? (
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <span className="sr-only">Created </span>
              {created}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <Share2 className="size-4" aria-hidden="true" />
            {plural(plan.shareCount, 'share')}
          </li>
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          {signedIn ? (
            <LikeButton
              planId={plan.id}
              planTitle={plan.title}
              liked={plan.likedByMe}
              likeCount={plan.likeCount}
              onChange={(reply) => applyLike(queryClient, plan.id, reply)}
              className="-ml-2"
            />
          ) : (
            <LikeCount likeCount={plan.likeCount} />
          )}
          {!signedIn ? (
            <Link to="/login" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              <LogIn aria-hidden="true" />
              Sign in to add
            </Link>
          ) : plan.isOwn ? (
            <div className="flex items-center gap-1">
              <Badge variant="secondary">Your plan</Badge>
              <ShareButton kind="plan" id={plan.id} name={plan.title} />
            </div>
          ) : copySlug ? (
            <Link to={planHref(copySlug)} className={buttonVariants({ size: 'sm', variant: 'outline' })} aria-label={`Open your copy of ${plan.title}`}>
              <ExternalLink aria-hidden="true" />
              Open
            </Link>
          ) : (
            <Button size="sm" onClick={addToMyPlans} loading={add.isPending} aria-label={`Add to My Plans: ${plan.title}`}>
              {add.isPending ? null : <Plus aria-hidden="true" />}
              Add to My Plans
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
