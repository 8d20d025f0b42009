import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { ACCOUNT_DELAY_MAX_MS } from './auth.service.ts';

/** Failed logins counted per account, whatever address they come from: the security check, then a growing wait, never a lock-out. */
const waits: number[] = [];
// Behind a trusted proxy every attempt can come from its own address, as from a botnet.
const t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] }, deps: { wait: async (ms) => void waits.push(ms) } });

let address = 0;
const fromNewAddress = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++address}` } });
const attempt = (c: TestClient, email: string, password: string, extra: object = {}) =>
  c.request('POST', '/api/auth/login', { email, password, ...extra }, fromNewAddress());

describe('failed logins per account, from many addresses', () => {
  it('asks for the security check after 3 failures for the account, then delays each attempt longer, and still lets the owner in', async () => {
    await t.user({ email: 'wanted@example.com', password: 'the-right-one' });
    const bot = t.client();
    for (let i = 1; i <= 3; i++) expect((await attempt(bot, 'wanted@example.com', `guess-${i}`)).statusCode).toBe(401);
    // A fourth address with no failures of its own is asked for the check: the account counts.
    const unchecked = await attempt(bot, 'wanted@example.com', 'guess-4');
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED', challengeRequired: true });
    expect(waits).toEqual([]);

    // The check is solvable by a program: with it, the attempts on the account wait longer and longer.
    for (let i = 4; i <= 12; i++) {
      expect((await attempt(bot, 'wanted@example.com', `guess-${i}`, await bot.solvedChallenge())).statusCode).toBe(401);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 20000, 20000]);
    expect(Math.max(...waits)).toBe(ACCOUNT_DELAY_MAX_MS);

    // The owner is never locked out: the right password with a solved check signs in, after the same wait.
    const owner = t.client();
    waits.length = 0;
    const signedIn = await attempt(owner, 'wanted@example.com', 'the-right-one', await owner.solvedChallenge());
    expect(signedIn.statusCode).toBe(200);
    expect(waits).toEqual([ACCOUNT_DELAY_MAX_MS]);
    // Success clears the account's counter: no check and no wait next time.
    waits.length = 0;
    expect((await attempt(t.client(), 'wanted@example.com', 'the-right-one')).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });

  it('waits the same for an address without an account, so the wait does not tell who is registered', async () => {
    waits.length = 0;
    const bot = t.client();
    for (let i = 1; i <= 6; i++) await attempt(bot, 'nobody-here@example.com', `guess-${i}`, i > 3 ? await bot.solvedChallenge() : {});
    expect(waits).toEqual([1000]);
  });
});
