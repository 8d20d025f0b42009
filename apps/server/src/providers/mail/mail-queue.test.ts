import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { captureMailer } from '../../../test/fake-mailer.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { mailQueue } from '../../db/schema/index.ts';
import { MailQueue, type MailQueueOptions } from './mail-queue.ts';
import type { MailMessage } from './mailer.ts';

const database = await createTestDatabase();
afterAll(() => database.drop());
const { db } = database;
const log = pino({ level: 'silent' });
const message = (n: number | string): MailMessage => ({ to: `to${n}@example.com`, subject: `Message ${n}`, text: 'text', html: '<p>html</p>' });
const queue = (mailer = captureMailer(), options: MailQueueOptions = {}) => ({ mailer, queue: new MailQueue(db, mailer, log, options) });
const rows = () => db.select().from(mailQueue).orderBy(mailQueue.id);

describe('mail queue', () => {
  it('sends queued mail and forgets it', async () => {
    const { mailer, queue: q } = queue();
    await q.enqueue(message('plain'));
    await q.drain();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Message plain']);
    expect(await rows()).toEqual([]);
  });

  it('retries a failed delivery later, with a growing wait, and records the error', async () => {
    const { mailer, queue: q } = queue();
    mailer.failNext(2);
    await q.enqueue(message('retry'));
    expect(await q.drain()).toBe(0);
    const [first] = await rows();
    expect(first).toMatchObject({ attempts: 1, lastError: 'delivery failed', failedAt: null });
    const wait1 = (first?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(wait1).toBeGreaterThan(25_000);
    expect(wait1).toBeLessThan(35_000);
    // Not due yet: another drain leaves it alone.
    expect(await q.drain()).toBe(0);
    expect(mailer.sent).toEqual([]);

    await db.update(mailQueue).set({ nextAttemptAt: sql`now()` });
    expect(await q.drain()).toBe(0);
    const [second] = await rows();
    const wait2 = (second?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(second?.attempts).toBe(2);
    expect(wait2).toBeGreaterThan(110_000);

    await db.update(mailQueue).set({ nextAttemptAt: sql`now()` });
    expect(await q.drain()).toBe(1);
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Message retry']);
    expect(await rows()).toEqual([]);
  });

  it('gives up after the last attempt and keeps the row as a record', async () => {
    const { mailer, queue: q } = queue(captureMailer(), { maxAttempts: 3, backoffMs: () => 0 });
    mailer.failNext(100);
    await q.enqueue(message('doomed'));
    await q.drain();
    await q.drain();
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, lastError: 'delivery failed', failedAt: expect.any(Date) });
    expect(mailer.sent).toEqual([]);
    await db.delete(mailQueue).where(eq(mailQueue.id, row?.id ?? 0));
  });

  it('leaves a message leased by another worker alone until the lease ends', async () => {
    const { mailer, queue: q } = queue();
    await db.insert(mailQueue).values({ ...{ toAddress: 'leased@example.com', subject: 'Leased', textBody: 't', htmlBody: 'h' }, attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'` });
    expect(await q.drain()).toBe(0);
    // The worker that held it died: once the lease is over, it is sent.
    await db.update(mailQueue).set({ nextAttemptAt: sql`now()` });
    expect(await q.drain()).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual(['leased@example.com']);
  });

  it('lets two instances drain one queue without sending anything twice', async () => {
    const slow = () => {
      const mailer = captureMailer();
      const send = mailer.send.bind(mailer);
      mailer.send = async (m) => {
        await new Promise((r) => setTimeout(r, 3));
        await send(m);
      };
      return mailer;
    };
    const one = queue(slow(), { batch: 3 });
    const two = queue(slow(), { batch: 3 });
    for (let i = 0; i < 40; i++) await one.queue.enqueue(message(i));
    await Promise.all([one.queue.drain(), two.queue.drain(), one.queue.drain(), two.queue.drain()]);
    const subjects = [...one.mailer.sent, ...two.mailer.sent].map((m) => m.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect(one.mailer.sent.length).toBeGreaterThan(0);
    expect(two.mailer.sent.length).toBeGreaterThan(0);
    expect(await rows()).toEqual([]);
  });
});
