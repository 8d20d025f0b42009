import { readFileSync } from 'node:fs';
import { categoryId } from '@learnstack/contracts';
import { z } from 'zod';

/**
 * The curated catalog: real YouTube videos and playlists (ids, titles, channels) gathered from public
 * lists, with our category, difficulty and tags. `source` names the public file each id was copied from.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PLAYLIST_ID = /^[A-Za-z0-9_-]{12,64}$/;
const TAG = /^[a-z0-9][a-z0-9+#./-]*$/;

export const difficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);
export type Difficulty = z.infer<typeof difficultySchema>;

export const catalogVideoSchema = z.object({
  youtubeId: z.string().regex(VIDEO_ID),
  title: z.string().min(1).max(200),
  channelTitle: z.string().min(1).max(100).nullable(),
  category: categoryId,
  difficulty: difficultySchema,
  tags: z.array(z.string().regex(TAG).max(40)).max(10),
  source: z.string().optional(),
});
export type CatalogVideo = z.infer<typeof catalogVideoSchema>;

export const catalogPlaylistSchema = z.object({
  playlistId: z.string().regex(PLAYLIST_ID),
  title: z.string().min(1).max(200),
  channelTitle: z.string().min(1).max(100).nullable(),
  category: categoryId,
  difficulty: difficultySchema.optional(),
  tags: z.array(z.string().regex(TAG).max(40)).max(10).optional(),
  source: z.string().optional(),
});
export type CatalogPlaylist = z.infer<typeof catalogPlaylistSchema>;

function load<T>(file: string, schema: z.ZodType<T>, idOf: (item: T) => string): T[] {
  const url = new URL(`./catalog/${file}`, import.meta.url);
  const items = z.array(schema).parse(JSON.parse(readFileSync(url, 'utf8')));
  const seen = new Set<string>();
  for (const item of items) {
    const id = idOf(item);
    if (seen.has(id)) throw new Error(`catalog/${file}: duplicate id ${id}`);
    seen.add(id);
  }
  return items;
}

let videos: CatalogVideo[] | undefined;
let playlists: CatalogPlaylist[] | undefined;

/** Read and validated once per process; a broken file fails at start, not at first use. */
export function loadCatalogVideos(): CatalogVideo[] {
  videos ??= load('videos.json', catalogVideoSchema, (v) => v.youtubeId);
  return videos;
}

export function loadCatalogPlaylists(): CatalogPlaylist[] {
  playlists ??= load('playlists.json', catalogPlaylistSchema, (p) => p.playlistId);
  return playlists;
}

/** Case-insensitive word match over title, channel, category and tags; every word must match. */
function matches(haystack: string, words: string[]): boolean {
  return words.every((w) => haystack.includes(w));
}

const words = (q: string) => q.toLowerCase().split(/\s+/).filter(Boolean);

/** In-memory search of the catalog playlists, for the key-less `localPlaylistSearch` (there are only a few dozen). */
export function searchCatalogPlaylists(
  q: string,
  limit: number,
  offset: number,
): { playlists: CatalogPlaylist[]; total: number } {
  const w = words(q);
  const hits = loadCatalogPlaylists().filter((p) =>
    matches([p.title, p.channelTitle ?? '', p.category, ...(p.tags ?? [])].join(' ').toLowerCase(), w),
  );
  return { playlists: hits.slice(offset, offset + limit), total: hits.length };
}
