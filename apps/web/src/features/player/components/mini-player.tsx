import { Maximize2, X } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import type { YTPlayer } from '../lib/youtube-api.ts';
import { YouTubeEmbed } from './youtube-embed.tsx';

/** Picture-in-picture window: 320 px wide at the bottom right. */
export const PIP_WIDTH = 320;
/**
 * The pop-out is meant to be 320x192, but YouTube requires the embedded player's viewport to be
 * at least 200x200 px: the video area keeps 320x200 and the title bar sits above it, never over it.
 */
export const PIP_PLAYER_HEIGHT = 200;

export interface MiniPlayerProps {
  youtubeId: string;
  title: string;
  start: number;
  autoplay: boolean;
  onReady: (player: YTPlayer) => void;
  onStateChange: (state: number, player: YTPlayer) => void;
  onPlaybackRateChange: (rate: number) => void;
  onError: (code: number | null) => void;
  onDestroy: (player: YTPlayer | null) => void;
  onExpand: () => void;
  onClose: () => void;
}

/** A second IFrame player in a small fixed window, started where the main player was paused. */
export function MiniPlayer({ youtubeId, title, start, autoplay, onReady, onStateChange, onPlaybackRateChange, onError, onDestroy, onExpand, onClose }: MiniPlayerProps) {
  return createPortal(
    <section
      aria-label="Mini player"
      data-testid="mini-player"
      className="fixed bottom-20 right-4 z-40 overflow-hidden rounded-xl border border-border bg-card shadow-2xl lg:bottom-4"
      style={{ width: PIP_WIDTH }}
    >
      <div className="flex items-center gap-1 border-b border-border py-1 pl-3 pr-1">
        <p className="min-w-0 flex-1 truncate text-xs font-medium text-foreground" title={title}>
          {title}
        </p>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Expand" onClick={onExpand}>
          <Maximize2 aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label="Close mini player" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="bg-black" style={{ width: PIP_WIDTH, height: PIP_PLAYER_HEIGHT }}>
        <YouTubeEmbed
          youtubeId={youtubeId}
          start={start}
          autoplay={autoplay}
          onReady={onReady}
          onStateChange={onStateChange}
          onPlaybackRateChange={onPlaybackRateChange}
          onError={onError}
          onLoadError={() => onError(null)}
          onDestroy={onDestroy}
        />
      </div>
    </section>,
    document.body,
  );
}
