import type { FastifyInstance } from 'fastify';

export const ADMIN_PREFIX = '/api/admin/';
/** The only admin routes a non-admin may call: signing in. */
export const ADMIN_PUBLIC_ROUTES = new Set(['POST /api/admin/login']);

/**
 * The one guard of the admin area: every route under /api/admin/ (now and later, whatever its own
 * options say) requires the admin role, except the sign-in. The session hook then answers 401 signed
 * out and 403 without the role, before the body is even read. Call before any route is registered.
 */
export function guardAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => ADMIN_PUBLIC_ROUTES.has(`${m} ${route.url}`))) return;
    route.config = { ...route.config, auth: 'admin' };
  });
}
