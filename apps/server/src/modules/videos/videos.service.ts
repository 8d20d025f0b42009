import { type LibraryPage, RELATED_VIDEOS_LIMIT, type RelatedVideo, type SaveVideoBody, type Video, type VideoPlan } from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { AiProvider } from '../../providers/ai/index.ts';
import type { YouTubeProvider, YouTubeVideo } from '../../providers/youtube/index.ts';
import { type SubjectQuestion, SubjectRefiner, subjectQuestion } from './subject-refiner.ts';
import { cleanYoutubeId, fromYouTube, neutralVideo, sanitizeVideo, type VideoInput, type VideoValues } from './video-input.ts';
import { labelFrom, withLabel } from './video-labels.ts';
import { toVideoView, type VideoRow } from './video.view.ts';
import { videosQueries } from './videos.queries.ts';
import { videosRepository } from './videos.repository.ts';

/** Rows per INSERT: keeps the statement under PostgreSQL's 65535 bound parameters (about a dozen per row). */
const UPSERT_CHUNK = 2000;
const PLANS_OF_VIDEO_LIMIT = 500;
/**
 * A cached library page shows view counts, which no version follows (a refresh moves them for every
 * saver: decision 0058): it is served this long at most.
 */
export const LIBRARY_FACTS_MAX_AGE_MS = 10 * 60_000;

/** Words of a library search read at most. */
const LIBRARY_SEARCH_WORDS = 8;

/** The periodic confirmation: videos per run, hours before asking about the same video again, and the age after which only a new save asks. */
export const CONFIRM_BATCH = 100;
const CONFIRM_RECHECK_HOURS = 6;
const CONFIRM_MAX_AGE_DAYS = 30;

export interface VideoFactsProviders {
  /** For a save: one attempt under a short timeout, so the save answers quickly whatever YouTube does. */
  quick: YouTubeProvider;
  /** For the periodic confirmation: the usual timeouts and retries. */
  patient: YouTubeProvider;
}

export class VideosService {
  /** The model's second opinion on weak subjects, in the background (a no-op without a model). */
  private readonly subjects: SubjectRefiner;

  constructor(
    private readonly db: Db,
    private readonly youtube: VideoFactsProviders,
    private readonly log: Pick<Logger, 'warn'>,
    ai: Pick<AiProvider, 'available' | 'videoSubject'>,
  ) {
    this.subjects = new SubjectRefiner(
      ai,
      async (question, subject) => {
        await videosRepository.setModelSubject(this.db, question.videoId, subject, question.replaces);
      },
      log,
    );
  }

  /**
   * Inserts or updates videos by youtubeId from trusted facts (YouTube's replies, the catalog) in one
   * statement (per 2000), ids stripped and texts cut to their limits. Returns the stored rows in input
   * order, one per distinct usable youtubeId (entries whose id is empty after stripping are skipped).
   * Each gets a subject: the catalog's, the classifier's, or the fallback chain's; a weak one is offered
   * to the model. Pass `db` to join a transaction: the model is then not asked, as the transaction may
   * yet roll back (the video's next save or refresh asks).
   */
  async upsertVideos(userId: number | null, inputs: VideoInput[], options: { db?: DbOrTx } = {}): Promise<VideoRow[]> {
    const { rows, questions } = await this.store(options.db ?? this.db, userId, inputs);
    if (!options.db) this.subjects.offer(questions);
    return rows;
  }

  /** upsertVideos' work: the stored rows, and the questions for the model about their weak subjects. */
  private async store(db: DbOrTx, userId: number | null, inputs: VideoInput[]): Promise<{ rows: VideoRow[]; questions: SubjectQuestion[] }> {
    const byYoutubeId = new Map<string, { values: VideoValues; input: VideoInput }>();
    for (const input of inputs) {
      const values = sanitizeVideo(input);
      if (values && !byYoutubeId.has(values.youtubeId)) byYoutubeId.set(values.youtubeId, { values, input });
    }
    const values = [...byYoutubeId.values()].map((v) => v.values);
    const stored = new Map<string, VideoRow>();
    for (let i = 0; i < values.length; i += UPSERT_CHUNK) {
      for (const row of await videosRepository.upsertTrusted(db, values.slice(i, i + UPSERT_CHUNK))) {
        stored.set(row.youtubeId, row);
      }
    }
    await this.placeUnplaced(db, [...stored.values()], userId);
    const rows = values.map((v) => stored.get(v.youtubeId)).filter((r): r is VideoRow => r !== undefined);
    const questions: SubjectQuestion[] = [];
    for (const row of rows) {
      const input = byYoutubeId.get(row.youtubeId)?.input;
      const question = input ? subjectQuestion(row, input) : null;
      if (question) questions.push(question);
    }
    return { rows, questions };
  }

