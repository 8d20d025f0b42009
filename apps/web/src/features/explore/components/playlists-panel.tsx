import type { PlaylistSummary } from '@learnstack/contracts';
import { CalendarDays, CheckCircle2, Download, Eye, ListVideo, Loader2, MonitorPlay, Search, SearchX } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FallbackThumbnail } from '../../../components/fallback-thumbnail.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate, plural } from '../../../lib/video-format.ts';
import { uniqueSources } from '../../../lib/youtube-thumbnails.ts';
import { ImportPlaylistDialog } from '../../playlist-import/index.ts';
import type { PlaylistSearch } from '../hooks/use-playlist-search.ts';
import { EXPLORE_MESSAGES, PLAYLIST_ORDERS, PLAYLIST_SEARCH_MAX, type PlaylistOrder } from '../lib/messages.ts';
import { previewHref, storePreview } from '../../playlist-preview/index.ts';

export interface PlaylistsPanelProps {
  playlistSearch: PlaylistSearch;
  /** The explore page's ?search= (a search there runs here too when the tab opens). */
  urlSearch: string;
  onSearchCommitted: (q: string) => void;
  signedIn: boolean;
}

/** Discover playlists, inside explore's Playlists tab. */
export function PlaylistsPanel({ playlistSearch, urlSearch, onSearchCommitted, signedIn }: PlaylistsPanelProps) {
  const { state, search, loadMore, loadAll, stop } = playlistSearch;
  const inputId = useId();
  const orderId = useId();
  const [text, setText] = useState(state.query?.q ?? urlSearch);
  const [order, setOrder] = useState<PlaylistOrder>(state.query?.order ?? 'relevance');
  const [importing, setImporting] = useState<PlaylistSummary | null>(null);
  const trimmed = text.trim();

  // Arriving with ?search= (and no results for it yet) runs that search once.
  const autoRan = useRef(false);
  useEffect(() => {
    if (autoRan.current) return;
    autoRan.current = true;
    const q = urlSearch.trim();
    if (q && state.query?.q !== q) void search(q, order);
  }, [urlSearch, state.query, search, order]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!trimmed) return;
    onSearchCommitted(trimmed);
    void search(trimmed, order);
  }

  function changeOrder(next: PlaylistOrder) {
    setOrder(next);
    // A new sort re-runs the current search.
    if (state.query) void search(state.query.q, next);
  }

  const busy = state.loadingMore || state.loadingAll !== null;
  const allLoaded = state.status === 'success' && state.playlists.length > 0 && state.nextPageToken === null;

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Playlist search">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>Search YouTube playlists</Label>
          <SearchInput
            id={inputId}
            value={text}
            maxLength={PLAYLIST_SEARCH_MAX}
            onChange={(e) => setText(e.target.value)}
            placeholder="e.g. python for beginners"
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-44">
          <Label htmlFor={orderId}>Sort by</Label>
          <NativeSelect id={orderId} value={order} onChange={(e) => changeOrder(e.target.value as PlaylistOrder)}>
            {PLAYLIST_ORDERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={!trimmed} loading={state.status === 'loading'}>
          {state.status === 'loading' ? null : <Search aria-hidden="true" />}
          Search
        </Button>
      </form>

      {state.notice && state.source === 'local' ? (
        <Alert variant="info" live="none">
          {state.notice}
        </Alert>
      ) : null}

      {state.status === 'idle' ? (
        <EmptyState
          icon={<MonitorPlay />}
          title="Discover playlists"
          description="Search YouTube for a playlist on what you want to learn, preview it, and import it as a learning plan."
        />
      ) : state.status === 'loading' ? (
        <PlaylistSkeletons />
      ) : state.status === 'error' ? (
        <Alert variant="destructive" title={EXPLORE_MESSAGES.playlistSearchFailed} live="alert">
          {state.error && state.error !== EXPLORE_MESSAGES.playlistSearchFailed ? state.error : null}
        </Alert>
      ) : state.playlists.length === 0 ? (
        <EmptyState icon={<SearchX />} title={EXPLORE_MESSAGES.noPlaylists} description={EXPLORE_MESSAGES.noPlaylistsHint} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {state.playlists.length}
            {state.totalResults > state.playlists.length ? ` of about ${state.totalResults.toLocaleString()}` : ''} playlists for “{state.query?.q}”
          </p>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {state.playlists.map((p) => (
              <li key={p.playlistId} className="flex">
                <PlaylistCard playlist={p} signedIn={signedIn} onImport={() => setImporting(p)} />
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-3">
            {state.loadingAll ? (
              <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
                <p role="status" className="inline-flex items-center gap-2">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  Loading all results… {plural(state.playlists.length, 'playlist')} loaded ({plural(state.loadingAll.pages, 'page')})
                </p>
                <Button size="sm" variant="ghost" onClick={stop}>
                  Stop
                </Button>
              </div>
            ) : null}
            {state.nextPageToken && !state.loadingAll ? (
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={() => void loadMore()} loading={state.loadingMore} disabled={busy}>
                  Load More
                </Button>
                <Button variant="ghost" onClick={() => void loadAll()} disabled={busy}>
                  Load All Results
                </Button>
              </div>
            ) : null}
            {state.hitCap && state.nextPageToken ? (
              <p className="text-sm text-muted-foreground">Stopped after 100 pages. Use Load More to keep going.</p>
            ) : null}
            {allLoaded ? (
              <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-success-soft-foreground">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {EXPLORE_MESSAGES.allLoaded}
              </p>
            ) : null}
          </div>
        </>
      )}

      {importing ? (
        <ImportPlaylistDialog
          key={importing.playlistId}
          open
          onOpenChange={(open) => (open ? undefined : setImporting(null))}
          initialUrl={importing.playlistUrl}
        />
      ) : null}
    </div>
  );
}

function PlaylistCard({ playlist, signedIn, onImport }: { playlist: PlaylistSummary; signedIn: boolean; onImport: () => void }) {
  const titleId = `playlist-${playlist.playlistId}`;
  const published = formatDate(playlist.publishedAt);
  const href = previewHref(playlist.playlistId);
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-card">
      <div className="relative">
        <FallbackThumbnail sources={uniqueSources([playlist.thumbnailUrl])} className="rounded-none" />
        {playlist.videoCount !== null ? (
          <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white">
            <ListVideo className="size-3.5" aria-hidden="true" />
            {playlist.videoCount}
            <span className="sr-only"> videos</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={titleId} className="line-clamp-2 text-base font-semibold leading-snug text-foreground">
          {playlist.title}
        </h3>
        {playlist.channelTitle ? <p className="truncate text-sm text-muted-foreground">{playlist.channelTitle}</p> : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <li>{playlist.videoCount !== null ? plural(playlist.videoCount, 'video') : 'Video count unknown'}</li>
          {published ? (
            <li className="inline-flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Published </span>
              {published}
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {signedIn ? (
            <Button size="sm" onClick={onImport} aria-label={`Import ${playlist.title}`}>
              <Download aria-hidden="true" />
              Import
            </Button>
          ) : null}
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
            aria-label={`Preview ${playlist.title} (opens in a new tab)`}
            onClick={() => storePreview(playlist)}
            onAuxClick={() => storePreview(playlist)}
            onContextMenu={() => storePreview(playlist)}
          >
            <Eye aria-hidden="true" />
            Preview
          </a>
        </div>
      </div>
    </article>
  );
}

const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

function PlaylistSkeletons() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Searching playlists
      </span>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SKELETONS.map((k) => (
          <div key={k} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="flex flex-col gap-2 p-4">
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-8 w-32" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
