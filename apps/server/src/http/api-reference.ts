import swagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { ApiModule } from './api-modules.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * The API reference (/api/openapi.json) is derived from the routes themselves: the tag from the
 * module that registered the route, the operationId from its method and path, the security
 * requirements and the usual error replies from its `config.auth`, `config.csrf`, rate limit and
 * input schemas. A route writes only its `summary` and the error replies its own rules add
 * (`errors: [404, 409]`).
 */

/** Error replies a route can name beyond the derived ones; each is a shared response component. */
const ERROR_RESPONSES = {
  400: {
    name: 'BadRequest',
    description:
      'The request is invalid: a field failed validation (`code` VALIDATION_ERROR, `field` names the first one, `issues` lists up to 10), the body is not JSON, or a rule of this operation refused it (its `code` says which).',
  },
  401: { name: 'Unauthorized', description: 'Not signed in, or the session has ended (`code` UNAUTHORIZED).' },
  403: {
    name: 'Forbidden',
    description:
      'The CSRF token is missing or does not match the session (`code` CSRF; the reply carries a fresh `csrfToken` to retry with), or the signed-in user may not do this (`code` FORBIDDEN or the rule\'s own code, such as PUBLIC_PLAN_READ_ONLY).',
  },
  404: { name: 'NotFound', description: 'The resource does not exist or is not visible to the caller (`code` NOT_FOUND).' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state; the `code` says how (for example EMAIL_TAKEN or ALREADY_EXISTS).' },
  410: { name: 'Gone', description: 'The resource existed but can no longer be used (an invitation that was used, has expired or was canceled).' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the server accepts (`code` PAYLOAD_TOO_LARGE).' },
  429: {
    name: 'TooManyRequests',
    description: 'A rate limit or a daily cap was reached (`code` RATE_LIMITED); the message says when to try again.',
  },
  502: { name: 'BadGateway', description: 'YouTube did not answer as expected (`code` UPSTREAM_ERROR).' },
  503: { name: 'ServiceUnavailable', description: "Today's YouTube quota is used up (`code` QUOTA_EXCEEDED)." },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

declare module 'fastify' {
  interface FastifySchema {
    /** Error replies this route's own rules give, beyond those derived from its input, sign-in, CSRF and rate limit. */
    errors?: readonly ErrorStatus[];
  }
}

/** Carries the derived error statuses from the per-route transform to the document transform. */
const ERRORS_KEY = 'x-learnstack-errors';

const errorBody = {
  type: 'object',
  description: 'Every error reply has this shape; some operations add fields (for example `challengeRequired` or `existingPlanId`).',
  properties: {
    error: { type: 'string', description: 'A short error text (often the same as `code`).' },
    message: { type: 'string', description: 'A sentence to show to the user.' },
    code: { type: 'string', description: 'A stable code to branch on, such as VALIDATION_ERROR, UNAUTHORIZED, CSRF, NOT_FOUND or RATE_LIMITED.' },
    field: { type: 'string', description: 'The first invalid field, dot-separated (validation errors only).' },
    issues: {
      type: 'array',
      maxItems: 10,
      description: 'Each validation problem (validation errors only).',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } }, required: ['path', 'message'] as string[] },
    },
    csrfToken: { type: 'string', description: "The session's current CSRF token (CSRF errors and failed logins), to retry with." },
  },
  required: ['error', 'message', 'code'] as string[],
  additionalProperties: true,
} as const;

const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie (HttpOnly). Sign-up, login and `GET /api/csrf-token` set it; the last one starts an anonymous session, which is enough for the public writes such as login.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: "The session's CSRF token, required on every write: from `GET /api/csrf-token` or the login and sign-up replies.",
  },
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `POST /api/learning-plans/:id/videos` -> `postLearningPlansByIdVideos`: stable, unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

type SecurityRequirement = Record<string, string[]>;

function securityOf(route: RouteOptions): SecurityRequirement[] {
  const auth = route.config?.auth ?? 'user';
  const safe = SAFE_METHODS.has(String(route.method));
  if (safe) return auth === 'public' ? [{}, { sessionCookie: [] }] : [{ sessionCookie: [] }];
  const withHeader = { sessionCookie: [], csrfToken: [] };
  // A token in the body (navigator.sendBeacon cannot set headers) is the second way in.
  return route.config?.csrf === 'body' ? [withHeader, { sessionCookie: [] }] : [withHeader];
}

function errorStatusesOf(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const auth = route.config?.auth ?? 'user';
  const safe = SAFE_METHODS.has(String(route.method));
  const statuses = new Set<ErrorStatus>(schema.errors ?? []);
  // Writes parse a body (400 when it is not JSON, 413 when too large) and check the CSRF token (403).
  if (schema.params || schema.querystring || schema.body || !safe) statuses.add(400);
  if (!safe) statuses.add(403).add(413);
  if (auth !== 'public') statuses.add(401);
  if (auth === 'admin') statuses.add(403);
  if (route.config?.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

const documentRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  // Only /api routes are documented; the web app's file routes carry no schema at all.
  if (!url.startsWith('/api/') || !route.schema) return { url, schema: { ...route.schema, hide: true } };
  const transformed = jsonSchemaTransform(input);
  const { errors: _declared, ...schema } = transformed.schema;
  if (schema.hide) return transformed;
  const csrfInBody = route.config?.csrf === 'body';
  return {
    url: transformed.url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(String(route.method), url),
      security: securityOf(route),
      ...(csrfInBody ? { description: [schema.description, 'The CSRF token may travel in the body as `csrfToken` instead of the header.'].filter(Boolean).join(' ') } : {}),
      [ERRORS_KEY]: errorStatusesOf(route),
    },
  };
};

type Operation = { responses?: Record<string, { description?: string } | { $ref: string }>; [ERRORS_KEY]?: ErrorStatus[] };

const SUCCESS_TEXT: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No content' };

/** Adds the shared error responses to each operation and names the success replies. */
const finishDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const paths = (document.openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const responses = operation.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if ('description' in response && response.description === 'Default Response' && SUCCESS_TEXT[status]) response.description = SUCCESS_TEXT[status];
      }
      for (const status of operation[ERRORS_KEY] ?? []) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
      delete operation[ERRORS_KEY];
      operation.responses = responses;
    }
  }
  return document.openapiObject;
};

function errorResponseComponents() {
  const responses: Record<string, { description: string; content: { 'application/json': { schema: { $ref: string } } } }> = {};
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    responses[name] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return responses;
}

/** The reply of a route that answers with a redirect: documentation only, the reply has no body. */
export const redirectReply = (description: string) =>
  z.null().meta({ description, headers: { Location: { type: 'string', description: 'Where the browser goes next.' } } });

export async function installApiReference(app: FastifyInstance, config: Config, modules: readonly ApiModule[]): Promise<void> {
  const options: FastifyDynamicSwaggerOptions = {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Learnstack API',
        version: '1.0.0',
        description:
          'The HTTP API of Learnstack. Replies are JSON; errors share one shape (`Error`). Reads need the session cookie; writes also need the CSRF token in the `X-CSRF-Token` header.',
      },
      servers: [{ url: config.publicUrl, description: 'This server' }],
      tags: modules.map((m) => ({ name: m.tag, description: m.description })),
      components: { securitySchemes, schemas: { Error: errorBody }, responses: errorResponseComponents() },
    },
    transform: documentRoute,
    transformObject: finishDocument,
  };
  await app.register(swagger, options);
}
