import type { SharedPlanReply } from '@learnstack/contracts';
import { BookOpen, Clock, Compass, ExternalLink, FileQuestion, Home, ListVideo, LogIn, Plus, RefreshCw, User } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { swatchClass } from '../../../components/color-swatches.ts';
import { FallbackThumbnail } from '../../../components/fallback-thumbnail.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatVideoLength, plural } from '../../../lib/video-format.ts';
import { uniqueSources, youtubeThumbnailChain } from '../../../lib/youtube-thumbnails.ts';
import { useAcceptSharedPlan, useSharedPlan } from '../api/use-shared-plan.ts';
import { SHARED_PAGE_MESSAGES } from '../lib/messages.ts';

const planHref = (slug: string) => `/plan/${encodeURIComponent(slug)}`;

/** The shared plan page /shared/{shareToken}. */
export function SharedPlanScreen({ token, signedIn }: { token: string; signedIn: boolean }) {
  const query = useSharedPlan(token);
  if (query.isPending) return <SharedPlanSkeleton />;
  if (query.isError) {
    const err = query.error;
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return <PlanNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Alert variant="destructive" title="This shared plan could not be loaded" live="alert">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  return <SharedPlan data={query.data} token={token} signedIn={signedIn} />;
}

export function PlanNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={<FileQuestion />}
        title={SHARED_PAGE_MESSAGES.planNotFound}
        description={SHARED_PAGE_MESSAGES.planNotFoundText}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/explore" className={buttonVariants()}>
              <Compass aria-hidden="true" />
              Explore Community Plans
            </Link>
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              <Home aria-hidden="true" />
              Go Home
            </Link>
          </div>
        }
      />
    </div>
  );
}

function SharedPlan({ data, token, signedIn }: { data: SharedPlanReply; token: string; signedIn: boolean }) {
  const { plan } = data;
  const videos = [...data.videos].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <section aria-labelledby="shared-plan-title" className="overflow-hidden rounded-3xl border border-border bg-card shadow-card">
        <div className={cn('h-2', swatchClass(plan.color))} aria-hidden="true" />
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          <p className="text-sm font-medium text-primary">Shared learning plan</p>
          <h1 id="shared-plan-title" className="text-2xl font-bold leading-tight tracking-tight text-foreground sm:text-3xl">
            {plan.title}
          </h1>
          <p className={cn('whitespace-pre-line text-muted-foreground', !plan.description && 'italic')}>{plan.description || 'No description'}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <User className="size-4" aria-hidden="true" />
              by {plan.author.name}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <BookOpen className="size-4" aria-hidden="true" />
              {plural(plan.videoCount, 'video')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              About {plural(plan.estimatedHours, 'hour')}
            </li>
          </ul>
          <PlanAction data={data} token={token} signedIn={signedIn} />
        </div>
      </section>

      <section aria-labelledby="shared-plan-videos" className="flex flex-col gap-3">
        <h2 id="shared-plan-videos" className="text-xl font-semibold text-foreground">
          Videos <span className="text-base font-normal text-muted-foreground">({videos.length})</span>
        </h2>
        {videos.length === 0 ? (
          <EmptyState icon={<ListVideo />} title="No videos in this plan yet" description="The owner has not added any videos yet." />
        ) : (
          <ol className="flex flex-col gap-3">
            {videos.map(({ orderIndex, video }, i) => {
              const length = formatVideoLength(video.duration, video.durationSeconds);
              return (
                <li key={`${orderIndex}-${video.id}`} className="flex items-center gap-3 rounded-xl border border-border bg-card p-3 shadow-card">
                  <span className="w-6 shrink-0 text-center text-sm font-semibold tabular-nums text-muted-foreground">
                    <span className="sr-only">Video </span>
                    {i + 1}
                  </span>
                  <div className="relative w-28 shrink-0 sm:w-36">
                    <FallbackThumbnail sources={uniqueSources([video.thumbnailUrl, ...youtubeThumbnailChain(video.youtubeId)])} />
                    {length ? (
                      <span className="absolute bottom-1 right-1 rounded bg-black/80 px-1 py-0.5 text-[11px] font-medium tabular-nums text-white">{length}</span>
                    ) : null}
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="line-clamp-2 text-sm font-semibold leading-snug text-foreground">{video.title}</p>
                    {video.channelTitle ? <p className="truncate text-xs text-muted-foreground">{video.channelTitle}</p> : null}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}

/** 'Add to My Plans' (signed in), 'Open' (own plan or an earlier copy), or a sign-in prompt. */
function PlanAction({ data, token, signedIn }: { data: SharedPlanReply; token: string; signedIn: boolean }) {
  const accept = useAcceptSharedPlan(token);
  const [added, setAdded] = useState<{ slug: string; already: boolean } | null>(null);

  if (!signedIn) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-muted/60 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-foreground">Sign in to add this plan to your learning plans and track your progress.</p>
        <div className="flex shrink-0 gap-2">
          <Link to="/login" className={buttonVariants({ size: 'sm' })}>
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
          <Link to="/signup" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            Sign Up
          </Link>
        </div>
      </div>
    );
  }

  const open = data.plan.isOwn
    ? { slug: data.plan.slug, note: 'This is your plan.' }
    : added
      ? { slug: added.slug, note: added.already ? 'This plan is already in your plans.' : 'A copy of this plan is now in your plans.' }
      : data.existingCopy
        ? { slug: data.existingCopy.slug, note: 'You have already added a copy of this plan.' }
        : null;

  if (open) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Link to={planHref(open.slug)} className={buttonVariants()}>
          <ExternalLink aria-hidden="true" />
          Open
        </Link>
        <p className="text-sm text-muted-foreground" role="status">
          {open.note}
        </p>
      </div>
    );
  }

  function add() {
    accept.mutate(undefined, {
      onSuccess: (reply) => {
        toast.success(SHARED_PAGE_MESSAGES.planAdded, { description: `“${data.plan.title}” is now in your plans.` });
        setAdded({ slug: reply.planSlug, already: false });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409 && typeof err.body?.existingPlanSlug === 'string') {
          toast.info(SHARED_PAGE_MESSAGES.alreadyAdded);
          setAdded({ slug: err.body.existingPlanSlug, already: true });
          return;
        }
        toast.error('Error', { description: SHARED_PAGE_MESSAGES.planAddFailed });
      },
    });
  }

  return (
    <div>
      <Button onClick={add} loading={accept.isPending}>
        {accept.isPending ? null : <Plus aria-hidden="true" />}
        Add to My Plans
      </Button>
    </div>
  );
}

function SharedPlanSkeleton() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the shared plan
      </span>
      <div className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-8">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-10 w-40" />
      </div>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}
