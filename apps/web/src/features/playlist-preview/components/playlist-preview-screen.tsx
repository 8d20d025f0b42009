import { YOUTUBE_PLAYLIST_ID } from '@learnstack/contracts/youtube-input';
import type { PlaylistVideosReply, SearchVideo } from '@learnstack/contracts';
import { ArrowLeft, ExternalLink, ListPlus, ListVideo, LogIn, RefreshCw, VideoOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate, formatVideoLength, plural } from '../../../lib/video-format.ts';
import { ImportPlaylistDialog } from '../../playlist-import/index.ts';
import { usePlaylistVideos } from '../api/use-playlist-videos.ts';
import { playlistUrlOf, readStoredPreview, type StoredPreview, videoInPlaylistUrl } from '../lib/stored-preview.ts';

export const PREVIEW_MESSAGES = {
  notFoundTitle: 'Playlist not found',
  notFound: "The playlist preview has expired or doesn't exist.",
  empty: 'No videos found',
  loadFailed: 'Failed to load the playlist. Please try again.',
} as const;

interface Summary {
  title: string;
  thumbnailUrl: string;
  videoCount: number | null;
  channelTitle: string;
  publishedAt: string | null;
  description: string;
  playlistUrl: string;
}

interface PreviewVideo {
  youtubeId: string;
  title: string;
  thumbnailUrl: string;
  duration: string | null;
  channelTitle: string;
}

/** Only YouTube addresses become links; anything else falls back to the playlist's own page. */
function safeYouTubeUrl(url: string | null | undefined, fallback: string): string {
  if (url && /^https:\/\/(?:www\.|m\.)?youtube\.com\//i.test(url)) return url;
  return fallback;
}

function summaryOf(playlistId: string, server: PlaylistVideosReply | undefined, stored: StoredPreview | null): Summary | null {
  const fallbackUrl = playlistUrlOf(playlistId);
  if (server) {
    const p = server.playlist;
    return {
      title: p.title || stored?.title || 'Untitled playlist',
      thumbnailUrl: p.thumbnailUrl || stored?.thumbnailUrl || '',
      videoCount: p.videoCount ?? stored?.videoCount ?? server.videos.length,
      channelTitle: p.channelTitle || stored?.channelTitle || '',
      publishedAt: p.publishedAt ?? stored?.publishedAt ?? null,
      description: p.description || stored?.description || '',
      playlistUrl: safeYouTubeUrl(p.playlistUrl, fallbackUrl),
    };
  }
  if (stored) return { ...stored, playlistUrl: safeYouTubeUrl(stored.playlistUrl, fallbackUrl) };
  return null;
}

function toPreviewVideo(v: SearchVideo | StoredPreview['videos'][number]): PreviewVideo {
  return { youtubeId: v.youtubeId, title: v.title, thumbnailUrl: v.thumbnailUrl, duration: v.duration, channelTitle: v.channelTitle };
}

export function PlaylistNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon={<VideoOff />}
        title={PREVIEW_MESSAGES.notFoundTitle}
        description={PREVIEW_MESSAGES.notFound}
        action={
          <Link to="/explore" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Explore
          </Link>
        }
      />
    </div>
  );
}

function PlaylistCard({ summary, actions }: { summary: Summary; actions: ReactNode }) {
  const published = formatDate(summary.publishedAt);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
        <VideoThumbnail src={summary.thumbnailUrl} className="w-full rounded-xl sm:w-72" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-primary">
            <ListVideo className="size-4" aria-hidden="true" />
            YouTube playlist
          </p>
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-foreground">{summary.title}</h1>
          <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-muted-foreground">
            {[
              summary.channelTitle ? { key: 'channel', text: summary.channelTitle, strong: true } : null,
              summary.videoCount !== null ? { key: 'count', text: plural(summary.videoCount, 'video'), strong: false } : null,
              published ? { key: 'published', text: `Published ${published}`, strong: false } : null,
            ]
              .filter((part) => part !== null)
              .map((part, i) => (
                <span key={part.key} className="inline-flex gap-2">
                  {i > 0 ? <span aria-hidden="true">·</span> : null}
                  <span className={part.strong ? 'font-medium text-foreground' : undefined}>{part.text}</span>
                </span>
              ))}
          </p>
          {summary.description ? <p className="line-clamp-4 whitespace-pre-line break-words text-sm text-muted-foreground">{summary.description}</p> : null}
          <div className="mt-1 flex flex-wrap gap-2">{actions}</div>
        </div>
      </div>
    </Card>
  );
}

