import type { CommonPlaylistItem, PlaylistCategory } from '@learnstack/contracts';
import { PLAYLIST_CATEGORIES, PLAYLIST_OVERVIEW_PER_CATEGORY, PLAYLIST_TAGS_SHOWN } from '@learnstack/contracts/common-playlist-rules';
import { PLAN_TITLE_MAX } from '../../plans/index.ts';
import { Bookmark, Clock, FolderPlus, type LucideIcon, Sparkles } from 'lucide-react';
import { type ComponentType, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { cn } from '../../../lib/cn.ts';
import { serverMessage } from '../../plans/index.ts';
import { useAddPlaylistItemToPlan, useBookmarkPlaylistItem, useCommonPlaylist, useCreatePlanFromPlaylist } from '../api/library.ts';
import { LIBRARY_MESSAGES } from '../lib/messages.ts';
import { AddToPlanDialog } from './add-to-plan-dialog.tsx';

/** The Learning Hub's entry for this tab (library page HUB_TABS). */
export const COMMON_PLAYLIST_HUB_TAB: { id: string; label: string; icon: LucideIcon; Panel: ComponentType } = {
  id: 'playlist',
  label: 'Common Playlist',
  icon: Sparkles,
  Panel: CommonPlaylistTab,
};

const DIFFICULTY_BADGE: Record<string, BadgeVariant> = { beginner: 'success', intermediate: 'warning', advanced: 'destructive' };
const labelOf = (id: string) => PLAYLIST_CATEGORIES.find((c) => c.id === id)?.label ?? id;
const isCategory = (v: string | null): v is PlaylistCategory => PLAYLIST_CATEGORIES.some((c) => c.id === v);

/** The Common Playlist tab: curated courses by category; select some to make a plan, or add one to a plan. */
export function CommonPlaylistTab() {
  const playlist = useCommonPlaylist();
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const category: PlaylistCategory | 'all' = isCategory(requested) ? requested : 'all';
  // Selection order is the plan's order.
  const [selected, setSelected] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<CommonPlaylistItem | null>(null);
  const addItem = useAddPlaylistItemToPlan();
  const bookmark = useBookmarkPlaylistItem();

  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const setCategory = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('category');
        else copy.set('category', next);
        return copy;
      },
      { replace: true },
    );

  const cardProps = (item: CommonPlaylistItem) => ({
    item,
    selected: selected.includes(item.id),
    onToggle: () => toggle(item.id),
    onAdd: () => setAdding(item),
    onBookmark: () =>
      bookmark.mutate(
        { playlistItemId: item.id, isBookmarked: !item.isBookmarked },
        {
          onSuccess: () => toast.success(item.isBookmarked ? LIBRARY_MESSAGES.bookmarkRemoved : LIBRARY_MESSAGES.bookmarked),
          onError: () => toast.error('Error', { description: LIBRARY_MESSAGES.bookmarkFailed }),
        },
      ),
  });

  const panel = playlist.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading the common playlist">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 w-full rounded-2xl" />
          ))}
        </div>
      ) : playlist.isError ? (
        <Alert variant="destructive" title="The common playlist could not be loaded">
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void playlist.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : category === 'all' ? (
        PLAYLIST_CATEGORIES.map((c) => {
          const items = playlist.data.filter((i) => i.category === c.id);
          return (
            <section key={c.id} aria-labelledby={`playlist-${c.id}`} className="flex flex-col gap-3">
              <div className="flex items-baseline justify-between gap-2">
                <h2 id={`playlist-${c.id}`} className="text-lg font-semibold text-foreground">
                  {c.label}
                </h2>
                {items.length > PLAYLIST_OVERVIEW_PER_CATEGORY ? (
                  <Button variant="link" size="sm" onClick={() => setCategory(c.id)}>
                    See all {items.length}
                  </Button>
                ) : null}
              </div>
              <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-3">
                {items.slice(0, PLAYLIST_OVERVIEW_PER_CATEGORY).map((item) => (
                  <li key={item.id} className="flex w-72 shrink-0 snap-start">
                    <PlaylistCard {...cardProps(item)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {playlist.data
            .filter((i) => i.category === category)
            .map((item) => (
              <li key={item.id} className="flex">
                <PlaylistCard {...cardProps(item)} />
              </li>
            ))}
        </ul>
  );

  return (
    <Tabs value={category} onValueChange={setCategory} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 max-w-full">
          <TabsList aria-label="Course categories" className="max-w-full overflow-x-auto">
            <TabsTrigger value="all">All Categories</TabsTrigger>
            {PLAYLIST_CATEGORIES.map((c) => (
              <TabsTrigger key={c.id} value={c.id}>
                {c.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <Button onClick={() => setCreating(true)} disabled={selected.length === 0} className="shrink-0">
          <FolderPlus aria-hidden="true" />
          Create Plan ({selected.length})
        </Button>
      </div>

      {/* One panel per category value (the tabs point at them); only the open one has content. */}
      {(['all', ...PLAYLIST_CATEGORIES.map((c) => c.id)] as const).map((value) => (
        <TabsContent key={value} value={value} className="mt-0 flex flex-col gap-5">
          {value === category ? panel : null}
        </TabsContent>
      ))}

      <CreatePlanDialog open={creating} onOpenChange={setCreating} itemIds={selected} onCreated={() => setSelected([])} />
      <AddToPlanDialog
        itemTitle={adding?.title ?? null}
        onOpenChange={(open) => (open ? undefined : setAdding(null))}
        pending={addItem.isPending}
        onAdd={(planId) => {
          if (!adding) return;
          addItem.mutate(
            { planId, playlistItemId: adding.id },
            {
              onSuccess: () => {
                toast.success(LIBRARY_MESSAGES.courseAdded);
                setAdding(null);
              },
              onError: (err) => toast.error('Error', { description: serverMessage(err, LIBRARY_MESSAGES.addCourseFailed) }),
            },
          );
        }}
      />
    </Tabs>
  );
}

interface PlaylistCardProps {
  item: CommonPlaylistItem;
  selected: boolean;
  onToggle: () => void;
  onAdd: () => void;
  onBookmark: () => void;
}

function PlaylistCard({ item, selected, onToggle, onAdd, onBookmark }: PlaylistCardProps) {
  const titleId = `playlist-item-${item.id}`;
  const checkboxId = `playlist-select-${item.id}`;
  const extraTags = item.tags.length - PLAYLIST_TAGS_SHOWN;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-card transition-colors',
        selected ? 'border-primary ring-2 ring-primary/40' : 'border-border',
      )}
    >
      <div className="relative">
        <VideoThumbnail src={item.video.thumbnailUrl || `https://i.ytimg.com/vi/${item.video.youtubeId}/mqdefault.jpg`} className="rounded-none" />
        <label htmlFor={checkboxId} className="absolute left-2 top-2 flex cursor-pointer items-center gap-1.5 rounded-md bg-card/95 px-2 py-1 text-xs font-medium text-foreground shadow-sm">
          <input id={checkboxId} type="checkbox" checked={selected} onChange={onToggle} className="size-4 accent-[var(--color-primary)]" aria-describedby={titleId} />
          Select
        </label>
        <button
          type="button"
          onClick={onBookmark}
          aria-pressed={item.isBookmarked}
          aria-label={item.isBookmarked ? `Remove bookmark from ${item.title}` : `Bookmark ${item.title}`}
          className="absolute right-2 top-2 rounded-full bg-card/95 p-1.5 text-foreground shadow-sm hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Bookmark className={cn('size-4', item.isBookmarked && 'fill-primary text-primary')} aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={DIFFICULTY_BADGE[item.difficulty] ?? 'success'} className="capitalize">
            {item.difficulty || 'beginner'}
          </Badge>
          <Badge variant="default">{labelOf(item.category)}</Badge>
          <Badge variant="outline">
            <Clock aria-hidden="true" />
            {item.estimatedDuration} min
          </Badge>
        </div>
        <h3 id={titleId} className="text-sm font-semibold leading-snug text-foreground">
          {item.title}
        </h3>
        <p className="line-clamp-3 text-xs text-muted-foreground">{item.description}</p>
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {item.tags.slice(0, PLAYLIST_TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
          {extraTags > 0 ? (
            <li>
              <Badge variant="secondary" aria-label={`${extraTags} more tags`}>
                +{extraTags}
              </Badge>
            </li>
          ) : null}
        </ul>
        <Button variant="outline" size="sm" className="mt-auto" onClick={onAdd} aria-describedby={titleId}>
          <FolderPlus aria-hidden="true" />
          Add to Plan
        </Button>
      </div>
    </article>
  );
}

function CreatePlanDialog({ open, onOpenChange, itemIds, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; itemIds: number[]; onCreated: () => void }) {
  const [title, setTitle] = useState('');
  const create = useCreatePlanFromPlaylist();
  const inputId = useId();
  const close = () => {
    setTitle('');
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {open ? (
        <DialogContent title={`Create Plan (${itemIds.length})`} description="A private learning plan with the selected courses, in the order you selected them." size="sm">
          <form
            className="flex flex-col gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!title.trim()) return;
              create.mutate(
                { title: title.trim(), playlistItemIds: itemIds },
                {
                  onSuccess: () => {
                    toast.success(LIBRARY_MESSAGES.planCreated, { description: title.trim() });
                    onCreated();
                    close();
                  },
                  onError: () => toast.error('Error', { description: LIBRARY_MESSAGES.createFromPlaylistFailed }),
                },
              );
            }}
          >
            <Label htmlFor={inputId}>Plan Title</Label>
            <Input id={inputId} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={PLAN_TITLE_MAX} placeholder="e.g. My creative week" autoFocus />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={!title.trim() || create.isPending}>
                {create.isPending ? 'Creating…' : 'Create Plan'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
