import { CATEGORIES } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { formatIsoDuration } from '../../providers/youtube/duration.ts';
import { playlistUrl } from '../../providers/youtube/data-api-map.ts';
import type { PlaylistSummary, YouTubeVideo } from '../../providers/youtube/types.ts';
import { loadCatalogVideos, searchCatalogPlaylists } from '../../seed/catalog.ts';
import { catalogQueries, type ConfirmedVideoRow, type WordMatch } from './catalog.queries.ts';

/** Local search needs no API key: the catalog (seeded into `videos`) and every video anyone saved. */

const MAX_WORDS = 6;
const MAX_LIMIT = 50;
/** Deep pages are of no use to a person and cost the database; paging stops here. */
export const MAX_LOCAL_OFFSET = 500;

export function thumbnailFor(youtubeId: string): string {
  return `https://i.ytimg.com/vi/${youtubeId}/mqdefault.jpg`;
}

function queryWords(q: string): string[] {
  // Control characters (NUL above all, which PostgreSQL text cannot hold) separate words like spaces.
  const words = q.toLowerCase().split(/[\s\p{Cc}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

export function videoRowToYouTube(row: ConfirmedVideoRow): YouTubeVideo {
  return {
    youtubeId: row.youtubeId,
    title: row.title,
    description: row.description,
    thumbnailUrl: row.thumbnailUrl || thumbnailFor(row.youtubeId),
    channelTitle: row.channelTitle,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    durationSeconds: row.durationSeconds,
    viewCount: row.viewCount,
    category: row.category,
    factsSource: row.factsSource,
  };
}

export function isoDurationOrNull(seconds: number | null): string | null {
  return seconds === null ? null : formatIsoDuration(seconds);
}

export class CatalogService {
  /** Tag -> YouTube ids of catalog videos carrying it; built once, the catalog is a few hundred videos. */
  private tagIndex: [string, string[]][] | undefined;

  constructor(private readonly db: Db) {}

  private tags(): [string, string[]][] {
    if (!this.tagIndex) {
      const byTag = new Map<string, string[]>();
      for (const v of loadCatalogVideos()) {
        for (const tag of v.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), v.youtubeId]);
      }
      this.tagIndex = [...byTag.entries()];
    }
    return this.tagIndex;
  }

  private match(word: string): WordMatch {
    const youtubeIds = new Set<string>();
    for (const [tag, ids] of this.tags()) if (tag.includes(word)) for (const id of ids) youtubeIds.add(id);
    const categoryIds = CATEGORIES.filter((c) => c.id.includes(word) || c.label.toLowerCase().includes(word)).map((c) => c.id);
    return { pattern: likePattern(word), categoryIds, youtubeIds: [...youtubeIds] };
  }

  /** Case-insensitive: every word must appear in the title, channel, category or a catalog tag. */
  async searchVideos(q: string, limit: number, offset: number): Promise<{ videos: YouTubeVideo[]; total: number }> {
    const words = queryWords(q);
    const boundedOffset = Math.min(Math.max(0, offset), MAX_LOCAL_OFFSET);
    if (words.length === 0 || offset > MAX_LOCAL_OFFSET) return { videos: [], total: 0 };
    const { rows, total } = await catalogQueries.searchVideos(
      this.db,
      words.map((w) => this.match(w)),
      Math.min(Math.max(1, limit), MAX_LIMIT),
      boundedOffset,
    );
    return { videos: rows.map(videoRowToYouTube), total: Math.min(total, MAX_LOCAL_OFFSET + MAX_LIMIT) };
  }

  /** The curated playlists (a few dozen, in memory). YouTube's counts are unknown without a key. */
  searchPlaylists(q: string, limit: number, offset: number): { playlists: PlaylistSummary[]; total: number } {
    const found = searchCatalogPlaylists(q, Math.min(Math.max(1, limit), MAX_LIMIT), Math.max(0, offset));
    return {
      total: found.total,
      playlists: found.playlists.map((p) => ({
        playlistId: p.playlistId,
        title: p.title,
        description: '',
        thumbnailUrl: '',
        channelTitle: p.channelTitle ?? '',
        publishedAt: null,
        videoCount: 0,
        viewCount: null,
        playlistUrl: playlistUrl(p.playlistId),
      })),
    };
  }

  async savedIds(youtubeIds: string[]): Promise<Map<string, number>> {
    return catalogQueries.idsByYoutubeId(this.db, [...new Set(youtubeIds)]);
  }
}
