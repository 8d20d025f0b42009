import type { CommonPlaylistItem, PlanSummary, PlanVideoEntry, PlaylistCategory } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { toVideoView } from '../videos/video.view.ts';
import { commonPlaylistQueries } from './common-playlist.queries.ts';
import { commonPlaylistRepository } from './common-playlist.repository.ts';

export const UNKNOWN_PLAYLIST_ITEMS = 'Some of the selected courses do not exist';
export const PLAYLIST_ITEM_NOT_FOUND = 'Course not found';

export class CommonPlaylistService {
  constructor(
    private readonly db: Db,
    private readonly plans: PlansService,
  ) {}

  async list(userId: number, category?: PlaylistCategory): Promise<CommonPlaylistItem[]> {
    const rows = await commonPlaylistQueries.list(this.db, userId, category);
    return rows.map(({ item, video, isBookmarked }) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      category: item.category,
      difficulty: item.difficulty,
      estimatedDuration: item.estimatedDuration,
      tags: item.tags,
      video: toVideoView(video),
      isBookmarked,
    }));
  }

  /** A private plan holding the items' videos in the order chosen; an unknown item refuses the whole request. */
  async createPlan(userId: number, body: { title: string; playlistItemIds: number[] }): Promise<PlanSummary> {
    const videoIdOf = await commonPlaylistQueries.videoIdsOf(this.db, body.playlistItemIds);
    const unknown = body.playlistItemIds.filter((id) => !videoIdOf.has(id));
    if (unknown.length > 0) throw badRequest(UNKNOWN_PLAYLIST_ITEMS, { unknownIds: unknown });
    const videoIds = body.playlistItemIds.map((id) => videoIdOf.get(id) as number);
    return this.plans.createPlan(userId, { title: body.title, description: '', isPublic: false, color: 'blue' }, { videoIds: [...new Set(videoIds)] });
  }

  /** The item's video into one of the caller's plans, by the rules of adding a video. */
  async addToPlan(userId: number, planId: number, playlistItemId: number): Promise<PlanVideoEntry> {
    const videoId = (await commonPlaylistQueries.videoIdsOf(this.db, [playlistItemId])).get(playlistItemId);
    if (videoId === undefined) throw notFound(PLAYLIST_ITEM_NOT_FOUND);
    return this.plans.addVideo(userId, planId, videoId);
  }

  async setBookmark(userId: number, playlistItemId: number, isBookmarked: boolean): Promise<void> {
    const known = await commonPlaylistQueries.videoIdsOf(this.db, [playlistItemId]);
    if (!known.has(playlistItemId)) throw notFound(PLAYLIST_ITEM_NOT_FOUND);
    if (isBookmarked) await commonPlaylistRepository.bookmark(this.db, userId, playlistItemId);
    else await commonPlaylistRepository.unbookmark(this.db, userId, playlistItemId);
  }
}
