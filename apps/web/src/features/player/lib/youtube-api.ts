/**
 * The YouTube IFrame Player API: the part of its documented surface the player uses, and a loader
 * that adds the script tag once (https://www.youtube.com/iframe_api) and resolves when the API
 * calls `window.onYouTubeIframeAPIReady`.
 */

export const IFRAME_API_SRC = 'https://www.youtube.com/iframe_api';

/** YT.PlayerState. */
export const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

/** onError codes: 2 invalid id, 5 HTML5 error, 100 removed or private, 101/150 embedding disabled, 153 missing Referer. */
export const EMBED_ERROR_CODES = [2, 5, 100, 101, 150, 153] as const;

export interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead?: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  setPlaybackRate(rate: number): void;
  getPlaybackRate(): number;
  mute?(): void;
  unMute?(): void;
  isMuted?(): boolean;
  destroy(): void;
}

export interface YTEvent<T = unknown> {
  target: YTPlayer;
  data: T;
}

export interface YTPlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  host?: string;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: YTEvent) => void;
    onStateChange?: (event: YTEvent<number>) => void;
    onPlaybackRateChange?: (event: YTEvent<number>) => void;
    onError?: (event: YTEvent<number>) => void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement | string, options: YTPlayerOptions) => YTPlayer;
  PlayerState?: Record<string, number>;
  loaded?: number;
}

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let pending: Promise<YTNamespace> | null = null;

function readyApi(): YTNamespace | null {
  const yt = typeof window !== 'undefined' ? window.YT : undefined;
  return yt && typeof yt.Player === 'function' && yt.loaded !== 0 ? yt : null;
}

/** Loads the IFrame Player API once per page; a failed load can be retried by calling again. */
export function loadYouTubeIframeApi(): Promise<YTNamespace> {
  const ready = readyApi();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;
  const attempt = new Promise<YTNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      if (typeof previous === 'function') previous();
      const yt = readyApi();
      if (yt) resolve(yt);
      else reject(new Error('The YouTube player API did not start'));
    };
    if (document.querySelector(`script[src="${IFRAME_API_SRC}"]`)) return;
    const script = document.createElement('script');
    script.src = IFRAME_API_SRC;
    script.async = true;
    script.onerror = () => {
      script.remove();
      if (pending === attempt) pending = null;
      reject(new Error('The YouTube player could not be loaded'));
    };
    document.head.appendChild(script);
  });
  pending = attempt;
  return attempt;
}

/** The `origin` playerVar: the page's own origin (protects the postMessage channel). */
export function pageOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : '';
}