function VideoList({ videos, playlistId }: { videos: PreviewVideo[]; playlistId: string }) {
  return (
    <ol className="flex flex-col divide-y divide-border" aria-label="Videos in this playlist">
      {videos.map((v, index) => {
        const length = formatVideoLength(v.duration);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a playlist may hold one video twice, and this list never reorders
          <li key={`${v.youtubeId}-${index}`} className="flex items-center gap-3 py-3" data-testid="preview-video">
            <span className="w-6 shrink-0 text-right text-sm tabular-nums text-muted-foreground">{index + 1}</span>
            <span className="relative shrink-0">
              <VideoThumbnail src={v.thumbnailUrl} className="w-28 sm:w-36" />
              {length ? (
                <span className="absolute bottom-1 right-1 rounded bg-black/80 px-1 py-0.5 text-[11px] font-medium tabular-nums text-white">{length}</span>
              ) : null}
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="line-clamp-2 text-sm font-medium text-foreground">{v.title}</span>
              <span className="truncate text-xs text-muted-foreground">
                {v.channelTitle}
                {length ? <span className="sr-only">, {length}</span> : null}
              </span>
            </span>
            <a
              href={videoInPlaylistUrl(v.youtubeId, playlistId)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'shrink-0' })}
              aria-label={`Watch ${v.title} on YouTube (opens in a new tab)`}
            >
              <ExternalLink aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ol>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the videos
      </span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="aspect-video w-28 rounded-lg sm:w-36" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /playlist-preview/{playlistId}: the stored summary (when present) and the videos from the server. */
export function PlaylistPreviewScreen({ playlistId, signedIn }: { playlistId: string; signedIn: boolean }) {
  const [stored] = useState(() => readStoredPreview(playlistId));
  const [importOpen, setImportOpen] = useState(false);
  const valid = YOUTUBE_PLAYLIST_ID.test(playlistId);
  const query = usePlaylistVideos(playlistId, valid);

  const missing = !valid || (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  if (missing) return <PlaylistNotFound />;

  const summary = summaryOf(playlistId, query.data, stored);
  const videos: PreviewVideo[] | null = query.data ? query.data.videos.map(toPreviewVideo) : query.isError && stored?.videos.length ? stored.videos.map(toPreviewVideo) : null;
  const failure = query.isError ? ((query.error instanceof ApiError && query.error.serverMessage) || PREVIEW_MESSAGES.loadFailed) : null;

  const actions = summary ? (
    <>
      {signedIn ? (
        <Button onClick={() => setImportOpen(true)}>
          <ListPlus aria-hidden="true" />
          Import as Learning Plan
        </Button>
      ) : (
        <Link to="/login" className={buttonVariants()}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      )}
      <a href={summary.playlistUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
        <ExternalLink aria-hidden="true" />
        View on YouTube
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </>
  ) : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Link to="/explore?tab=playlists" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 self-start' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Explore
      </Link>

      {summary ? (
        <PlaylistCard summary={summary} actions={actions} />
      ) : query.isError ? (
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Playlist preview</h1>
      ) : (
        <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6" aria-busy="true">
          <Skeleton className="aspect-video w-full rounded-xl sm:w-72" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-10 w-56" />
          </div>
        </Card>
      )}

      {!signedIn && summary ? (
        <p className="-mt-2 text-sm text-muted-foreground">Sign in to import this playlist as a learning plan and track your progress.</p>
      ) : null}

      {failure ? (
        <Alert variant="destructive" title="The videos could not be loaded" live="alert">
          <p>{failure}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : null}

      <section aria-labelledby="preview-videos-title" className="flex flex-col gap-3">
        <h2 id="preview-videos-title" className="text-lg font-semibold text-foreground">
          Videos{videos ? <span className="ml-2 text-sm font-normal text-muted-foreground">({videos.length})</span> : null}
        </h2>
        {query.data?.partial && videos && videos.length > 0 ? (
          <Alert variant="info" live="none">
            Only the first {plural(videos.length, 'video')} of this playlist are shown.
          </Alert>
        ) : null}
        {query.isPending ? (
          <ListSkeleton />
        ) : videos === null ? null : videos.length === 0 ? (
          <EmptyState icon={<VideoOff />} title={PREVIEW_MESSAGES.empty} description="This playlist has no public videos to show." />
        ) : (
          <Card className="px-4 sm:px-5">
            <VideoList videos={videos} playlistId={playlistId} />
          </Card>
        )}
      </section>

      {signedIn && summary ? <ImportPlaylistDialog open={importOpen} onOpenChange={setImportOpen} initialUrl={summary.playlistUrl} /> : null}
    </div>
  );
}
