import { REVIEW_CONTEXT_SECONDS, REVIEW_DUE_COUNT_MAX, type ReviewContextLine } from '@learnstack/contracts';
import { and, asc, desc, eq, getTableColumns, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notes, reviewCards, reviewLogs, reviewReminders, users, videoLabels, videos } from '../../db/schema/index.ts';
import { ownLabel, ownLabelOfPlaceholder } from '../videos/video-labels.queries.ts';
import { prepared } from '../../db/prepared.ts';

type ReviewCardRow = typeof reviewCards.$inferSelect;

/** The viewer's title for a video: their own label while the video is unconfirmed. */
const videoTitle = sql<string>`coalesce(nullif(${videoLabels.title}, ''), ${videos.title})`;
const videoColumns = { id: videos.id, youtubeId: videos.youtubeId, title: videoTitle, thumbnailUrl: videos.thumbnailUrl, durationSeconds: videos.durationSeconds };

/** ILIKE pattern for a literal search text. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A user's time zone, as the database names it; unknown users count in UTC. */
const userZone = (userId: number) => sql`coalesce((select ${users.timeZone} from ${users} where ${users.id} = ${userId}), 'UTC')`;

/**
 * GET /api/review/due runs on every card the learner turns: its reads are built once and prepared
 * (decision 0015), each on (user_id, due_at). The count and the next due time ride along with the
 * due cards (subselects PostgreSQL runs once), in one row of nulls when none is due.
 */
const dueCountSql = sql<number>`(select count(*)::int from (select 1 from ${reviewCards} where ${reviewCards.userId} = ${sql.placeholder('userId')} and ${reviewCards.dueAt} <= ${sql.placeholder('now')} limit ${REVIEW_DUE_COUNT_MAX}) d)`;
const nextDueSql = sql<Date | null>`(select ${reviewCards.dueAt} from ${reviewCards} where ${reviewCards.userId} = ${sql.placeholder('userId')} and ${reviewCards.dueAt} > ${sql.placeholder('now')} order by ${reviewCards.dueAt} limit 1)`;

/**
 * A card's transcript lines around its note (decision 0049), in the same statement as the card: the
 * learner's own upload for the video, else YouTube's transcript, read on (transcript_id, start).
 */
const contextSql = sql<ReviewContextLine[]>`coalesce((
  select json_agg(json_build_object('start', s.start, 'text', s.text) order by s.start, s.position)
  from transcript_segments s
  where s.transcript_id = (select t.id from transcripts t where t.video_id = ${notes.videoId} and (t.user_id = ${sql.placeholder('userId')} or t.user_id is null) order by t.user_id nulls last, t.id limit 1)
    and s.start between ${notes.atSeconds} - ${sql.raw(String(REVIEW_CONTEXT_SECONDS))} and ${notes.atSeconds} + ${sql.raw(String(REVIEW_CONTEXT_SECONDS))}
), '[]'::json)`;

/** The card's columns under names of their own (due_<column>), so the page's subquery can hand them out. */
const cardColumns = getTableColumns(reviewCards);
type CardColumn = keyof typeof cardColumns;
const cardKeys = Object.keys(cardColumns) as CardColumn[];

/** The page of due cards, oldest due first: a walk of (user_id, due_at, id) that stops at the limit. */
const duePage = (db: DbOrTx) =>
  db
    .select(Object.fromEntries(cardKeys.map((k) => [k, sql`${cardColumns[k]}`.mapWith(cardColumns[k]).as(`due_${cardColumns[k].name}`)])) as { [K in CardColumn]: SQL.Aliased<(typeof reviewCards.$inferSelect)[K]> })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, sql.placeholder('userId')), lte(reviewCards.dueAt, sql.placeholder('now'))))
    .orderBy(asc(reviewCards.dueAt), asc(reviewCards.id))
    .limit(sql.placeholder('limit'))
    .as('due');

/**
 * One statement whether cards are due or not (decision 0054): the figures' one row, left-joined to the
 * page of due cards with their notes and videos. Nothing due is one row of nulls with the figures;
 * before, an empty list cost a second statement for them.
 */
const dueCardsQuery = prepared((db) => {
  const due = duePage(db);
  return db
    .select({
      card: Object.fromEntries(cardKeys.map((k) => [k, due[k]])) as { [K in CardColumn]: (typeof due)[K] },
      note: { id: notes.id, atSeconds: notes.atSeconds, text: notes.text, question: notes.question },
      video: videoColumns,
      context: contextSql,
      dueCount: dueCountSql.mapWith(Number),
      nextDueAt: nextDueSql.mapWith(reviewCards.dueAt),
    })
    .from(sql`(values (1)) as one`)
    .leftJoin(due, sql`true`)
    .leftJoin(notes, eq(notes.id, due.noteId))
    .leftJoin(videos, eq(videos.id, notes.videoId))
    .leftJoin(videoLabels, ownLabelOfPlaceholder('userId'))
    .orderBy(asc(due.dueAt), asc(due.id))
    .prepare('review_due_cards');
});

