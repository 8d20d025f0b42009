import type { PublicPlan } from '@learnstack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, ExternalLink, LogIn, Plus, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api.ts';
import { plural } from '../../../lib/video-format.ts';
import { LikeButton, LikeCount } from '../../likes/index.ts';
import { useAddPublicPlan } from '../api/use-add-to-library.ts';
import { applyLike } from '../api/use-public-plans.ts';
import { EXPLORE_MESSAGES } from '../lib/messages.ts';
import { OwnBadge, PublicCardFrame } from './public-card-frame.tsx';

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
    <PublicCardFrame
      titleId={titleId}
      color={plan.color}
      title={
        signedIn ? (
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
        )
      }
      description={plan.description}
      author={plan.author}
      counts={[
        { key: 'videos', icon: <BookOpen className="size-4" aria-hidden="true" />, text: plural(plan.videoCount, 'video') },
        { key: 'shares', icon: <Share2 className="size-4" aria-hidden="true" />, text: plural(plan.shareCount, 'share') },
      ]}
      createdAt={plan.createdAt}
      footerStart={
        signedIn ? (
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
        )
      }
      footerEnd={
        !signedIn ? (
          <Link to="/login" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            <LogIn aria-hidden="true" />
            Sign in to add
          </Link>
        ) : plan.isOwn ? (
          <OwnBadge kind="plan" id={plan.id} name={plan.title} />
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
        )
      }
    />
  );
}