  /** Waits for the model's answers queued or in flight on this instance (tests). */
  subjectsIdle(): Promise<void> {
    return this.subjects.idle();
  }

  /** Shutdown: no new questions; those in flight stop waiting and store nothing. */
  stopBackground(): Promise<void> {
    return this.subjects.stop();
  }

  /**
   * After videos join a plan: those only the fallback placed take the plan's subject (decision 0033, amended). One read, and a write only when one changes. Pass the plan's transaction.
   */
  async placeByPlan(db: DbOrTx, planId: number, videoIds: number[]): Promise<void> {
    await videosRepository.setFallbackSubjects(db, await videosQueries.planSubjects(db, planId, videoIds));
  }

  /** Videos as YouTube describes them: YouTube's category and tags feed the subject classifier. */
  upsertFromYouTube(userId: number | null, found: YouTubeVideo[], options: { db?: DbOrTx } = {}): Promise<VideoRow[]> {
    return this.upsertVideos(userId, found.map(fromYouTube), options);
  }

  /**
   * Videos still without a subject take the fallback chain's (decision 0033, amended): two statements,
   * only when some row needs it. `rows` are updated in place so callers see the subject.
   */
  private async placeUnplaced(db: DbOrTx, rows: VideoRow[], userId: number | null): Promise<void> {
    const unplaced = rows.filter((r) => r.category === null);
    if (unplaced.length === 0) return;
    const subjects = await videosQueries.fallbackSubjects(db, unplaced.map((r) => r.id), userId);
    await videosRepository.setFallbackSubjects(db, subjects);
    const byId = new Map(subjects.map((s) => [s.videoId, s.category]));
    for (const row of unplaced) {
      const category = byId.get(row.id);
      if (category) Object.assign(row, { category, categorySource: 'fallback' });
    }
  }

  /**
   * Asks YouTube about these videos and stores what it confirms; their labels go, as everyone now
   * sees the confirmed facts. Our category column holds Learnstack's skill categories, not YouTube's.
   */
  private async confirm(provider: YouTubeProvider, youtubeIds: string[], savedBy: number | null): Promise<VideoRow[]> {
    const found = await provider.getVideos(youtubeIds);
    if (found.length === 0) return [];
    const { rows, questions } = await this.db.transaction(async (tx) => {
      const stored = await this.store(tx, savedBy, found.map(fromYouTube));
      await videosRepository.deleteLabels(tx, stored.rows.map((r) => r.id));
      return stored;
    });
    // Committed: the model's answer can only land on a row others see.
    this.subjects.offer(questions);
    return rows;
  }

  /**
   * POST /api/videos. The shared row only ever holds trusted facts: an unknown or unconfirmed video is
   * confirmed through YouTube first (one quick attempt); when YouTube cannot confirm it in time the
   * save still succeeds, the row keeps its neutral fallback and the caller's text becomes their own
   * label, which only they see until the video is confirmed.
   */
  async saveForUser(userId: number, body: SaveVideoBody): Promise<Video> {
    const youtubeId = cleanYoutubeId(body.youtubeId);
    if (!youtubeId) throw badRequest('A valid YouTube video id is required');
    let known = await videosRepository.findByYoutubeId(this.db, youtubeId);
    if (!known || known.factsSource === null) {
      const [confirmed] = await this.confirm(this.youtube.quick, [youtubeId], userId).catch((err: unknown) => {
        this.log.warn({ err: err instanceof Error ? err.message : err, youtubeId }, 'could not confirm a saved video with YouTube');
        return [];
      });
      if (confirmed) known = confirmed;
    }
    const row = await this.db.transaction(async (tx) => {
      const saved = known ?? (await videosRepository.insertNeutral(tx, neutralVideo(youtubeId)));
      if (!saved) throw badRequest('A valid YouTube video id is required');
      await this.placeUnplaced(tx, [saved], userId);
      await videosRepository.addToLibrary(tx, userId, saved.id);
      if (saved.factsSource !== null) return saved;
      return withLabel(saved, await videosRepository.saveLabel(tx, userId, saved.id, labelFrom(body)));
    });
    return toVideoView(row);
  }

