import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const waits: number[] = [];
const t = await createTestApp({ deps: { wait: async (ms) => void waits.push(ms) } });

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
const code = (secret: string, offsetSteps = 0) => codeAt(secret, new Date(t.clock.now().getTime() + offsetSteps * 30_000));

/** Signs up and turns 2FA on; returns the client, the secret and the recovery codes. */
async function withTwoFactor(email: string): Promise<{ client: TestClient; secret: string; recoveryCodes: string[] }> {
  const client = await t.user({ email, password: 'secret-password' });
  const setup = await client.post('/api/auth/two-factor/setup');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrCode } = setup.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
  expect(otpauthUrl).toBe(`otpauth://totp/Learnstack:${encodeURIComponent(email)}?issuer=Learnstack&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const enabled = await client.post('/api/auth/two-factor/enable', { code: code(secret) });
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
  // The enabling code's step is used: sign-ins start two steps on (so a code one step late is fresh).
  t.clock.advance(60_000);
  return { client, secret, recoveryCodes };
}

async function passwordStep(email: string) {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email, password: 'secret-password' });
  return { client, res };
}

describe('turning two-factor sign-in on', () => {
  it('needs the right first code, shows ten recovery codes once and stores only their hashes and the encrypted secret', async () => {
    const client = await t.user({ email: 'setup@example.com' });
    expect((await client.get('/api/auth/two-factor')).json()).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false, confirmWith: 'password' });
    const { secret } = (await client.post('/api/auth/two-factor/setup')).json<{ secret: string }>();
    const wrong = await client.post('/api/auth/two-factor/enable', { code: code(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect((await client.post('/api/auth/two-factor/enable', { code: 'abc' })).statusCode).toBe(400);
    const ok = await client.post('/api/auth/two-factor/enable', { code: code(secret) });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.get('/api/auth/two-factor')).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const stored = await t.pool.query<{ secret_encrypted: string }>("select secret_encrypted from two_factor tf join users u on u.id = tf.user_id where u.email = 'setup@example.com'");
    expect(stored.rows[0]?.secret_encrypted).not.toContain(secret);
    const hashes = await t.pool.query<{ code_hash: string }>("select code_hash from two_factor_recovery_codes rc join users u on u.id = rc.user_id where u.email = 'setup@example.com'");
    expect(hashes.rows).toHaveLength(10);
    for (const row of hashes.rows) expect(codes.some((c) => row.code_hash.includes(c.replace('-', '')))).toBe(false);
    await t.drainMail();
    expect(t.mail.last('setup@example.com')?.subject).toBe('Two-factor sign-in is on');
    // Setting it up again while it is on is refused.
    expect((await client.post('/api/auth/two-factor/setup')).statusCode).toBe(409);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password and signs in only once it is right', async () => {
    const { secret } = await withTwoFactor('signin@example.com');
    const { client, res } = await passwordStep('signin@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRequired: true, message: 'Enter the code from your authenticator app' });
    expect(res.json()).not.toHaveProperty('user');
    client.csrfToken = res.json<{ csrfToken: string }>().csrfToken;
    // Not signed in yet.
    expect((await client.get('/api/auth/user')).statusCode).toBe(401);
    const wrong = await client.post('/api/auth/two-factor/verify', { code: code(secret, 10) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    const ok = await client.post('/api/auth/two-factor/verify', { code: code(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Login successful!', user: { email: 'signin@example.com' } });
    client.csrfToken = ok.json<{ csrfToken: string }>().csrfToken;
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('accepts a code one step early or late, not two, and never the same code twice', async () => {
    const { secret } = await withTwoFactor('window@example.com');
    const first = await passwordStep('window@example.com');
    first.client.csrfToken = first.res.json<{ csrfToken: string }>().csrfToken;
    expect((await first.client.post('/api/auth/two-factor/verify', { code: code(secret, -2) })).statusCode).toBe(401);
    expect((await first.client.post('/api/auth/two-factor/verify', { code: code(secret, 2) })).statusCode).toBe(401);
    const late = code(secret, -1);
    expect((await first.client.post('/api/auth/two-factor/verify', { code: late })).statusCode).toBe(200);
    // The same code (and any older step) again, in another sign-in: refused.
    const second = await passwordStep('window@example.com');
    second.client.csrfToken = second.res.json<{ csrfToken: string }>().csrfToken;
    expect((await second.client.post('/api/auth/two-factor/verify', { code: late })).statusCode).toBe(401);
    expect((await second.client.post('/api/auth/two-factor/verify', { code: code(secret, 1) })).statusCode).toBe(200);
  });

  it('lets one of two concurrent requests with the same code through', async () => {
    const { secret } = await withTwoFactor('race@example.com');
    const a = await passwordStep('race@example.com');
    const b = await passwordStep('race@example.com');
    a.client.csrfToken = a.res.json<{ csrfToken: string }>().csrfToken;
    b.client.csrfToken = b.res.json<{ csrfToken: string }>().csrfToken;
    const same = code(secret);
    const statuses = (await Promise.all([a.client.post('/api/auth/two-factor/verify', { code: same }), b.client.post('/api/auth/two-factor/verify', { code: same })])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('takes each recovery code once, mails the owner, and counts what is left', async () => {
    const { recoveryCodes } = await withTwoFactor('recovery@example.com');
    const first = await passwordStep('recovery@example.com');
    first.client.csrfToken = first.res.json<{ csrfToken: string }>().csrfToken;
    // Case, spaces and the dash do not matter.
    const typed = ` ${recoveryCodes[0]?.toUpperCase().replace('-', ' ')} `;
    const ok = await first.client.post('/api/auth/two-factor/verify', { code: typed });
    expect(ok.statusCode).toBe(200);
    first.client.csrfToken = ok.json<{ csrfToken: string }>().csrfToken;
    await t.drainMail();
    expect(t.mail.last('recovery@example.com')?.subject).toBe('A recovery code was used');
    expect(t.mail.last('recovery@example.com')?.text).toContain('9 unused recovery codes left');
    expect((await first.client.get('/api/auth/two-factor')).json()).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await passwordStep('recovery@example.com');
    again.client.csrfToken = again.res.json<{ csrfToken: string }>().csrfToken;
    expect((await again.client.post('/api/auth/two-factor/verify', { code: recoveryCodes[0] })).statusCode).toBe(401);
  });

  it('throttles wrong codes per account like wrong passwords', async () => {
    const { secret } = await withTwoFactor('throttle@example.com');
    const { client, res } = await passwordStep('throttle@example.com');
    client.csrfToken = res.json<{ csrfToken: string }>().csrfToken;
    waits.length = 0;
    for (let i = 0; i < 7; i++) expect((await client.post('/api/auth/two-factor/verify', { code: '000000' === code(secret) ? '111111' : '000000' })).statusCode).toBe(401);
    // From the fifth failure on, every attempt waits first, longer each time.
    expect(waits).toEqual([1000, 2000]);
    expect((await client.post('/api/auth/two-factor/verify', { code: code(secret) })).statusCode).toBe(200);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('refuses a code without the password step, and after the pending sign-in expired', async () => {
    const { secret } = await withTwoFactor('expiry@example.com');
    const stranger = t.client();
    expect((await stranger.post('/api/auth/two-factor/verify', { code: code(secret) })).statusCode).toBe(401);
    const { client, res } = await passwordStep('expiry@example.com');
    client.csrfToken = res.json<{ csrfToken: string }>().csrfToken;
    t.clock.advance(11 * 60_000);
    const late = await client.post('/api/auth/two-factor/verify', { code: code(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: 'Your sign-in has expired. Please sign in again.' });
  });
});

describe('turning it off and new recovery codes', () => {
  it('ask for the password', async () => {
    const { client, recoveryCodes } = await withTwoFactor('off@example.com');
    expect((await client.post('/api/auth/two-factor/recovery-codes', { password: 'wrong-password' })).statusCode).toBe(400);
    const fresh = await client.post('/api/auth/two-factor/recovery-codes', { password: 'secret-password' });
    expect(fresh.statusCode).toBe(200);
    const newCodes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(recoveryCodes[0]);

    expect((await client.post('/api/auth/two-factor/disable', {})).statusCode).toBe(400);
    const off = await client.post('/api/auth/two-factor/disable', { password: 'secret-password' });
    expect(off.statusCode).toBe(200);
    await t.drainMail();
    expect(t.mail.last('off@example.com')?.subject).toBe('Two-factor sign-in is off');
    const { res } = await passwordStep('off@example.com');
    expect(res.json()).toMatchObject({ message: 'Login successful!' });
  });
});

describe('admin accounts', async () => {
  const strict = await createTestApp({ config: { requireAdmin2fa: true } });
  it('are told they must use it, and cannot turn it off', async () => {
    const admin = await strict.user({ email: 'admin@example.com' });
    await strict.pool.query("update users set role = 'admin' where email = 'admin@example.com'");
    expect((await admin.get('/api/auth/two-factor')).json()).toMatchObject({ required: true, enabled: false });
    const { secret } = (await admin.post('/api/auth/two-factor/setup')).json<{ secret: string }>();
    expect((await admin.post('/api/auth/two-factor/enable', { code: codeAt(secret, strict.clock.now()) })).statusCode).toBe(200);
    expect((await admin.post('/api/auth/two-factor/disable', { password: 'secret-password' })).statusCode).toBe(403);
  });
});
