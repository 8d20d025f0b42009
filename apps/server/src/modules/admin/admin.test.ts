import type { AdminStats, IntegrityReport } from '@learnstack/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit, apiUsage, learningPlans, playlistImports, sessions, users } from '../../db/schema/index.ts';
import { usageDay } from '../../providers/youtube/db-cache.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { planWithVideos } from '../../../test/fixtures/sharing.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const t = await createTestApp({ config: { admin: { email: 'root@example.com', password: 'root-password' }, donations: { enabled: true, url: 'https://donate.example.com/learnstack' } } });
await t.services.admin.ensureConfiguredAdmin();

const DAY_MS = 86_400_000;

/** A client signed in to the admin area as the configured admin. */
async function adminClient(): Promise<TestClient> {
  const c = t.client();
  const res = await c.post('/api/admin/login', { email: 'root@example.com', password: 'root-password' });
  expect(res.statusCode, res.body).toBe(200);
  c.csrfToken = res.json<{ csrfToken: string }>().csrfToken;
  return c;
}
const lastAudit = async () => (await t.db.select().from(adminAudit).orderBy(sql`id desc`).limit(1))[0];

describe('the configured admin (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('is created at start with a hashed password, and promoted when the account already exists', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'root@example.com'));
    expect(row?.role).toBe('admin');
    expect(row?.passwordHash).toMatch(/^\$argon2/);
    // Running again changes nothing.
    await t.services.admin.ensureConfiguredAdmin();
    expect(await t.db.select().from(users).where(eq(users.email, 'root@example.com'))).toHaveLength(1);

    const existing = await t.user({ email: 'later-admin@example.com' });
    const other = await createTestApp({ config: { admin: { email: 'later-admin@example.com', password: 'another-one' } } });
    await other.db.insert(users).values({ email: 'later-admin@example.com', passwordHash: must((await t.db.select().from(users).where(eq(users.email, 'later-admin@example.com')))[0]).passwordHash });
    await other.services.admin.ensureConfiguredAdmin();
    const [promoted] = await other.db.select().from(users).where(eq(users.email, 'later-admin@example.com'));
    expect(promoted?.role).toBe('admin');
    // Promotion keeps the account's own password.
    const c = other.client();
    expect((await c.post('/api/admin/login', { email: 'later-admin@example.com', password: existing.email ? 'secret-password' : '' })).statusCode).toBe(200);
  });

  it('grants and revokes the role from the command line service, with an audit entry', async () => {
    const u = await t.user();
    expect(await t.services.admin.setRole(u.email, 'admin', { user: null, email: 'command line', ip: null })).toBe(`${u.email} is now an admin`);
    expect((await t.db.select().from(users).where(eq(users.id, must(u.user).id)))[0]?.role).toBe('admin');
    expect(await lastAudit()).toMatchObject({ action: 'admin.role.grant', outcome: 'success', actorEmail: 'command line' });
    expect(await t.services.admin.setRole(u.email, 'user', { user: null, email: 'command line', ip: null })).toBe(`${u.email} is no longer an admin`);
    await expect(t.services.admin.setRole('nobody@example.com', 'admin', { user: null, email: 'command line', ip: null })).rejects.toThrow(/No account/);
    expect(await lastAudit()).toMatchObject({ action: 'admin.role.grant', outcome: 'failure' });
  });
});