  /**
   * The periodic confirmation (maintenance): asks YouTube about the unconfirmed videos it has not been
   * asked about lately, in one batch, and clears labels that confirmations elsewhere left behind.
   */
  async confirmPending(limit = CONFIRM_BATCH): Promise<{ asked: number; confirmed: number; labelsPruned: number }> {
    const provider = this.youtube.patient;
    const youtubeIds = await videosRepository.claimUnconfirmed(this.db, limit, CONFIRM_RECHECK_HOURS, CONFIRM_MAX_AGE_DAYS);
    // One videos.list per 50 ids with a key; without one, each id is an oEmbed call, so smaller groups lose less to one failure.
    const group = provider.hasApiKey ? 50 : 10;
    let confirmed = 0;
    for (let i = 0; i < youtubeIds.length; i += group) {
      try {
        confirmed += (await this.confirm(provider, youtubeIds.slice(i, i + group), null)).length;
      } catch (err) {
        // YouTube is failing: the rest wait for their next turn (or a save) rather than fail one by one.
        this.log.warn({ err: err instanceof Error ? err.message : err, left: youtubeIds.length - i }, 'video confirmation stopped');
        break;
      }
    }
    const labelsPruned = await videosRepository.pruneConfirmedLabels(this.db);
    return { asked: youtubeIds.length, confirmed, labelsPruned };
  }

  /** A video as `viewerId` sees it: with their own label while it is unconfirmed. */
  async get(viewerId: number, id: number): Promise<Video> {
    const row = await videosRepository.findLabelled(this.db, { id }, viewerId);
    if (!row) throw notFound('Video not found');
    return toVideoView(withLabel(row.video, row.label));
  }

  async getByYoutubeId(viewerId: number, youtubeId: string): Promise<Video> {
    const clean = cleanYoutubeId(youtubeId);
    const row = clean ? await videosRepository.findLabelled(this.db, { youtubeId: clean }, viewerId) : undefined;
    if (!row) throw notFound('Video not found');
    return toVideoView(withLabel(row.video, row.label));
  }

  /** The stored row or a 404: for other modules that take a video id from a request. */
  async requireRow(id: number, db: DbOrTx = this.db): Promise<VideoRow> {
    const row = await videosRepository.findById(db, id);
    if (!row) throw notFound('Video not found');
    return row;
  }

  /** One page of the saved videos, newest first (decision 0054): the cursor is the last row's (added_at in microseconds, video id). */
  async library(userId: number, query: { limit: number; cursor?: string | undefined; search?: string | undefined }): Promise<LibraryPage> {
    const [addedAtUs, videoId] = query.cursor ? query.cursor.split('.') : [];
    const after = addedAtUs && videoId ? { addedAtUs, videoId: Math.min(Number(videoId), 2_147_483_647) } : null;
    const words = [...new Set((query.search ?? '').toLowerCase().split(/[\s\p{Cc}]+/u).filter(Boolean))].slice(0, LIBRARY_SEARCH_WORDS);
    // One row more than the page says whether another page follows.
    const { rows, total } = await videosQueries.listLibrary(this.db, userId, { limit: query.limit + 1, after, words });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      videos: page.map((r) => ({ ...toVideoView(withLabel(r.video, r.label)), addedAt: r.addedAt.toISOString(), inLibrary: r.inLibrary })),
      total,
      nextCursor: rows.length > query.limit && last ? `${last.addedAtUs}.${last.video.id}` : null,
    };
  }

  /**
   * The first page without a search, for the answer cache: kept while the learner's library version
   * holds (migration 0030's triggers: saves, labels, the videos' shown facts), LIBRARY_FACTS_MAX_AGE_MS at most.
   */
  firstLibraryPage(user: { id: number; libraryVersion: number }, limit: number): Versioned<LibraryPage> {
    return { key: `${user.id}:${limit}`, version: user.libraryVersion, load: () => this.library(user.id, { limit }) };
  }

  /** Takes a video out of the caller's saved videos; videos held by their plans stay until removed from the plan. */
  async removeFromLibrary(userId: number, videoId: number): Promise<void> {
    const removed = await videosRepository.removeFromLibrary(this.db, userId, videoId);
    if (removed) return;
    if (await videosQueries.isInOwnPlan(this.db, userId, videoId)) {
      throw conflict('IN_PLAN', 'This video is part of one of your learning plans. Remove it from the plan to take it out of your library.');
    }
    throw notFound('Video not found in your library');
  }

  async plansWith(userId: number, videoId: number): Promise<VideoPlan[]> {
    await this.requireRow(videoId);
    return videosQueries.plansOfUserWith(this.db, userId, videoId, PLANS_OF_VIDEO_LIMIT);
  }

  async related(userId: number, videoId: number): Promise<RelatedVideo[]> {
    const video = await this.requireRow(videoId);
    const rows = await videosQueries.related(this.db, userId, video, RELATED_VIDEOS_LIMIT);
    return rows.map((r) => ({ ...toVideoView(withLabel(r.video, r.label)), isFromYouTube: false as const }));
  }
}
