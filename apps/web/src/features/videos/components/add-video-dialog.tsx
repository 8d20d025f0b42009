import type { SearchVideo } from '@learnstack/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { invalidatePlanData, usePlanVideos } from '../../plans/index.ts';
import { addVideoToPlan, saveVideo } from '../api/add-video-to-plan.ts';
import { useVideoLookup } from '../api/use-video-lookup.ts';
import { useVideoSearch } from '../api/use-video-search.ts';
import { isAlreadyInPlan, isReadOnlyPlan, lookupErrorMessage, searchErrorMessage, VIDEO_MESSAGES } from '../lib/messages.ts';
import { parseVideoInput } from '../lib/parse-video-input.ts';
import { toSaveVideoBody } from '../lib/sanitize-video.ts';
import { type AddState, VideoResultCard } from './video-result-card.tsx';

/** Typing pauses this long before a search or lookup runs. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface ReadOnlyInfo {
  planId: number;
  planTitle: string;
  /** The saved video the user tried to add. */
  video: { id: number; title: string };
}

export interface AddVideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: { id: number; title: string } | null;
  /**
   * 'suggest' for a public plan the user does not own: the chosen video is saved and handed to
   * onReadOnly (the request-modification dialog) instead of being added.
   */
  mode?: 'add' | 'suggest';
  /** The plan is read-only for the user (PUBLIC_PLAN_READ_ONLY, or suggest mode). */
  onReadOnly?: (info: ReadOnlyInfo) => void;
}

