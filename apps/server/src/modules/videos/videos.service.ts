import { LIBRARY_LIST_LIMIT, RELATED_VIDEOS_LIMIT, type LibraryVideo, type RelatedVideo, type SaveVideoBody, type Video, type VideoPlan } from '@learnstack/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { cleanYoutubeId, durationFrom, sanitizeVideo, type VideoInput, type VideoValues } from './video-input.ts';
import { toVideoView, type VideoRow } from './video.view.ts';
import { videosRepository, type UpsertSource } from './videos.repository.ts';

/** Rows per INSERT: keeps the statement under PostgreSQL's 65535 bound parameters (11 per row). */
const UPSERT_CHUNK = 2000;
const PLANS_OF_VIDEO_LIMIT = 500;

export class VideosService {
  constructor(private readonly db: Db) {}

  /**
   * Inserts or updates videos by youtubeId in one statement (per 2000), applying spec 2 section 5's
   * sanitising. Returns the stored rows in input order, one per distinct usable youtubeId (entries
   * whose id is empty after stripping are skipped). `source` 'provider' (default) means the data came
   * from YouTube and refreshes what we had; 'client' only fills gaps. Pass `db` to join a transaction.
   */
  async upsertVideos(userId: number | null, inputs: VideoInput[], options: { source?: UpsertSource; db?: DbOrTx } = {}): Promise<VideoRow[]> {
    const byYoutubeId = new Map<string, VideoValues>();
    for (const input of inputs) {
      const values = sanitizeVideo(input, userId);
      if (values && !byYoutubeId.has(values.youtubeId)) byYoutubeId.set(values.youtubeId, values);
    }
    const values = [...byYoutubeId.values()];
    const db = options.db ?? this.db;
    const stored = new Map<string, VideoRow>();
    for (let i = 0; i < values.length; i += UPSERT_CHUNK) {
      for (const row of await videosRepository.upsert(db, values.slice(i, i + UPSERT_CHUNK), options.source ?? 'provider')) {
        stored.set(row.youtubeId, row);
      }
    }
    return values.map((v) => stored.get(v.youtubeId)).filter((r): r is VideoRow => r !== undefined);
  }

  /** POST /api/videos: save (client data only fills gaps of a known video) and add it to the caller's library. */
  async saveForUser(userId: number, body: SaveVideoBody): Promise<Video> {
    if (!cleanYoutubeId(body.youtubeId)) throw badRequest('A valid YouTube video id is required');
    const input: VideoInput = { ...body, durationSeconds: durationFrom(body.duration ?? null) };
    const row = await this.db.transaction(async (tx) => {
      const [saved] = await this.upsertVideos(userId, [input], { source: 'client', db: tx });
      if (!saved) throw badRequest('A valid YouTube video id is required');
      await videosRepository.addToLibrary(tx, userId, saved.id);
      return saved;
    });
    return toVideoView(row);
  }

  async get(id: number): Promise<Video> {
    const row = await videosRepository.findById(this.db, id);
    if (!row) throw notFound('Video not found');
    return toVideoView(row);
  }

  async getByYoutubeId(youtubeId: string): Promise<Video> {
    const clean = cleanYoutubeId(youtubeId);
    const row = clean ? await videosRepository.findByYoutubeId(this.db, clean) : undefined;
    if (!row) throw notFound('Video not found');
    return toVideoView(row);
  }

  /** The stored row or a 404: for other modules that take a video id from a request. */
  async requireRow(id: number, db: DbOrTx = this.db): Promise<VideoRow> {
    const row = await videosRepository.findById(db, id);
    if (!row) throw notFound('Video not found');
    return row;
  }

  async library(userId: number): Promise<LibraryVideo[]> {
    const rows = await videosRepository.listLibrary(this.db, userId, LIBRARY_LIST_LIMIT);
    return rows.map((r) => ({ ...toVideoView(r.video), addedAt: r.addedAt.toISOString(), inLibrary: r.inLibrary }));
  }

  /** Takes a video out of the caller's saved videos; videos held by their plans stay until removed from the plan. */
  async removeFromLibrary(userId: number, videoId: number): Promise<void> {
    const removed = await videosRepository.removeFromLibrary(this.db, userId, videoId);
    if (removed) return;
    if (await videosRepository.isInOwnPlan(this.db, userId, videoId)) {
      throw conflict('IN_PLAN', 'This video is part of one of your learning plans. Remove it from the plan to take it out of your library.');
    }
    throw notFound('Video not found in your library');
  }

  async plansWith(userId: number, videoId: number): Promise<VideoPlan[]> {
    await this.requireRow(videoId);
    return videosRepository.plansOfUserWith(this.db, userId, videoId, PLANS_OF_VIDEO_LIMIT);
  }

  async related(userId: number, videoId: number): Promise<RelatedVideo[]> {
    const video = await this.requireRow(videoId);
    const rows = await videosRepository.related(this.db, userId, video, RELATED_VIDEOS_LIMIT);
    return rows.map((row) => ({ ...toVideoView(row), isFromYouTube: false as const }));
  }
}
