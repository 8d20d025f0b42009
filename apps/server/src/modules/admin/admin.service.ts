import { hostname } from 'node:os';
import { ADMIN_AUDIT_PAGE, type AdminStats, type AuditEntry, ErrorCode, type IntegrityReport } from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { HIGH_ERROR_RATE, readAiUsage } from '../../providers/ai/usage.ts';
import type { Clock } from '../../providers/clock.ts';
import { CAPTIONS_USAGE_SERVICE } from '../../providers/youtube/captions.ts';
import { correctYouTubeUnitsToday, readYouTubeUsage } from '../../providers/youtube/quota.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { PlaylistImportService } from '../playlist-import/playlist-import.service.ts';
import { toUserView } from '../users/user.view.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import { ACTIVE_WITHIN_DAYS, type AdminCounts, adminQueries, STUCK_IMPORT_AFTER_MS } from './admin.queries.ts';
import { FiguresSnapshot } from './figures-snapshot.ts';
import { type AuditRow, adminRepository, type NewAudit } from './admin.repository.ts';
import { CpuMeter, cpuInfo, diskOf, memory } from './system-metrics.ts';

const DAY_MS = 86_400_000;
/** Plans untouched for this long may be cleaned when they are also empty and unused (decision 0036). */
export const INACTIVE_PLAN_DAYS = 30;
/** At most this many plans go per clean-up, so one run stays a short transaction. */
const CLEANUP_BATCH = 1000;
/** Rounds of renumbering in one fix (each takes up to 100 plans). */
const FIX_ROUNDS = 100;

export const INVALID_ADMIN_CREDENTIALS = 'Invalid credentials';
const invalidCredentials = () => new AppError(401, ErrorCode.INVALID_CREDENTIALS, INVALID_ADMIN_CREDENTIALS, {}, INVALID_ADMIN_CREDENTIALS);

export interface Actor {
  user: Pick<UserRow, 'id' | 'email'> | null;
  /** Who, when there is no signed-in user: the typed e-mail of a failed sign-in, or 'command line'. */
  email?: string;
  ip: string | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export class AdminService {
  private readonly cpu = new CpuMeter();
  private readonly startedAt: Date;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly log: Pick<Logger, 'info' | 'warn'>,
    private readonly others: { auth: AuthService; users: UsersService; plans: PlansService; playlistImport: PlaylistImportService; events: EventBus },
  ) {
    this.startedAt = clock.now();
    const onBackgroundError = (err: unknown) => log.warn({ err }, 'admin figures: a background refresh failed');
    this.dashboardFigures = new FiguresSnapshot(() => this.computeDashboardFigures(), config.adminFigures, onBackgroundError);
    this.integrityReport = new FiguresSnapshot(() => adminQueries.integrity(this.db, this.clock.now()), config.adminFigures, onBackgroundError);
  }

  private readonly dashboardFigures: FiguresSnapshot<{ counts: AdminCounts; viewersByRegion: AdminStats['viewersByRegion']; topPlans: AdminStats['topPlans'] }>;
  private readonly integrityReport: FiguresSnapshot<IntegrityReport>;

  private async computeDashboardFigures() {
    const [counts, viewersByRegion, topPlans] = await Promise.all([
      adminQueries.counts(this.db, this.clock.now()),
      adminQueries.viewersByRegion(this.db),
      adminQueries.topPlans(this.db),
    ]);
    return { counts, viewersByRegion, topPlans };
  }

  private async audit(actor: Actor, action: string, outcome: 'success' | 'failure', detail = ''): Promise<void> {
    const entry: NewAudit = { actorId: actor.user?.id ?? null, actorEmail: actor.user?.email ?? actor.email ?? null, action, outcome, detail, ip: actor.ip, createdAt: this.clock.now() };
    await adminRepository.audit(this.db, entry);
  }

  /** Runs an admin action and writes its outcome to the audit trail, failures included. */
  private async audited<T>(actor: Actor, action: string, run: () => Promise<{ result: T; detail: string }>): Promise<T> {
    try {
      const { result, detail } = await run();
      await this.audit(actor, action, 'success', detail);
      return result;
    } catch (err) {
      await this.audit(actor, action, 'failure', err instanceof Error ? err.message.slice(0, 500) : 'failed');
      throw err;
    }
  }

