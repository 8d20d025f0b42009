import { FAVORITES_LIST_MAX, type FavoriteChangeReply, type FavoritePlaylist, type FavoriteStatus, type FavoriteVideo } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { withLabel } from '../videos/video-labels.ts';
import { toVideoView } from '../videos/video.view.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { favoritesQueries } from './favorites.queries.ts';
import { favoritesRepository as repo } from './favorites.repository.ts';

/** A foreign key violation here means the item was deleted between the check and the insert. */
async function gone(insert: Promise<void>, error: () => Error): Promise<void> {
  try {
    await insert;
  } catch (err) {
    const code = (err as { code?: unknown; cause?: { code?: unknown } }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
    throw code === '23503' ? error() : err;
  }
}

/**
 * Favourite videos and plans: the heart adds what is not a favourite and removes what is.
 * Adding and removing are idempotent. Unknown videos answer 404 'Video not found'; plans the user
 * cannot see (missing, or another user's private plan) answer 404 'Plan not found'.
 */
export class FavoritesService {
  constructor(
    private readonly db: Db,
    private readonly videos: VideosService,
    private readonly plans: PlansService,
  ) {}

  async videoList(userId: number): Promise<FavoriteVideo[]> {
    const rows = await favoritesQueries.listVideos(this.db, userId, FAVORITES_LIST_MAX);
    return rows.map((r) => ({ id: r.id, videoId: r.videoId, createdAt: r.createdAt.toISOString(), video: toVideoView(withLabel(r.video, r.label)) }));
  }

  async planList(userId: number): Promise<FavoritePlaylist[]> {
    const rows = await favoritesQueries.listPlans(this.db, userId, FAVORITES_LIST_MAX);
    return rows.map((r) => ({
      id: r.id,
      planId: r.planId,
      createdAt: r.createdAt.toISOString(),
      playlist: { id: r.plan.id, title: r.plan.title, description: r.plan.description, slug: r.plan.slug, isPublic: r.plan.isPublic, isOwn: r.plan.ownerId === userId },
    }));
  }

  async videoStatus(userId: number, videoId: number): Promise<FavoriteStatus> {
    await this.videos.requireRow(videoId);
    return { isFavorited: await repo.hasVideo(this.db, userId, videoId) };
  }

  async planStatus(userId: number, planId: number): Promise<FavoriteStatus> {
    await this.plans.requireReadable(userId, planId);
    return { isFavorited: await repo.hasPlan(this.db, userId, planId) };
  }

  async addVideo(userId: number, videoId: number): Promise<FavoriteChangeReply> {
    await this.videos.requireRow(videoId);
    await gone(repo.addVideo(this.db, userId, videoId), () => notFound('Video not found'));
    return { isFavorited: true, message: 'Added to favorites' };
  }

  async removeVideo(userId: number, videoId: number): Promise<FavoriteChangeReply> {
    await this.videos.requireRow(videoId);
    await repo.removeVideo(this.db, userId, videoId);
    return { isFavorited: false, message: 'Removed from favorites' };
  }

  async addPlan(userId: number, planId: number): Promise<FavoriteChangeReply> {
    await this.plans.requireReadable(userId, planId);
    await gone(repo.addPlan(this.db, userId, planId), () => notFound('Plan not found'));
    return { isFavorited: true, message: 'Added to favorites' };
  }

  async removePlan(userId: number, planId: number): Promise<FavoriteChangeReply> {
    await this.plans.requireReadable(userId, planId);
    await repo.removePlan(this.db, userId, planId);
    return { isFavorited: false, message: 'Removed from favorites' };
  }
}
