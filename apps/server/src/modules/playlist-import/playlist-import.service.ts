import {
  type AddExistingPlaylistReply,
  type ExistingImport,
  ErrorCode,
  type ImportPlaylistReply,
  type ImportStatusReply,
  PLAN_DESCRIPTION_MAX,
  PLAN_TITLE_MAX,
  PLAN_VIDEOS_MAX,
  YOUTUBE_MESSAGES,
} from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import {
  parsePlaylistUrl,
  type PlaylistSummary,
  YouTubeQuotaError,
  type YouTubeProvider,
  YouTubeUpstreamError,
} from '../../providers/youtube/index.ts';
import type { CreatePlanInput, PlansService } from '../plans/plans.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { mapProviderErrors } from '../youtube/youtube.errors.ts';
import { ImportRunner } from './import-runner.ts';
import { playlistImportQueries as queries } from './playlist-import.queries.ts';
import { type ImportRow, playlistImportRepository as repo } from './playlist-import.repository.ts';

/** Entries per page of playlistItems (YouTube's maximum). */
const PAGE_SIZE = 50;
/** A plan holds at most PLAN_VIDEOS_MAX videos; a few extra pages allow for deleted entries and duplicates. */
const MAX_PAGES = Math.ceil(PLAN_VIDEOS_MAX / PAGE_SIZE) + 10;
const EXISTING_IMPORTS_SHOWN = 10;
/** A running import not heartbeated for this long has lost its process (crash, deploy) and is resumed. */
export const STALE_AFTER_MS = 2 * 60_000;
/** Imports older than this when found orphaned are failed instead: the person has long moved on. */
export const RESUME_WITHIN_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 60_000;
const HEARTBEAT_EVERY_MS = 30_000;

export const IMPORT_MESSAGES = {
  planDeleted: 'The plan was deleted before the import finished.',
  upstream: 'YouTube could not be reached, so the import stopped. Please try again later.',
  failed: 'The import failed. Please try again.',
  interrupted: 'The import was interrupted by a server restart. Please import the playlist again.',
  addedExisting: 'Plan added to your learning plans.',
  alreadyCopied: 'This plan is already in your learning plans.',
  own: 'This playlist is already one of your learning plans.',
} as const;

const cut = (text: string, max: number) => text.trim().slice(0, max).trim();

function planTitle(playlist: PlaylistSummary): string {
  return cut(playlist.title, PLAN_TITLE_MAX) || 'Imported playlist';
}

function planDescription(playlist: PlaylistSummary): string {
  const own = cut(playlist.description, PLAN_DESCRIPTION_MAX);
  if (own) return own;
  return cut(playlist.channelTitle ? `Imported from the YouTube playlist by ${playlist.channelTitle}.` : 'Imported from a YouTube playlist.', PLAN_DESCRIPTION_MAX);
}

function creatorName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter(Boolean).join(' ').trim() || 'Learnstack learner';
}

/** Why an import stopped, in words for the person waiting on it. */
function failureMessage(err: unknown): string {
  if (err instanceof YouTubeQuotaError) return YOUTUBE_MESSAGES.quota;
  if (err instanceof YouTubeUpstreamError) return IMPORT_MESSAGES.upstream;
  if (err instanceof AppError && err.status === 404) return IMPORT_MESSAGES.planDeleted;
  if (err instanceof AppError && err.code === ErrorCode.PUBLIC_PLAN_READ_ONLY) return IMPORT_MESSAGES.planDeleted;
  return IMPORT_MESSAGES.failed;
}

/**
 * Playlist import: the plan is created at once and the videos arrive in the
 * background, page by page, with progress in `playlist_imports`. See docs/decisions/0007.
 */
export class PlaylistImportService {
  readonly runner: ImportRunner;
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: Db,
    private readonly youtube: YouTubeProvider,
    private readonly plans: PlansService,
    private readonly videos: VideosService,
    private readonly log: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {
    this.runner = new ImportRunner((id, shouldStop) => this.run(id, shouldStop));
  }

  // ------------------------------------------------------------------------------------ requests