/** "Add Video to Learning Plan": one box for a YouTube URL, a bare id, or keywords. */
export function AddVideoDialog({ open, onOpenChange, plan, mode = 'add', onReadOnly }: AddVideoDialogProps) {
  return (
    <Dialog open={open && plan !== null} onOpenChange={onOpenChange}>
      {plan ? (
        <DialogContent
          size="lg"
          title={mode === 'suggest' ? 'Suggest a Video' : 'Add Video to Learning Plan'}
          description={
            mode === 'suggest'
              ? `Find a video to suggest for “${plan.title}”. Its owner decides whether to add it.`
              : `Search YouTube or paste a video link to add it to “${plan.title}”.`
          }
        >
          <AddVideoSearch plan={plan} mode={mode} onReadOnly={onReadOnly} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AddVideoSearch({ plan, mode, onReadOnly }: { plan: { id: number; title: string }; mode: 'add' | 'suggest'; onReadOnly?: AddVideoDialogProps['onReadOnly'] }) {
  const inputId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const input = parseVideoInput(debounced);
  const lookupId = input.kind === 'id' ? input.youtubeId : null;
  const query = input.kind === 'query' ? input.q : null;

  const search = useVideoSearch(query);
  const lookup = useVideoLookup(lookupId);
  const planVideos = usePlanVideos(plan.id, { staleTime: 30_000 });
  const inPlan = new Set((planVideos.data ?? []).map((e) => e.video.youtubeId));
  const [states, setStates] = useState<Record<string, AddState>>({});

  // One toast per failure; the same text stays in the dialog.
  const searchError = search.error;
  const lookupError = lookup.error;
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (searchError && toasted.current !== searchError) {
      toasted.current = searchError;
      toast.error(VIDEO_MESSAGES.searchErrorTitle, { description: searchErrorMessage(searchError) });
    }
  }, [searchError]);
  useEffect(() => {
    if (lookupError && toasted.current !== lookupError) {
      toasted.current = lookupError;
      const { title, description } = lookupErrorMessage(lookupError);
      toast.error(title, { description });
    }
  }, [lookupError]);

  const stateOf = (youtubeId: string): AddState => {
    const local = states[youtubeId];
    if (local && local !== 'idle') return local;
    return inPlan.has(youtubeId) ? 'already' : 'idle';
  };
  const setState = (youtubeId: string, state: AddState) => setStates((s) => ({ ...s, [youtubeId]: state }));

  async function add(video: SearchVideo, duration?: string | null) {
    const key = video.youtubeId;
    setState(key, 'adding');
    let saved: { id: number; title: string } | null = null;
    try {
      const reply = await saveVideo(toSaveVideoBody(video, duration));
      saved = { id: reply.id, title: reply.title };
      if (mode === 'suggest') {
        setState(key, 'idle');
        onReadOnly?.({ planId: plan.id, planTitle: plan.title, video: saved });
        return;
      }
      await addVideoToPlan(plan.id, reply.id);
      setState(key, 'added');
      toast.success('Video added to learning plan', { description: reply.title });
      await invalidatePlanData(queryClient);
    } catch (err) {
      if (isReadOnlyPlan(err) && saved) {
        setState(key, 'idle');
        const body = err.body ?? {};
        if (!onReadOnly) toast.error('This public plan is read-only', { description: err.serverMessage });
        onReadOnly?.({
          planId: typeof body.planId === 'number' ? body.planId : plan.id,
          planTitle: typeof body.planTitle === 'string' ? body.planTitle : plan.title,
          video: saved,
        });
      } else if (isAlreadyInPlan(err)) {
        setState(key, 'already');
        toast.error(VIDEO_MESSAGES.alreadyAddedTitle, { description: VIDEO_MESSAGES.alreadyAdded });
      } else {
        setState(key, 'idle');
        toast.error(VIDEO_MESSAGES.addFailedTitle, { description: VIDEO_MESSAGES.addFailed });
      }
    }
  }

  const idleLabel = mode === 'suggest' ? 'Suggest for Plan' : undefined;
  const pages = search.data?.pages ?? [];
  const results = pages.flatMap((p) => p.videos);
  const notice = pages.find((p) => p.source === 'local' && p.notice)?.notice;
  const waiting = text.trim() !== debounced.trim();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>YouTube URL, video id or keywords</Label>
        <SearchInput
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. https://youtu.be/… or “react hooks tutorial”"
          aria-describedby={hintId}
          autoComplete="off"
          autoFocus
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          Paste a watch, youtu.be or embed link, or an 11-character video id, to add that video. Anything else searches YouTube.
        </p>
      </div>

      <section aria-label="Results" aria-live="polite" aria-busy={search.isFetching || lookup.isFetching || waiting} className="flex flex-col gap-3">
        {input.kind === 'empty' ? null : input.kind === 'id' ? (
          lookup.isPending ? (
            <ResultSkeletons count={1} />
          ) : lookup.isError ? (
            <Alert variant="destructive" live="none" title={lookupErrorMessage(lookup.error).title}>
              {lookupErrorMessage(lookup.error).description}
            </Alert>
          ) : lookup.data ? (
            <ul className="flex flex-col gap-3">
              <VideoResultCard
                video={lookup.data.video}
                duration={lookup.data.duration}
                state={stateOf(lookup.data.video.youtubeId)}
                idleLabel={idleLabel}
                onAdd={() => void add(lookup.data.video, lookup.data.duration)}
              />
            </ul>
          ) : null
        ) : search.isPending ? (
          <ResultSkeletons count={3} />
        ) : search.isError && results.length === 0 ? (
          <Alert variant="destructive" live="none" title={VIDEO_MESSAGES.searchErrorTitle}>
            {searchErrorMessage(search.error)}
          </Alert>
        ) : (
          <>
            {notice ? <Alert variant="info" live="none">{notice}</Alert> : null}
            {results.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
                No videos found for “{query}”. Try other keywords.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {results.map((video) => (
                  <VideoResultCard
                    key={video.youtubeId}
                    video={video}
                    state={stateOf(video.youtubeId)}
                    idleLabel={idleLabel}
                    onAdd={() => void add(video)}
                  />
                ))}
              </ul>
            )}
            {search.hasNextPage ? (
              <Button variant="outline" className="self-center" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
                Load more
              </Button>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

const SKELETON_KEYS = ['s1', 's2', 's3'];

function ResultSkeletons({ count }: { count: number }) {
  return (
    <div className="flex flex-col gap-3">
      <span className="sr-only" role="status">
        Searching
      </span>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <div key={key} className="flex gap-3 rounded-xl border border-border p-3">
          <Skeleton className="aspect-video w-44 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="mt-auto h-8 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
