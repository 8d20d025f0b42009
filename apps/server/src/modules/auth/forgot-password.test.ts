import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts';

/** The reset reply must not tell who has an account: same body, same status, same time. */
const MAILER_MS = 400;
const sent: MailMessage[] = [];
const slowMailer: Mailer = {
  kind: 'smtp',
  async send(message) {
    await new Promise((r) => setTimeout(r, MAILER_MS));
    sent.push(message);
  },
};
const t = await createTestApp({ deps: { mailer: slowMailer } });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

describe('forgot password', () => {
  it('answers a registered and an unknown address alike and as fast, and mails only after the reply', async () => {
    await t.user({ email: 'registered@example.com' });
    const c = t.client();
    await c.post('/api/auth/forgot-password', { email: 'warm-up@example.com' });
    const took = { registered: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 7; i++) {
      for (const [kind, email] of [['registered', 'registered@example.com'], ['unknown', `nobody${i}@example.com`]] as const) {
        const started = performance.now();
        const res = await c.post('/api/auth/forgot-password', { email });
        took[kind].push(performance.now() - started);
        expect(res.statusCode).toBe(200);
        bodies.add(res.body);
      }
    }
    expect([...bodies]).toEqual([JSON.stringify({ message: 'If an account exists for that email, a password reset link has been sent.' })]);
    // The reply never waits for the mailer (400 ms a mail here)...
    expect(median(took.registered)).toBeLessThan(MAILER_MS / 2);
    // ...and takes about as long for both (generous tolerance: this machine is shared).
    expect(Math.abs(median(took.registered) - median(took.unknown))).toBeLessThan(50);

    // Every mail still goes out, through the queue; none for the unknown addresses.
    await t.drainMail();
    expect(sent.filter((m) => m.to === 'registered@example.com')).toHaveLength(7);
    expect(sent.filter((m) => m.to !== 'registered@example.com')).toEqual([]);
  });
});
