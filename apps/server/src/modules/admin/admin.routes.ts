import { adminLoginBody, adminLoginReply, adminStats, auditQuery, auditReply, integrityReport, messageReply, quotaBody, successReply } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { AppError } from '../../http/errors.ts';
import { limit } from '../../http/rate-limit.ts';
import type { Actor } from './admin.service.ts';

/** The admin area; every route but the sign-in requires the admin role (admin.guard.ts). */
export function adminRoutes(app: App, { admin, sessionStore, config }: Services): void {
  const actor = (req: Parameters<typeof requireUser>[0]): Actor => ({ user: requireUser(req), ip: req.ip });

  app.post(
    '/api/admin/login',
    { config: { auth: 'public', rateLimit: limit(config, 'login') }, schema: { summary: 'Sign in to the admin area', errors: [401], body: adminLoginBody, response: { 200: adminLoginReply } } },
    async (req, reply) => {
      let row: Awaited<ReturnType<typeof admin.login>>;
      try {
        row = await admin.login(req.body.email, req.body.password, req.ip);
      } catch (err) {
        // The failed reply carries the session's token so the page can retry without a refetch.
        if (err instanceof AppError && req.session) Object.assign(err.details, { csrfToken: req.session.csrfToken });
        throw err;
      }
      await sessionStore.destroy(reply, req.session);
      const session = await sessionStore.create(reply, req, row.id);
      return { message: 'Admin login successful', csrfToken: session.csrfToken, user: admin.view(row) };
    },
  );

  app.post('/api/admin/logout', { schema: { summary: 'End the admin session', response: { 200: messageReply } } }, async (req, reply) => {
    await admin.logout(actor(req));
    await sessionStore.destroy(reply, req.session);
    return { message: 'Logged out' };
  });

  app.get('/api/admin/stats', { schema: { summary: 'Get the figures of the admin dashboard', errors: [503], response: { 200: adminStats } } }, () => admin.stats());

  app.post('/api/admin/quota/youtube', { schema: { summary: "Correct today's used YouTube quota units", body: quotaBody, response: { 200: z.object({ message: z.string(), quotaUsed: z.number() }) } } }, (req) =>
    admin.setYouTubeQuota(actor(req), req.body.quotaUsed),
  );

  app.post('/api/admin/cleanup', { schema: { summary: 'Delete inactive learning plans', response: { 200: successReply } } }, (req) => admin.cleanupInactivePlans(actor(req)));

  app.get('/api/admin/data-integrity/check', { schema: { summary: 'Check the data for integrity issues', response: { 200: integrityReport } } }, () => admin.integrityCheck());

  app.post('/api/admin/data-integrity/cleanup', { schema: { summary: 'Fix the integrity issues the check finds, in one transaction', errors: [409], response: { 200: messageReply } } }, (req) =>
    admin.integrityFix(actor(req)),
  );

  app.get('/api/admin/audit', { schema: { summary: 'List the admin audit trail, newest first', querystring: auditQuery, response: { 200: auditReply } } }, (req) =>
    admin.auditLog(req.query.limit, req.query.before),
  );
}