describe('admin sign-in', () => {
  it('answers a wrong password and a non-admin’s right one with the same 401, and audits both', async () => {
    const wrong = await t.client().post('/api/admin/login', { email: 'root@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    const learner = await t.user();
    const notAdmin = await t.client().post('/api/admin/login', { email: learner.email, password: learner.password });
    expect(notAdmin.statusCode).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, csrfToken: undefined });
    expect(strip(notAdmin.json())).toEqual(strip(wrong.json()));
    expect(wrong.json()).toMatchObject({ error: 'Invalid credentials', message: 'Invalid credentials', csrfToken: expect.any(String) });
    const failures = await t.db.select().from(adminAudit).where(eq(adminAudit.outcome, 'failure'));
    expect(failures.map((f) => f.detail)).toEqual(expect.arrayContaining(['wrong e-mail or password', 'not an admin']));
    expect(failures.find((f) => f.detail === 'not an admin')?.actorEmail).toBe(learner.email);
  });

  it('signs in, reaches the admin routes, and signs out', async () => {
    const c = await adminClient();
    expect(await lastAudit()).toMatchObject({ action: 'admin.login', outcome: 'success' });
    expect((await c.get('/api/admin/stats')).statusCode).toBe(200);
    expect((await c.post('/api/admin/logout')).json()).toEqual({ message: 'Logged out' });
    expect(await lastAudit()).toMatchObject({ action: 'admin.logout', outcome: 'success' });
    expect((await c.get('/api/admin/stats')).statusCode).toBe(401);
  });

  it('refuses a malformed body with 400', async () => {
    expect((await t.client().post('/api/admin/login', { email: 'not-an-email', password: 'x' })).statusCode).toBe(400);
    expect((await t.client().post('/api/admin/login', { email: 'root@example.com' })).statusCode).toBe(400);
  });
});

