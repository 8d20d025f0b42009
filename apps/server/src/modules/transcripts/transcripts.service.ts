import { TRANSCRIPT_MESSAGES, type TranscriptReply, type UploadTranscriptBody } from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { Clock } from '../../providers/clock.ts';
import type { CaptionsProvider } from '../../providers/youtube/captions.ts';
import { parseCaptionFile } from './caption-files.ts';
import { parseTranscriptHead, type TranscriptHead, transcriptsQueries as queries } from './transcripts.queries.ts';
import { transcriptsRepository as repo } from './transcripts.repository.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** After YouTube did not answer: 5 minutes, doubling with each failure in a row, at most a day. */
export const retryDelayMs = (failuresBefore: number) => Math.min(DAY_MS, 5 * MINUTE_MS * 2 ** failuresBefore);
/** After YouTube answered without a readable track: asked again a week later (captions get added). */
export const NONE_RECHECK_MS = 7 * DAY_MS;
/** A fetch still 'pending' after this long was cut off (an instance stopped): the next view starts it again. */
export const STALE_PENDING_MS = 2 * MINUTE_MS;

export type TranscriptAnswer = { pending: true } | { pending: false; transcript: Versioned<TranscriptReply> };

/**
 * Transcripts (decision 0049): YouTube's caption track of a video, fetched in the background the first
 * time a learner asks and kept for everyone, and each learner's own uploaded .vtt or .srt file, which
 * wins for them. Shown only for videos the learner may see.
 */
export class TranscriptsService {
  /** Background fetches of this instance, by video id: shutdown waits for them. */
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly captions: CaptionsProvider,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** `known`: the head as the request read it with the session (config `sessionWith`), if it did. */
  private async visibleHead(userId: number, youtubeId: string, known?: unknown): Promise<TranscriptHead> {
    const head = known === undefined ? await queries.head(this.db, userId, youtubeId) : parseTranscriptHead(known);
    if (!head?.visible) throw notFound(TRANSCRIPT_MESSAGES.videoNotFound);
    return head;
  }

  /**
   * The caller's transcript of a video (their upload, else YouTube's), or pending while YouTube's first
   * fetch runs. `known`: the head read with the session, if the route did.
   */
  async get(userId: number, youtubeId: string, known?: unknown): Promise<TranscriptAnswer> {
    const head = await this.visibleHead(userId, youtubeId, known);
    if (head.transcriptId !== null) return { pending: false, transcript: this.versioned(head.transcriptId, youtubeId, head.language ?? 'und', head.isUpload) };
    if (head.fetchStatus === 'ready') throw notFound(TRANSCRIPT_MESSAGES.notFound);
    const now = this.clock.now();
    if (await repo.claimFetch(this.db, head.videoId, now, new Date(now.getTime() - STALE_PENDING_MS))) {
      this.startFetch(head.videoId, youtubeId);
      return { pending: true };
    }
    // Not claimed: another request's fetch is running, or YouTube had none (or failed) and it is not time to ask again.
    if (head.fetchStatus === null || head.fetchStatus === 'pending') return { pending: true };
    throw notFound(TRANSCRIPT_MESSAGES.notFound);
  }

  /** Stores the caller's own transcript of a video they may see, replacing theirs; a malformed file stores nothing. */
  async upload(userId: number, youtubeId: string, body: UploadTranscriptBody): Promise<TranscriptReply> {
    const head = await this.visibleHead(userId, youtubeId);
    const parsed = parseCaptionFile(body.format, body.content);
    if (!parsed.ok) throw badRequest(parsed.message);
    await this.db.transaction((tx) =>
      repo.store(tx, { videoId: head.videoId, userId, language: 'und', format: body.format, content: body.content, segments: parsed.segments, now: this.clock.now() }),
    );
    return { youtubeId, language: 'und', source: 'upload', segments: parsed.segments };
  }

  /** Removes the caller's own transcript of the video (YouTube's, if any, is shown again). */
  async deleteUpload(userId: number, youtubeId: string): Promise<{ message: string }> {
    const head = await this.visibleHead(userId, youtubeId);
    if (!(await repo.deleteUpload(this.db, userId, head.videoId))) throw notFound(TRANSCRIPT_MESSAGES.notFound);
    return { message: 'Transcript deleted' };
  }

  /** Waits for the background fetches of this instance (shutdown, tests). */
  async stopBackground(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** A stored transcript never changes (an upload replaced is a new row): its id is its version. */
  private versioned(transcriptId: number, youtubeId: string, language: string, isUpload: boolean): Versioned<TranscriptReply> {
    return {
      key: transcriptId,
      version: transcriptId,
      load: async () => ({ youtubeId, language, source: isUpload ? 'upload' : 'youtube', segments: await repo.segments(this.db, transcriptId) }),
    };
  }

  private startFetch(videoId: number, youtubeId: string): void {
    const run = this.fetch(videoId, youtubeId)
      .catch((err: unknown) => this.log.error({ err, videoId }, 'transcript fetch could not record its end'))
      .finally(() => this.running.delete(videoId));
    this.running.set(videoId, run);
  }

  private async fetch(videoId: number, youtubeId: string): Promise<void> {
    let result: Awaited<ReturnType<CaptionsProvider['fetchTranscript']>>;
    try {
      result = await this.captions.fetchTranscript(youtubeId);
    } catch (err) {
      // YouTube did not answer (or this instance's rate limit is used up): asked again later, with backoff.
      this.log.warn({ err: err instanceof Error ? err.message : err, youtubeId }, 'transcript fetch failed');
      return this.fail(videoId);
    }
    const now = this.clock.now();
    if (!result.found) {
      await repo.finishFetch(this.db, videoId, 'none', now, new Date(now.getTime() + NONE_RECHECK_MS));
      return;
    }
    const { language, segments } = result;
    try {
      await this.db.transaction(async (tx) => {
        await repo.store(tx, { videoId, userId: null, language, format: null, content: null, segments, now });
        await repo.finishFetch(tx, videoId, 'ready', now, null);
      });
    } catch (err) {
      this.log.error({ err, youtubeId }, 'transcript could not be stored');
      await this.fail(videoId);
    }
  }

  private async fail(videoId: number): Promise<void> {
    const now = this.clock.now();
    const failures = (await repo.fetchOf(this.db, videoId))?.attempts ?? 0;
    await repo.finishFetch(this.db, videoId, 'failed', now, new Date(now.getTime() + retryDelayMs(failures)));
  }
}