  async start(userId: number, input: { playlistUrl: string; forceCreate: boolean }): Promise<ImportPlaylistReply> {
    const playlistId = parsePlaylistUrl(input.playlistUrl);
    if (!playlistId) throw new AppError(400, ErrorCode.VALIDATION_ERROR, YOUTUBE_MESSAGES.playlistUrlInvalid, {}, 'Invalid URL');

    if (!input.forceCreate) {
      const own = await queries.findOwnPlan(this.db, userId, playlistId);
      if (own) {
        throw new AppError(409, ErrorCode.USER_ALREADY_IMPORTED, YOUTUBE_MESSAGES.alreadyImported, {
          existingPlanId: own.id,
          existingPlanSlug: own.slug,
        });
      }
    }
    const playlist = await mapProviderErrors(YOUTUBE_MESSAGES.importFailed, () => this.youtube.getPlaylist(playlistId));
    if (!playlist) throw notFound(YOUTUBE_MESSAGES.playlistNotFound);

    if (!input.forceCreate) {
      const others = await queries.findPublicPlans(this.db, userId, playlistId, EXISTING_IMPORTS_SHOWN);
      if (others.length > 0) {
        const existingImports: ExistingImport[] = others.map((p) => ({
          id: p.planId,
          learningPlanId: p.planId,
          planSlug: p.slug,
          planTitle: p.title,
          isOwnedByUser: p.ownerId === userId,
          creatorName: creatorName(p.firstName, p.lastName),
          createdAt: p.createdAt.toISOString(),
          videoCount: p.videoCount,
          totalDuration: p.totalDuration,
        }));
        return { duplicateFound: true, isNewImport: false, existingImports, title: playlist.title, videoCount: playlist.videoCount };
      }
    }
    if (playlist.videoCount === 0) throw badRequest(YOUTUBE_MESSAGES.playlistEmpty);

    const plan = await this.plans.createPlan(userId, {
      title: planTitle(playlist),
      description: planDescription(playlist),
      isPublic: false,
      color: 'blue',
      youtubePlaylistId: playlistId,
    });
    const row = await repo.insert(this.db, {
      userId,
      youtubePlaylistId: playlistId,
      planId: plan.id,
      status: 'running',
      title: plan.title,
      total: playlist.videoCount,
    });
    this.runner.enqueue(row.id);
    return {
      isNewImport: true,
      duplicateFound: false,
      importId: row.id,
      planId: plan.id,
      planSlug: plan.slug,
      title: plan.title,
      videoCount: playlist.videoCount,
      partial: !this.youtube.hasApiKey,
    };
  }

  async status(userId: number, importId: number): Promise<ImportStatusReply> {
    const row = await queries.findForUser(this.db, userId, importId);
    if (!row) throw notFound(YOUTUBE_MESSAGES.importNotFound);
    return {
      id: row.id,
      status: row.status,
      title: row.title,
      total: row.total,
      imported: row.imported,
      skipped: row.skipped,
      planId: row.planId,
      planSlug: row.planSlug,
      error: row.error,
    };
  }

  /**
   * "Use this import" in the duplicate dialog: a private copy of someone's public imported plan (same
   * videos, same order, credited through sourcePlanId). The user's own plan is answered as is; asking
   * twice gives the copy made the first time.
   */
  async addExisting(userId: number, existingPlanId: number): Promise<AddExistingPlaylistReply> {
    const source = await queries.findPlan(this.db, existingPlanId);
    if (!source || (source.ownerId !== userId && !source.isPublic)) throw notFound(YOUTUBE_MESSAGES.planNotFound);
    if (source.ownerId === userId) {
      const videoCount = await queries.countPlanVideos(this.db, source.id);
      return { isOwn: true, title: source.title, videoCount, planId: source.id, planSlug: source.slug, message: IMPORT_MESSAGES.own };
    }
    const copied = await queries.findCopy(this.db, userId, source.id);
    if (copied) {
      const videoCount = await queries.countPlanVideos(this.db, copied.id);
      return { isOwn: false, title: copied.title, videoCount, planId: copied.id, planSlug: copied.slug, message: IMPORT_MESSAGES.alreadyCopied };
    }
    const full = await this.plans.getSummary(userId, source.id);
    const entries = await this.plans.videos(userId, source.id);
    const copy = await this.plans.createPlan(
      userId,
      {
        title: full.title,
        description: full.description,
        isPublic: false,
        color: full.color as CreatePlanInput['color'],
        youtubePlaylistId: source.youtubePlaylistId,
        sourcePlanId: source.id,
      },
      { videoIds: entries.map((e) => e.videoId) },
    );
    return { isOwn: false, title: copy.title, videoCount: copy.videoCount, planId: copy.id, planSlug: copy.slug, message: IMPORT_MESSAGES.addedExisting };
  }

  // ------------------------------------------------------------------------------------ background

