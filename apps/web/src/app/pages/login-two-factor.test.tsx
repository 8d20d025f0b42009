import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { AUTH_CONFIG, makeUser, renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import LoginPage from './login-page.tsx';

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
  window.history.replaceState(null, '', '/login');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('LoginPage with two-factor sign-in', () => {
  it('asks for the code after the password, shows a wrong code, and signs in with the right one', async () => {
    const user = makeUser();
    const api = stubFetch({
      'GET /api/auth/config': { body: AUTH_CONFIG },
      'POST /api/auth/login': { body: { message: 'Enter the code from your authenticator app', twoFactorRequired: true, csrfToken: 'pending-token' } },
      'POST /api/auth/two-factor/verify': [
        { status: 401, body: { error: 'INVALID_TWO_FACTOR_CODE', code: 'INVALID_TWO_FACTOR_CODE', message: 'That code is not valid. Check your authenticator app and try again.', csrfToken: 'pending-token' } },
        { body: { message: 'Login successful!', user, csrfToken: 'signed-in-token' } },
      ],
      'GET /api/auth/user': { body: user },
    });
    const { queryClient } = renderPage(<LoginPage />, { route: '/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    // The password step did not sign in.
    expect(queryClient.getQueryData(authKeys.user())).toBeUndefined();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid. Check your authenticator app and try again.')).toBeTruthy();
    // The code step sends the pending session's token.
    expect(api.callsTo('POST', '/api/auth/two-factor/verify')[0]?.body).toEqual({ code: '000000' });

    fireEvent.change(screen.getByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(queryClient.getQueryData(authKeys.user())).toMatchObject({ email: user.email }));
  });

  it('opens on the code step when Google sign-in sends the user back for it', async () => {
    window.history.replaceState(null, '', '/login?step=two-factor');
    stubFetch({ 'GET /api/auth/config': { body: AUTH_CONFIG } });
    renderPage(<LoginPage />, { route: '/login?step=two-factor' });
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});
