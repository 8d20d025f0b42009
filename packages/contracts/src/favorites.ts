import { z } from 'zod';
import { video } from './videos.ts';

/** Favourite videos and plans. */

/** Each favourites list returns at most this many, newest first. */
export const FAVORITES_LIST_MAX = 200;

export const favoriteVideo = z.object({ id: z.number(), videoId: z.number(), createdAt: z.string(), video });
export type FavoriteVideo = z.infer<typeof favoriteVideo>;

/** A favourite plan ("playlist" in the API's paths); only plans the user can still see are listed. */
export const favoritePlaylist = z.object({
  id: z.number(),
  planId: z.number(),
  createdAt: z.string(),
  playlist: z.object({ id: z.number(), title: z.string(), description: z.string(), slug: z.string(), isPublic: z.boolean(), isOwn: z.boolean() }),
});
export type FavoritePlaylist = z.infer<typeof favoritePlaylist>;

export const favoriteStatus = z.object({ isFavorited: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatus>;

export const favoriteChangeReply = z.object({ isFavorited: z.boolean(), message: z.string() });
export type FavoriteChangeReply = z.infer<typeof favoriteChangeReply>;
