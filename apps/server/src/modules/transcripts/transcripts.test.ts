import { TRANSCRIPT_MESSAGES, TRANSCRIPT_UPLOAD_MAX_BYTES, type TranscriptReply } from '@learnstack/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { FAKE_CAPTION_IDS, fakeCues, startFakeCaptions } from '../../../test/fake-captions.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { correctionsSql, momentsSql, publicMomentCandidatesSql } from '../universal-search/universal-search.queries.ts';
import { toTsquery } from '../universal-search/universal-search.service.ts';
import { parseSrt, parseVtt } from './caption-files.ts';
import { retryDelayMs } from './transcripts.service.ts';

const fake = await startFakeCaptions();
afterAll(() => fake.close());
const t = await createTestApp({ config: { captions: { baseUrl: fake.url, perMinute: 10_000 } } });

const path = (youtubeId: string) => `/api/videos/${youtubeId}/transcript`;
/** Waits for the background fetches the GETs started: the visible state is what the next GET answers. */
const settled = () => t.services.transcripts.stopBackground();
const count = async (table: 'transcripts' | 'transcript_segments' | 'transcript_fetches') => Number((await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n);

/** A video that is not the catalog's (so not seen by everyone), in a plan of `owner`'s. */
async function videoInPlan(owner: TestClient, isPublic: boolean, extra: { youtubeId?: string } = {}) {
  const [v] = await makeVideos(t, 1, { factsSource: 'data_api', ...extra });
  const plan = await makePlan(owner, { isPublic });
  const res = await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: must(v).id });
  expect(res.statusCode).toBeLessThan(300);
  return must(v);
}

/** GET until the first fetch has ended: the first answer is 202, then whatever the fetch found. */
async function fetched(c: TestClient, youtubeId: string) {
  const first = await c.get(path(youtubeId));
  expect(first.statusCode).toBe(202);
  expect(first.json()).toEqual({ status: 'pending' });
  await settled();
  return c.get(path(youtubeId));
}

const VTT = `WEBVTT

1
00:00:01.000 --> 00:00:04.500 align:start
Hello <b>there</b> &amp; welcome

00:00:05.000 --> 00:00:07.000
We study xylophones today
`;

