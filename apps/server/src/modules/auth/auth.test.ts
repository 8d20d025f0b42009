import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';

const t = await createTestApp();

describe('csrf and session basics', () => {
  it('issues a token and refuses writes without it, carrying a fresh token', async () => {
    const c = t.client();
    const missing = await c.request('POST', '/api/auth/logout', {}, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ error: 'CSRF token required' });
    expect(typeof missing.json().csrfToken).toBe('string');
    const wrong = await c.request('POST', '/api/auth/logout', {}, { csrf: false, headers: { 'x-csrf-token': 'nope' } });
    expect(wrong.json()).toMatchObject({ error: 'Invalid CSRF token', csrfToken: missing.json().csrfToken });
    const ok = await c.request('POST', '/api/auth/logout', {}, { csrf: false, headers: { 'x-csrf-token': missing.json().csrfToken } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 401 for the current user when signed out and redirects /api/login', async () => {
    const c = t.client();
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
    const r = await c.get('/api/login');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/login');
  });
});

describe('signup', () => {
  it('creates the account, signs in, and hides the password hash', async () => {
    const c = t.client();
    const user = await c.signup({ email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', hasCompletedOnboarding: false, isSupporter: false });
    expect(JSON.stringify(user)).not.toContain('argon2');
    const me = await c.get('/api/auth/user');
    expect(me.json()).toMatchObject({ email: 'ada@example.com' });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('always needs the security check, and refuses a wrong answer', async () => {
    const c = t.client();
    const body = { email: 'nocheck@example.com', password: 'secret1' };
    const none = await c.post('/api/auth/signup', body);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED', message: 'Please complete the security check' });
    const { challengeId, challengeAnswer } = await c.solvedChallenge();
    const wrong = await c.post('/api/auth/signup', { ...body, challengeId, challengeAnswer: challengeAnswer + 1 });
    expect(wrong.json()).toMatchObject({ message: 'Incorrect answer' });
    // A challenge is single use, even after a wrong answer.
    const reused = await c.post('/api/auth/signup', { ...body, challengeId, challengeAnswer });
    expect(reused.json()).toMatchObject({ message: 'Incorrect answer' });
    expect(await t.db.select().from(users).where(eq(users.email, 'nocheck@example.com'))).toHaveLength(0);
  });

  it('asks questions with two operands from 1 to 10', async () => {
    const c = t.client();
    for (let i = 0; i < 20; i++) {
      const { question } = (await c.get('/api/auth/challenge')).json<{ question: string }>();
      const m = /^(\d+) \+ (\d+)$/.exec(question);
      expect(m).not.toBeNull();
      for (const n of [Number(m?.[1]), Number(m?.[2])]) expect(n >= 1 && n <= 10).toBe(true);
    }
  });

  it('refuses short passwords, bad e-mails and a taken address with their messages', async () => {
    const c = t.client();
    const short = await c.post('/api/auth/signup', { email: 'x@example.com', password: '12345', ...(await c.solvedChallenge()) });
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Password must be at least 6 characters' });
    const bad = await c.post('/api/auth/signup', { email: 'not-an-email', password: '123456', ...(await c.solvedChallenge()) });
    expect(bad.statusCode).toBe(400);
    await t.user({ email: 'taken@example.com' });
    const taken = await c.post('/api/auth/signup', { email: 'TAKEN@example.com', password: '123456', ...(await c.solvedChallenge()) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });
});

describe('login', () => {
  it('rotates the session id at login and logs out', async () => {
    const owner = await t.user({ email: 'rotate@example.com', password: 'pass-word' });
    const c = t.client();
    await c.get('/api/csrf-token');
    const before = await t.db.select({ id: sessions.idHash }).from(sessions);
    const res = await c.login('rotate@example.com', 'pass-word');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Login successful!', user: { email: 'rotate@example.com' } });
    const after = await t.db.select({ id: sessions.idHash, userId: sessions.userId }).from(sessions);
    const created = after.filter((s) => !before.some((b) => b.id === s.id));
    const removed = before.filter((b) => !after.some((s) => s.id === b.id));
    // The anonymous session is replaced by a new one with a new id: no session fixation.
    expect(created).toEqual([{ id: expect.any(String), userId: owner.user?.id }]);
    expect(removed).toHaveLength(1);
    expect((await c.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('requires the security check after 3 failures and resets the counter on success', async () => {
    await t.user({ email: 'victim@example.com', password: 'right-pass' });
    const c = t.client();
    for (let i = 1; i <= 3; i++) {
      const r = await c.post('/api/auth/login', { email: 'victim@example.com', password: 'wrong' });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ error: 'Invalid credentials', challengeRequired: i >= 3 });
      expect(typeof r.json().csrfToken).toBe('string');
    }
    const blocked = await c.post('/api/auth/login', { email: 'victim@example.com', password: 'right-pass' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED', challengeRequired: true });
    const wrongAnswer = await c.post('/api/auth/login', { email: 'victim@example.com', password: 'right-pass', challengeId: 'nope', challengeAnswer: 3 });
    expect(wrongAnswer.json()).toMatchObject({ message: 'Incorrect answer' });
    const ok = await c.post('/api/auth/login', { email: 'victim@example.com', password: 'right-pass', ...(await c.solvedChallenge()) });
    expect(ok.statusCode).toBe(200);
    // Counter reset: a new client from elsewhere is not asked for the check.
    const again = await t.client().post('/api/auth/login', { email: 'victim@example.com', password: 'right-pass' });
    expect(again.statusCode).toBe(200);
  });

  it('does not tell unknown addresses from wrong passwords', async () => {
    const r = await t.client().post('/api/auth/login', { email: 'ghost@example.com', password: 'whatever' });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toBe('Invalid email or password');
  });
});

describe('password reset', () => {
  it('mails a single-use link valid for an hour, and the same answer for unknown addresses', async () => {
    const owner = await t.user({ email: 'forgetful@example.com', password: 'old-password' });
    const c = t.client();
    const known = await c.post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
    const unknown = await c.post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(known.json()).toEqual(unknown.json());
    await t.drainMail();
    expect(t.mail.last('nobody@example.com')).toBeUndefined();
    const mail = t.mail.last('forgetful@example.com');
    expect(mail?.html).toContain('/reset-password?token=');
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await c.get(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({ valid: true, message: 'Token is valid' });
    expect((await c.get('/api/auth/verify-reset-token/bogus')).json()).toMatchObject({ valid: false, message: 'Invalid or expired reset token' });

    const reset = await c.post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.statusCode).toBe(200);
    // The old session was signed out everywhere.
    expect((await owner.get('/api/auth/user')).statusCode).toBe(401);
    const second = await c.post('/api/auth/reset-password', { token, newPassword: 'other-password' });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Invalid or expired reset token');
    expect((await c.login('forgetful@example.com', 'old-password')).statusCode).toBe(401);
    expect((await t.client().login('forgetful@example.com', 'new-password')).statusCode).toBe(200);
  });

  it('lets the first login after a reset through without the security check', async () => {
    await t.user({ email: 'locked@example.com', password: 'forgotten-one' });
    const c = t.client();
    for (let i = 0; i < 3; i++) await c.post('/api/auth/login', { email: 'locked@example.com', password: 'guess' });
    expect((await c.post('/api/auth/login', { email: 'locked@example.com', password: 'guess' })).json().code).toBe('CHALLENGE_REQUIRED');
    await c.post('/api/auth/forgot-password', { email: 'locked@example.com' });
    await t.drainMail();
    const token = /token=([\w-]+)/.exec(t.mail.last('locked@example.com')?.text ?? '')?.[1] ?? '';
    expect((await c.post('/api/auth/reset-password', { token, newPassword: 'remembered' })).statusCode).toBe(200);
    expect((await c.login('locked@example.com', 'remembered')).statusCode).toBe(200);
  });

  it('refuses expired tokens and short passwords', async () => {
    await t.user({ email: 'late@example.com' });
    const c = t.client();
    await c.post('/api/auth/forgot-password', { email: 'late@example.com' });
    await t.drainMail();
    const token = /token=([\w-]+)/.exec(t.mail.last('late@example.com')?.text ?? '')?.[1] ?? '';
    const short = await c.post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(short.json().message).toBe('Password must be at least 6 characters long');
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await c.get(`/api/auth/verify-reset-token/${token}`)).json().valid).toBe(false);
    expect((await c.post('/api/auth/reset-password', { token, newPassword: '1234567' })).statusCode).toBe(400);
  });
});

describe('idle sessions', () => {
  it('expires a session that saw no activity for the idle time', async () => {
    const c = await t.user();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, c.user?.id ?? 0));
    expect((await c.get('/api/auth/user')).statusCode).toBe(401);
  });
});

describe('google sign-in', () => {
  it('says plainly when it is not configured', async () => {
    const r = await t.client().get('/api/auth/google');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/login?error=google_not_configured');
    expect((await t.client().get('/api/auth/config')).json()).toMatchObject({ googleEnabled: false, sessionIdleMinutes: 30 });
  });
});
