/**
 * Transcripts at volume for the benchmarks (issue 26): one YouTube transcript per given video, each of
 * `segmentsPerTranscript` lines of generated speech (a Zipf-like mix of common words, topic words and
 * rare ones, deterministic for a seed), written with COPY. The fetch state is 'ready' for each video,
 * so the app never asks YouTube for them. Videos that already have an English YouTube transcript are
 * skipped.
 */
import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const COMMON = 'the a and to of in is that it we you this for on with so be as are can if what now here'.split(' ');
export const TOPIC_WORDS = 'closures functions variables recursion arrays objects promises modules types loops pointers memory threads compiler kubernetes docker python javascript database index query transaction gradient tensor matrix vector derivative integral'.split(' ');
const SYLLABLES = 'ka lo mi ne tu ra si vo pe da ge fi ho ju ly ze qu xa wo bi'.split(' ');

/** A small deterministic PRNG (mulberry32): the same seed gives the same transcripts. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 4,000 made-up rare words (three syllables each): the long tail of a vocabulary. */
const RARE = Array.from({ length: 4000 }, (_, i) => {
  const s = (n: number) => SYLLABLES[n % SYLLABLES.length] ?? 'ka';
  return s(i) + s(Math.floor(i / 20)) + s(Math.floor(i / 400) + 7);
});

function sentence(next: () => number): string {
  const words: string[] = [];
  const n = 7 + Math.floor(next() * 6);
  for (let i = 0; i < n; i++) {
    const r = next();
    const pool = r < 0.6 ? COMMON : r < 0.75 ? TOPIC_WORDS : RARE;
    words.push(pool[Math.floor(next() ** 2 * pool.length)] ?? 'the');
  }
  return words.join(' ');
}

/** COPY's text format: backslash, tab and line breaks escaped. */
const field = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');

export async function copyTranscripts(
  pool: pg.Pool,
  videoIds: number[],
  opts: { segmentsPerTranscript?: number; seed?: number } = {},
): Promise<{ transcripts: number; segments: number }> {
  const perTranscript = opts.segmentsPerTranscript ?? 150;
  const next = random(opts.seed ?? 26);
  const client = await pool.connect();
  try {
    const inserted = await client.query<{ id: number; video_id: number }>(
      `insert into transcripts (video_id, user_id, language, segment_count, created_at)
       select v, null, 'en', $2, now() from unnest($1::int[]) v
       on conflict do nothing
       returning id, video_id`,
      [videoIds, perTranscript],
    );
    const ids = inserted.rows.map((r) => r.id);
    const many = ids.length * perTranscript > 100_000;
    // At volume the GIN index is cheaper built once after the COPY than kept up row by row.
    if (many) await client.query('drop index if exists transcript_segments_tsv_idx');
    const stream = client.query(copyFrom('copy transcript_segments (transcript_id, position, start, duration, text) from stdin'));
    let segments = 0;
    let chunk = '';
    for (const id of ids) {
      let at = 0;
      for (let position = 0; position < perTranscript; position++) {
        const duration = Math.round((2 + next() * 4) * 100) / 100;
        chunk += `${id}\t${position}\t${at.toFixed(2)}\t${duration}\t${field(sentence(next))}\n`;
        at += duration;
        segments++;
      }
      if (chunk.length > 1 << 20) {
        if (!stream.write(chunk)) await once(stream, 'drain');
        chunk = '';
      }
    }
    stream.end(chunk);
    await once(stream, 'finish');
    // As migration 0026 leaves it: no pending list, which every search would read.
    if (many) await client.query('create index if not exists transcript_segments_tsv_idx on transcript_segments using gin (transcript_id, tsv) with (fastupdate = off)');
    await client.query(
      `insert into transcript_fetches (video_id, status, attempts, updated_at)
       select unnest($1::int[]), 'ready', 0, now()
       on conflict (video_id) do update set status = 'ready', next_attempt_at = null, updated_at = now()`,
      [inserted.rows.map((r) => r.video_id)],
    );
    // The vocabulary typos are corrected against (the seeder knows every word it used).
    await client.query(`insert into transcript_words (word) select unnest($1::text[]) on conflict do nothing`, [[...COMMON, ...TOPIC_WORDS, ...RARE].filter((w) => w.length >= 2)]);
    await client.query('analyze transcripts; analyze transcript_segments; analyze transcript_words');
    return { transcripts: ids.length, segments };
  } finally {
    client.release();
  }
}
