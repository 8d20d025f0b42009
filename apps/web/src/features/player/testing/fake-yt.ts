import type { YTEvent, YTPlayer, YTPlayerOptions } from '../lib/youtube-api.ts';

/**
 * A small stand-in for window.YT in component tests: players whose clock runs (on Date.now, so
 * vitest's fake timers move it) while playing, with the IFrame API's events.
 */
export class FakePlayer implements YTPlayer {
  readonly options: YTPlayerOptions;
  readonly element: HTMLElement;
  time: number;
  duration: number;
  state = -1;
  rate = 1;
  since = 0;
  destroyed = false;
  readonly calls: string[] = [];

  constructor(element: HTMLElement | string, options: YTPlayerOptions) {
    this.element = typeof element === 'string' ? (document.getElementById(element) as HTMLElement) : element;
    this.options = options;
    this.time = Number(options.playerVars?.start ?? 0);
    this.duration = fakeYT.durations[options.videoId] ?? 300;
    fakeYT.players.push(this);
    const failure = fakeYT.failIds[options.videoId];
    queueMicrotask(() => {
      if (this.destroyed) return;
      if (failure !== undefined) {
        this.emit('onError', failure);
        return;
      }
      this.emit('onReady', undefined);
      if (options.playerVars?.autoplay) this.playVideo();
    });
  }

  emit(name: keyof NonNullable<YTPlayerOptions['events']>, data: unknown): void {
    const handler = this.options.events?.[name] as ((e: YTEvent<unknown>) => void) | undefined;
    handler?.({ target: this, data });
  }

  private now(): number {
    if (this.state !== 1) return this.time;
    return Math.min(this.duration, this.time + ((Date.now() - this.since) / 1000) * this.rate);
  }

  setState(state: number): void {
    this.time = this.now();
    this.since = Date.now();
    this.state = state;
    this.emit('onStateChange', state);
  }

  playVideo(): void {
    this.calls.push('playVideo');
    this.setState(1);
  }
  pauseVideo(): void {
    this.calls.push('pauseVideo');
    this.setState(2);
  }
  seekTo(seconds: number): void {
    this.calls.push(`seekTo:${Math.round(seconds)}`);
    this.time = seconds;
    this.since = Date.now();
  }
  getCurrentTime(): number {
    return this.now();
  }
  getDuration(): number {
    return this.duration;
  }
  getPlayerState(): number {
    return this.state;
  }
  setPlaybackRate(rate: number): void {
    this.calls.push(`setPlaybackRate:${rate}`);
    this.time = this.now();
    this.since = Date.now();
    // Like YouTube, the player may refuse a speed: it reports the rate it really uses.
    if (!fakeYT.refusedRates.includes(rate)) this.rate = rate;
    this.emit('onPlaybackRateChange', this.rate);
  }
  getPlaybackRate(): number {
    return this.rate;
  }
  destroy(): void {
    this.destroyed = true;
    const i = fakeYT.players.indexOf(this);
    if (i >= 0) fakeYT.players.splice(i, 1);
  }
  /** Test control: the video reaches its natural end. */
  end(): void {
    this.time = this.duration;
    this.since = Date.now();
    this.state = 0;
    this.emit('onStateChange', 0);
  }
}

export const fakeYT = {
  players: [] as FakePlayer[],
  durations: {} as Record<string, number>,
  failIds: {} as Record<string, number>,
  refusedRates: [] as number[],
  last(): FakePlayer {
    const p = fakeYT.players[fakeYT.players.length - 1];
    if (!p) throw new Error('no fake player');
    return p;
  },
};

/** Installs window.YT (loaded) and resets the fake's state. */
export function installFakeYT(): typeof fakeYT {
  fakeYT.players.length = 0;
  fakeYT.durations = {};
  fakeYT.failIds = {};
  fakeYT.refusedRates = [];
  window.YT = { Player: FakePlayer, PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 }, loaded: 1 };
  return fakeYT;
}
