import type { Logger } from 'pino';
import type { Tx } from '../../db/client.ts';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.ts';
import type { EmailPreferencesService } from '../email-preferences/email-preferences.service.ts';
import type { NotificationInput, NotificationsService } from '../notifications/notifications.service.ts';

/** How a share reaches its recipient: everything the sharing service needs from notifications, preferences and mail. */
export interface ShareDelivery {
  /** The bell item of an account holder, committed with the share. */
  notify(recipientId: number, notice: NotificationInput, tx: Tx): Promise<void>;
  /** Whether the account holder takes plan-sharing mail. */
  wantsMail(recipientId: number): Promise<boolean>;
  /** True when the mailer took the mail; a delivery problem is logged and answers false. */
  send(mail: MailMessage): Promise<boolean>;
}

export function shareDelivery(notifications: NotificationsService, emailPreferences: EmailPreferencesService, mailer: Mailer, log: Pick<Logger, 'warn'>): ShareDelivery {
  return {
    notify: (recipientId, notice, tx) => notifications.notify(recipientId, notice, tx),
    wantsMail: (recipientId) => emailPreferences.wantsEmail(recipientId, 'planSharing'),
    async send(mail) {
      try {
        await mailer.send(mail);
        return true;
      } catch (err) {
        log.warn({ err, subject: mail.subject }, 'share mail delivery failed');
        return false;
      }
    },
  };
}
