import { z } from 'zod';
import { PLAYLIST_CATEGORY_IDS, PLAYLIST_DIFFICULTIES, PLAYLIST_SELECTION_MAX } from './common-playlist-rules.ts';

export * from './common-playlist-rules.ts';
import { bodyId, planTitle } from './plans.ts';
import { video } from './videos.ts';

export const playlistCategory = z.enum(PLAYLIST_CATEGORY_IDS, { error: 'Unknown category: use creative, career, cognitive, practical or trending' });
export type PlaylistCategory = z.infer<typeof playlistCategory>;

export const playlistDifficulty = z.enum(PLAYLIST_DIFFICULTIES);
export type PlaylistDifficulty = z.infer<typeof playlistDifficulty>;

export const commonPlaylistQuery = z.object({ category: playlistCategory.optional() });

export const commonPlaylistItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: playlistCategory,
  difficulty: playlistDifficulty,
  /** Minutes. */
  estimatedDuration: z.number(),
  tags: z.array(z.string()),
  video,
  /** Whether the signed-in user bookmarked it. */
  isBookmarked: z.boolean(),
});
export type CommonPlaylistItem = z.infer<typeof commonPlaylistItem>;

export const playlistItemId = bodyId;

export const planFromPlaylistBody = z.object({
  title: planTitle,
  playlistItemIds: z
    .array(playlistItemId)
    .min(1, 'Select at least one course')
    .max(PLAYLIST_SELECTION_MAX, `Select at most ${PLAYLIST_SELECTION_MAX} courses`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each course may be selected once'),
});
export type PlanFromPlaylistBody = z.input<typeof planFromPlaylistBody>;

export const addPlaylistItemBody = z.object({ playlistItemId });
export const playlistSelectionBody = z.object({
  playlistItemId,
  isBookmarked: z.boolean({ error: 'isBookmarked must be true or false' }),
});
export const playlistSelectionReply = z.object({ playlistItemId: z.number(), isBookmarked: z.boolean(), message: z.string() });