describe('GET /api/videos/{youtubeId}/transcript', () => {
  it("fetches YouTube's track in the background once, then answers it to every learner who may see the video", async () => {
    const me = await t.user();
    const v = await videoInPlan(me, true);
    fake.resetCalls();
    const res = await fetched(me, v.youtubeId);
    expect(res.statusCode).toBe(200);
    const body = res.json<TranscriptReply>();
    expect(body).toMatchObject({ youtubeId: v.youtubeId, language: 'en', source: 'youtube' });
    expect(body.segments).toEqual(fakeCues(v.youtubeId));
    // Kept: a second learner (the plan is public) and later views ask YouTube nothing.
    const other = await t.user();
    expect((await other.get(path(v.youtubeId))).json<TranscriptReply>().segments).toHaveLength(60);
    expect((await me.get(path(v.youtubeId))).statusCode).toBe(200);
    expect(fake.calls.map((c) => c.path)).toEqual(['/youtubei/v1/player', '/api/timedtext']);
  });

  it("chooses the video's language, else English, else the automatic track", async () => {
    const me = await t.user();
    const cue = (text: string) => [{ start: 0, duration: 2, text }];
    const cases = [
      { tracks: [{ languageCode: 'en', cues: cue('english') }, { languageCode: 'pt', cues: cue('portugues') }, { languageCode: 'pt', kind: 'asr' as const, cues: cue('auto') }], want: ['pt', 'portugues'] },
      { tracks: [{ languageCode: 'de', cues: cue('deutsch') }, { languageCode: 'en-GB', cues: cue('english') }, { languageCode: 'fr', kind: 'asr' as const, cues: cue('auto') }], want: ['en-GB', 'english'] },
      { tracks: [{ languageCode: 'fr', kind: 'asr' as const, cues: cue('automatique') }], want: ['fr', 'automatique'] },
    ];
    for (const { tracks, want } of cases) {
      const v = await videoInPlan(me, false);
      fake.setVideo(v.youtubeId, { kind: 'tracks', tracks });
      const body = (await fetched(me, v.youtubeId)).json<TranscriptReply>();
      expect([body.language, body.segments[0]?.text]).toEqual(want);
    }
  });

  it('answers a kept transcript in one statement: its head is read with the session', async () => {
    const me = await t.user();
    const v = await videoInPlan(me, false);
    await fetched(me, v.youtubeId);
    const read = async () => {
      const res = await me.get(path(v.youtubeId));
      expect(res.statusCode).toBe(200);
    };
    expect(await countStatements(t.pool, read)).toBe(1);
    // The head read with the session still decides who may see it: a stranger gets 404, an unknown id too.
    const stranger = await t.user();
    expect((await stranger.get(path(v.youtubeId))).statusCode).toBe(404);
    expect((await me.get(path('zzzzzzzzzzz'))).statusCode).toBe(404);
  });

  it("is 404 for an unknown video and for another learner's private plan's video", async () => {
    const owner = await t.user();
    const stranger = await t.user();
    const v = await videoInPlan(owner, false);
    expect((await stranger.get(path(v.youtubeId))).json()).toMatchObject({ message: TRANSCRIPT_MESSAGES.videoNotFound });
    expect((await stranger.get(path('zzzzzzzzzzz'))).statusCode).toBe(404);
    expect((await stranger.get(path('bad id'))).statusCode).toBe(400);
    // Nothing was fetched for the stranger's look.
    expect((await t.db.execute(sql`select 1 from transcript_fetches where video_id = ${v.id}`)).rows).toHaveLength(0);
  });

  it("says 'No transcript' when YouTube has no track or sends malformed data, stores nothing, and does not ask again on every view", async () => {
    const me = await t.user();
    for (const youtubeId of [FAKE_CAPTION_IDS.none, FAKE_CAPTION_IDS.malformed]) {
      await videoInPlan(me, false, { youtubeId });
      const res = await fetched(me, youtubeId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: TRANSCRIPT_MESSAGES.notFound });
      fake.resetCalls();
      expect((await me.get(path(youtubeId))).statusCode).toBe(404);
      expect(fake.calls).toEqual([]);
    }
    expect((await t.db.execute(sql`select 1 from transcripts t join videos v on v.id = t.video_id where v.youtube_id in (${FAKE_CAPTION_IDS.none}, ${FAKE_CAPTION_IDS.malformed})`)).rows).toEqual([]);
  });

  it('remembers a failure and tries again after the backoff, not before', async () => {
    const me = await t.user();
    const v = await videoInPlan(me, false);
    fake.failNext(3); // the first attempt and both retries
    expect((await fetched(me, v.youtubeId)).statusCode).toBe(404);
    fake.resetCalls();
    expect((await me.get(path(v.youtubeId))).statusCode).toBe(404);
    expect(fake.calls).toEqual([]);
    t.clock.advance(retryDelayMs(0) + 1000);
    const res = await fetched(me, v.youtubeId);
    expect(res.statusCode).toBe(200);
    expect(res.json<TranscriptReply>().segments).toHaveLength(60);
  });

  it('answers 202 while a slow first fetch runs, and starts it only once', async () => {
    const me = await t.user();
    await videoInPlan(me, false, { youtubeId: FAKE_CAPTION_IDS.slow });
    fake.resetCalls();
    const answers = await Promise.all([me.get(path(FAKE_CAPTION_IDS.slow)), me.get(path(FAKE_CAPTION_IDS.slow)), me.get(path(FAKE_CAPTION_IDS.slow))]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    // The 202s can come before the background request reaches the fake (a loaded machine): release
    // it once it is held, or it would arrive after the release and wait for ever.
    await vi.waitFor(() => expect(fake.heldSlow()).toBe(1), { timeout: 10_000, interval: 20 });
    fake.releaseSlow();
    await settled();
    expect((await me.get(path(FAKE_CAPTION_IDS.slow))).statusCode).toBe(200);
    expect(fake.calls.filter((c) => c.path === '/youtubei/v1/player')).toHaveLength(1);
  });
});

