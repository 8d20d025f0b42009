import type { SharedPlanReply } from '@learnstack/contracts';
import { BookOpen, Clock, Compass, ExternalLink, FileQuestion, Home, ListVideo, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FallbackThumbnail } from '../../../components/fallback-thumbnail.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatVideoLength, plural } from '../../../lib/video-format.ts';
import { uniqueSources, youtubeThumbnailChain } from '../../../lib/youtube-thumbnails.ts';
import { useAcceptSharedPlan, useSharedPlan } from '../api/use-shared-plan.ts';
import { SHARED_PAGE_MESSAGES } from '../lib/messages.ts';
import { SharedLoadStates, SharedNotFound, SharedOpenLink, SharedPageFrame, SharedPageSkeleton, SharedSignInPrompt } from './shared-page-frame.tsx';

const planHref = (slug: string) => `/plan/${encodeURIComponent(slug)}`;

/** The shared plan page /shared/{shareToken}. */
export function SharedPlanScreen({ token, signedIn }: { token: string; signedIn: boolean }) {
  const query = useSharedPlan(token);
  return (
    <SharedLoadStates kind="plan" query={query} notFound={<PlanNotFound />} skeleton={<SharedPlanSkeleton />}>
      {(data) => <SharedPlan data={data} token={token} signedIn={signedIn} />}
    </SharedLoadStates>
  );
}

export function PlanNotFound() {
  return (
    <SharedNotFound
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
  );
}

function SharedPlan({ data, token, signedIn }: { data: SharedPlanReply; token: string; signedIn: boolean }) {
  const { plan } = data;
  const videos = [...data.videos].sort((a, b) => a.orderIndex - b.orderIndex);
  return (
    <SharedPageFrame
      kind="plan"
      kicker="Shared learning plan"
      title={plan.title}
      description={plan.description}
      color={plan.color}
      author={plan.author.name}
      facts={[
        { key: 'videos', icon: <BookOpen className="size-4" aria-hidden="true" />, text: plural(plan.videoCount, 'video') },
        { key: 'hours', icon: <Clock className="size-4" aria-hidden="true" />, text: `About ${plural(plan.estimatedHours, 'hour')}` },
      ]}
      action={<PlanAction data={data} token={token} signedIn={signedIn} />}
      listTitle="Videos"
      count={videos.length}
      empty={{ icon: <ListVideo />, title: 'No videos in this plan yet', description: 'The owner has not added any videos yet.' }}
    >
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
    </SharedPageFrame>
  );
}

/** 'Add to My Plans' (signed in), 'Open' (own plan or an earlier copy), or a sign-in prompt. */
function PlanAction({ data, token, signedIn }: { data: SharedPlanReply; token: string; signedIn: boolean }) {
  const accept = useAcceptSharedPlan(token);
  const [added, setAdded] = useState<{ slug: string; already: boolean } | null>(null);

  if (!signedIn) return <SharedSignInPrompt text="Sign in to add this plan to your learning plans and track your progress." />;

  const open = data.plan.isOwn
    ? { slug: data.plan.slug, note: 'This is your plan.' }
    : added
      ? { slug: added.slug, note: added.already ? 'This plan is already in your plans.' : 'A copy of this plan is now in your plans.' }
      : data.existingCopy
        ? { slug: data.existingCopy.slug, note: 'You have already added a copy of this plan.' }
        : null;

  if (open) {
    return (
      <SharedOpenLink to={planHref(open.slug)} note={open.note}>
        <ExternalLink aria-hidden="true" />
        Open
      </SharedOpenLink>
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
    <SharedPageSkeleton
      kind="plan"
      list={[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 rounded-xl" />
      ))}
    />
  );
}
