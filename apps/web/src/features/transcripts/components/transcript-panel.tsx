import type { TranscriptReply } from '@learnstack/contracts';
import { formatNoteTime } from '@learnstack/contracts/notes-rules';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronDown, ChevronUp, Crosshair, NotebookPen, RefreshCw, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useTranscript } from '../api/transcript-api.ts';
import { matchesAll } from '../lib/mark.ts';
import { segmentAt } from '../lib/segments.ts';
import { MarkedText } from './marked-text.tsx';
import { RemoveTranscript, UploadTranscript } from './upload-transcript.tsx';

export interface TranscriptPanelProps {
  youtubeId: string;
  /** The player's time, in seconds (it moves about once a second while playing). */
  currentTime: number;
  seek: (seconds: number) => void;
  /** 'Add note here': opens the note editor at this time with the line quoted. */
  onAddNote: (atSeconds: number, text: string) => void;
}

/** Rows are measured once drawn; this is the first guess of a one-line caption with its time. */
const ROW_ESTIMATE_PX = 44;
/** The keys that scroll a focused list: pressing them is the learner taking over the scroll. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** The transcript of a video beside the player (loaded when the learner opens it: see transcript-section.tsx). */
export default function TranscriptPanel({ youtubeId, currentTime, seek, onAddNote }: TranscriptPanelProps) {
  const transcript = useTranscript(youtubeId);

  if (transcript.isPending) return <Skeleton className="h-40 w-full" />;
  if (transcript.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-destructive">The transcript could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void transcript.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  const state = transcript.data;
  if (state.status === 'pending') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner size="sm" label={null} />
        Fetching the transcript from YouTube…
      </p>
    );
  }
  if (state.status === 'none') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">No transcript for this video</p>
        <UploadTranscript youtubeId={youtubeId} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <TranscriptLines transcript={state.transcript} currentTime={currentTime} seek={seek} onAddNote={onAddNote} />
      {state.transcript.source === 'upload' ? <RemoveTranscript youtubeId={youtubeId} /> : <UploadTranscript youtubeId={youtubeId} replacing />}
    </div>
  );
}

