import type { LibraryVideo } from '@learnstack/contracts';
import { LIBRARY_SEARCH_MAX } from '@learnstack/contracts/library-rules';
import { Compass, FolderPlus, Library, type LucideIcon, Search, Trash2 } from 'lucide-react';
import { type ComponentType, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VideoCardFrame } from '../../../components/video-card-frame.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { formatVideoLength } from '../../../lib/video-format.ts';
import { FavoriteButton } from '../../favorites/index.ts';
import { serverMessage } from '../../plans/index.ts';
import { useAddLibraryVideoToPlan, useLibraryVideos, useRemoveFromLibrary } from '../api/library.ts';
import { LIBRARY_MESSAGES } from '../lib/messages.ts';
import { AddToPlanDialog } from './add-to-plan-dialog.tsx';

/** The Learning Hub's entry for this tab (library page HUB_TABS). */
export const LIBRARY_HUB_TAB: { id: string; label: string; icon: LucideIcon; Panel: ComponentType } = {
  id: 'library',
  label: 'Library',
  icon: Library,
  Panel: LibraryTab,
};

/** Typing pauses this long before the library is searched on the server. */
const SEARCH_DEBOUNCE_MS = 250;

/** The Library tab: the videos the user saved, searched on the server, a page at a time with Load more. */
export function LibraryTab() {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const videos = useLibraryVideos(search);
  const [removing, setRemoving] = useState<LibraryVideo | null>(null);
  const [adding, setAdding] = useState<LibraryVideo | null>(null);
  const remove = useRemoveFromLibrary();
  const addToPlan = useAddLibraryVideoToPlan();

  const pages = videos.data?.pages;
  const matching = useMemo(() => pages?.flatMap((p) => p.videos) ?? [], [pages]);
  const total = pages?.[0]?.total ?? 0;

  if (videos.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading your library">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (videos.isError) {
    return (
      <Alert variant="destructive" title="Your library could not be loaded">
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void videos.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (total === 0 && !search && !query) {
    return (
      <EmptyState
        icon={<Library />}
        title={LIBRARY_MESSAGES.empty}
        description={LIBRARY_MESSAGES.emptyHint}
        action={
          <Link to="/explore" className={buttonVariants()}>
            <Compass aria-hidden="true" />
            Explore Videos
          </Link>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          wrapperClassName="w-full sm:max-w-sm"
          aria-label="Search your library"
          placeholder={LIBRARY_MESSAGES.searchPlaceholder}
          value={query}
          maxLength={LIBRARY_SEARCH_MAX}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {LIBRARY_MESSAGES.count(total)}
        </p>
      </div>
      {matching.length === 0 ? (
        <EmptyState icon={<Search />} title={LIBRARY_MESSAGES.noMatch} description={LIBRARY_MESSAGES.noMatchHint} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={videos.isPlaceholderData}>
          {matching.map((v) => (
            <li key={v.id} className="flex">
              <LibraryCard video={v} onRemove={() => setRemoving(v)} onAdd={() => setAdding(v)} />
            </li>
          ))}
        </ul>
      )}
      {videos.hasNextPage ? (
        <Button variant="outline" className="self-center" disabled={videos.isFetchingNextPage} onClick={() => void videos.fetchNextPage()}>
          {videos.isFetchingNextPage ? 'Loading…' : `Load more (${Math.max(0, total - matching.length)} more)`}
        </Button>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={LIBRARY_MESSAGES.removeTitle}
        description={
          <>
            <span className="font-medium text-foreground">{removing?.title}</span> leaves your library; plans that hold it keep it. {LIBRARY_MESSAGES.removeConfirm}.
          </>
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(LIBRARY_MESSAGES.removed);
              setRemoving(null);
            },
            onError: (err) => {
              toast.error('Error', { description: serverMessage(err, LIBRARY_MESSAGES.removeFailed) });
              setRemoving(null);
            },
          });
        }}
      />
      <AddToPlanDialog
        itemTitle={adding?.title ?? null}
        onOpenChange={(open) => (open ? undefined : setAdding(null))}
        pending={addToPlan.isPending}
        onAdd={(planId) => {
          if (!adding) return;
          addToPlan.mutate(
            { planId, videoId: adding.id },
            {
              onSuccess: () => {
                toast.success(LIBRARY_MESSAGES.addedToPlan);
                setAdding(null);
              },
              onError: (err) => toast.error('Error', { description: serverMessage(err, LIBRARY_MESSAGES.addFailed) }),
            },
          );
        }}
      />
    </div>
  );
}

function LibraryCard({ video, onRemove, onAdd }: { video: LibraryVideo; onRemove: () => void; onAdd: () => void }) {
  const href = `/video/${encodeURIComponent(video.youtubeId)}?from=library`;
  const length = formatVideoLength(video.duration, video.durationSeconds);
  const titleId = `library-video-${video.id}`;
  return (
    <VideoCardFrame
      href={href}
      titleId={titleId}
      title={video.title}
      channelTitle={video.channelTitle}
      length={length}
      thumbnail={<VideoThumbnail src={video.thumbnailUrl || `https://i.ytimg.com/vi/${video.youtubeId}/mqdefault.jpg`} className="rounded-none" />}
      aside={<FavoriteButton kind="video" id={video.id} name={video.title} statusFrom="list" className="-mr-2 -mt-1.5" />}
    >
      <div className="mt-auto flex gap-2">
        <Button variant="outline" size="sm" className="flex-1" onClick={onAdd} aria-describedby={titleId}>
          <FolderPlus aria-hidden="true" />
          Add to Plan
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Delete ${video.title} from your library`} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </VideoCardFrame>
  );
}
