import { ErrorCode } from '@learnstack/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure the client caused or may act on. `error` defaults to the code; details are merged into the body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly errorText: string = code,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, details);
export const unauthorized = (message = 'Authentication required') => new AppError(401, ErrorCode.UNAUTHORIZED, message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError(403, ErrorCode.FORBIDDEN, message);
export const notFound = (message = 'Not found') => new AppError(404, ErrorCode.NOT_FOUND, message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);

/**
 * PostgreSQL's class 22 "data exception" (a NUL byte in text, a number out of range, bad encoding)
 * can only come from input the validation let through: it is the client's error, not ours.
 */
function isInputDataException(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in (e as object)) return true;
  }
  return false;
}

/** One place that turns every thrown thing into `{ error, message, code, ...details }`; 5xx text never leaks. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.status)
        .send({ error: err.errorText, message: err.message, code: err.code, ...err.details });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({
        error: ErrorCode.VALIDATION_ERROR,
        code: ErrorCode.VALIDATION_ERROR,
        message,
        field: field || undefined,
        issues: err.validation.slice(0, 10).map((v) => ({ path: v.instancePath, message: v.message })),
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ error: ErrorCode.INTERNAL, code: ErrorCode.INTERNAL, message: 'Internal server error' });
    }
    if (isInputDataException(err)) {
      return reply.status(400).send({ error: ErrorCode.VALIDATION_ERROR, code: ErrorCode.VALIDATION_ERROR, message: 'Invalid request' });
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? ErrorCode.PAYLOAD_TOO_LARGE : status === 429 ? ErrorCode.RATE_LIMITED : ErrorCode.VALIDATION_ERROR;
      const message = status === 413 ? 'Request body is too large' : status === 429 ? err.message : 'Invalid request';
      const detail = status === 413 || status === 429 ? {} : { detail: err.message };
      return reply.status(status).send({ error: code, code, message, ...detail });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: ErrorCode.INTERNAL, code: ErrorCode.INTERNAL, message: 'Internal server error' });
  });

}