/** Read models of notes and review cards with the videos they are about (decision 0019). */
export const notesQueries = {
  /** The user's notes across videos, newest first; `q` searches the text and the question. One page plus one row (hasMore). */
  async list(db: DbOrTx, userId: number, q: string | undefined, offset: number, limit: number) {
    const search = q ? or(ilike(notes.text, containing(q)), ilike(notes.question, containing(q))) : undefined;
    return db
      .select({ note: notes, cardId: reviewCards.id, cardDueAt: reviewCards.dueAt, video: videoColumns })
      .from(notes)
      .innerJoin(videos, eq(videos.id, notes.videoId))
      .leftJoin(videoLabels, ownLabel(userId))
      .leftJoin(reviewCards, eq(reviewCards.noteId, notes.id))
      .where(and(eq(notes.userId, userId), search))
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .offset(offset)
      .limit(limit);
  },

  /**
   * The user's due cards, oldest due first, with their notes and videos, how many are due (up to
   * REVIEW_DUE_COUNT_MAX) and when the next one not yet due falls due. One statement on
   * (user_id, due_at), cards due or not.
   */
  async dueCards(db: DbOrTx, userId: number, now: Date, limit: number) {
    const all = await dueCardsQuery(db).execute({ userId, now, limit });
    const rows = all.flatMap(({ card, note, video, context }) => (card?.id != null && note && video ? [{ card: card as ReviewCardRow, note, video, context }] : []));
    return { rows, dueCount: all[0]?.dueCount ?? 0, nextDueAt: all[0]?.nextDueAt ?? null };
  },

  /** The figures of GET /api/review/stats, in the user's time zone, as of `now`. */
  async stats(db: DbOrTx, userId: number, now: Date) {
    const zone = userZone(userId);
    const dayStart = sql`(date_trunc('day', ${now}::timestamptz at time zone ${zone}) at time zone ${zone})`;
    const [counts] = (
      await db.execute<{ today: string; due_today: string | number; reviewed_today: string | number; learned: string | number; remembered: string | number }>(sql`
        select
          (${now}::timestamptz at time zone ${zone})::date::text as today,
          (select count(*) from (select 1 from ${reviewCards} where ${reviewCards.userId} = ${userId} and ${reviewCards.dueAt} < ${dayStart} + interval '1 day' limit ${REVIEW_DUE_COUNT_MAX}) d) as due_today,
          (select count(*) from ${reviewLogs} where ${reviewLogs.userId} = ${userId} and ${reviewLogs.reviewedAt} >= ${dayStart} and ${reviewLogs.reviewedAt} <= ${now}) as reviewed_today,
          (select count(*) from ${reviewLogs} where ${reviewLogs.userId} = ${userId} and ${reviewLogs.reviewedAt} > ${now}::timestamptz - interval '30 days' and ${reviewLogs.reviewedAt} <= ${now} and ${reviewLogs.state} = 2) as learned,
          (select count(*) from ${reviewLogs} where ${reviewLogs.userId} = ${userId} and ${reviewLogs.reviewedAt} > ${now}::timestamptz - interval '30 days' and ${reviewLogs.reviewedAt} <= ${now} and ${reviewLogs.state} = 2 and ${reviewLogs.rating} > 1) as remembered`)
    ).rows;
    const days = await db.execute<{ day: string }>(sql`
      select distinct (${reviewLogs.reviewedAt} at time zone ${zone})::date::text as day
      from ${reviewLogs}
      where ${reviewLogs.userId} = ${userId} and ${reviewLogs.reviewedAt} > ${now}::timestamptz - interval '400 days' and ${reviewLogs.reviewedAt} <= ${now}
      order by day desc`);
    const forecast = await db.execute<{ day: string; n: string | number }>(sql`
      select greatest((${reviewCards.dueAt} at time zone ${zone})::date, (${now}::timestamptz at time zone ${zone})::date)::text as day, count(*) as n
      from ${reviewCards}
      where ${reviewCards.userId} = ${userId} and ${reviewCards.dueAt} < ${dayStart} + interval '7 days'
      group by 1`);
    return {
      today: counts?.today ?? now.toISOString().slice(0, 10),
      dueToday: Number(counts?.due_today ?? 0),
      reviewedToday: Number(counts?.reviewed_today ?? 0),
      learned: Number(counts?.learned ?? 0),
      remembered: Number(counts?.remembered ?? 0),
      reviewDays: days.rows.map((r) => r.day),
      forecast: new Map(forecast.rows.map((r) => [r.day, Number(r.n)])),
    };
  },

  /**
   * Users with a card due at `now` who have had no review reminder on their local day yet, with
   * their local day and their due count (up to REVIEW_DUE_COUNT_MAX). A bounded batch.
   */
  async reminderCandidates(db: DbOrTx, now: Date, limit: number): Promise<Array<{ userId: number; localDate: string; dueCount: number }>> {
    const result = await db.execute<{ user_id: number; local_date: string; due_count: string | number }>(sql`
      select u.id as user_id, (${now}::timestamptz at time zone u.time_zone)::date::text as local_date,
        (select count(*) from (select 1 from ${reviewCards} c where c.user_id = u.id and c.due_at <= ${now} limit ${REVIEW_DUE_COUNT_MAX}) d) as due_count
      from ${users} u
      where exists (select 1 from ${reviewCards} c where c.user_id = u.id and c.due_at <= ${now})
        and not exists (select 1 from ${reviewReminders} r where r.user_id = u.id and r.local_date = (${now}::timestamptz at time zone u.time_zone)::date)
      order by u.id
      limit ${limit}`);
    return result.rows.map((r) => ({ userId: Number(r.user_id), localDate: r.local_date, dueCount: Number(r.due_count) }));
  },
};
