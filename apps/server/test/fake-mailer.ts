import type { MailMessage, Mailer } from '../src/providers/mail/mailer.ts';

/** Captures mail in memory; `failNext` makes the next delivery fail. */
export function captureMailer() {
  const sent: MailMessage[] = [];
  let failures = 0;
  const mailer: Mailer & { sent: MailMessage[]; failNext: (n?: number) => void; last: (to?: string) => MailMessage | undefined } = {
    kind: 'smtp',
    sent,
    async send(message) {
      if (failures > 0) {
        failures--;
        throw new Error('delivery failed');
      }
      sent.push(message);
    },
    failNext: (n = 1) => {
      failures = n;
    },
    last: (to) => [...sent].reverse().find((m) => !to || m.to === to),
  };
  return mailer;
}
