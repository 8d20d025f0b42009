import type { FavoritePlaylist, FavoriteVideo } from '@learnstack/contracts';
import { ArrowRight, Heart, ListVideo, type LucideIcon, RefreshCw, Video } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FallbackThumbnail } from '../../../components/fallback-thumbnail.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { VideoCardFrame } from '../../../components/video-card-frame.tsx';
import { VisibilityBadge } from '../../../components/visibility-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatVideoLength } from '../../../lib/video-format.ts';
import { useFavoritePlaylists, useFavoriteVideos } from '../api/use-favorite-lists.ts';
import { FAVORITE_MESSAGES } from '../lib/messages.ts';
import { favoriteThumbnailSources } from '../lib/thumbnail-fallback.ts';
import { FavoriteButton } from './favorite-button.tsx';

type View = 'videos' | 'playlists';

/** The Learning Hub's entry for this tab (library page HUB_TABS). */
export const FAVORITES_HUB_TAB: { id: string; label: string; icon: LucideIcon; Panel: ComponentType } = {
  id: 'favorites',
  label: 'Favorites',
  icon: Heart,
  Panel: FavoritesTab,
};

/** The Learning Hub's Favorites tab: sub-tabs Videos (n) and Playlists (n), kept in ?view=. */
export function FavoritesTab() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'playlists' ? 'playlists' : 'videos';
  const videos = useFavoriteVideos();
  const playlists = useFavoritePlaylists();
  const count = (n: number | undefined) => (n === undefined ? '…' : String(n));

  const setView = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'playlists') copy.set('view', 'playlists');
        else copy.delete('view');
        return copy;
      },
      { replace: true },
    );

  return (
    <Tabs value={view} onValueChange={setView}>
      <TabsList aria-label="Favorites">
        <TabsTrigger value="videos">
          <Video aria-hidden="true" />
          Videos ({count(videos.data?.length)})
        </TabsTrigger>
        <TabsTrigger value="playlists">
          <ListVideo aria-hidden="true" />
          Playlists ({count(playlists.data?.length)})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="videos" className="mt-5">
        {videos.isPending ? (
          <GridSkeleton label="Loading your favorite videos" />
        ) : videos.isError ? (
          <LoadError what="Your favorite videos" onRetry={() => void videos.refetch()} />
        ) : videos.data.length === 0 ? (
          <EmptyState icon={<Heart />} title={FAVORITE_MESSAGES.noVideosTitle} description={FAVORITE_MESSAGES.noVideos} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {videos.data.map((f) => (
              <li key={f.id} className="flex">
                <FavoriteVideoCard favorite={f} />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="playlists" className="mt-5">
        {playlists.isPending ? (
          <GridSkeleton label="Loading your favorite playlists" />
        ) : playlists.isError ? (
          <LoadError what="Your favorite playlists" onRetry={() => void playlists.refetch()} />
        ) : playlists.data.length === 0 ? (
          <EmptyState icon={<Heart />} title={FAVORITE_MESSAGES.noPlaylistsTitle} description={FAVORITE_MESSAGES.noPlaylists} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {playlists.data.map((f) => (
              <li key={f.id} className="flex">
                <FavoritePlaylistCard favorite={f} />
              </li>
            ))}
          </ul>
        )}
      </TabsContent>
    </Tabs>
  );
}

function FavoriteVideoCard({ favorite }: { favorite: FavoriteVideo }) {
  const { video } = favorite;
  const href = `/video/${encodeURIComponent(video.youtubeId)}?from=library`;
  const length = formatVideoLength(video.duration, video.durationSeconds);
  const titleId = `favorite-video-${favorite.id}`;
  return (
    <VideoCardFrame
      href={href}
      titleId={titleId}
      title={video.title}
      channelTitle={video.channelTitle}
      length={length}
      thumbnail={<FallbackThumbnail sources={favoriteThumbnailSources(video.youtubeId, video.thumbnailUrl)} className="rounded-none" />}
      aside={<FavoriteButton kind="video" id={favorite.videoId} name={video.title} statusFrom="list" className="-mr-2 -mt-1.5" />}
    />
  );
}

function FavoritePlaylistCard({ favorite }: { favorite: FavoritePlaylist }) {
  const { playlist } = favorite;
  const titleId = `favorite-playlist-${favorite.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-card"
    >
      <div className="flex items-start gap-2">
        <h3 id={titleId} className="min-w-0 flex-1 text-base font-semibold leading-snug text-foreground">
          {playlist.title}
        </h3>
        <FavoriteButton kind="plan" id={favorite.planId} name={playlist.title} statusFrom="list" className="-mr-2 -mt-1.5" />
      </div>
      <p className={cn('line-clamp-3 text-sm text-muted-foreground', !playlist.description && 'italic')}>
        {playlist.description || FAVORITE_MESSAGES.noDescription}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <VisibilityBadge isPublic={playlist.isPublic} />
        <Link
          to={`/plan/${encodeURIComponent(playlist.slug)}`}
          className={buttonVariants({ size: 'sm', variant: 'outline' })}
          aria-label={`View Plan: ${playlist.title}`}
        >
          View Plan
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

const SKELETONS = ['a', 'b', 'c'];

function GridSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SKELETONS.map((k) => (
          <div key={k} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4">
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" title={`${what} could not be loaded`} live="alert">
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}
