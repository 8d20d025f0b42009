import type { SearchVideo } from '@learnstack/contracts';
import { Check, Plus } from 'lucide-react';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatVideoLength, formatViewCount } from '../../../lib/video-format.ts';

/** The result's button: 'Add to Plan', then 'Adding...', then 'Added'; 'Already Added' when the plan holds it. */
export type AddState = 'idle' | 'adding' | 'added' | 'already';

const LABELS: Record<AddState, string> = {
  idle: 'Add to Plan',
  adding: 'Adding...',
  added: 'Added',
  already: 'Already Added',
};

export interface VideoResultCardProps {
  video: SearchVideo;
  /** The lookup's duration when the video came from one. */
  duration?: string | null;
  state: AddState;
  /** Label of the idle button (default 'Add to Plan'). */
  idleLabel?: string;
  onAdd: () => void;
}

/** One search result or looked-up video, with its add button. */
export function VideoResultCard({ video, duration, state, idleLabel, onAdd }: VideoResultCardProps) {
  const length = formatVideoLength(duration ?? video.duration);
  const published = formatDate(video.publishedAt);
  const label = state === 'idle' && idleLabel ? idleLabel : LABELS[state];
  const done = state === 'added' || state === 'already';
  return (
    <li className="flex gap-3 rounded-xl border border-border bg-card p-3">
      <div className="relative w-28 shrink-0 self-start sm:w-44">
        <VideoThumbnail src={video.thumbnailUrl} />
        {length ? (
          <span className="absolute bottom-1.5 right-1.5 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium tabular-nums text-white">{length}</span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 text-sm font-semibold leading-snug text-foreground">{video.title}</p>
        <p className="truncate text-xs text-muted-foreground">{video.channelTitle || 'Unknown channel'}</p>
        <p className="text-xs text-muted-foreground">
          {[video.viewCount > 0 ? `${formatViewCount(video.viewCount)} views` : null, published].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-auto pt-2">
          <Button
            size="sm"
            variant={done ? 'secondary' : 'primary'}
            onClick={onAdd}
            disabled={state !== 'idle'}
            loading={state === 'adding'}
            aria-label={`${label}: ${video.title}`}
          >
            {state === 'idle' ? <Plus aria-hidden="true" /> : null}
            {done ? <Check aria-hidden="true" /> : null}
            {label}
          </Button>
        </div>
      </div>
    </li>
  );
}
