import type { LocalSearchPlan, LocalSearchVideo, Moment, SearchVideo } from '@learnstack/contracts';
import { formatNoteTime } from '@learnstack/contracts/notes-rules';
import { SEARCH_MESSAGES } from '@learnstack/contracts/discovery-rules';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkPlus, Check, ListVideo, Plus, Quote } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatVideoLength, plural } from '../../../lib/video-format.ts';
import { invalidatePlanData, usePlans } from '../../plans/index.ts';
import { MarkedText } from '../../transcripts/index.ts';
import { addVideoToPlan, saveVideo } from '../../videos/index.ts';
import { useSearchResults } from '../api/search.ts';
import type { SearchScope } from '../keys.ts';
import { searchFailure } from '../lib/messages.ts';

/** The add button: 'Add to Plan', then 'Adding...', then 'Added'; 'Already Added' when the plan holds it. */
type AddState = 'idle' | 'adding' | 'added' | 'already';
const ADD_LABELS: Record<AddState, string> = { idle: 'Add to Plan', adding: 'Adding...', added: 'Added', already: 'Already Added' };

const isAlreadyAdded = (err: unknown) => err instanceof ApiError && (err.status === 409 || err.code === 'ALREADY_EXISTS' || err.code === 'DUPLICATE_VIDEO');

type AnyVideo = (LocalSearchVideo | SearchVideo) & { id: number | null };

function saveBody(v: AnyVideo) {
  return {
    youtubeId: v.youtubeId,
    title: v.title,
    description: v.description,
    thumbnailUrl: v.thumbnailUrl,
    channelTitle: v.channelTitle,
    publishedAt: 'publishedAt' in v ? v.publishedAt : null,
    duration: v.duration,
    viewCount: v.viewCount,
  };
}

export interface SearchResultsPanelProps {
  scope: SearchScope;
  q: string;
  /** A result was opened: the search closes. */
  onNavigate: () => void;
  /** The search was refused by the content policy: the text and results are cleared. */
  onPolicyViolation: () => void;
}

/** The results of one settled search (loaded lazily with the first search). */
export default function SearchResultsPanel({ scope, q, onNavigate, onPolicyViolation }: SearchResultsPanelProps) {
  const results = useSearchResults(scope, q, true);
  const error = results.error;

  useEffect(() => {
    if (!error) return;
    const failure = searchFailure(error, scope);
    toast.error(failure.title, { description: failure.description, duration: 5000 });
    if (failure.policy) onPolicyViolation();
  }, [error, scope, onPolicyViolation]);

  if (results.isPending) {
    return (
      <div className="flex justify-center px-4 py-6">
        <Spinner label="Searching" />
      </div>
    );
  }
  if (results.isError) {
    const failure = searchFailure(results.error, scope);
    return (
      <div className="p-3">
        <Alert variant="destructive" title={failure.title} live="alert">
          {failure.description}
        </Alert>
      </div>
    );
  }
  return <Results scope={scope} q={q} data={results.data} onNavigate={onNavigate} />;
}

