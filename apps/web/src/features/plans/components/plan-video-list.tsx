import { closestCenter, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { PlanProgressEntry, PlanVideoEntry } from '@learnstack/contracts';
import { CheckCircle2, GripVertical, ListVideo, MoreVertical, MoveRight, Play, RotateCcw, Search, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { DeferredDropdownMenu } from '../../../components/ui/deferred-dropdown-menu.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatVideoLength } from '../../../lib/video-format.ts';
import { FavoriteButton } from '../../favorites/index.ts';
import { ListeningKeyboardSensor } from '../lib/listening-keyboard-sensor.ts';
import { videoHref, videoStatus, watchLabel } from '../lib/video-status.ts';

export interface PlanVideoListProps {
  entries: PlanVideoEntry[];
  progress: PlanProgressEntry[];
  planSlug: string;
  /** Owner only: drag-to-reorder and the per-video menu. */
  isOwner: boolean;
  from: { groupId: string } | null;
  /** The new order (entry ids); the caller saves it. */
  onReorder: (orderedEntryIds: number[]) => void;
  onMove: (entry: PlanVideoEntry) => void;
  onRemove: (entry: PlanVideoEntry) => void;
  /** Shown in the empty state. */
  emptyAction?: ReactNode;
}

function matches(entry: PlanVideoEntry, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${entry.video.title}\n${entry.video.channelTitle}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The plan's videos with in-plan search; the owner reorders by drag (or keyboard) while the search is empty. */
export function PlanVideoList({ entries, progress, planSlug, isOwner, from, onReorder, onMove, onRemove, emptyAction }: PlanVideoListProps) {
  const [search, setSearch] = useState('');
  const searching = search.trim() !== '';
  const canReorder = isOwner && !searching && entries.length > 1;
  const shown = searching ? entries.filter((e) => matches(e, search)) : entries;
  const progressOf = new Map(progress.map((p) => [p.videoId, p]));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(ListeningKeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function dragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const ids = entries.map((e) => e.id);
    const fromIndex = ids.indexOf(Number(active.id));
    const toIndex = ids.indexOf(Number(over.id));
    if (fromIndex < 0 || toIndex < 0) return;
    onReorder(arrayMove(ids, fromIndex, toIndex));
  }

  const titleOf = (id: string | number) => entries.find((e) => e.id === Number(id))?.video.title ?? 'video';
  const positionOf = (id: string | number) => entries.findIndex((e) => e.id === Number(id)) + 1;

  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<ListVideo />}
        title="No videos in this plan yet"
        description={isOwner ? 'Add videos from YouTube by searching or pasting a link.' : 'The owner has not added any videos yet.'}
        action={emptyAction}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          wrapperClassName="w-full sm:max-w-sm"
          aria-label="Search videos in this plan"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search videos in this plan"
        />
        {isOwner && entries.length > 1 ? (
          <p className="text-xs text-muted-foreground">
            {searching ? 'Clear the search to reorder videos.' : 'Drag the handle, or focus it and use Space and the arrow keys, to reorder.'}
          </p>
        ) : null}
      </div>
      {searching ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shown.length} of {entries.length} videos match
        </p>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState
          icon={<Search />}
          title="No videos match your search"
          action={
            <Button variant="outline" onClick={() => setSearch('')}>
              Clear Search
            </Button>
          }
        />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable: 'To reorder, press Space to pick up the video, use the arrow keys to move it, Space to drop it, or Escape to cancel.',
            },
            announcements: {
              onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, position ${positionOf(active.id)} of ${entries.length}.`,
              onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over position ${positionOf(over.id)}.` : undefined),
              onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${titleOf(active.id)} dropped.`),
              onDragCancel: ({ active }) => `Reordering cancelled. ${titleOf(active.id)} stays where it was.`,
            },
          }}
        >
          <SortableContext items={shown.map((e) => e.id)} strategy={verticalListSortingStrategy} disabled={!canReorder}>
            <ol className="flex flex-col gap-3">
              {shown.map((entry) => (
                <PlanVideoRow
                  key={entry.id}
                  entry={entry}
                  position={entries.indexOf(entry) + 1}
                  progress={progressOf.get(entry.videoId)}
                  href={videoHref(entry.video.youtubeId, planSlug, from)}
                  canReorder={canReorder}
                  isOwner={isOwner}
                  onMove={() => onMove(entry)}
                  onRemove={() => onRemove(entry)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

interface RowProps {
  entry: PlanVideoEntry;
  position: number;
  progress: PlanProgressEntry | undefined;
  href: string;
  canReorder: boolean;
  isOwner: boolean;
  onMove: () => void;
  onRemove: () => void;
}

function PlanVideoRow({ entry, position, progress, href, canReorder, isOwner, onMove, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, disabled: !canReorder });
  const status = videoStatus(progress);
  const label = watchLabel(status);
  const length = formatVideoLength(entry.video.duration, entry.video.durationSeconds);
  const { video } = entry;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined, transition }}
      className={cn(
        'flex items-center gap-3 rounded-xl border border-border bg-card p-3 shadow-card',
        isDragging && 'relative z-10 opacity-90 ring-2 ring-primary',
      )}
    >
      {canReorder ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${video.title}`}
          className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <span className="w-6 shrink-0 text-center text-sm font-semibold tabular-nums text-muted-foreground">
        <span className="sr-only">Video </span>
        {position}
      </span>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="hidden w-36 shrink-0 sm:block">
        <div className="relative">
          <VideoThumbnail src={video.thumbnailUrl} />
          {length ? (
            <span className="absolute bottom-1 right-1 rounded bg-black/80 px-1 py-0.5 text-[11px] font-medium tabular-nums text-white">{length}</span>
          ) : null}
        </div>
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={href} className="line-clamp-2 text-sm font-semibold leading-snug text-foreground hover:text-primary">
          {video.title}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {[video.channelTitle, length].filter(Boolean).join(' · ')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {status === 'Completed' ? (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" />
              Completed
            </Badge>
          ) : status === 'In Progress' ? (
            <Badge variant="warning">In Progress</Badge>
          ) : (
            <Badge variant="secondary">Not Started</Badge>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <Link
          to={href}
          className={buttonVariants({ size: 'sm', variant: status === 'Completed' ? 'outline' : 'primary' })}
          aria-label={`${label}: ${video.title}`}
        >
          {status === 'Completed' ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
          {label}
        </Link>
        <FavoriteButton kind="video" id={entry.videoId} name={video.title} statusFrom="list" />
        {isOwner ? (
          <DeferredDropdownMenu
            trigger={
              <Button variant="ghost" size="icon" className="size-9" aria-label={`More actions for ${video.title}`}>
                <MoreVertical aria-hidden="true" />
              </Button>
            }
            items={[
              { label: 'Move to another plan', icon: MoveRight, onSelect: onMove },
              { label: 'Remove from plan', icon: Trash2, onSelect: onRemove, destructive: true },
            ]}
          />
        ) : null}
      </div>
      </div>
    </li>
  );
}
