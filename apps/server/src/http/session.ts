import { createHash, randomBytes } from 'node:crypto';
import { CSRF_INVALID, CSRF_REQUIRED, ErrorCode } from '@learnstack/contracts';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { learningPlans, sessions, users } from '../db/schema/index.ts';
import { AppError, unauthorized } from './errors.ts';

export const SESSION_COOKIE = 'ls_sid';
/** Requests marked with this header (polls) do not count as activity and do not slide the idle timeout. */
export const BACKGROUND_HEADER = 'x-background-request';
const SLIDE_EVERY_MS = 15_000;

export type SessionUser = typeof users.$inferSelect;
export interface SessionState {
  idHash: string;
  userId: number | null;
  csrfToken: string;
}

/** Who may call a route: signed-in users (default for /api), admins, or anyone. */
export type RouteAuth = 'user' | 'admin' | 'public';
/** Where the CSRF token travels: the header (default for non-GET), the body (sendBeacon cannot set headers), or not at all (OAuth callback is a GET anyway). */
export type RouteCsrf = 'header' | 'body';

/** Who may see a plan and the version of its content: what a read of one of its parts checks first. */
export type PlanAccess = Pick<typeof learningPlans.$inferSelect, 'id' | 'ownerId' | 'isPublic' | 'contentVersion'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    csrf?: RouteCsrf;
    /**
     * A read of a plan's part (its entries, the caller's progress on it): the route parameter
     * holding the plan's id. The plan's access row is read in the same statement as the session
     * (`request.planAccess`), one round trip to PostgreSQL instead of two.
     */
    planParam?: string;
    /** A module's row read in the same statement as the session (see SessionCompanion). */
    sessionWith?: SessionCompanion;
  }
  interface FastifyRequest {
    session: SessionState | null;
    user: SessionUser | null;
    /** The plan of the route's `planParam`, read with the session: null when there is none, undefined when not read. */
    planAccess: PlanAccess | null | undefined;
    /** What the route's `sessionWith` answered with the session (null: nothing), undefined when not read. */
    sessionCompanion: unknown;
  }
}

/**
 * A module's first read for a hot route, made part of the session's statement, as `planParam` does
 * for a plan: one round trip to PostgreSQL instead of two. At four connections a cached transcript's
 * answer spent more time sending its two statements to PostgreSQL than sending its 45 KB to the
 * client (decision 0063). `select` is a scalar subquery of the session's user id (null when signed
 * out) and the route parameter, answering one json value; the module checks its shape.
 */
export interface SessionCompanion {
  /** Unique: the statement is prepared as `session_load_with_<name>`. */
  name: string;
  /** The route parameter the subquery reads (its raw text: the route's schema validates it later). */
  param: string;
  select: (userId: SQL, param: SQL) => SQL;
}