function Results({ scope, q, data, onNavigate }: { scope: SearchScope; q: string; data: NonNullable<ReturnType<typeof useSearchResults>['data']>; onNavigate: () => void }) {
  const local = 'plans' in data ? data : null;
  const remote = 'plans' in data ? null : data;
  const videos: AnyVideo[] = local ? local.videos : (remote?.videos ?? []);
  const plans = local?.plans ?? [];
  const moments = local?.moments ?? [];
  const picker = usePlanPicker();

  if (videos.length === 0 && plans.length === 0 && moments.length === 0) {
    return (
      <p className="px-4 py-6 text-center text-sm text-muted-foreground" role="status">
        {scope === 'local' ? SEARCH_MESSAGES.noResults : SEARCH_MESSAGES.noRemoteResults}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4 p-3">
      <p className="sr-only" role="status">
        {[plans.length > 0 ? plural(plans.length, 'plan') : null, videos.length > 0 ? plural(videos.length, 'video') : null, moments.length > 0 ? plural(moments.length, 'moment') : null]
          .filter(Boolean)
          .join(' and ')}{' '}
        found
      </p>
      {remote?.notice ? <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">{remote.notice}</p> : null}
      {plans.length > 0 ? (
        <section aria-labelledby="search-plans-heading">
          <h3 id="search-plans-heading" className="px-1 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Plans
          </h3>
          <ul className="flex flex-col">
            {plans.map((plan) => (
              <PlanRow key={plan.id} plan={plan} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ) : null}
      {videos.length > 0 ? (
        <section aria-labelledby="search-videos-heading" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2 px-1">
            <h3 id="search-videos-heading" className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {scope === 'local' ? 'Videos' : 'YouTube videos'}
            </h3>
            <PlanPicker picker={picker} />
          </div>
          <ul className="flex flex-col gap-1">
            {videos.map((video) => (
              <VideoRow key={video.youtubeId} video={video} planId={picker.planId} planTitle={picker.planTitle} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ) : null}
      {moments.length > 0 ? (
        <section aria-labelledby="search-moments-heading">
          <h3 id="search-moments-heading" className="px-1 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Moments
          </h3>
          <ul className="flex flex-col">
            {moments.map((moment) => (
              <MomentRow key={`${moment.youtubeId}@${moment.atSeconds}`} moment={moment} q={q} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** 'Video title · 12:34 · …the sentence with the words marked…', opening the video at that second. */
function MomentRow({ moment, q, onNavigate }: { moment: Moment; q: string; onNavigate: () => void }) {
  const at = Math.max(0, Math.floor(moment.atSeconds));
  return (
    <li>
      <Link
        to={`/video/${encodeURIComponent(moment.youtubeId)}?t=${at}`}
        state={{ autoplay: true }}
        onClick={onNavigate}
        data-search-item=""
        className="flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Quote className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1 text-sm">
          <span className="font-medium text-foreground">{moment.title}</span>
          <span className="text-muted-foreground"> · </span>
          <span className="font-mono text-xs tabular-nums text-muted-foreground">{formatNoteTime(at)}</span>
          <span className="text-muted-foreground"> · </span>
          <span className="text-muted-foreground" data-testid="moment-text">
            …
            <MarkedText text={moment.text} query={q} />
            …
          </span>
        </span>
      </Link>
    </li>
  );
}

function PlanRow({ plan, onNavigate }: { plan: LocalSearchPlan; onNavigate: () => void }) {
  return (
    <li>
      <Link
        to={`/plan/${encodeURIComponent(plan.slug)}`}
        onClick={onNavigate}
        data-search-item=""
        className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <ListVideo className="size-4" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-foreground">{plan.title}</span>
          <span className="block truncate text-xs text-muted-foreground">
            {plan.isOwn ? plural(plan.videoCount, 'video') : `by ${plan.author} · ${plural(plan.videoCount, 'video')}`}
          </span>
        </span>
        <Badge variant={plan.isOwn ? 'default' : 'success'}>{plan.isOwn ? 'Your Plan' : 'Public Plan'}</Badge>
      </Link>
    </li>
  );
}

interface Picker {
  planId: number | null;
  planTitle: string;
  setPlanId: (id: number) => void;
  plans: ReturnType<typeof usePlans>;
}

/** Which of the user's plans 'Add to Plan' adds to (GET /api/learning-plans); the first by default. */
function usePlanPicker(): Picker {
  const plans = usePlans();
  const [chosen, setPlanId] = useState<number | null>(null);
  const list = plans.data ?? [];
  const plan = list.find((p) => p.id === chosen) ?? list[0] ?? null;
  return { planId: plan?.id ?? null, planTitle: plan?.title ?? '', setPlanId, plans };
}

function PlanPicker({ picker }: { picker: Picker }) {
  const id = useId();
  const list = picker.plans.data ?? [];
  if (picker.plans.isPending) return <Spinner size="sm" label="Loading your plans" />;
  if (list.length === 0) {
    return (
      <Link to="/plans" className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto px-0' })}>
        Create a plan to add videos
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        Add to
      </label>
      <NativeSelect id={id} value={picker.planId ?? ''} onChange={(e) => picker.setPlanId(Number(e.target.value))} className="h-8 max-w-48 py-1 text-xs">
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function VideoRow({ video, planId, planTitle, onNavigate }: { video: AnyVideo; planId: number | null; planTitle: string; onNavigate: () => void }) {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<Record<number, AddState>>({});
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved'>('inLibrary' in video && video.inLibrary ? 'saved' : 'idle');
  const [videoId, setVideoId] = useState<number | null>(video.id);
  const state: AddState = planId === null ? 'idle' : (added[planId] ?? 'idle');
  const length = formatVideoLength(video.duration);
  const inLibraryScope = 'inLibrary' in video;

  /** The saved id: a remote result is saved to the library first. */
  const ensureId = async (): Promise<number> => {
    if (videoId !== null && inLibraryScope) return videoId;
    const result = await saveVideo(saveBody(video));
    setVideoId(result.id);
    return result.id;
  };

  const add = async () => {
    if (planId === null) return;
    const target = planId;
    setAdded((s) => ({ ...s, [target]: 'adding' }));
    try {
      const id = await ensureId();
      await addVideoToPlan(target, id);
      setAdded((s) => ({ ...s, [target]: 'added' }));
      setSaved('saved');
      toast.success('Video added to learning plan', { description: planTitle });
      void invalidatePlanData(queryClient);
    } catch (err) {
      if (isAlreadyAdded(err)) {
        setAdded((s) => ({ ...s, [target]: 'already' }));
        toast.info('Video Already Added', { description: 'This video is already in your learning plan.' });
      } else {
        setAdded((s) => ({ ...s, [target]: 'idle' }));
        toast.error('Error', { description: err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Failed to add video' });
      }
    }
  };

  const saveToLibrary = async () => {
    setSaved('saving');
    try {
      const result = await saveVideo(saveBody(video));
      setVideoId(result.id);
      setSaved('saved');
      toast.success('Saved to your library', { description: video.title });
    } catch (err) {
      setSaved('idle');
      toast.error('Error', { description: err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Failed to add video' });
    }
  };

  const done = state === 'added' || state === 'already';
  const href = `/video/${videoId ?? video.youtubeId}`;
  return (
    <li className="flex gap-3 rounded-lg px-2 py-2 hover:bg-muted/60">
      <Link to={href} onClick={onNavigate} tabIndex={-1} className="relative w-24 shrink-0 self-start sm:w-28" aria-hidden="true">
        <VideoThumbnail src={video.thumbnailUrl} />
        {length ? <span className="absolute bottom-1 right-1 rounded bg-black/80 px-1 text-[11px] font-medium tabular-nums text-white">{length}</span> : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={href}
          onClick={onNavigate}
          data-search-item=""
          className="line-clamp-2 rounded text-sm font-medium leading-snug text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {video.title}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{video.channelTitle || 'Unknown channel'}</p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Button
            size="sm"
            variant={done ? 'secondary' : 'primary'}
            className="h-7 px-2 text-xs"
            onClick={() => void add()}
            disabled={planId === null || state !== 'idle'}
            loading={state === 'adding'}
            aria-label={`${ADD_LABELS[state]}: ${video.title}`}
          >
            {state === 'idle' ? <Plus aria-hidden="true" /> : null}
            {done ? <Check aria-hidden="true" /> : null}
            {ADD_LABELS[state]}
          </Button>
          {inLibraryScope ? (
            saved === 'saved' ? (
              <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <Check className="size-3" aria-hidden="true" />
                In your library
              </span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                className="h-7 px-2 text-xs"
                onClick={() => void saveToLibrary()}
                loading={saved === 'saving'}
                disabled={saved !== 'idle'}
                aria-label={`Save to Library: ${video.title}`}
              >
                <BookmarkPlus aria-hidden="true" />
                Save to Library
              </Button>
            )
          ) : null}
        </div>
      </div>
    </li>
  );
}