function TranscriptLines({ transcript, currentTime, seek, onAddNote }: { transcript: TranscriptReply } & Omit<TranscriptPanelProps, 'youtubeId'>) {
  const { segments } = transcript;
  const scrollRef = useRef<HTMLDivElement>(null);
  const ids = { search: useId(), count: useId(), list: useId() };
  const virtualizer = useVirtualizer({
    count: segments.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 6,
    // Until the list is measured (and in a test's DOM, which lays nothing out): the panel's height.
    initialRect: { width: 320, height: 448 },
  });

  // ------------------------------------------------------------------ the line being said
  // A click seeks at once; the player's time catches up within a second, so the clicked line is
  // the current one until then.
  const [seekedTo, setSeekedTo] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new time from the player ends the click's override
  useEffect(() => setSeekedTo(null), [currentTime]);
  const active = segmentAt(segments, seekedTo ?? currentTime);

  // Follows the video until the learner scrolls the list; scrolling the list only, never the page.
  const [follow, setFollow] = useState(true);
  useEffect(() => {
    if (follow && active >= 0) virtualizer.scrollToIndex(active, { align: 'center' });
  }, [follow, active, virtualizer]);
  const takeOver = () => setFollow(false);

  // ------------------------------------------------------------------ search in the panel
  const [query, setQuery] = useState('');
  const matches = useMemo(() => (query.trim().length >= 2 ? segments.flatMap((s, i) => (matchesAll(s.text, query) ? [i] : [])) : []), [segments, query]);
  const [matchPos, setMatchPos] = useState(0);
  const searching = matches.length > 0;
  const current = searching ? matches[Math.min(matchPos, matches.length - 1)] : undefined;

  const showMatch = (pos: number) => {
    const index = matches[pos];
    if (index === undefined) return;
    setMatchPos(pos);
    setFollow(false);
    virtualizer.scrollToIndex(index, { align: 'center' });
  };
  const step = (delta: 1 | -1) => {
    if (matches.length > 0) showMatch((matchPos + delta + matches.length) % matches.length);
  };
  // A new search starts at its first match, from where the video is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list of matches moves to its first
  useEffect(() => {
    if (matches.length === 0) return;
    const fromHere = matches.findIndex((i) => i >= Math.max(0, active));
    showMatch(Math.max(0, fromHere));
  }, [matches]);

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      step(e.shiftKey ? -1 : 1);
    } else if (e.key === 'Escape' && query) {
      e.stopPropagation();
      setQuery('');
    }
  };
  const countText = query.trim().length < 2 ? '' : searching ? `${(current !== undefined ? matches.indexOf(current) : 0) + 1} of ${matches.length}` : 'No matches';

  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.search} className="sr-only">
          Search the transcript
        </label>
        <div className="flex items-center gap-1">
          <div className="relative min-w-0 flex-1">
            <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={ids.search}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={onSearchKey}
              placeholder="Search the transcript"
              className="h-9 pl-8"
              aria-describedby={ids.count}
              aria-keyshortcuts="Enter Shift+Enter"
            />
          </div>
          <Button variant="ghost" size="icon" className="size-9" aria-label="Previous match" disabled={!searching} onClick={() => step(-1)}>
            <ChevronUp aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-9" aria-label="Next match" disabled={!searching} onClick={() => step(1)}>
            <ChevronDown aria-hidden="true" />
          </Button>
        </div>
        <p id={ids.count} className="min-h-4 text-xs text-muted-foreground" role="status" data-testid="transcript-match-count">
          {countText}
        </p>
      </div>

      <div className="relative">
        <section
          ref={scrollRef}
          className="max-h-[28rem] overflow-y-auto overscroll-contain rounded-xl border border-border"
          onWheel={takeOver}
          onTouchMove={takeOver}
          onPointerDown={(e) => {
            // The scroll bar is the container itself; a press on a line is not a scroll.
            if (e.target === e.currentTarget) takeOver();
          }}
          onKeyDown={(e) => {
            if (e.target === e.currentTarget && SCROLL_KEYS.has(e.key)) takeOver();
          }}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so the keyboard can scroll it
          tabIndex={0}
          aria-label={`Transcript, ${segments.length} lines`}
          data-testid="transcript-scroll"
        >
          <ol id={ids.list} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const segment = segments[row.index];
              if (!segment) return null;
              const isActive = row.index === active;
              const isMatch = row.index === current;
              const time = formatNoteTime(segment.start);
              return (
                <li
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className={cn('group absolute left-0 top-0 flex w-full items-start gap-1 border-l-4 px-2 py-1.5', isActive ? 'border-primary bg-accent' : 'border-transparent', isMatch && !isActive && 'bg-muted')}
                  style={{ transform: `translateY(${row.start}px)` }}
                  data-active={isActive ? '' : undefined}
                  data-testid="transcript-line"
                >
                  <button
                    type="button"
                    onClick={() => {
                      setSeekedTo(segment.start);
                      seek(segment.start);
                    }}
                    aria-current={isActive ? 'time' : undefined}
                    className="flex min-w-0 flex-1 gap-2 rounded-md px-1 py-0.5 text-left text-sm hover:bg-muted/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className={cn('shrink-0 font-mono text-xs leading-5 tabular-nums', isActive ? 'font-semibold text-accent-foreground' : 'text-muted-foreground')}>{time}</span>
                    <span className={cn('min-w-0 break-words leading-5', isActive ? 'text-accent-foreground' : 'text-foreground')}>
                      {query.trim().length >= 2 ? <MarkedText text={segment.text} query={query} strong={isMatch} /> : segment.text}
                    </span>
                  </button>
                  {/* An icon, so the line keeps the width; its name says what it does. */}
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7 shrink-0 opacity-0 focus-visible:opacity-100 group-hover:opacity-100 group-data-[active]:opacity-100 [@media(hover:none)]:opacity-100"
                    onClick={() => onAddNote(Math.floor(segment.start), segment.text)}
                    aria-label={`Add note here at ${time}`}
                    title="Add note here"
                  >
                    <NotebookPen aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
        </section>
        {follow ? null : (
          <Button
            variant="secondary"
            size="sm"
            className="absolute bottom-2 right-3 shadow-card"
            onClick={() => setFollow(true)}
          >
            <Crosshair aria-hidden="true" />
            Follow video
          </Button>
        )}
      </div>
    </>
  );
}
