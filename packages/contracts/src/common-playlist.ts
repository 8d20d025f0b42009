import { z } from 'zod';
import { bodyId, planTitle } from './plans.ts';
import { video } from './videos.ts';

/** The common playlist's five categories, in display order (ids are the API's, labels the page's). */
export const PLAYLIST_CATEGORIES = [
  { id: 'creative', label: 'Creative Skills' },
  { id: 'career', label: 'Career Skills' },
  { id: 'cognitive', label: 'Cognitive Skills' },
  { id: 'practical', label: 'Practical Skills' },
  { id: 'trending', label: 'Trending Skills' },
] as const;
export const PLAYLIST_CATEGORY_IDS = ['creative', 'career', 'cognitive', 'practical', 'trending'] as const;
export const playlistCategory = z.enum(PLAYLIST_CATEGORY_IDS, { error: 'Unknown category: use creative, career, cognitive, practical or trending' });
export type PlaylistCategory = z.infer<typeof playlistCategory>;

export const PLAYLIST_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const playlistDifficulty = z.enum(PLAYLIST_DIFFICULTIES);
export type PlaylistDifficulty = z.infer<typeof playlistDifficulty>;

/** The 'All Categories' view shows at most this many items of each category. */
export const PLAYLIST_OVERVIEW_PER_CATEGORY = 4;
/** Tags shown on an item before '+N'. */
export const PLAYLIST_TAGS_SHOWN = 3;
/** Items in one 'Create Plan' (the whole playlist is smaller). */
export const PLAYLIST_SELECTION_MAX = 100;

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
