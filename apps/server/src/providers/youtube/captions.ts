import { TRANSCRIPT_SEGMENT_TEXT_MAX, TRANSCRIPT_SEGMENTS_MAX, type TranscriptSegment } from '@learnstack/contracts';
import { z } from 'zod';
import { YouTubeQuotaError, YouTubeUpstreamError } from './errors.ts';
import { getWithRetry, type HttpAnswer, type HttpOptions } from './http.ts';
import type { UsageLedger } from './types.ts';

/**
 * YouTube's caption tracks (decision 0049): the innertube player endpoint lists a video's tracks, the
 * chosen track's timedtext address gives its cues as json3. Called directly, not through a client
 * library: every address is built on one configurable base (tests and journeys point it at
 * test/fake-captions.ts), and every answer is validated here.
 */

/** The usage ledger's line: shown on the admin dashboard beside the Data API. */
export const CAPTIONS_USAGE_SERVICE = 'youtube_captions';

export interface CaptionsOptions {
  /** https://www.youtube.com in production. */
  baseUrl: string;
  usage: UsageLedger;
  /** Calls a minute this instance starts at most (a fetch counts as its two calls). */
  perMinute: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  now?: () => number;
}

export type CaptionsResult = { found: true; language: string; segments: TranscriptSegment[] } | { found: false; reason: 'no-tracks' | 'malformed' | 'absent' };

export interface CaptionsProvider {
  /**
   * The video's transcript, or why there is none. Throws YouTubeUpstreamError when YouTube did not
   * answer (network, timeout, 5xx after retries) and YouTubeQuotaError when this instance's rate limit
   * is used up: both are worth trying again later, unlike an answer without captions.
   */
  fetchTranscript(youtubeId: string): Promise<CaptionsResult>;
}

const text = z.union([z.object({ simpleText: z.string() }), z.object({ runs: z.array(z.object({ text: z.string() })) })]);

const captionTrack = z.looseObject({
  baseUrl: z.string().min(1),
  languageCode: z.string().min(1).max(35),
  /** 'asr' for YouTube's automatic (speech recognition) track. */
  kind: z.string().optional(),
  name: text.optional(),
});
export type CaptionTrack = z.infer<typeof captionTrack>;

const playerReply = z.looseObject({
  captions: z
    .looseObject({
      playerCaptionsTracklistRenderer: z.looseObject({
        captionTracks: z.array(captionTrack).default([]),
        audioTracks: z.array(z.looseObject({ defaultCaptionTrackIndex: z.number().int().optional() })).optional(),
        defaultAudioTrackIndex: z.number().int().optional(),
      }),
    })
    .optional(),
});

const json3Reply = z.looseObject({
  events: z.array(
    z.looseObject({
      tStartMs: z.number().finite().min(0).optional(),
      dDurationMs: z.number().finite().min(0).optional(),
      segs: z.array(z.looseObject({ utf8: z.string().optional() })).optional(),
    }),
  ),
});

const isEnglish = (lang: string) => lang === 'en' || lang.toLowerCase().startsWith('en-');
const sameLanguage = (a: string, b: string) => a.toLowerCase().split('-')[0] === b.toLowerCase().split('-')[0];

/**
 * The track to read: a written (not automatic) track in the video's language, else a written English
 * one, else the automatic track. The video's language is the automatic track's (speech recognition
 * runs on what is spoken), else the track YouTube names the audio track's default.
 */
export function chooseTrack(tracks: CaptionTrack[], defaultIndex?: number): CaptionTrack | null {
  const automatic = tracks.find((t) => t.kind === 'asr') ?? null;
  const written = tracks.filter((t) => t.kind !== 'asr');
  const spoken = automatic?.languageCode ?? (defaultIndex !== undefined ? tracks[defaultIndex]?.languageCode : undefined);
  return (
    (spoken ? written.find((t) => t.languageCode === spoken) ?? written.find((t) => sameLanguage(t.languageCode, spoken)) : undefined) ??
    written.find((t) => isEnglish(t.languageCode)) ??
    automatic ??
    written[0] ??
    null
  );
}

