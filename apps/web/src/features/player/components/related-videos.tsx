import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { formatVideoLength, formatViewCount } from '../../../lib/video-format.ts';
import { useRelatedVideos } from '../api/use-related-videos.ts';

/** GET /api/videos/{id}/related as a grid of cards linking to /video/{youtubeId}. */
export function RelatedVideos({ videoId }: { videoId: number }) {
  const related = useRelatedVideos(videoId);
  return (
    <section aria-labelledby="related-videos-title" className="flex flex-col gap-4">
      <h2 id="related-videos-title" className="text-lg font-semibold text-foreground">
        Related Videos
      </h2>
      {related.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading related videos
          </span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-2">
              <Skeleton className="aspect-video w-full rounded-lg" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          ))}
        </div>
      ) : related.isError ? (
        <Alert variant="destructive" title="Related videos could not be loaded" live="alert">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void related.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : related.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No related videos yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {related.data.map((v) => {
            const length = formatVideoLength(v.duration, v.durationSeconds);
            return (
              <li key={v.id}>
                <Link
                  to={`/video/${v.youtubeId}`}
                  className="group flex flex-col gap-2 rounded-xl p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="relative block">
                    <VideoThumbnail src={v.thumbnailUrl} className="w-full transition-opacity group-hover:opacity-90" />
                    {length ? (
                      <span className="absolute bottom-1.5 right-1.5 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium tabular-nums text-white">
                        {length}
                      </span>
                    ) : null}
                  </span>
                  <span className="line-clamp-2 text-sm font-medium text-foreground group-hover:text-primary">{v.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {v.channelTitle}
                    {v.viewCount > 0 ? ` · ${formatViewCount(v.viewCount)} views` : ''}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
