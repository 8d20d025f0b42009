import { z } from 'zod';
import { ADMIN_AUDIT_PAGE, ADMIN_QUOTA_MAX } from './admin-rules.ts';

export * from './admin-rules.ts';

/** The admin area (spec file 1 sections 3, 7 and 9) and donations. */

export const adminLoginBody = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email').max(254),
  password: z.string().min(1, 'Password is required').max(1000),
});
export const adminLoginReply = z.object({
  message: z.string(),
  csrfToken: z.string(),
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }),
});

const QUOTA_MESSAGE = 'quotaUsed must be a whole number from 0 to 100000';
export const quotaBody = z.object({
  // A number, or its text from a form field; null, blanks and anything else are refused.
  quotaUsed: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ message: QUOTA_MESSAGE }).int(QUOTA_MESSAGE).min(0, QUOTA_MESSAGE).max(ADMIN_QUOTA_MAX, QUOTA_MESSAGE),
  ),
});

const realQuota = z.object({ used: z.number(), remaining: z.number(), limit: z.number(), percentageUsed: z.number(), lastUpdated: z.string().nullable() });
const realUsage = z.object({ tokensUsed: z.number(), dailyTokens: z.number(), estimatedCost: z.number(), totalCost: z.number(), lastUpdated: z.string().nullable() });
const metricsBase = { todayCalls: z.number(), totalCalls: z.number(), errors: z.number(), totalErrors: z.number(), avgResponseTime: z.number() };

export const adminStats = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  totalVideos: z.number(),
  totalPlans: z.number(),
  publicPlans: z.number(),
  viewersByRegion: z.array(z.object({ region: z.string(), count: z.number() })),
  topPlans: z.array(z.object({ id: z.number(), title: z.string(), videoCount: z.number(), userCount: z.number() })),
  recentUsers: z.array(
    z.object({ id: z.number(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string(), createdAt: z.string(), lastActive: z.string() }),
  ),
  dataIntegrity: z.object({ isHealthy: z.boolean(), totalIssues: z.number() }),
  apiMetrics: z.object({
    youtube: z.object({ status: z.enum(['Active', 'Quota Exceeded']), ...metricsBase, realQuota }),
    openai: z.object({ status: z.enum(['Active', 'High Error Rate']), ...metricsBase, realUsage }),
    /** YouTube's caption tracks (transcripts): key-less calls, counted like the Data API's. */
    captions: z.object({ status: z.enum(['Active', 'High Error Rate']), ...metricsBase, lastUpdated: z.string().nullable() }),
  }),
  systemHealth: z.object({
    dbStatus: z.enum(['connected', 'disconnected']),
    dbLatencyMs: z.number(),
    detailedMetrics: z.object({
      cpu: z.object({ percentage: z.number(), cores: z.number(), loadAverage: z.array(z.number()) }),
      memory: z.object({ used: z.number(), free: z.number(), total: z.number(), percentage: z.number() }),
      disk: z.object({ percentage: z.number(), free: z.number(), total: z.number(), path: z.string() }),
      service: z.object({ status: z.string(), uptime: z.number(), restarts: z.number(), memory: z.number(), startedAt: z.string() }),
    }),
  }),
  generatedAt: z.string(),
});
export type AdminStats = z.infer<typeof adminStats>;


const planVideoIssue = z.object({ plan_id: z.number(), plan_title: z.string(), video_id: z.number() });
export const integrityReport = z.object({
  overview: z.object({ active_plans: z.number(), total_videos: z.number(), plan_video_relationships: z.number(), progress_records: z.number() }),
  summary: z.object({ hasIssues: z.boolean(), totalIssues: z.number(), counts: z.record(z.string(), z.number()) }),
  issues: z.object({
    orphanedPlanVideos: z.array(planVideoIssue),
    duplicatePlanVideos: z.array(planVideoIssue.extend({ count: z.number() })),
    orphanedProgress: z.array(z.object({ user_id: z.number(), video_id: z.number() })),
    planOrderGaps: z.array(z.object({ plan_id: z.number(), plan_title: z.string(), video_count: z.number(), min_index: z.number(), max_index: z.number() })),
    stuckImports: z.array(z.object({ import_id: z.number(), youtube_playlist_id: z.string(), user_id: z.number(), last_update: z.string() })),
    likeCountDrift: z.array(z.object({ plan_id: z.number(), plan_title: z.string(), stored: z.number(), actual: z.number() })),
  }),
  housekeeping: z.object({ expiredSessions: z.number(), expiredChallenges: z.number(), expiredResetTokens: z.number() }),
  /** Kinds the schema's constraints rule out, proven by the catalog rather than by a scan. */
  guaranteedByConstraints: z.array(z.string()),
  timestamp: z.string(),
});
export type IntegrityReport = z.infer<typeof integrityReport>;

export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_AUDIT_PAGE).catch(ADMIN_AUDIT_PAGE).default(ADMIN_AUDIT_PAGE),
  before: z.coerce.number().int().positive().optional().catch(undefined),
});
export const auditEntry = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  detail: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditReply = z.object({ entries: z.array(auditEntry), nextBefore: z.number().nullable() });

export const supporterBody = z.object({ isSupporter: z.literal(true, { message: 'isSupporter must be true' }) });