/** The session and its user (none for an anonymous session): read on every /api request. */
const loadSession = prepared((db) =>
  db
    .select({
      session: { idHash: sessions.idHash, userId: sessions.userId, csrfToken: sessions.csrfToken, lastSeenAt: sessions.lastSeenAt },
      user: users,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_load'),
);

/** The same, with the access row of the plan the route reads (config `planParam`). */
const loadSessionWithPlan = prepared((db) =>
  db
    .select({
      session: { idHash: sessions.idHash, userId: sessions.userId, csrfToken: sessions.csrfToken, lastSeenAt: sessions.lastSeenAt },
      user: users,
      plan: { id: learningPlans.id, ownerId: learningPlans.ownerId, isPublic: learningPlans.isPublic, contentVersion: learningPlans.contentVersion },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(learningPlans, eq(learningPlans.id, sql.placeholder('planId')))
    .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_load_with_plan'),
);

/** The session statement with a companion's subquery, built once per companion and connection. */
const sessionWithStatements = new Map<string, ReturnType<typeof buildSessionWith>>();
function buildSessionWith(companion: SessionCompanion) {
  return prepared((db) =>
    db
      .select({
        session: { idHash: sessions.idHash, userId: sessions.userId, csrfToken: sessions.csrfToken, lastSeenAt: sessions.lastSeenAt },
        user: users,
        companion: sql<unknown>`(${companion.select(sql`${sessions.userId}`, sql`${sql.placeholder('param')}::text`)})`,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
      .prepare(`session_load_with_${companion.name}`),
  );
}
const sessionWith = (companion: SessionCompanion) => {
  let statement = sessionWithStatements.get(companion.name);
  if (!statement) {
    statement = buildSessionWith(companion);
    sessionWithStatements.set(companion.name, statement);
  }
  return statement;
};

/** A plan id as a route parameter can hold one (the route's schema answers anything else with a 400). */
const PLAN_ID = /^[1-9]\d{0,9}$/;
const PLAN_ID_MAX = 2_147_483_647;

const hash = (id: string) => createHash('sha256').update(id).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly secureCookies: boolean,
  ) {}

  /**
   * The session and its user; with `planId`, also that plan's access row (null: no such plan); with
   * `companion`, what its subquery answered for that parameter value.
   */
  async load(
    cookieId: string | undefined,
    planId?: number,
    companion?: { of: SessionCompanion; value: string },
  ): Promise<{ session: SessionState; user: SessionUser | null; lastSeenAt: Date; plan?: PlanAccess | null; companion?: unknown } | null> {
    if (!cookieId || cookieId.length > 100) return null;
    const idHash = hash(cookieId);
    const [row]: { session: SessionState & { lastSeenAt: Date }; user: SessionUser | null; plan?: PlanAccess | null; companion?: unknown }[] = companion
      ? await sessionWith(companion.of)(this.db).execute({ idHash, param: companion.value })
      : planId === undefined
        ? await loadSession(this.db).execute({ idHash })
        : await loadSessionWithPlan(this.db).execute({ idHash, planId });
    if (!row) return null;
    const { userId, csrfToken, lastSeenAt } = row.session;
    return { session: { idHash: row.session.idHash, userId, csrfToken }, user: row.user, lastSeenAt, plan: row.plan, companion: row.companion };
  }

  /** Starts a new session (a new id every time: login rotates it) and sets the cookie. */
  async create(reply: FastifyReply, request: FastifyRequest, userId: number | null): Promise<SessionState> {
    const id = newToken();
    const state: SessionState = { idHash: hash(id), userId, csrfToken: newToken() };
    await this.db.insert(sessions).values({
      ...state,
      expiresAt: new Date(Date.now() + this.idleMs),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    });
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: Math.round(this.idleMs / 1000),
    });
    return state;
  }

  async destroy(reply: FastifyReply, session: SessionState | null): Promise<void> {
    if (session) await this.db.delete(sessions).where(eq(sessions.idHash, session.idHash));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Moves the idle timeout and the user's last activity in one statement. */
  async slide(session: SessionState, reply: FastifyReply, cookieId: string): Promise<void> {
    const expiresAt = new Date(Date.now() + this.idleMs);
    await this.db.execute(sql`
      with slid as (
        update ${sessions} set last_seen_at = now(), expires_at = ${expiresAt.toISOString()}::timestamptz
        where ${sessions.idHash} = ${session.idHash} returning user_id)
      update ${users} set last_active_at = now() where ${users.id} = (select user_id from slid)`);
    reply.setCookie(SESSION_COOKIE, cookieId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      maxAge: Math.round(this.idleMs / 1000),
    });
  }

  /** The session's token, creating an anonymous session when there is none. */
  async csrfToken(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    if (request.session) return request.session.csrfToken;
    request.session = await this.create(reply, request, null);
    return request.session.csrfToken;
  }
}

function csrfFailure(error: string, csrfToken: string): AppError {
  return new AppError(403, ErrorCode.CSRF, error === CSRF_REQUIRED ? 'A security token is required. Please try again.' : 'The security token was invalid. Please try again.', { csrfToken }, error);
}

/** Loads the session, then enforces CSRF and the route's sign-in requirement on every /api route. */
export function installSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorateRequest('planAccess', undefined);
  app.decorateRequest('sessionCompanion', undefined);

  /** The plan id in the route's `planParam`, if it holds one. */
  const planIdOf = (request: FastifyRequest): number | undefined => {
    const param = request.routeOptions.config?.planParam;
    const value = param ? (request.params as Record<string, unknown> | undefined)?.[param] : undefined;
    if (typeof value !== 'string' || !PLAN_ID.test(value)) return undefined;
    const id = Number(value);
    return id <= PLAN_ID_MAX ? id : undefined;
  };

  /** The route's companion and the raw value of its parameter, if the route has one. */
  const companionOf = (request: FastifyRequest): { of: SessionCompanion; value: string } | undefined => {
    const of = request.routeOptions.config?.sessionWith;
    const value = of ? (request.params as Record<string, unknown> | undefined)?.[of.param] : undefined;
    return of && typeof value === 'string' ? { of, value } : undefined;
  };

  const checkCsrf = async (request: FastifyRequest, reply: FastifyReply, sent: unknown) => {
    if (!request.session) {
      const token = await store.csrfToken(request, reply);
      throw csrfFailure(CSRF_REQUIRED, token);
    }
    if (typeof sent !== 'string' || sent.length === 0) throw csrfFailure(CSRF_REQUIRED, request.session.csrfToken);
    if (sent !== request.session.csrfToken) throw csrfFailure(CSRF_INVALID, request.session.csrfToken);
  };

  const checkAuth = (request: FastifyRequest) => {
    const auth = request.routeOptions.config.auth ?? 'user';
    if (auth === 'public') return;
    if (!request.user) throw unauthorized();
    if (auth === 'admin' && request.user.role !== 'admin') throw new AppError(403, ErrorCode.FORBIDDEN, 'Admin access required');
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const cookieId = request.cookies[SESSION_COOKIE];
    const companion = companionOf(request);
    const loaded = await store.load(cookieId, planIdOf(request), companion);
    if (loaded) {
      request.session = loaded.session;
      request.user = loaded.user;
      request.planAccess = loaded.plan;
      if (companion) request.sessionCompanion = loaded.companion ?? null;
      const background = request.headers[BACKGROUND_HEADER] === '1';
      if (!background && cookieId && Date.now() - loaded.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
        await store.slide(loaded.session, reply, cookieId);
      }
    } else if (cookieId) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    if (!request.routeOptions.url) return; // unknown route: the not-found handler answers
    const csrfMode = request.routeOptions.config.csrf ?? 'header';
    if (!SAFE_METHODS.has(request.method) && csrfMode === 'header') {
      await checkCsrf(request, reply, request.headers['x-csrf-token']);
    }
    if (csrfMode === 'header') checkAuth(request);
  });

  // Routes whose token travels in the body are checked once the body is parsed.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.csrf !== 'body' || SAFE_METHODS.has(request.method)) return;
    const body = request.body as { csrfToken?: unknown } | undefined;
    await checkCsrf(request, reply, request.headers['x-csrf-token'] ?? body?.csrfToken);
    checkAuth(request);
  });
}
