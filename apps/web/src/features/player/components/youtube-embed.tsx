import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { loadYouTubeIframeApi, pageOrigin, type YTPlayer } from '../lib/youtube-api.ts';

export interface YouTubeEmbedEvents {
  /** The player answers API calls from now on. */
  onReady?: (player: YTPlayer) => void;
  onStateChange?: (state: number, player: YTPlayer) => void;
  onPlaybackRateChange?: (rate: number, player: YTPlayer) => void;
  onError?: (code: number) => void;
  /** The IFrame API script itself could not be loaded. */
  onLoadError?: () => void;
  /** The player is being destroyed (unmount or a new video). */
  onDestroy?: (player: YTPlayer | null) => void;
}

export interface YouTubeEmbedProps extends YouTubeEmbedEvents {
  youtubeId: string;
  /** Whole seconds to start at; read when the player is created. */
  start: number;
  autoplay?: boolean;
  className?: string;
}

/**
 * One IFrame API player. React owns the host element; the player replaces a child element that
 * this component creates, so React never meets the iframe. A new youtubeId (or a new `key`)
 * creates a new player.
 */
export function YouTubeEmbed({ youtubeId, start, autoplay = false, className, ...events }: YouTubeEmbedProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const eventsRef = useRef<YouTubeEmbedEvents>(events);
  const startRef = useRef({ start, autoplay });
  useLayoutEffect(() => {
    eventsRef.current = events;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    let player: YTPlayer | null = null;
    const target = document.createElement('div');
    host.appendChild(target);
    const { start: startAt, autoplay: auto } = startRef.current;
    loadYouTubeIframeApi().then(
      (YT) => {
        if (disposed) return;
        const created = new YT.Player(target, {
          videoId: youtubeId,
          width: '100%',
          height: '100%',
          playerVars: {
            enablejsapi: 1,
            origin: pageOrigin(),
            playsinline: 1,
            rel: 0,
            start: Math.max(0, Math.floor(startAt)),
            ...(auto ? { autoplay: 1 } : {}),
          },
          events: {
            onReady: (e) => {
              if (!disposed) eventsRef.current.onReady?.(e.target ?? created);
            },
            onStateChange: (e) => {
              if (!disposed) eventsRef.current.onStateChange?.(Number(e.data), e.target ?? created);
            },
            onPlaybackRateChange: (e) => {
              if (!disposed) eventsRef.current.onPlaybackRateChange?.(Number(e.data), e.target ?? created);
            },
            onError: (e) => {
              if (!disposed) eventsRef.current.onError?.(Number(e.data));
            },
          },
        });
        player = created;
      },
      () => {
        if (!disposed) eventsRef.current.onLoadError?.();
      },
    );
    return () => {
      disposed = true;
      eventsRef.current.onDestroy?.(player);
      try {
        player?.destroy();
      } catch {
        // already gone
      }
      host.replaceChildren();
    };
  }, [youtubeId]);

  return <div ref={hostRef} className={cn('h-full w-full [&>*]:h-full [&>*]:w-full', className)} />;
}