  /**
   * Imports the playlist page by page. Safe to run again on the same import (a resume): videos already
   * in the plan are counted as imported and not added twice, so the counters are always
   * "entries processed" split into imported and skipped.
   */
  private async run(importId: number, shouldStop: () => boolean): Promise<void> {
    const row = await repo.findById(this.db, importId);
    if (row?.status !== 'running') return;
    try {
      if (row.planId === null) throw notFound(YOUTUBE_MESSAGES.planNotFound);
      await this.importPages(row, row.planId, shouldStop);
    } catch (err) {
      if (shouldStop()) return; // shutting down: the row stays running and is resumed after the restart
      const message = failureMessage(err);
      if (message === IMPORT_MESSAGES.failed) this.log.error({ err, importId }, 'playlist import failed');
      else this.log.warn({ err: err instanceof Error ? err.message : err, importId }, 'playlist import stopped');
      await repo.finish(this.db, importId, 'failed', message).catch(() => {});
    }
  }

  private async importPages(row: ImportRow, planId: number, shouldStop: () => boolean): Promise<void> {
    const imported = new Set<number>();
    let processed = 0;
    let total = row.total;
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      if (shouldStop()) return;
      const items = await this.youtube.listPlaylistItems(row.youtubePlaylistId, { pageToken });
      if (this.youtube.hasApiKey) total = items.totalResults;
      else total = Math.max(total, items.items.length);
      // One videos.list per page (cached per id), in playlist order; missing ones (private, removed) drop out.
      const found = await this.youtube.getVideos(items.items.map((i) => i.youtubeId));
      // Each gets a subject (catalog, classifier or fallback); a better stored one is kept.
      const saved = await this.videos.upsertFromYouTube(row.userId, found);
      const ids = saved.map((v) => v.id);
      // Already in the plan: added by an earlier page, an earlier run of this import (a resume), or by hand.
      const present = await queries.videosInPlan(this.db, planId, ids);
      const fresh = ids.filter((id) => !present.has(id));
      const room = PLAN_VIDEOS_MAX - (await queries.countPlanVideos(this.db, planId));
      const toAdd = fresh.slice(0, Math.max(0, room));
      if (toAdd.length > 0) await this.plans.addVideos(row.userId, planId, toAdd);
      for (const id of [...present, ...toAdd]) imported.add(id);
      processed += items.items.length + items.skipped;
      const full = toAdd.length < fresh.length;
      pageToken = items.nextPageToken ?? undefined;
      const done = !pageToken || full;
      // When the plan is full the rest of the playlist counts as skipped.
      const counted = done ? Math.max(processed, total) : processed;
      await repo.progress(this.db, row.id, { total: Math.max(total, counted), imported: imported.size, skipped: counted - imported.size });
      if (done) break;
    }
    await repo.finish(this.db, row.id, 'completed', null);
  }

  /**
   * Picks up imports whose process stopped (restart, crash, another instance gone): recent ones are
   * resumed here, old ones are failed with a message. One UPDATE claims each row for one instance.
   */
  async sweep(now = new Date()): Promise<{ resumed: number; failed: number }> {
    if (this.runner.stopping) return { resumed: 0, failed: 0 };
    const claimed = await repo.claimStale(this.db, new Date(now.getTime() - STALE_AFTER_MS), 50);
    let resumed = 0;
    let failed = 0;
    for (const row of claimed) {
      if (now.getTime() - row.createdAt.getTime() > RESUME_WITHIN_MS) {
        await repo.finish(this.db, row.id, 'failed', IMPORT_MESSAGES.interrupted);
        failed++;
      } else {
        this.runner.enqueue(row.id);
        resumed++;
      }
    }
    if (resumed + failed > 0) this.log.info({ resumed, failed }, 'picked up interrupted playlist imports');
    return { resumed, failed };
  }

  /** Fails imports still 'running' untouched since `before` (the admin integrity fix). */
  failStuck(before: Date, tx: DbOrTx = this.db): Promise<number> {
    return repo.failStuck(tx, before, IMPORT_MESSAGES.interrupted);
  }

  /** Starts the sweep (now and every minute) and the heartbeat of held imports. */
  startBackground(): void {
    const guarded = (what: string, task: () => Promise<unknown>) => () => {
      task().catch((err: unknown) => this.log.warn({ err }, `playlist import ${what} failed`));
    };
    const sweep = guarded('sweep', () => this.sweep());
    const beat = guarded('heartbeat', () => repo.touch(this.db, [...this.runner.held]));
    sweep();
    this.timers = [setInterval(sweep, SWEEP_EVERY_MS), setInterval(beat, HEARTBEAT_EVERY_MS)];
    for (const t of this.timers) t.unref();
  }

  async stopBackground(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    await this.runner.stop();
  }
}
