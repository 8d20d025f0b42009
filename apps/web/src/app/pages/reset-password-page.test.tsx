import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, resetToasts, type StubReply, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import ResetPasswordPage, { RESET_REDIRECT_MS } from './reset-password-page.tsx';

const routes = { '/login': <h1>Login page</h1>, '/forgot-password': <h1>Forgot page</h1> };
const render = (route: string) => renderPage(<ResetPasswordPage />, { route, path: '/reset-password', routes });

function submitButton() {
  return screen.getByRole('button', { name: /reset password|resetting/i });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('shows the verifying state, then the invalid screen with the server message', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    const api = stubFetch({
      'GET /api/auth/verify-reset-token/*': () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    render('/reset-password?token=abc123');
    expect(screen.getByTestId('reset-verifying')).toBeTruthy();
    expect(screen.getByText(/verifying your reset link/i)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/verify-reset-token/abc123')).toHaveLength(1));

    answer({ body: { valid: false, message: 'Invalid or expired reset token' } });
    expect(await screen.findByText('Invalid or expired reset token')).toBeTruthy();
    expect(screen.queryByTestId('reset-verifying')).toBeNull();
    const link = screen.getByRole('link', { name: 'Request New Reset Link' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });

  it("says 'No reset token provided' without a token, and never calls the server", () => {
    const api = stubFetch({});
    render('/reset-password');
    expect(screen.getByText('No reset token provided')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("says 'Failed to verify reset token' when the check itself fails", async () => {
    stubFetch({ 'GET /api/auth/verify-reset-token/*': { status: 500, body: { error: 'Internal', message: 'Internal server error' } } });
    render('/reset-password?token=abc');
    expect(await screen.findByText('Failed to verify reset token')).toBeTruthy();
  });

  it('disables submit while the passwords differ, shows the strength, and resets the password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubFetch({
      'GET /api/auth/verify-reset-token/*': { body: { valid: true, message: 'Token is valid' } },
      'POST /api/auth/reset-password': { body: { message: 'Password has been reset successfully' } },
    });
    render('/reset-password?token=tok');
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');

    fireEvent.change(password, { target: { value: 'Secret12' } });
    expect(screen.getByTestId('password-strength').getAttribute('data-score')).toBe('4');
    fireEvent.change(confirm, { target: { value: 'Secret1' } });
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(confirm, { target: { value: 'Secret12' } });
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Passwords do not match')).toBeNull();

    // The show/hide toggles are labelled buttons.
    fireEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeTruthy();

    fireEvent.click(submitButton());
    expect(await screen.findByText('Password reset', { selector: 'h1' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({ token: 'tok', newPassword: 'Secret12' });
    expect(screen.getAllByText('Password has been reset successfully').length).toBeGreaterThan(0);

    act(() => {
      vi.advanceTimersByTime(RESET_REDIRECT_MS - 100);
    });
    expect(screen.queryByText('Login page')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('refuses a password under 6 characters', async () => {
    const api = stubFetch({ 'GET /api/auth/verify-reset-token/*': { body: { valid: true, message: 'ok' } } });
    render('/reset-password?token=tok');
    const password = await screen.findByLabelText('New password');
    fireEvent.change(password, { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'abc' } });
    fireEvent.click(submitButton());
    expect((await screen.findAllByText('Password must be at least 6 characters long')).length).toBeGreaterThan(0);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it("shows the server's message when the reset fails", async () => {
    stubFetch({
      'GET /api/auth/verify-reset-token/*': { body: { valid: true, message: 'ok' } },
      'POST /api/auth/reset-password': { status: 400, body: { error: 'Bad Request', message: 'Password is too common' } },
    });
    render('/reset-password?token=tok');
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'password1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'password1' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Password is too common')).toBeTruthy();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