  // ------------------------------------------------------------------------------------- sessions

  /**
   * The admin sign-in: a wrong password and a non-admin's right one get the same 401, after the same
   * work (the password is checked before the role). Counts failures with the user login's counters.
   */
  async login(email: string, password: string, ip: string): Promise<UserRow> {
    let user: UserRow;
    try {
      user = await this.others.auth.login({ email, password, ip }, { challenge: false });
    } catch (err) {
      await this.audit({ user: null, email, ip }, 'admin.login', 'failure', err instanceof AppError && err.status === 401 ? 'wrong e-mail or password' : 'refused');
      if (err instanceof AppError && err.status === 401) throw invalidCredentials();
      throw err;
    }
    if (user.role !== 'admin') {
      await this.audit({ user: null, email, ip }, 'admin.login', 'failure', 'not an admin');
      throw invalidCredentials();
    }
    await this.audit({ user, ip }, 'admin.login', 'success');
    return user;
  }

  async logout(actor: Actor): Promise<void> {
    await this.audit(actor, 'admin.logout', 'success');
  }

  // ---------------------------------------------------------------------------------------- stats

  /** Every figure from real data, in a fixed number of statements; the whole-database scans through their snapshots. */
  async stats(): Promise<AdminStats> {
    const now = this.clock.now();
    const dbStart = performance.now();
    let recentUsers: AdminStats['recentUsers'];
    try {
      // The cheapest real read (an index's first rows) is also the database's probe.
      recentUsers = await adminQueries.recentUsers(this.db);
    } catch (err) {
      this.log.warn({ err }, 'admin stats: database unreachable');
      throw new AppError(503, ErrorCode.INTERNAL, 'The database cannot be reached');
    }
    const dbLatencyMs = Math.round((performance.now() - dbStart) * 10) / 10;
    const [{ counts, viewersByRegion, topPlans }, integrity, youtube, ai, starts, disk, captions] = await Promise.all([
      this.dashboardFigures.get(),
      this.integrityReport.get(),
      readYouTubeUsage(this.db, now),
      readAiUsage(this.db, now),
      adminRepository.countStarts(this.db),
      diskOf(this.config.dataDir),
      readYouTubeUsage(this.db, now, CAPTIONS_USAGE_SERVICE),
    ]);
    const limit = this.config.youtube.dailyQuota;
    const used = youtube.todayUnits;
    const mem = process.memoryUsage();
    return {
      ...counts,
      viewersByRegion,
      topPlans,
      recentUsers,
      dataIntegrity: { isHealthy: !integrity.summary.hasIssues, totalIssues: integrity.summary.totalIssues },
      apiMetrics: {
        youtube: {
          status: used >= limit ? 'Quota Exceeded' : 'Active',
          todayCalls: youtube.todayCalls,
          totalCalls: youtube.totalCalls,
          errors: youtube.todayErrors,
          totalErrors: youtube.totalErrors,
          avgResponseTime: youtube.avgResponseMs,
          realQuota: {
            used,
            remaining: Math.max(0, limit - used),
            limit,
            percentageUsed: Math.round((used / limit) * 1000) / 10,
            lastUpdated: youtube.lastUpdated,
          },
        },
        openai: {
          status: ai.status,
          todayCalls: ai.today.calls,
          totalCalls: ai.total.calls,
          errors: ai.today.errors,
          totalErrors: ai.total.errors,
          avgResponseTime: ai.today.calls > 0 ? ai.today.avgResponseMs : ai.total.avgResponseMs,
          realUsage: { tokensUsed: ai.total.tokens, dailyTokens: ai.today.tokens, estimatedCost: ai.today.cost, totalCost: ai.total.cost, lastUpdated: ai.lastUpdated },
        },
        captions: {
          status: captions.todayCalls > 0 && captions.todayErrors / captions.todayCalls > HIGH_ERROR_RATE ? 'High Error Rate' : 'Active',
          todayCalls: captions.todayCalls,
          totalCalls: captions.totalCalls,
          errors: captions.todayErrors,
          totalErrors: captions.totalErrors,
          avgResponseTime: captions.avgResponseMs,
          lastUpdated: captions.lastUpdated,
        },
      },
      systemHealth: {
        dbStatus: 'connected',
        dbLatencyMs,
        detailedMetrics: {
          cpu: cpuInfo(this.cpu),
          memory: memory(),
          disk,
          service: {
            status: 'running',
            uptime: Math.round(process.uptime()),
            restarts: Math.max(0, starts - 1),
            memory: mem.rss,
            startedAt: this.startedAt.toISOString(),
          },
        },
      },
      generatedAt: now.toISOString(),
    };
  }

