import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { formatClock } from '../../../lib/video-format.ts';
import { useViewingHistory } from '../api/account.ts';
import { SectionCard } from './section-card.tsx';

/** Recent Viewing History: the last 10 videos, Completed or In Progress with the resume time. */
export function ViewingHistorySection() {
  const history = useViewingHistory();
  return (
    <SectionCard id="viewing-history" title="Recent Viewing History" description="The last 10 videos you watched.">
      {history.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : history.isError ? (
        <p className="text-sm text-destructive">Your viewing history could not be loaded.</p>
      ) : history.data.length === 0 ? (
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <History className="size-5" aria-hidden="true" />
          Videos you watch appear here.
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {history.data.map((item) => {
            // The spec's bar: currentTime / 100, capped at 100 %.
            const percent = item.isCompleted ? 100 : Math.min(100, item.currentTime / 100);
            return (
              <li key={item.id}>
                <Link
                  to={`/video/${encodeURIComponent(item.video.youtubeId)}`}
                  className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <VideoThumbnail src={item.video.thumbnailUrl} className="w-28 sm:w-32" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="line-clamp-2 text-sm font-medium text-foreground">{item.video.title}</span>
                    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      {item.isCompleted ? <Badge variant="success">Completed</Badge> : <Badge variant="warning">In Progress</Badge>}
                      {!item.isCompleted && item.currentTime > 0 ? <span>Resume at {formatClock(item.currentTime)}</span> : null}
                      <span>{new Date(item.lastWatched).toLocaleDateString()}</span>
                    </div>
                    <Progress value={percent} max={100} label={`${item.video.title} progress`} className="h-1.5" />
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
