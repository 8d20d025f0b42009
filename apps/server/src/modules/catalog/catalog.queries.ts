import { and, asc, desc, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';
import type { VideoFactsSource } from '../../providers/youtube/index.ts';

export type VideoRow = typeof videos.$inferSelect;
/** A video whose facts a trusted source confirmed: the only kind search shows. */
export type ConfirmedVideoRow = VideoRow & { factsSource: VideoFactsSource };

const isConfirmed = (row: VideoRow): row is ConfirmedVideoRow => row.factsSource !== null;

/** One search word and what it matched outside SQL (catalog tags, category names). */
export interface WordMatch {
  /** An ILIKE pattern, already escaped: `%word%`. */
  pattern: string;
  categoryIds: string[];
  youtubeIds: string[];
}

/** Every word must match the title, the channel, the category or (through the catalog) a tag. */
function wordCondition(word: WordMatch): SQL {
  const branches: (SQL | undefined)[] = [ilike(videos.title, word.pattern), ilike(videos.channelTitle, word.pattern)];
  // A fallback subject is a default, not something the video is about (decision 0033, amended).
  if (word.categoryIds.length > 0) branches.push(and(inArray(videos.category, word.categoryIds), sql`${videos.categorySource} is distinct from 'fallback'`));
  if (word.youtubeIds.length > 0) branches.push(inArray(videos.youtubeId, word.youtubeIds));
  return or(...branches) as SQL;
}

/** The catalog reads the videos module's table: local search and id look-ups, never a write. */
export const catalogQueries = {
  /**
   * Local search over every confirmed video (the seeded catalog included): an unconfirmed one holds
   * nothing worth finding, and a person's label of it is theirs alone. Each branch is indexed:
   * trigram GIN on title and channel_title, btree on category and youtube_id, so PostgreSQL can BitmapOr them.
   */
  async searchVideos(db: DbOrTx, words: WordMatch[], limit: number, offset: number): Promise<{ rows: ConfirmedVideoRow[]; total: number }> {
    if (words.length === 0) return { rows: [], total: 0 };
    const where = and(isNotNull(videos.factsSource), ...words.map(wordCondition));
    const titleHasAll = and(...words.map((w) => ilike(videos.title, w.pattern)));
    const rows = await db
      .select({ video: videos, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(videos)
      .where(where)
      // Title hits first, then the catalog order (seeded first, so lower ids), which keeps pages stable.
      .orderBy(desc(sql`(${titleHasAll})`), asc(videos.id))
      .limit(limit)
      .offset(offset);
    return { rows: rows.map((r) => r.video).filter(isConfirmed), total: rows[0]?.total ?? 0 };
  },

  /** Our ids for YouTube ids (search results show the saved id when there is one). */
  async idsByYoutubeId(db: DbOrTx, youtubeIds: string[]): Promise<Map<string, number>> {
    if (youtubeIds.length === 0) return new Map();
    const rows = await db
      .select({ id: videos.id, youtubeId: videos.youtubeId })
      .from(videos)
      .where(inArray(videos.youtubeId, youtubeIds));
    return new Map(rows.map((r) => [r.youtubeId, r.id]));
  },
};