describe('admin stats', () => {
  it('reports real figures, and a new sign-up shows in total and recent users', async () => {
    const c = await adminClient();
    const before = (await c.get('/api/admin/stats')).json<AdminStats>();
    const fresh = await t.user({ firstName: 'Newest', lastName: 'Learner' });
    await t.db.update(users).set({ timeZone: 'Europe/Berlin' }).where(eq(users.id, must(fresh.user).id));
    const after = (await c.get('/api/admin/stats')).json<AdminStats>();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.recentUsers[0]).toMatchObject({ email: fresh.email, firstName: 'Newest', lastName: 'Learner' });
    expect(after.recentUsers.length).toBeLessThanOrEqual(5);
    expect(after.viewersByRegion.find((r) => r.region === 'Europe')?.count).toBeGreaterThanOrEqual(1);
    expect(after.viewersByRegion.reduce((s, r) => s + r.count, 0)).toBe(after.totalUsers);
    const [row] = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from users`).then((r) => r.rows);
    expect(after.totalUsers).toBe(row?.n);
    expect(after.systemHealth).toMatchObject({ dbStatus: 'connected', detailedMetrics: { cpu: { cores: expect.any(Number) }, service: { status: 'running' } } });
    expect(after.systemHealth.detailedMetrics.memory.total).toBeGreaterThan(0);
    expect(after.systemHealth.detailedMetrics.disk.total).toBeGreaterThan(0);
  });

  it('counts plans and ranks the top plans by the other users who copied, liked or watched them', async () => {
    const c = await adminClient();
    const owner = await t.user();
    const { plan, videos } = await planWithVideos(t, owner, 2, { isPublic: true });
    const before = (await c.get('/api/admin/stats')).json<AdminStats>();
    const fans = await Promise.all([t.user(), t.user(), t.user()]);
    for (const fan of fans) expect((await fan.post(`/api/plans/${plan.id}/like`)).statusCode).toBe(200);
    expect((await must(fans[0]).put('/api/video-progress', { videoId: must(videos[0]).id, currentTime: 30, duration: 100 })).statusCode).toBe(200);
    await owner.put('/api/video-progress', { videoId: must(videos[0]).id, currentTime: 30, duration: 100 });
    const stats = (await c.get('/api/admin/stats')).json<AdminStats>();
    expect(stats.topPlans[0]).toEqual({ id: plan.id, title: plan.title, videoCount: 2, userCount: 3 });
    expect(stats.publicPlans).toBeGreaterThanOrEqual(before.publicPlans);
    expect(stats.totalPlans).toBe(before.totalPlans);
  });

  it('runs the same number of statements whatever the data', async () => {
    // The mail queue's poll and the import sweep use the same pool on their timers: stop them so only the stats are counted.
    await t.services.mailQueue.stop();
    await t.services.playlistImport.stopBackground();
    const c = await adminClient();
    await c.get('/api/admin/stats');
    const small = await countStatements(t.pool, () => t.services.admin.stats());
    const many = await Promise.all(Array.from({ length: 4 }, () => t.user()));
    for (const u of many) await planWithVideos(t, u, 3);
    const large = await countStatements(t.pool, () => t.services.admin.stats());
    expect(large).toBe(small);
    // 9: the captions line of the usage ledger (decision 0049) is its own read.
    expect(small).toBe(9);
  });

  it('shows the AI ledger with tokens and cost, and High Error Rate above 10 % errors today', async () => {
    const c = await adminClient();
    const day = usageDay(new Date());
    await t.db.insert(apiUsage).values({ service: 'openai', day, calls: 10, errors: 2, tokens: 1234, cost: 0.01234, totalMs: 5000 });
    const s = (await c.get('/api/admin/stats')).json<AdminStats>();
    expect(s.apiMetrics.openai).toMatchObject({ status: 'High Error Rate', todayCalls: 10, errors: 2, avgResponseTime: 500, realUsage: { dailyTokens: 1234 } });
    expect(s.apiMetrics.openai.realUsage.estimatedCost).toBeCloseTo(0.01234, 5);
    await t.db.update(apiUsage).set({ errors: 1 }).where(eq(apiUsage.service, 'openai'));
    expect((await c.get('/api/admin/stats')).json<AdminStats>().apiMetrics.openai.status).toBe('Active');
  });
});

describe('the YouTube quota correction', () => {
  it('validates 0 to 100,000 and the stats follow, up to Quota Exceeded', async () => {
    const c = await adminClient();
    for (const bad of [-1, 100_001, 'abc', null, 1.5]) {
      expect((await c.post('/api/admin/quota/youtube', { quotaUsed: bad })).statusCode, String(bad)).toBe(400);
    }
    expect((await c.post('/api/admin/quota/youtube', {})).statusCode).toBe(400);
    expect((await c.post('/api/admin/quota/youtube', { quotaUsed: 7500 })).json()).toMatchObject({ quotaUsed: 7500 });
    const limit = t.config.youtube.dailyQuota;
    let q = (await c.get('/api/admin/stats')).json<AdminStats>().apiMetrics.youtube;
    expect(q.realQuota).toMatchObject({ used: 7500, limit, remaining: limit - 7500, percentageUsed: Math.round((7500 / limit) * 1000) / 10 });
    expect(q.status).toBe('Active');
    expect(await lastAudit()).toMatchObject({ action: 'admin.quota.youtube', outcome: 'success', detail: '0 -> 7500 units' });
    await c.post('/api/admin/quota/youtube', { quotaUsed: limit });
    q = (await c.get('/api/admin/stats')).json<AdminStats>().apiMetrics.youtube;
    expect(q).toMatchObject({ status: 'Quota Exceeded', realQuota: { remaining: 0, percentageUsed: 100 } });
    await c.post('/api/admin/quota/youtube', { quotaUsed: 0 });
  });
});

describe('cleaning inactive plans', () => {
  it('deletes old empty unused plans only, and says how many', async () => {
    const c = await adminClient();
    const u = await t.user();
    const liker = await t.user();
    const old = new Date(Date.now() - 40 * DAY_MS);
    const stale = await makePlan(u);
    const staleToo = await makePlan(u);
    const fresh = await makePlan(u);
    const withVideos = (await planWithVideos(t, u, 1)).plan;
    const liked = await makePlan(u, { isPublic: true });
    const favourited = await makePlan(u);
    await t.db.update(learningPlans).set({ createdAt: old, updatedAt: old }).where(sql`${learningPlans.id} in (${sql.join([stale.id, staleToo.id, withVideos.id, liked.id, favourited.id], sql`, `)})`);
    await liker.post(`/api/plans/${liked.id}/like`);
    await t.db.update(learningPlans).set({ createdAt: old, updatedAt: old }).where(eq(learningPlans.id, liked.id));
    await u.post(`/api/favorites/playlists/${favourited.id}`);
    // Made long ago but changed lately: safe.
    const touched = await makePlan(u);
    await t.db.update(learningPlans).set({ createdAt: old }).where(eq(learningPlans.id, touched.id));

    const res = (await c.post('/api/admin/cleanup')).json();
    expect(res).toEqual({ success: true, message: 'Cleaned up 2 inactive plans' });
    const left = new Set((await t.db.select({ id: learningPlans.id }).from(learningPlans)).map((p) => p.id));
    expect(left.has(stale.id) || left.has(staleToo.id)).toBe(false);
    for (const kept of [fresh, withVideos, liked, favourited, touched]) expect(left.has(kept.id)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'admin.cleanup', outcome: 'success' });
    expect((await c.post('/api/admin/cleanup')).json()).toEqual({ success: true, message: 'No inactive plans to clean up' });
  });
});

describe('data integrity', () => {
  const check = async (c: TestClient) => (await c.get('/api/admin/data-integrity/check')).json<IntegrityReport>();

  it('proves the constraint-guarded kinds from the catalog and reports an overview', async () => {
    const c = await adminClient();
    const report = await check(c);
    expect(report.guaranteedByConstraints.sort()).toEqual(['duplicatePlanVideos', 'orphanedPlanVideos', 'orphanedProgress']);
    expect(report.overview).toEqual({ active_plans: expect.any(Number), total_videos: expect.any(Number), plan_video_relationships: expect.any(Number), progress_records: expect.any(Number) });
    expect(report.issues).toMatchObject({ orphanedPlanVideos: [], duplicatePlanVideos: [], orphanedProgress: [] });
  });

  it('detects order gaps, like-counter drift, stuck imports and expired sessions, and fixes them all in one go', async () => {
    const c = await adminClient();
    // Start clean so the counts below are this test's alone.
    await c.post('/api/admin/data-integrity/cleanup');
    const u = await t.user();
    const { plan, videos } = await planWithVideos(t, u, 3);
    await t.db.execute(sql`update plan_videos set order_index = order_index * 2 + 5 where plan_id = ${plan.id}`);
    const drifted = await makePlan(u, { isPublic: true });
    await t.db.update(learningPlans).set({ likeCount: 7 }).where(eq(learningPlans.id, drifted.id));
    const old = new Date(Date.now() - 60 * 60_000);
    const [imp] = await t.db.insert(playlistImports).values({ userId: must(u.user).id, youtubePlaylistId: 'PLstuck', status: 'running', updatedAt: old, createdAt: old }).returning();
    await t.db.insert(sessions).values({ idHash: `expired-${Date.now()}`, csrfToken: 'x', expiresAt: new Date(Date.now() - 60_000) });

    const report = await check(c);
    expect(report.summary).toMatchObject({ hasIssues: true });
    expect(report.summary.counts).toMatchObject({ planOrderGaps: 1, likeCountDrift: 1, stuckImports: 1, expiredSessions: 1 });
    expect(report.issues.planOrderGaps).toEqual([{ plan_id: plan.id, plan_title: plan.title, video_count: 3, min_index: 5, max_index: 9 }]);
    expect(report.issues.likeCountDrift).toEqual([{ plan_id: drifted.id, plan_title: drifted.title, stored: 7, actual: 0 }]);
    expect(report.issues.stuckImports).toEqual([expect.objectContaining({ import_id: must(imp).id, youtube_playlist_id: 'PLstuck' })]);
    expect((await c.get('/api/admin/stats')).json<AdminStats>().dataIntegrity).toEqual({ isHealthy: false, totalIssues: report.summary.totalIssues });

    const fixed = (await c.post('/api/admin/data-integrity/cleanup')).json<{ message: string }>();
    expect(fixed.message).toMatch(/renumbered the videos of 1 plan/);
    expect(fixed.message).toMatch(/corrected 1 like counter/);
    expect(fixed.message).toMatch(/closed 1 stuck import/);
    expect(fixed.message).toMatch(/removed 1 expired session/);
    const after = await check(c);
    expect(after.summary).toMatchObject({ hasIssues: false, totalIssues: 0 });
    // The order is kept, renumbered 0..n-1.
    const entries = await t.db.execute<{ video_id: number; order_index: number }>(sql`select video_id, order_index from plan_videos where plan_id = ${plan.id} order by order_index`);
    expect(entries.rows).toEqual(videos.map((v, i) => ({ video_id: v.id, order_index: i })));
    expect((await t.db.select().from(playlistImports).where(eq(playlistImports.id, must(imp).id)))[0]).toMatchObject({ status: 'failed' });
    expect(await lastAudit()).toMatchObject({ action: 'admin.integrity.fix', outcome: 'success', detail: fixed.message });
    expect((await c.post('/api/admin/data-integrity/cleanup')).json()).toEqual({ message: 'No issues to fix' });
  });

  it('scans for orphans when a constraint is missing, and refuses to fix until the migrations put it back', async () => {
    const c = await adminClient();
    const [video] = await makeVideos(t, 1);
    const u = await t.user();
    await t.db.execute(sql`alter table video_progress drop constraint video_progress_video_id_videos_id_fk`);
    try {
      await t.db.execute(sql`insert into video_progress (user_id, video_id) values (${must(u.user).id}, 999999)`);
      const report = await check(c);
      expect(report.guaranteedByConstraints).not.toContain('orphanedProgress');
      expect(report.issues.orphanedProgress).toEqual([{ user_id: must(u.user).id, video_id: 999999 }]);
      const res = await c.post('/api/admin/data-integrity/cleanup');
      expect(res.statusCode).toBe(409);
      expect(await lastAudit()).toMatchObject({ action: 'admin.integrity.fix', outcome: 'failure' });
    } finally {
      await t.db.execute(sql`delete from video_progress where video_id = 999999`);
      await t.db.execute(sql`alter table video_progress add constraint video_progress_video_id_videos_id_fk foreign key (video_id) references videos(id) on delete cascade`);
    }
    expect(video).toBeDefined();
    expect((await check(c)).guaranteedByConstraints).toContain('orphanedProgress');
  });
});

describe('the audit trail', () => {
  it('lists the newest first, 20 by default and at most, paged beyond', async () => {
    const c = await adminClient();
    for (let i = 0; i < 22; i++) await c.post('/api/admin/quota/youtube', { quotaUsed: i });
    const first = (await c.get('/api/admin/audit')).json<{ entries: { id: number; detail: string }[]; nextBefore: number | null }>();
    expect(first.entries).toHaveLength(20);
    expect(first.entries[0]?.detail).toBe('20 -> 21 units');
    expect(first.entries.map((e) => e.id)).toEqual([...first.entries.map((e) => e.id)].sort((a, b) => b - a));
    expect((await c.get('/api/admin/audit?limit=500')).json<{ entries: unknown[] }>().entries).toHaveLength(20);
    expect((await c.get('/api/admin/audit?limit=3')).json<{ entries: unknown[] }>().entries).toHaveLength(3);
    const second = (await c.get(`/api/admin/audit?before=${first.nextBefore}`)).json<{ entries: { id: number }[] }>();
    expect(second.entries[0]?.id).toBeLessThan(must(first.entries.at(-1)).id);
  });
});

describe('donations and supporters', () => {
  it('exposes the donation settings in the public config', async () => {
    expect((await t.client().get('/api/auth/config')).json()).toMatchObject({ enableDonations: true, donationUrl: 'https://donate.example.com/learnstack' });
  });

  it('marks the signed-in user a supporter; visitors get 401, anything but true 400', async () => {
    const u = await t.user();
    expect((await t.client().post('/api/user/supporter', { isSupporter: true })).statusCode).toBe(401);
    expect((await u.post('/api/user/supporter', { isSupporter: false })).statusCode).toBe(400);
    const res = await u.post('/api/user/supporter', { isSupporter: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isSupporter).toBe(true);
    expect((await u.get('/api/auth/user')).json().isSupporter).toBe(true);
  });
});