/** json3 cues as segments in order of start; null when the data is not json3 or holds no cue. */
export function parseJson3(body: string): TranscriptSegment[] | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = json3Reply.safeParse(json);
  if (!parsed.success) return null;
  const segments: TranscriptSegment[] = [];
  for (const e of parsed.data.events) {
    // Events without segs set windows and styles; a cue of only spaces or line breaks says nothing.
    if (!e.segs || e.tStartMs === undefined) continue;
    const cue = e.segs
      .map((s) => s.utf8 ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (!cue) continue;
    segments.push({ start: e.tStartMs / 1000, duration: (e.dDurationMs ?? 0) / 1000, text: cue.slice(0, TRANSCRIPT_SEGMENT_TEXT_MAX) });
    if (segments.length >= TRANSCRIPT_SEGMENTS_MAX) break;
  }
  segments.sort((a, b) => a.start - b.start);
  return segments.length > 0 ? segments : null;
}

/** The innertube client the player endpoint is asked as (the web player's). */
const INNERTUBE_CLIENT = { clientName: 'WEB', clientVersion: '2.20250101.00.00', hl: 'en', gl: 'US' };

/** A 5xx after the retries, or YouTube's own rate limit: worth asking again later, unlike another 4xx (no such video). */
function answered(answer: HttpAnswer): boolean {
  if (answer.status >= 500 || answer.status === 429) throw new YouTubeUpstreamError(`YouTube captions answered ${answer.status}`, answer.status);
  return answer.status < 400;
}

export function createCaptionsProvider(options: CaptionsOptions): CaptionsProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const calls: number[] = [];
  const http: HttpOptions = {
    fetch: options.fetch ?? fetch,
    usage: options.usage,
    timeoutMs: options.timeoutMs ?? 8_000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 300,
    service: CAPTIONS_USAGE_SERVICE,
  };

  /** A sliding minute per instance: the two calls of one fetch are taken together or not at all. */
  function take(count: number): void {
    const t = now();
    while (calls.length > 0 && (calls[0] ?? 0) <= t - 60_000) calls.shift();
    if (calls.length + count > options.perMinute) throw new YouTubeQuotaError('captions rate limit');
    for (let i = 0; i < count; i++) calls.push(t);
  }

  return {
    async fetchTranscript(youtubeId) {
      take(2);
      const player = await getWithRetry(`${base}/youtubei/v1/player?prettyPrint=false`, 0, {
        ...http,
        postJson: JSON.stringify({ context: { client: INNERTUBE_CLIENT }, videoId: youtubeId }),
      });
      if (!answered(player)) return { found: false, reason: 'absent' };
      let json: unknown;
      try {
        json = JSON.parse(player.body);
      } catch {
        return { found: false, reason: 'malformed' };
      }
      const reply = playerReply.safeParse(json);
      if (!reply.success) return { found: false, reason: 'malformed' };
      const list = reply.data.captions?.playerCaptionsTracklistRenderer;
      const audioDefault = list?.audioTracks?.[list.defaultAudioTrackIndex ?? 0]?.defaultCaptionTrackIndex;
      const track = chooseTrack(list?.captionTracks ?? [], audioDefault);
      if (!track) return { found: false, reason: 'no-tracks' };
      // Only the track's path and query are taken: the host is always the configured one, so an
      // answer can never send the server elsewhere.
      let address: URL;
      try {
        address = new URL(track.baseUrl, `${base}/`);
      } catch {
        return { found: false, reason: 'malformed' };
      }
      address.searchParams.set('fmt', 'json3');
      const timed = await getWithRetry(`${base}${address.pathname}${address.search}`, 0, http);
      if (!answered(timed)) return { found: false, reason: 'absent' };
      const segments = parseJson3(timed.body);
      if (!segments) return { found: false, reason: 'malformed' };
      return { found: true, language: track.languageCode, segments };
    },
  };
}
