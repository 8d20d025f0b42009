import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { friendInvites } from '../../db/schema/index.ts';
import { smtpMailer } from '../../providers/mail/mailer.ts';

/** Friend mail end to end: the real nodemailer SMTP mailer against a real SMTP server that captures the messages. */
const smtp = await startSmtpCapture();
const t = await createTestApp({ deps: { mailer: smtpMailer(smtp.url, 'Learnstack <no-reply@learnstack.test>') } });
afterAll(() => smtp.close());

describe('friend e-mail through SMTP', () => {
  it('an invite mail has the subject, and the link with the token in both the text and the HTML part', async () => {
    const a = await t.user({ firstName: 'Ada', lastName: 'Lovelace' });
    const res = await a.post('/api/friends/invite', { toEmail: 'grace@example.org' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailSent: true, userExists: false });

    const mail = smtp.last('grace@example.org');
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('no-reply@learnstack.test');
    expect(mail?.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail?.subject).toBe('Ada Lovelace invited you to Learnstack');

    const token = /http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]{43})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    expect(mail?.text).toContain(`Ada Lovelace (${a.email}) invited you to connect on Learnstack`);
    expect(mail?.text).toContain('The invitation is valid for 7 days');
    expect(mail?.html).toContain(`<a href="http://localhost:3000/invite/${token}"`);
    expect(mail?.html).toContain('Accept invitation');

    // The mailed token is the one whose hash is stored, and the public page opens with it.
    const [row] = await t.db.select().from(friendInvites).where(eq(friendInvites.id, res.json().invite.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((await t.client().get(`/api/friends/invite/${token}`)).json()).toMatchObject({ status: 'pending', fromUser: { name: 'Ada Lovelace' } });
  });

  it('a friend request mail goes to an account holder, and not when they turned invite mail off', async () => {
    const a = await t.user({ firstName: 'Ann', lastName: 'Lee' });
    const b = await t.user({ firstName: 'Ben', lastName: 'Ode' });
    expect((await a.post('/api/friends/invite', { toEmail: b.email })).json()).toMatchObject({ emailSent: true, userExists: true });
    const mail = smtp.last(b.email);
    expect(mail?.subject).toBe('Ann Lee sent you a friend request on Learnstack');
    expect(mail?.text).toContain('Hi Ben,');
    expect(mail?.text).toContain('http://localhost:3000/library?tab=friends');
    expect(mail?.html).toContain('href="http://localhost:3000/library?tab=friends"');

    const c = await t.user({ firstName: 'Cy' });
    await c.post('/api/user/email-preferences', { friendInvites: false });
    const count = smtp.messages.length;
    expect((await a.post('/api/friends/invite', { toEmail: c.email })).json()).toMatchObject({ emailSent: false, emailStatus: 'skipped' });
    expect(smtp.messages.length).toBe(count);
  });

  it('when the SMTP server refuses the message the invite stays and emailSent is false', async () => {
    const a = await t.user();
    smtp.failNext();
    const res = await a.post('/api/friends/invite', { toEmail: 'refused@example.org' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailSent: false, emailStatus: 'failed', invite: { status: 'pending' } });
    expect(smtp.last('refused@example.org')).toBeUndefined();
    expect(await t.db.select().from(friendInvites).where(eq(friendInvites.toEmail, 'refused@example.org'))).toHaveLength(1);
  });
});
