import { CONTACT_CATEGORY_LABELS, type ContactCategory } from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import { composeMail, type Mailer } from '../../providers/mail/mailer.ts';
import { contactRepository } from './contact.repository.ts';

/** Messages one sender address may send per hour, whatever client address they come from. */
export const CONTACT_PER_ADDRESS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: ContactCategory;
}

export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'supportEmail'>,
    private readonly clock: Clock,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  /**
   * Stores the message (so none is lost), then hands it to the mailer for the support address with
   * the sender as Reply-To. Answers whether the mail went out; a stored but undelivered message stays
   * for support to find (delivered_at is null).
   */
  async send(userId: number | null, input: ContactInput): Promise<{ delivered: boolean }> {
    const now = this.clock.now();
    const id = await this.db.transaction(async (tx) => {
      // The per-address count and the insert hold together under concurrent sends.
      await contactRepository.lockSender(tx, input.email);
      if ((await contactRepository.countFromSince(tx, input.email, new Date(now.getTime() - HOUR_MS))) >= CONTACT_PER_ADDRESS_PER_HOUR) {
        throw new AppError(429, 'RATE_LIMITED', 'You have sent several messages in the last hour. Please wait before sending another one.');
      }
      return contactRepository.insert(tx, { userId, ...input, createdAt: now });
    });
    const mail = composeMail({
      to: this.config.supportEmail,
      subject: `[Contact: ${CONTACT_CATEGORY_LABELS[input.category]}] ${input.subject}`,
      paragraphs: [`From: ${input.name} <${input.email}>${userId ? ` (account #${userId})` : ' (visitor)'}`, `Category: ${CONTACT_CATEGORY_LABELS[input.category]}`, input.message],
    });
    try {
      await this.mailer.send({ ...mail, replyTo: input.email });
    } catch (err) {
      this.log.warn({ err, contactMessageId: id }, 'contact message stored but not delivered');
      return { delivered: false };
    }
    await contactRepository.markDelivered(this.db, id, this.clock.now());
    return { delivered: true };
  }
}