  // ---------------------------------------------------------------------------------------- quota

  async setYouTubeQuota(actor: Actor, units: number): Promise<{ message: string; quotaUsed: number }> {
    return this.audited(actor, 'admin.quota.youtube', async () => {
      const before = await correctYouTubeUnitsToday(this.db, this.clock.now(), units);
      return { result: { message: `Today's YouTube quota use set to ${units} units`, quotaUsed: units }, detail: `${before} -> ${units} units` };
    });
  }

  // -------------------------------------------------------------------------------------- cleanup

  /** Deletes inactive plans (decision 0036) in one transaction; the message says how many. */
  async cleanupInactivePlans(actor: Actor): Promise<{ success: boolean; message: string }> {
    return this.audited(actor, 'admin.cleanup', async () => {
      const cutoff = new Date(this.clock.now().getTime() - INACTIVE_PLAN_DAYS * DAY_MS);
      const deleted = await this.db.transaction(async (tx) => {
        const candidates = await adminQueries.inactivePlanCandidates(tx, cutoff, CLEANUP_BATCH);
        return this.others.plans.deleteInactive(candidates, cutoff, tx);
      });
      const message = deleted.length === 0 ? 'No inactive plans to clean up' : `Cleaned up ${plural(deleted.length, 'inactive plan')}`;
      return { result: { success: true, message }, detail: deleted.length > 0 ? `${message}: ids ${deleted.slice(0, 50).join(', ')}` : message };
    });
  }

  // ------------------------------------------------------------------------------------ integrity

  integrityCheck(): Promise<IntegrityReport> {
    return this.integrityReport.get();
  }

  /** Fixes everything the check finds, in one transaction; the message says what was done. */
  async integrityFix(actor: Actor): Promise<{ message: string }> {
    return this.audited(actor, 'admin.integrity.fix', async () => {
      const done = await this.db.transaction(async (tx) => {
        const now = this.clock.now();
        const first = await adminQueries.integrity(tx, now);
        const broken = (['orphanedPlanVideos', 'duplicatePlanVideos', 'orphanedProgress'] as const).filter((k) => first.summary.counts[k]);
        if (broken.length > 0) {
          // Only possible when a constraint the schema declares is gone: the migrations must put it back first.
          throw conflict(ErrorCode.CONFLICT, `The database lacks constraints the schema declares (${broken.join(', ')}); run the migrations before fixing`);
        }
        let renumbered = 0;
        let likeCounts = 0;
        let report = first;
        for (let round = 0; round < FIX_ROUNDS && (report.issues.planOrderGaps.length > 0 || report.issues.likeCountDrift.length > 0); round++) {
          if (report.issues.planOrderGaps.length > 0) {
            await this.others.plans.renumberEntries(report.issues.planOrderGaps.map((g) => g.plan_id), tx);
            renumbered += report.issues.planOrderGaps.length;
          }
          if (report.issues.likeCountDrift.length > 0) {
            likeCounts += await this.others.plans.setLikeCounts(report.issues.likeCountDrift.map((d) => ({ planId: d.plan_id, likeCount: d.actual })), tx);
          }
          report = await adminQueries.integrity(tx, now);
        }
        const stuck = await this.others.playlistImport.failStuck(new Date(now.getTime() - STUCK_IMPORT_AFTER_MS), tx);
        const purged = await this.others.auth.purgeExpired(tx);
        return { renumbered, likeCounts, stuck, purged };
      });
      this.integrityReport.invalidate();
      const parts = [
        done.renumbered && `renumbered the videos of ${plural(done.renumbered, 'plan')}`,
        done.likeCounts && `corrected ${plural(done.likeCounts, 'like counter')}`,
        done.stuck && `closed ${plural(done.stuck, 'stuck import')}`,
        done.purged.sessions && `removed ${plural(done.purged.sessions, 'expired session')}`,
        done.purged.challenges && `removed ${plural(done.purged.challenges, 'expired security check')}`,
        done.purged.resetTokens && `removed ${plural(done.purged.resetTokens, 'expired reset token')}`,
      ].filter((p): p is string => typeof p === 'string');
      const message = parts.length === 0 ? 'No issues to fix' : `Fixed: ${parts.join('; ')}`;
      return { result: { message }, detail: message };
    });
  }

