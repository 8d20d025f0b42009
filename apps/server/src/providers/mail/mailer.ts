import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, when not to the sender (a contact message: the visitor's address). */
  replyTo?: string;
}

export interface Mailer {
  /** Resolves when the message is handed over; rejects when delivery failed. */
  send(message: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}

/** Bounded waits (nodemailer reads them from the URL's query): a stuck SMTP server must not hold a request for minutes. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, ms] of [['connectionTimeout', 10_000], ['greetingTimeout', 10_000], ['socketTimeout', 20_000]] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  }
  return url.toString();
}

/** Real SMTP delivery through nodemailer (pooled, with timeouts). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl), { from });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP: keep the message in the outbox table and log one line with its first link. */
export function outboxMailer(db: Db, log: Pick<Logger, 'info'>): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(outboxEmails).values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html });
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      log.info({ to: message.to, subject: message.subject, link }, `mail to ${message.to}: ${message.subject}${link ? ` ${link}` : ''}`);
    },
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every mail has a plain-text and an HTML part built from the same paragraphs and one call to action. */
export function composeMail(input: { to: string; subject: string; paragraphs: string[]; action?: { label: string; url: string } }): MailMessage {
  const { paragraphs, action } = input;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '— Learnstack'].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(action.url)}</p>`
      : ''
  }<p>— Learnstack</p></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
