import { ApiError, CSRF_ERRORS, setCsrfToken } from '../../../lib/api.ts';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** The request never got an HTTP answer (offline, DNS, connection refused, CORS). */
export function isNetworkError(err: unknown): boolean {
  return !(err instanceof ApiError) && !(err instanceof DOMException && err.name === 'AbortError');
}

/** A 403 about the CSRF token that the api client's single retry did not cure. */
export function isCsrfError(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403 && typeof err.body?.error === 'string' && CSRF_ERRORS.includes(err.body.error);
}

/** The server's message for a failed call, or `fallback`. */
export function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError ? (err.serverMessage ?? fallback) : fallback;
}

/** Keeps a fresh CSRF token an error reply carries (login failures and CSRF 403s do). */
export function keepCsrfTokenFrom(err: unknown): void {
  if (err instanceof ApiError && typeof err.body?.csrfToken === 'string' && err.body.csrfToken) {
    setCsrfToken(err.body.csrfToken);
  }
}

/** Whether the server asks for the security check (login after repeated failures). */
export function challengeRequiredBy(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    (err.body?.challengeRequired === true || err.code === 'CHALLENGE_REQUIRED' || err.code === 'CHALLENGE_FAILED')
  );
}
