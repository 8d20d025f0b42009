import { authReply, confirmTwoFactorBody, enableTwoFactorBody, messageReply, recoveryCodesReply, twoFactorSetup, twoFactorStatus, verifyTwoFactorBody } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { AppError } from '../../http/errors.ts';
import { limit } from '../../http/rate-limit.ts';

export function twoFactorRoutes(app: App, { twoFactor, auth, sessionStore, config }: Services): void {
  app.get('/api/auth/two-factor', { schema: { summary: "Get the signed-in user's two-factor sign-in status", response: { 200: twoFactorStatus } } }, (req) => twoFactor.status(requireUser(req)));

  app.post('/api/auth/two-factor/setup', { schema: { summary: 'Start turning on two-factor sign-in: a new secret as a QR code and as text', errors: [409], response: { 200: twoFactorSetup } } }, (req) =>
    twoFactor.setup(requireUser(req)),
  );

  app.post(
    '/api/auth/two-factor/enable',
    { config: { rateLimit: limit(config, 'login') }, schema: { summary: 'Turn on two-factor sign-in with a first code; answers the recovery codes, shown once', errors: [409], body: enableTwoFactorBody, response: { 200: recoveryCodesReply } } },
    (req) => twoFactor.enable(requireUser(req), req.body.code),
  );

  app.post(
    '/api/auth/two-factor/disable',
    { config: { rateLimit: limit(config, 'login') }, schema: { summary: 'Turn off two-factor sign-in (asks for the password)', errors: [403, 409], body: confirmTwoFactorBody, response: { 200: messageReply } } },
    async (req) => {
      await twoFactor.disable(requireUser(req), req.body);
      return { message: 'Two-factor sign-in is off.' };
    },
  );

  app.post(
    '/api/auth/two-factor/recovery-codes',
    { config: { rateLimit: limit(config, 'login') }, schema: { summary: 'Replace the recovery codes (asks for the password); the new ones are shown once', errors: [409], body: confirmTwoFactorBody, response: { 200: recoveryCodesReply } } },
    (req) => twoFactor.regenerateRecoveryCodes(requireUser(req), req.body),
  );

  app.post(
    '/api/auth/two-factor/verify',
    { config: { auth: 'public', rateLimit: limit(config, 'login') }, schema: { summary: 'Finish signing in with a code from the authenticator app or a recovery code', errors: [401], body: verifyTwoFactorBody, response: { 200: authReply } } },
    async (req, reply) => {
      let row: Awaited<ReturnType<typeof twoFactor.finishSignIn>>;
      try {
        row = await twoFactor.finishSignIn(req.session?.idHash, req.body.code);
      } catch (err) {
        if (err instanceof AppError && req.session) Object.assign(err.details, { csrfToken: req.session.csrfToken });
        throw err;
      }
      await sessionStore.destroy(reply, req.session);
      const session = await sessionStore.create(reply, req, row.id);
      return { message: 'Login successful!', user: auth.view(row), csrfToken: session.csrfToken };
    },
  );
}