  // ---------------------------------------------------------------------------------------- audit

  async auditLog(limit = ADMIN_AUDIT_PAGE, before?: number): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
    const rows = await adminRepository.auditPage(this.db, Math.min(limit, ADMIN_AUDIT_PAGE), before);
    const last = rows.at(-1);
    return { entries: rows.map(toAuditEntry), nextBefore: rows.length === limit && last ? last.id : null };
  }

  // -------------------------------------------------------------------------------- roles, starts

  /**
   * ADMIN_EMAIL and ADMIN_PASSWORD at start: creates the account (password hashed like any other), or
   * promotes the existing one. An existing account keeps its password unless it has none (decision 0038).
   */
  async ensureConfiguredAdmin(): Promise<void> {
    const configured = this.config.admin;
    if (!configured) return;
    const actor: Actor = { user: null, email: 'configuration (ADMIN_EMAIL)', ip: null };
    const existing = await this.others.users.findByEmail(configured.email);
    if (!existing) {
      const passwordHash = await hashPassword(configured.password);
      const created = await this.others.events.transaction(async ({ tx, emit }) => {
        const row = await this.others.users.create({ email: configured.email, passwordHash, firstName: 'Admin', lastName: null }, tx);
        if (!row) return undefined;
        await this.others.users.setRole(row.id, 'admin', tx);
        await emit('UserSignedUp', { userId: row.id, email: row.email, method: 'password' });
        return row;
      });
      if (created) {
        await this.audit(actor, 'admin.role.grant', 'success', `created ${configured.email} as admin`);
        this.log.info(`admin account ${configured.email} created from ADMIN_EMAIL`);
        return;
      }
    }
    const row = existing ?? (await this.others.users.findByEmail(configured.email));
    if (!row) return;
    if (!row.passwordHash) {
      await this.db.transaction(async (tx) => this.others.users.setPasswordHash(row.id, await hashPassword(configured.password), tx));
    }
    if (row.role !== 'admin') {
      await this.others.users.setRole(row.id, 'admin');
      await this.audit(actor, 'admin.role.grant', 'success', `promoted ${configured.email} to admin`);
      this.log.info(`account ${configured.email} promoted to admin from ADMIN_EMAIL`);
    }
  }

  /** The command line's grant and revoke; returns what happened, in a sentence. */
  async setRole(email: string, role: 'admin' | 'user', actor: Actor): Promise<string> {
    const action = role === 'admin' ? 'admin.role.grant' : 'admin.role.revoke';
    return this.audited(actor, action, async () => {
      const row = await this.others.users.findByEmail(email.trim().toLowerCase());
      if (!row) throw new AppError(404, ErrorCode.NOT_FOUND, `No account with the e-mail ${email}`);
      if (row.role === role) return { result: `${row.email} is already ${role === 'admin' ? 'an admin' : 'not an admin'}`, detail: `${row.email} unchanged` };
      await this.others.users.setRole(row.id, role);
      const text = role === 'admin' ? `${row.email} is now an admin` : `${row.email} is no longer an admin`;
      return { result: text, detail: text };
    });
  }

  async recordStart(): Promise<void> {
    await adminRepository.recordStart(this.db, process.pid, hostname(), this.clock.now());
  }

  /** The signed-in admin, as the login reply shows them. */
  view(row: UserRow) {
    const v = toUserView(row);
    return { id: v.id, email: v.email, name: v.name };
  }
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    outcome: row.outcome,
    detail: row.detail,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

export { ACTIVE_WITHIN_DAYS };
