import {
  authConfigReply,
  authReply,
  challengeReply,
  csrfReply,
  forgotPasswordBody,
  loginBody,
  loginReply,
  messageReply,
  resetPasswordBody,
  resetTokenParams,
  signupBody,
  user,
  verifyResetReply,
} from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { redirectReply } from '../../http/api-reference.ts';
import { AppError } from '../../http/errors.ts';
import { limit } from '../../http/rate-limit.ts';

export function authRoutes(app: App, { auth, twoFactor, sessionStore, config, google }: Services): void {
  const pub = { auth: 'public' as const };

  app.get('/api/csrf-token', { config: pub, schema: { summary: 'Get the CSRF token (starts an anonymous session if there is none)', response: { 200: csrfReply } } }, async (req, reply) => ({
    csrfToken: await sessionStore.csrfToken(req, reply),
  }));

  app.get('/api/auth/config', { config: pub, schema: { summary: 'Get the sign-in options and the session settings', response: { 200: authConfigReply } } }, async () => ({
    googleEnabled: Boolean(google),
    sessionIdleMinutes: config.sessionIdleMinutes,
    supportEmail: config.supportEmail,
    enableDonations: config.donations.enabled,
    donationUrl: config.donations.enabled ? (config.donations.url ?? null) : null,
  }));

  app.get('/api/auth/user', { schema: { summary: 'Get the signed-in user', response: { 200: user } } }, async (req) => auth.view(requireUser(req)));

  app.get('/api/auth/challenge', { config: { ...pub, rateLimit: limit(config, 'challenge') }, schema: { summary: 'Get a security-check question', response: { 200: challengeReply } } }, () =>
    auth.issueChallenge(),
  );

  app.get(
    '/api/auth/login-status',
    { config: pub, schema: { summary: 'Ask whether logging in needs the security check', querystring: z.object({ email: z.string().max(254).optional() }), response: { 200: z.object({ challengeRequired: z.boolean() }) } } },
    async (req) => ({ challengeRequired: await auth.challengeRequired(req.query.email?.trim().toLowerCase(), req.ip) }),
  );

  app.post('/api/auth/login', { config: { ...pub, rateLimit: limit(config, 'login') }, schema: { summary: 'Log in with e-mail and password (with two-factor sign-in on, the code follows at /api/auth/two-factor/verify)', errors: [401], body: loginBody, response: { 200: loginReply } } }, async (req, reply) => {
    let row: Awaited<ReturnType<typeof auth.login>>;
    try {
      row = await auth.login({ ...req.body, ip: req.ip });
    } catch (err) {
      // The failed reply carries the session's token so the page can retry without a refetch.
      if (err instanceof AppError && req.session) Object.assign(err.details, { csrfToken: req.session.csrfToken });
      throw err;
    }
    await sessionStore.destroy(reply, req.session);
    if (await twoFactor.isEnabled(row.id)) {
      // Not signed in yet: a fresh anonymous session waits for the code (decision 0042).
      const pending = await sessionStore.create(reply, req, null);
      await twoFactor.startSignIn(pending.idHash, row.id);
      return { message: 'Enter the code from your authenticator app', twoFactorRequired: true as const, csrfToken: pending.csrfToken };
    }
    const session = await sessionStore.create(reply, req, row.id);
    return { message: 'Login successful!', user: auth.view(row), csrfToken: session.csrfToken };
  });

  app.post('/api/auth/signup', { config: { ...pub, rateLimit: limit(config, 'signup') }, schema: { summary: 'Create an account and sign in', errors: [409], body: signupBody, response: { 201: authReply } } }, async (req, reply) => {
    const row = await auth.signup(req.body);
    await sessionStore.destroy(reply, req.session);
    const session = await sessionStore.create(reply, req, row.id);
    return reply.status(201).send({ message: 'Account created successfully!', user: auth.view(row), csrfToken: session.csrfToken });
  });

  app.post('/api/auth/logout', { config: pub, schema: { summary: 'Log out', response: { 200: messageReply } } }, async (req, reply) => {
    await sessionStore.destroy(reply, req.session);
    return { message: 'Logged out' };
  });

  app.post(
    '/api/auth/forgot-password',
    { config: { ...pub, rateLimit: limit(config, 'forgotPassword') }, schema: { summary: 'Send a password-reset e-mail', body: forgotPasswordBody, response: { 200: messageReply } } },
    async (req) => ({ message: auth.forgotPassword(req.body.email) }),
  );

  app.get('/api/auth/verify-reset-token/:token', { config: pub, schema: { summary: 'Check a password-reset token', params: resetTokenParams, response: { 200: verifyResetReply } } }, (req) =>
    auth.verifyResetToken(req.params.token),
  );

  app.post('/api/auth/reset-password', { config: { ...pub, rateLimit: limit(config, 'forgotPassword') }, schema: { summary: 'Set a new password with a reset token', body: resetPasswordBody, response: { 200: messageReply } } }, async (req) => {
    await auth.resetPassword(req.body.token, req.body.newPassword, req.ip);
    return { message: 'Password reset successfully. You can now sign in with your new password.' };
  });

  // Older links and clients send signed-out users to /api/login; the page lives at /login.
  app.get('/api/login', { config: pub, schema: { summary: 'Go to the login page', response: { 302: redirectReply('To /login') } } }, async (_req, reply) =>
    reply.redirect('/login'),
  );

  app.get(
    '/api/auth/google',
    { config: pub, schema: { summary: 'Start Google sign-in', response: { 302: redirectReply("To Google's consent page, or back to /login when Google sign-in is not configured") } } },
    async (req, reply) => {
      if (!google) return reply.redirect('/login?error=google_not_configured');
      const { url, state, verifier } = google.start();
      if (!req.session) req.session = await sessionStore.create(reply, req, null);
      await auth.startGoogleSignIn(req.session.idHash, state, verifier);
      return reply.redirect(url);
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      config: pub,
      schema: {
        summary: 'Finish Google sign-in (Google redirects here)',
        querystring: z.object({ code: z.string().max(2048).optional(), state: z.string().max(256).optional(), error: z.string().max(256).optional() }),
        response: { 302: redirectReply('To /dashboard once signed in, to /login?step=two-factor when the code is due, or to /login with an error') },
      },
    },
    async (req, reply) => {
      if (!google) return reply.redirect('/login?error=google_not_configured');
      const { code, state } = req.query;
      const started = req.session ? await auth.googleSignInState(req.session.idHash) : undefined;
      if (!code || !state || !started?.state || started.state !== state || !started.verifier) {
        return reply.redirect('/login?error=google_failed');
      }
      let user: Awaited<ReturnType<typeof auth.signInWithGoogle>>;
      try {
        user = await auth.signInWithGoogle(await google.finish(code, started.verifier));
      } catch (err) {
        req.log.warn({ err }, 'google sign-in failed');
        return reply.redirect('/login?error=google_failed');
      }
      await sessionStore.destroy(reply, req.session);
      if (await twoFactor.isEnabled(user.id)) {
        const pending = await sessionStore.create(reply, req, null);
        await twoFactor.startSignIn(pending.idHash, user.id);
        return reply.redirect('/login?step=two-factor');
      }
      await sessionStore.create(reply, req, user.id);
      return reply.redirect('/dashboard');
    },
  );

}
