import { Home, RefreshCw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { type PlayerVideo, parseVideoRef, usePlayerVideo } from '../api/use-player-video.ts';
import { useVideoProgress } from '../api/video-progress.ts';
import { cleanupLocalProgress, readLocalProgress } from '../lib/local-progress.ts';
import { resumeTime } from '../lib/progress-rules.ts';
import { type PlayerContext, PlayerView } from './player-view.tsx';

export interface PlayerScreenProps extends PlayerContext {
  /** The {id} of /video/{id}. */
  id: string;
  /** ?t= in seconds. */
  startAt: number | null;
  autoplay: boolean;
}

/** ?t=90, ?t=90s or ?t=1m30s as seconds; null when absent or unreadable. */
export function parseStartTime(value: string | null): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+(?:\.\d+)?s?$/.test(text)) return Math.floor(Number.parseFloat(text));
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (!m || text === '') return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

function PlayerSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the video
      </span>
      <div className="flex justify-between gap-2">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-72 max-w-[60%]" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="aspect-video w-full rounded-2xl" />
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </div>
  );
}

export function VideoNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
        <SearchX className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-foreground">Video not found</h1>
      <p className="mt-2 text-muted-foreground">This video doesn't exist or is no longer available.</p>
      <Link to="/" className={buttonVariants({ className: 'mt-6' })}>
        <Home aria-hidden="true" />
        Go Home
      </Link>
    </div>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please check your connection and try again.';
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Alert variant="destructive" title="The video could not be loaded" live="alert">
        <p>{message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    </div>
  );
}

/** Waits for the saved progress, then starts the player at the greatest of the saved times and ?t=. */
function WithProgress({ video, startAt, ...rest }: { video: PlayerVideo; startAt: number | null } & PlayerContext & { autoplay: boolean }) {
  const progress = useVideoProgress(video.id);
  const [start, setStart] = useState<{ at: number; completed: boolean } | null>(null);
  const settled = video.id === null || !progress.isPending;

  useEffect(() => {
    if (!settled || start) return;
    const local = readLocalProgress(video.youtubeId);
    const server = progress.data ?? null;
    setStart({
      at: resumeTime([server, local], startAt, video.durationSeconds),
      completed: server?.isCompleted ?? false,
    });
  }, [settled, start, progress.data, video.youtubeId, video.durationSeconds, startAt]);

  if (!start) return <PlayerSkeleton />;
  return <PlayerView video={video} resumeAt={start.at} initialCompleted={start.completed} {...rest} />;
}

/** /video/{id}: resolves the id, then the player; 'Video not found' with a link home. */
export function PlayerScreen({ id, startAt, autoplay, planSlug, from, groupId }: PlayerScreenProps) {
  const ref = parseVideoRef(id);
  const result = usePlayerVideo(ref);

  useEffect(() => {
    cleanupLocalProgress();
  }, []);

  if (result.notFound) return <VideoNotFound />;
  if (result.error) return <LoadFailed error={result.error} onRetry={result.refetch} />;
  if (result.isPending || !result.video) return <PlayerSkeleton />;
  return <WithProgress video={result.video} startAt={startAt} autoplay={autoplay} planSlug={planSlug} from={from} groupId={groupId} />;
}
