import type { CategoryId } from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { SubjectSource } from '../../db/schema/index.ts';
import type { AiFailureKind, AiProvider, VideoSubjectInput } from '../../providers/ai/index.ts';
import { classifySubject, LOW_CONFIDENCE } from './subject-classifier.ts';
import type { VideoInput } from './video-input.ts';
import type { VideoRow } from './video.view.ts';

/**
 * A second opinion on weak subjects (decision 0033, amended): when a model is configured, a video stored
 * with a fallback subject, YouTube's category alone (`guess`) or rules under LOW_CONFIDENCE is asked about
 * in the background, and the model's answer (one of the eight ids) is stored as its `model` subject, which
 * nothing but the catalog outranks: a video refined once is never asked again. Nothing waits for it; a
 * failed, slow or missing model leaves the subject as it was.
 */

/** Model requests for subjects at once on this instance. */
export const REFINE_CONCURRENCY = 2;
/** Videos waiting on this instance; an offer beyond it is dropped (the video's next save or refresh offers it again). */
export const REFINE_QUEUE_MAX = 50;
/** A video the model gave no usable answer for is not asked about again on this instance for this long. */
export const REFINE_RETRY_AFTER_MS = 60 * 60_000;
/** Failed videos remembered at most (the oldest are forgotten first). */
const FAILURES_REMEMBERED = 1000;
/** Failures that say nothing about the video: the model was resting or the instance is stopping. */
const NOT_THE_VIDEOS_FAULT: ReadonlySet<AiFailureKind> = new Set(['unavailable', 'aborted']);

export interface SubjectQuestion {
  videoId: number;
  /** The source of the subject asked about: the answer replaces the subject only while no better source has placed it. */
  replaces: SubjectSource;
  facts: VideoSubjectInput;
}

/**
 * Whether a stored video's subject is worth asking the model about, with the facts it was just stored from
 * (YouTube's category and tags are never stored, so only a save or refresh can ask). A catalog or model
 * subject never is; rules only when this input's own rules placed it with low confidence.
 */
export function subjectQuestion(row: Pick<VideoRow, 'id' | 'title' | 'channelTitle' | 'category' | 'categorySource' | 'factsSource'>, input: VideoInput): SubjectQuestion | null {
  if (row.factsSource === null || row.category === null) return null;
  const source = row.categorySource;
  const facts = { title: row.title, channelTitle: row.channelTitle, youtubeCategory: input.youtubeCategory, tags: input.tags };
  if (source === 'fallback' || source === 'guess') return { videoId: row.id, replaces: source, facts };
  if (source !== 'rules') return null;
  const guess = classifySubject(facts);
  const weak = guess?.source === 'rules' && guess.subject === row.category && guess.confidence < LOW_CONFIDENCE;
  return weak ? { videoId: row.id, replaces: source, facts } : null;
}

export interface SubjectRefinerOptions {
  concurrency?: number;
  queueMax?: number;
  retryAfterMs?: number;
  now?: () => number;
}

/**
 * The background queue of one instance: at most one request per video (queued or in flight), a few at a
 * time, a bounded queue. The model's time limit, retry, rest after failures and usage counting are the
 * AI provider's.
 */
export class SubjectRefiner {
  private readonly queue: SubjectQuestion[] = [];
  /** Videos queued or being asked about here. */
  private readonly held = new Set<number>();
  private readonly active = new Set<Promise<void>>();
  /** When the model last failed a video, by id (insertion order: the oldest first). */
  private readonly failedAt = new Map<number, number>();
  private readonly stopping = new AbortController();
  private readonly concurrency: number;
  private readonly queueMax: number;
  private readonly retryAfterMs: number;
  private readonly now: () => number;

  constructor(
    private readonly ai: Pick<AiProvider, 'available' | 'videoSubject'>,
    /** Stores the answer on the video unless a better source placed it meanwhile. */
    private readonly store: (question: SubjectQuestion, subject: CategoryId) => Promise<void>,
    private readonly log: Pick<Logger, 'warn'>,
    options: SubjectRefinerOptions = {},
  ) {
    this.concurrency = options.concurrency ?? REFINE_CONCURRENCY;
    this.queueMax = options.queueMax ?? REFINE_QUEUE_MAX;
    this.retryAfterMs = options.retryAfterMs ?? REFINE_RETRY_AFTER_MS;
    this.now = options.now ?? Date.now;
  }

  /** Queues the questions it can take; never waits and never throws. */
  offer(questions: readonly SubjectQuestion[]): void {
    // No key, or the model failed moments ago: it would only answer 'unavailable'.
    if (questions.length === 0 || this.stopping.signal.aborted || !this.ai.available) return;
    let dropped = 0;
    for (const question of questions) {
      if (this.held.has(question.videoId) || this.failedLately(question.videoId)) continue;
      if (this.queue.length >= this.queueMax) {
        dropped++;
        continue;
      }
      this.held.add(question.videoId);
      this.queue.push(question);
      // A free slot takes it at once: the bound is on videos waiting.
      this.pump();
    }
    if (dropped > 0) this.log.warn({ dropped }, 'subject refinement queue full; those videos keep their subjects');
  }

  /** Resolves when nothing is queued or in flight (tests). */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.all([...this.active]);
  }

  /** Stops taking work and drops the queue; questions in flight stop waiting for the model and store nothing. */
  async stop(): Promise<void> {
    this.stopping.abort();
    for (const question of this.queue.splice(0)) this.held.delete(question.videoId);
    await this.idle();
  }

  private failedLately(videoId: number): boolean {
    const at = this.failedAt.get(videoId);
    if (at === undefined) return false;
    if (this.now() - at < this.retryAfterMs) return true;
    this.failedAt.delete(videoId);
    return false;
  }

  private pump(): void {
    while (!this.stopping.signal.aborted && this.active.size < this.concurrency && this.queue.length > 0) {
      const question = this.queue.shift() as SubjectQuestion;
      const run = this.ask(question)
        .catch((err: unknown) => this.log.warn({ err, videoId: question.videoId }, 'subject refinement failed; the video keeps its subject'))
        .finally(() => {
          this.active.delete(run);
          this.held.delete(question.videoId);
          this.pump();
        });
      this.active.add(run);
    }
  }

  private async ask(question: SubjectQuestion): Promise<void> {
    const result = await this.ai.videoSubject(question.facts, { signal: this.stopping.signal });
    if (this.stopping.signal.aborted) return;
    if (!result.ok) {
      // The provider has logged why; the video keeps its subject, and is not asked about again for a while.
      if (!NOT_THE_VIDEOS_FAULT.has(result.failure.kind)) this.rememberFailure(question.videoId);
      return;
    }
    await this.store(question, result.value);
  }

  private rememberFailure(videoId: number): void {
    this.failedAt.delete(videoId);
    this.failedAt.set(videoId, this.now());
    for (const oldest of this.failedAt.keys()) {
      if (this.failedAt.size <= FAILURES_REMEMBERED) break;
      this.failedAt.delete(oldest);
    }
  }
}
