import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { AUTH_CONFIG, makeUser, renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import SignupPage from './signup-page.tsx';

interface Form {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirm?: string;
  answer?: string;
}

async function fill(form: Form) {
  // The security question must be loaded before the answer field is enabled.
  await screen.findByText('7 + 3');
  const set = (label: string | RegExp, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  };
  set(/first name/i, form.firstName);
  set(/last name/i, form.lastName);
  set('Email', form.email);
  set('Password', form.password);
  set('Confirm password', form.confirm);
  set(/what is/i, form.answer);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /create account/i }));

const VALID: Form = { email: 'new@example.com', password: 'secret12', confirm: 'secret12', answer: '10' };

function stubs(signupReplies: Parameters<typeof stubFetch>[0][string] = { status: 500, body: {} }) {
  return stubFetch({
    'GET /api/auth/config': { body: AUTH_CONFIG },
    'GET /api/auth/challenge': [
      { body: { challengeId: 'c1', question: '7 + 3' } },
      { body: { challengeId: 'c2', question: '4 + 5' } },
    ],
    'POST /api/auth/signup': signupReplies,
    'GET /api/auth/user': { body: makeUser() },
  });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
  window.history.replaceState(null, '', '/signup');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('SignupPage validation', () => {
  it('requires the security check', async () => {
    const api = stubs();
    renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...VALID, answer: '' });
    submit();
    expect(await screen.findByText('CAPTCHA Required')).toBeTruthy();
    expect(screen.getAllByText('Please complete the security check').length).toBeGreaterThanOrEqual(2); // toast + field
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('refuses a wrong answer before asking the server', async () => {
    const api = stubs();
    renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...VALID, answer: '11' });
    submit();
    expect((await screen.findAllByText('Incorrect answer')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/what is/i).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('requires matching passwords', async () => {
    const api = stubs();
    renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...VALID, confirm: 'secret13' });
    submit();
    expect(await screen.findByText('Password mismatch')).toBeTruthy();
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    const describedBy = confirm.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Passwords do not match');
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('requires at least 6 characters', async () => {
    const api = stubs();
    renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...VALID, password: 'abc12', confirm: 'abc12' });
    submit();
    expect(await screen.findByText('Password too short')).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 6 characters').length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('requires an email', async () => {
    const api = stubs();
    renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...VALID, email: '' });
    submit();
    expect((await screen.findAllByText('Email is required')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);
  });
});

describe('SignupPage security check', () => {
  it('names the new-question button by its visible text first, and asks the server again', async () => {
    const api = stubs();
    renderPage(<SignupPage />, { route: '/signup' });
    await screen.findByLabelText(/what is/i);
    const button = screen.getByRole('button', { name: 'New question for the security check' });
    const before = api.callsTo('GET', '/api/auth/challenge').length;
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/challenge').length).toBe(before + 1));
  });
});

describe('SignupPage with the server', () => {
  it('shows the server message and gets a new security check after a failure', async () => {
    const api = stubs({
      status: 409,
      body: { error: 'Conflict', code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
    });
    renderPage(<SignupPage />, { route: '/signup' });
    await fill(VALID);
    submit();
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret12',
      challengeId: 'c1',
      challengeAnswer: 10,
    });
    expect((await screen.findAllByText('An account with this email already exists')).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('4 + 5')).toBeTruthy();
    expect((screen.getByLabelText(/what is/i) as HTMLInputElement).value).toBe('');
  });

  it("falls back to 'Failed to create account' without a server message", async () => {
    stubs({ status: 500, body: {} });
    renderPage(<SignupPage />, { route: '/signup' });
    await fill(VALID);
    submit();
    expect(await screen.findByText('Failed to create account')).toBeTruthy();
  });

  it('reports a network error', async () => {
    stubs(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(<SignupPage />, { route: '/signup' });
    await fill(VALID);
    submit();
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
  });

  it("tells the user when the security token is still refused after the client's retry", async () => {
    const csrf = { status: 403, body: { error: 'Invalid CSRF token', message: 'Invalid CSRF token', csrfToken: 'next' } };
    const api = stubs([csrf, csrf]);
    renderPage(<SignupPage />, { route: '/signup' });
    await fill(VALID);
    submit();
    expect(await screen.findByText('Security token updated')).toBeTruthy();
    expect(screen.getByText('Please try again')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(2);
  });

  it('creates the account, sends the names, and signs in', async () => {
    const user = makeUser({ hasCompletedOnboarding: false });
    const api = stubs({ status: 201, body: { message: 'Account created', user, csrfToken: 'fresh' } });
    const { queryClient } = renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...VALID, firstName: ' Ada ', lastName: 'Lovelace' });
    submit();
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(queryClient.getQueryData(authKeys.user())).toMatchObject({ id: user.id });
    expect(window.location.pathname).toBe('/dashboard');
  });
});