describe('PUT and DELETE /api/videos/{youtubeId}/transcript', () => {
  it("stores the caller's own file, which wins for them alone; DELETE shows YouTube's again", async () => {
    const me = await t.user();
    const other = await t.user();
    const v = await videoInPlan(me, true);
    await fetched(me, v.youtubeId);
    const put = await me.put(path(v.youtubeId), { format: 'vtt', content: VTT });
    expect(put.statusCode).toBe(200);
    const upload = {
      youtubeId: v.youtubeId,
      language: 'und',
      source: 'upload',
      segments: [
        { start: 1, duration: 3.5, text: 'Hello there & welcome' },
        { start: 5, duration: 2, text: 'We study xylophones today' },
      ],
    };
    expect(put.json()).toEqual(upload);
    expect((await me.get(path(v.youtubeId))).json()).toEqual(upload);
    expect((await other.get(path(v.youtubeId))).json<TranscriptReply>().source).toBe('youtube');

    // The upload is the learner's data: exported as the file they sent.
    const exported = (await me.get('/api/user/export')).json<{ data: Record<string, unknown[]> }>();
    expect(JSON.stringify(exported)).toContain('We study xylophones today');

    expect((await me.delete(path(v.youtubeId))).statusCode).toBe(200);
    expect((await me.get(path(v.youtubeId))).json<TranscriptReply>().source).toBe('youtube');
    expect((await me.delete(path(v.youtubeId))).statusCode).toBe(404);
  });

  it('refuses a malformed, empty or too large file with the problem named, and stores nothing', async () => {
    const me = await t.user();
    const v = await videoInPlan(me, false);
    const before = await count('transcripts');
    const cases: [unknown, string][] = [
      [{ format: 'vtt', content: 'hello\n\n00:01.000 --> 00:02.000\nhi' }, TRANSCRIPT_MESSAGES.malformedVtt],
      [{ format: 'vtt', content: 'WEBVTT\n\n00:05.000 --> 00:02.000\nends before it starts' }, TRANSCRIPT_MESSAGES.malformedVtt],
      [{ format: 'srt', content: '1\n00:00:01,000 -> 00:00:02,000\nbroken arrow' }, TRANSCRIPT_MESSAGES.malformedSrt],
      [{ format: 'srt', content: '' }, TRANSCRIPT_MESSAGES.empty],
      [{ format: 'vtt', content: 'WEBVTT\n\n00:01.000 --> 00:02.000\n<i> </i>' }, TRANSCRIPT_MESSAGES.empty],
      [{ format: 'vtt', content: `WEBVTT\n\n00:01.000 --> 00:02.000\n${'é'.repeat(TRANSCRIPT_UPLOAD_MAX_BYTES / 2)}` }, TRANSCRIPT_MESSAGES.tooLarge],
      [{ format: 'txt', content: 'x' }, TRANSCRIPT_MESSAGES.format],
      [{ format: 'srt' }, TRANSCRIPT_MESSAGES.contentRequired],
    ];
    for (const [body, message] of cases) {
      const res = await me.put(path(v.youtubeId), body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await count('transcripts')).toBe(before);
    // A video the caller may not see cannot be given a transcript.
    const stranger = await t.user();
    expect((await stranger.put(path(v.youtubeId), { format: 'vtt', content: VTT })).statusCode).toBe(404);
  });

  it('reads SRT and WebVTT the way players do', () => {
    expect(parseSrt('\uFEFF1\r\n00:00:01,500 --> 00:00:03,000\r\n{\\an8}<i>Line one</i>\r\nline two\r\n\r\n2\r\n00:00:00,000 --> 00:00:01,000\r\nFirst\r\n')).toEqual({
      ok: true,
      segments: [
        { start: 0, duration: 1, text: 'First' },
        { start: 1.5, duration: 1.5, text: 'Line one line two' },
      ],
    });
    expect(parseVtt('WEBVTT - title\n\nNOTE a comment\n\nSTYLE\n::cue { color: red }\n\n01:00:00.000 --> 01:00:02.000\n<v Ann>Hi&#39;s</v>')).toEqual({
      ok: true,
      segments: [{ start: 3600, duration: 2, text: "Hi's" }],
    });
  });
});

describe('GET /api/transcripts/search and the universal search', () => {
  it("finds what was said in the caller's videos first, then public plans' videos, with typos, never another's private video or upload", async () => {
    const me = await t.user();
    const other = await t.user();
    const mine = await videoInPlan(me, false);
    const publicOne = await videoInPlan(other, true);
    const privateOne = await videoInPlan(other, false);
    const say = (text: string) => ({ kind: 'tracks' as const, tracks: [{ languageCode: 'en', cues: [{ start: 754, duration: 3, text }] }] });
    fake.setVideo(mine.youtubeId, say('Here a quasiparticle appears'));
    fake.setVideo(publicOne.youtubeId, say('Every quasiparticle has a lifetime'));
    fake.setVideo(privateOne.youtubeId, say('A secret quasiparticle'));
    await fetched(me, mine.youtubeId);
    await fetched(other, publicOne.youtubeId);
    await fetched(other, privateOne.youtubeId);
    await other.put(path(publicOne.youtubeId), { format: 'vtt', content: 'WEBVTT\n\n00:01.000 --> 00:02.000\nmy private quasiparticle notes' });

    const res = await me.get('/api/transcripts/search?q=quasiparticl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      moments: [
        { youtubeId: mine.youtubeId, title: mine.title, atSeconds: 754, text: 'Here a quasiparticle appears' },
        { youtubeId: publicOne.youtubeId, title: publicOne.title, atSeconds: 754, text: 'Every quasiparticle has a lifetime' },
      ],
    });
    // A typo in a word nobody typed as such: corrected against the transcripts' words.
    expect((await me.get('/api/transcripts/search?q=quasiparticel&limit=1')).json()).toEqual({ moments: [expect.objectContaining({ youtubeId: mine.youtubeId })] });
    const local = (await me.get('/api/universal-search/local?q=quasiparticle')).json<{ moments: { youtubeId: string }[] }>();
    expect(local.moments.map((m) => m.youtubeId)).toEqual([mine.youtubeId, publicOne.youtubeId]);
    // The uploader finds their own upload's words (their upload wins over YouTube's for them).
    const theirs = (await other.get('/api/transcripts/search?q=quasiparticle')).json<{ moments: { text: string }[] }>();
    expect(theirs.moments.map((m) => m.text).sort()).toEqual(['A secret quasiparticle', 'my private quasiparticle notes']);
    // Its plan made private: the public moment leaves at once, though the public candidates are kept (decision 0065).
    const [publicPlan] = (await t.db.execute<{ plan_id: number }>(sql`select plan_id from plan_videos where video_id = ${publicOne.id}`)).rows;
    expect((await other.put(`/api/learning-plans/${must(publicPlan).plan_id}/visibility`, { isPublic: false })).statusCode).toBe(200);
    expect((await me.get('/api/transcripts/search?q=quasiparticl')).json<{ moments: { youtubeId: string }[] }>().moments.map((m) => m.youtubeId)).toEqual([mine.youtubeId]);

    expect((await me.get('/api/transcripts/search?q=a')).json()).toMatchObject({ message: TRANSCRIPT_MESSAGES.queryRequired });
    expect((await me.get('/api/transcripts/search?q=quasi&limit=51')).statusCode).toBe(400);
  });

  it("corrects typos through the word list's indexes (EXPLAIN)", async () => {
    const plan = (statement: SQL) =>
      t.db.transaction(async (tx) => {
        // At a test's volume a sequential read is cheaper; ruled out, the plan shows the index CAN answer.
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = (await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`)).rows;
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const corrections = await plan(correctionsSql('closurs funct', 'transcript_words'));
    expect(corrections).toContain('transcript_words_word_trgm_idx');
    expect(corrections).toContain('transcript_words_prefix_idx');
  });

  /**
   * At a volume where reading every segment costs more than the index (400 transcripts, 24,000
   * segments), the planner picks the (transcript_id, tsv) GIN index on its own for both paths: the
   * caller's transcripts one by one, and any segment with the words for public plans. Dropping the
   * index, or writing a condition it cannot answer, fails this test.
   */
  it('picks the GIN index on segments at volume, which keeps no pending list', { timeout: 120_000 }, async () => {
    const me = await t.user();
    const owner = must(me.user);
    await t.db.execute(sql`
      insert into videos (youtube_id, title, channel_title, description, facts_source)
      select 'tv' || lpad(g::text, 9, '0'), 'Transcribed lesson ' || g, 'Channel', '', 'data_api' from generate_series(1, 400) g`);
    await t.db.execute(sql`
      insert into transcripts (video_id, user_id, language, segment_count, created_at)
      select v.id, null, 'en', 60, now() from videos v where v.youtube_id like 'tv%'`);
    // 60 lines of 8 words each from a 2,000-word vocabulary; 'xylophage' in one line of every 40th transcript.
    await t.db.execute(sql`
      insert into transcript_segments (transcript_id, position, start, duration, text)
      select t.id, p, p * 3, 3,
             case when p = 7 and t.id % 40 = 0 then 'the xylophage eats wood ' else '' end ||
             (select string_agg('w' || ((t.id * 7919 + p * 104729 + k * 15485863) % 2000), ' ') from generate_series(1, 8) k)
      from transcripts t join videos v on v.id = t.video_id, generate_series(0, 59) p
      where v.youtube_id like 'tv%'`);
    // The caller has three of them in a plan; a fifth of them are in public plans.
    const mine = await makePlan(me, { isPublic: false });
    const other = await makePlan(await t.user(), { isPublic: true });
    await t.db.execute(sql`
      insert into plan_videos (plan_id, video_id, order_index)
      select case when rn <= 3 then ${mine.id}::int else ${other.id}::int end, id, rn
      from (select v.id, row_number() over (order by v.id) as rn from videos v where v.youtube_id like 'tv%') x
      where rn <= 3 or rn % 5 = 0`);
    for (const table of ['videos', 'transcripts', 'transcript_segments', 'plan_videos', 'learning_plans']) await t.db.execute(sql.raw(`analyze ${table}`));

    const explain = async (statement: SQL) => (await t.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    for (const word of ['xylophage', 'w17']) {
      const tsquery = toTsquery([{ word, alternatives: [] }]) ?? '';
      // The caller's: "transcript_id = X and the words"; public plans' (shared): "the words".
      const moments = await explain(momentsSql(owner.id, tsquery, [], 10));
      expect(moments, word).toMatch(/Bitmap Index Scan on transcript_segments_tsv_idx[^\n]*\n\s+Index Cond: \(\(transcript_id = /);
      expect(moments, word).not.toMatch(/Seq Scan on transcript_segments/);
      const publicMoments = await explain(publicMomentCandidatesSql(tsquery));
      expect(publicMoments, word).toMatch(/Bitmap Index Scan on transcript_segments_tsv_idx[^\n]*\n\s+Index Cond: \(tsv @@ /);
      expect(publicMoments, word).not.toMatch(/Seq Scan on transcript_segments/);
    }
    // Written straight into the index: a pending list would be read by every search (migration 0026).
    const [index] = (await t.db.execute<{ reloptions: string[] | null }>(sql`select reloptions from pg_class where relname = 'transcript_segments_tsv_idx'`)).rows;
    expect(index?.reloptions).toContain('fastupdate=off');
  });
});

describe('review cards', () => {
  it('carry the transcript lines around their note, in the same statement', async () => {
    const me = await t.user();
    const v = await videoInPlan(me, false);
    await fetched(me, v.youtubeId);
    const note = await me.post(`/api/videos/${v.id}/notes`, { atSeconds: 60, text: 'Remember this', makeCard: true });
    expect(note.statusCode).toBe(201);
    const bare = await videoInPlan(me, false);
    await me.post(`/api/videos/${bare.id}/notes`, { atSeconds: 5, text: 'No transcript here', makeCard: true });
    t.clock.advance(2 * 24 * 3600 * 1000);
    const cards = (await me.get('/api/review/due')).json<{ cards: { back: string; context: { start: number; text: string }[] }[] }>().cards;
    const withContext = must(cards.find((c) => c.back === 'Remember this'));
    expect(withContext.context).toEqual(fakeCues(v.youtubeId).filter((c) => c.start >= 40 && c.start <= 80).map(({ start, text }) => ({ start, text })));
    expect(must(cards.find((c) => c.back === 'No transcript here')).context).toEqual([]);
  });
});
