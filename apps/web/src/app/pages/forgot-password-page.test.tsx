import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import ForgotPasswordPage from './forgot-password-page.tsx';

const routes = { '/login': <h1>Login page</h1> };
const render = () => renderPage(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password', routes });

function send(email = 'ada@example.com') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /send reset link/i }));
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('ForgotPasswordPage', () => {
  it('shows the Email Sent screen with the server message and tips, and Try Different Email goes back', async () => {
    const api = stubFetch({
      'POST /api/auth/forgot-password': { body: { message: 'If that email is registered, a reset link is on its way.' } },
    });
    render();
    send();
    expect(await screen.findByText('Email Sent!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText('If that email is registered, a reset link is on its way.')).toBeTruthy();
    expect(screen.getByText(/spam/i)).toBeTruthy();
    expect(screen.getByText(/wait a few minutes/i)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try Different Email' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('Back to Login goes to the login page', async () => {
    stubFetch({ 'POST /api/auth/forgot-password': { body: { message: 'Sent' } } });
    render();
    send();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it("shows the server message, or 'Failed to send reset email'", async () => {
    stubFetch({ 'POST /api/auth/forgot-password': [{ status: 429, body: { error: 'Too Many Requests', message: 'Too many requests, slow down' } }, { status: 500, body: {} }] });
    render();
    send();
    expect(await screen.findByText('Too many requests, slow down')).toBeTruthy();
    send();
    expect(await screen.findByText('Failed to send reset email')).toBeTruthy();
    expect(screen.queryByText('Email Sent!')).toBeNull();
  });

  it('reports a CSRF failure that survived the retry', async () => {
    const csrf = { status: 403, body: { error: 'CSRF token required', message: 'CSRF token required', csrfToken: 'n' } };
    stubFetch({ 'POST /api/auth/forgot-password': [csrf, csrf] });
    render();
    send();
    expect(await screen.findByText('Security token updated. Please try again.')).toBeTruthy();
  });

  it('checks the address before sending', async () => {
    const api = stubFetch({});
    render();
    send('not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/forgot-password')).toHaveLength(0));
  });
});
