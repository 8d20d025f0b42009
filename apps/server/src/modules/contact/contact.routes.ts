import { contactBody, successReply } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { limit } from '../../http/rate-limit.ts';

export function contactRoutes(app: App, { contact, config }: Services): void {
  app.post(
    '/api/contact',
    {
      config: { auth: 'public', rateLimit: limit(config, 'contact') },
      schema: { summary: 'Send a message to support (visitors and users)', errors: [429], body: contactBody, response: { 200: successReply } },
    },
    async (req) => {
      const { delivered } = await contact.send(req.user?.id ?? null, req.body);
      return delivered
        ? { success: true, message: 'Message sent successfully! We will reply within 24 hours.' }
        : { success: false, message: `Message delivery failed. Please e-mail us at ${config.supportEmail}.` };
    },
  );
}
