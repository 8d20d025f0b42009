import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { smtpMailer } from '../../providers/mail/mailer.ts';
import { CONTACT_PER_ADDRESS_PER_HOUR } from './contact.service.ts';

/** Contact mail end to end: the real SMTP mailer against a capturing SMTP server. */
const smtp = await startSmtpCapture();
const t = await createTestApp({ config: { supportEmail: 'help@learnstack.test' }, deps: { mailer: smtpMailer(smtp.url, 'Learnstack <no-reply@learnstack.test>') } });
afterAll(() => smtp.close());

let n = 0;
const sender = () => `visitor${n++}.${Date.now()}@example.org`;
const body = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Vera Visitor', email, subject: 'A question', message: 'How do I export my data?', ...extra });

describe('POST /api/contact', () => {
  it('stores the message and mails it to the support address with the sender as Reply-To (visitors too)', async () => {
    const email = sender();
    const res = await t.client().post('/api/contact', body(email, { category: 'technical' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Message sent successfully! We will reply within 24 hours.' });
    const mail = smtp.last('help@learnstack.test');
    expect(mail?.subject).toBe('[Contact: Technical Support] A question');
    expect(mail?.headers.get('reply-to')).toContain(email);
    expect(mail?.text).toContain('How do I export my data?');
    expect(mail?.text).toContain(`Vera Visitor <${email}> (visitor)`);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({ category: 'technical', userId: null, deliveredAt: expect.any(Date) });
  });

  it('defaults the category to general and names a signed-in sender’s account', async () => {
    const a = await t.user();
    const res = await a.post('/api/contact', body(a.email));
    expect(res.json().success).toBe(true);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, a.email));
    expect(row).toMatchObject({ category: 'general', userId: a.user?.id });
  });

  it('refuses a missing or invalid field with a message naming it, and stores nothing', async () => {
    const email = sender();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'Name is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ subject: '' }, 'Subject is required'],
      [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [{ category: 'sales' }, 'Category must be one of general, technical, billing, feature, feedback, bug, partnership'],
    ];
    for (const [change, message] of cases) {
      const res = await t.client().post('/api/contact', body(email, change));
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
  });

  it('answers success false when the mail cannot be delivered, and keeps the message for support', async () => {
    const email = sender();
    smtp.failNext(1);
    const res = await t.client().post('/api/contact', body(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: 'Message delivery failed. Please e-mail us at help@learnstack.test.' });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row?.deliveredAt).toBeNull();
    smtp.failNext(0);
  });

  it(`limits one address to ${CONTACT_PER_ADDRESS_PER_HOUR} messages an hour, also when they arrive at once`, async () => {
    const email = sender();
    const results = await Promise.all(Array.from({ length: CONTACT_PER_ADDRESS_PER_HOUR + 3 }, () => t.client().post('/api/contact', body(email))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(CONTACT_PER_ADDRESS_PER_HOUR);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.json().message).toMatch(/Please wait before sending another one/);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(CONTACT_PER_ADDRESS_PER_HOUR);
    t.clock.advance(61 * 60_000);
    expect((await t.client().post('/api/contact', body(email))).statusCode).toBe(200);
  });
});
