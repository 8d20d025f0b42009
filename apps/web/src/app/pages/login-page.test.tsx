import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { AUTH_CONFIG, makeUser, renderPage, resetToasts, type StubReply, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import LoginPage from './login-page.tsx';

const BAD_CREDENTIALS: StubReply = {
  status: 401,
  body: { error: 'Unauthorized', message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
};

function fillAndSubmit(email = 'ada@example.com', password = 'wrong-password') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
}

function submitButton() {
  return screen.getByRole('button', { name: /sign in|signing in/i });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
  window.history.replaceState(null, '', '/login');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('LoginPage', () => {
  it('asks for the security check after 3 failures, keeps submit disabled until the sum is right, and resets on success', async () => {
    const challenges = [
      { body: { challengeId: 'c1', question: '7 + 3' } },
      { body: { challengeId: 'c2', question: '2 + 5' } },
    ];
    const user = makeUser();
    const api = stubFetch({
      'GET /api/auth/config': { body: AUTH_CONFIG },
      'GET /api/auth/challenge': challenges,
      'POST /api/auth/login': [
        BAD_CREDENTIALS,
        BAD_CREDENTIALS,
        BAD_CREDENTIALS,
        { status: 401, body: { ...BAD_CREDENTIALS.body as object, challengeRequired: true } },
        { status: 200, body: { message: 'Login successful', user, csrfToken: 'fresh-token' } },
      ],
      'GET /api/auth/user': { body: user },
    });
    const { queryClient } = renderPage(<LoginPage />, { route: '/login' });

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      fillAndSubmit();
      await waitFor(() => expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(attempt));
      await waitFor(() => expect(submitButton()).not.toHaveProperty('disabled', true));
      expect(screen.queryByTestId('security-check')).toBeNull();
    }
    expect((await screen.findAllByText('Invalid email or password')).length).toBeGreaterThan(0);

    fillAndSubmit();
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(3));
    // Third failure: the check appears with the server's question.
    expect(await screen.findByText('7 + 3')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/login')[2]?.body).not.toHaveProperty('challengeId');
    const answer = screen.getByLabelText(/what is/i);
    expect(submitButton()).toHaveProperty('disabled', true);
    fireEvent.change(answer, { target: { value: '9' } });
    expect(submitButton()).toHaveProperty('disabled', true);
    // Enter on a wrong answer does not send anything.
    fireEvent.submit(answer.closest('form') as HTMLFormElement);
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(3);
    fireEvent.change(answer, { target: { value: '10' } });
    expect(submitButton()).toHaveProperty('disabled', false);

    // Fourth attempt fails: the check is refreshed and the answer cleared.
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(4));
    expect(api.callsTo('POST', '/api/auth/login')[3]?.body).toMatchObject({ challengeId: 'c1', challengeAnswer: 10 });
    expect(await screen.findByText('2 + 5')).toBeTruthy();
    expect(api.callsTo('GET', '/api/auth/challenge')).toHaveLength(2);
    expect((screen.getByLabelText(/what is/i) as HTMLInputElement).value).toBe('');
    expect(submitButton()).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText(/what is/i), { target: { value: '7' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(5));
    expect(api.callsTo('POST', '/api/auth/login')[4]?.body).toMatchObject({ challengeId: 'c2', challengeAnswer: 7 });
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    // Success resets the counter (the check goes away), stores the user and goes to the dashboard.
    await waitFor(() => expect(screen.queryByTestId('security-check')).toBeNull());
    expect(queryClient.getQueryData(authKeys.user())).toMatchObject({ id: user.id });
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('counts a network error as a failure', async () => {
    const api = stubFetch({
      'GET /api/auth/config': { body: AUTH_CONFIG },
      'GET /api/auth/challenge': { body: { challengeId: 'c1', question: '4 + 4' } },
      'POST /api/auth/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage(<LoginPage />, { route: '/login' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      fillAndSubmit();
      await waitFor(() => expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(attempt));
      await waitFor(() => expect(screen.getAllByText('Network error. Please try again.').length).toBeGreaterThan(0));
    }
    expect(await screen.findByText('4 + 4')).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('shows the security check at once when the server asks for it', async () => {
    const api = stubFetch({
      'GET /api/auth/config': { body: AUTH_CONFIG },
      'GET /api/auth/challenge': { body: { challengeId: 'c1', question: '1 + 2' } },
      'POST /api/auth/login': {
        status: 400,
        body: { error: 'Bad Request', code: 'CHALLENGE_REQUIRED', message: 'Please complete the security check', challengeRequired: true },
      },
    });
    renderPage(<LoginPage />, { route: '/login' });
    fillAndSubmit();
    expect(await screen.findByText('1 + 2')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(1);
    expect(screen.getAllByText('Please complete the security check').length).toBeGreaterThan(0);
  });

  it('requires email and password before calling the server', async () => {
    const api = stubFetch({ 'GET /api/auth/config': { body: AUTH_CONFIG } });
    renderPage(<LoginPage />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('shows the session-expired notice and toast after an inactivity logout', async () => {
    stubFetch({ 'GET /api/auth/config': { body: AUTH_CONFIG } });
    renderPage(<LoginPage />, { route: '/login?timeout=true' });
    expect(screen.getByTestId('session-expired-notice').textContent).toMatch(/30 minutes of inactivity/);
    expect(await screen.findByText(/Your session expired after 30 minutes of inactivity/)).toBeTruthy();
  });

  it('shows no notice on a plain visit, and a disabled Google button when Google is not configured', async () => {
    stubFetch({ 'GET /api/auth/config': { body: AUTH_CONFIG } });
    renderPage(<LoginPage />, { route: '/login' });
    const google = await screen.findByRole('button', { name: 'Google sign-in is not set up' });
    expect(google).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('session-expired-notice')).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('accepts a pending invite after login and clears the stored token', async () => {
    window.localStorage.setItem('pendingInviteToken', 'invite-123');
    const user = makeUser();
    const api = stubFetch({
      'GET /api/auth/config': { body: AUTH_CONFIG },
      'POST /api/auth/login': { body: { message: 'ok', user, csrfToken: 'fresh' } },
      'GET /api/auth/user': { body: user },
      'POST /api/friends/invite/accept': { body: { message: 'ok' } },
    });
    renderPage(<LoginPage />, { route: '/login' });
    fillAndSubmit('ada@example.com', 'right-password');
    expect(await screen.findByText('Welcome to the network! 🎉')).toBeTruthy();
    expect(api.callsTo('POST', '/api/friends/invite/accept')[0]?.body).toEqual({ inviteToken: 'invite-123' });
    expect(window.localStorage.getItem('pendingInviteToken')).toBeNull();
  });

  it('a failed invite acceptance is silent (console.info) and still clears the token', async () => {
    window.localStorage.setItem('pendingInviteToken', 'invite-gone');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const user = makeUser();
    const api = stubFetch({
      'GET /api/auth/config': { body: AUTH_CONFIG },
      'POST /api/auth/login': { body: { message: 'ok', user, csrfToken: 'fresh' } },
      'GET /api/auth/user': { body: user },
      'POST /api/friends/invite/accept': { status: 404, body: { error: 'Not Found', message: 'Invitation not found' } },
    });
    renderPage(<LoginPage />, { route: '/login' });
    fillAndSubmit('ada@example.com', 'right-password');
    await waitFor(() => expect(api.callsTo('POST', '/api/friends/invite/accept')).toHaveLength(1));
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(window.localStorage.getItem('pendingInviteToken')).toBeNull();
    expect(screen.queryByText('Welcome to the network! 🎉')).toBeNull();
  });
});
