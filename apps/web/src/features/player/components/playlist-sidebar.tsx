import type { PlanProgressEntry, PlanVideoEntry } from '@learnstack/contracts';
import { CheckCircle2, ListVideo, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatVideoLength } from '../../../lib/video-format.ts';
import { sidebarPercent, videoStatus } from '../lib/progress-rules.ts';

export interface PlaylistSidebarProps {
  planTitle: string | null;
  planHref: string;
  entries: PlanVideoEntry[] | undefined;
  progress: PlanProgressEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** The video being watched, and its live progress (newer than the plan's list). */
  current: { videoId: number | null; youtubeId: string; currentTime: number; isCompleted: boolean };
  /** Query string kept when moving to another video of the plan ('?plan=slug…'). */
  linkSearch: string;
}

export function isCurrentEntry(entry: PlanVideoEntry, current: { videoId: number | null; youtubeId: string }): boolean {
  return (current.videoId !== null && entry.videoId === current.videoId) || entry.video.youtubeId === current.youtubeId;
}

/** The plan's videos in order with status and progress; the current one highlighted. */
export function PlaylistSidebar({ planTitle, planHref, entries, progress, isPending, isError, current, linkSearch }: PlaylistSidebarProps) {
  const byVideo = new Map((progress ?? []).map((p) => [p.videoId, p]));
  const ordered = [...(entries ?? [])].sort((a, b) => a.orderIndex - b.orderIndex);
  const state = (entry: PlanVideoEntry) => {
    if (isCurrentEntry(entry, current)) return { currentTime: current.currentTime, isCompleted: current.isCompleted };
    const p = byVideo.get(entry.videoId);
    return { currentTime: p?.currentTime ?? 0, isCompleted: p?.isCompleted ?? false };
  };
  const completed = ordered.filter((e) => state(e).isCompleted).length;

  return (
    <Card className="overflow-hidden">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <ListVideo className="size-4 text-primary" aria-hidden="true" />
          {planTitle ? (
            <Link to={planHref} className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {planTitle}
            </Link>
          ) : (
            'Playlist'
          )}
        </CardTitle>
        {entries ? (
          <CardDescription>
            {completed} of {ordered.length} completed
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="px-3 pb-3 pt-0">
        {isPending ? (
          <div className="flex flex-col gap-2 px-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading the playlist
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : isError ? (
          <Alert variant="destructive" title="The playlist could not be loaded" live="alert" />
        ) : ordered.length === 0 ? (
          <p className="px-3 py-4 text-sm text-muted-foreground">This plan has no videos yet.</p>
        ) : (
          <ol className="flex max-h-[32rem] flex-col gap-1 overflow-y-auto" aria-label="Videos in this plan">
            {ordered.map((entry, index) => {
              const isCurrent = isCurrentEntry(entry, current);
              const { currentTime, isCompleted } = state(entry);
              const status = videoStatus(currentTime, isCompleted);
              const percent = sidebarPercent(currentTime, isCompleted);
              const length = formatVideoLength(entry.video.duration, entry.video.durationSeconds);
              return (
                <li key={entry.id}>
                  <Link
                    to={`/video/${entry.videoId}${linkSearch}`}
                    aria-current={isCurrent ? 'page' : undefined}
                    data-testid="playlist-item"
                    className={cn(
                      'flex gap-3 rounded-xl p-2 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isCurrent && 'bg-accent ring-1 ring-primary/40 hover:bg-accent',
                    )}
                  >
                    <span className="w-5 shrink-0 pt-1 text-right text-xs font-medium tabular-nums text-muted-foreground">
                      {isCurrent ? (
                        <>
                          <PlayCircle className="ml-auto size-4 text-primary" aria-hidden="true" />
                          <span className="sr-only">Now playing:</span>
                        </>
                      ) : (
                        index + 1
                      )}
                    </span>
                    <VideoThumbnail src={entry.video.thumbnailUrl} className="w-24 rounded-md" />
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className={cn('line-clamp-2 text-sm font-medium leading-snug', isCurrent ? 'text-accent-foreground' : 'text-foreground')}>
                        {entry.video.title}
                      </span>
                      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                        <Badge variant={status === 'Completed' ? 'success' : status === 'In Progress' ? 'default' : 'secondary'} className="px-2 py-0">
                          {status === 'Completed' ? <CheckCircle2 aria-hidden="true" /> : null}
                          {status}
                        </Badge>
                        {length ? <span className="tabular-nums">{length}</span> : null}
                      </span>
                      <Progress value={percent} label={`Progress of ${entry.video.title}`} className="[&>div]:h-1.5" />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
