import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { createTestQueryClient, renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import ContactPage from './contact-page.tsx';

const CONFIG = { body: { googleEnabled: false, sessionIdleMinutes: 30, supportEmail: 'help@learnstack.test' } };

function render() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), null);
  return renderPage(<ContactPage />, { route: '/contact', path: '/contact', queryClient });
}

function fill() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Vera' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'vera@example.org' } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A question' } });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('ContactPage', () => {
  it('sends name, e-mail, subject, message and the default category, then shows the success screen; Send Another Message empties the form', async () => {
    const api = stubFetch({ 'GET /api/auth/config': CONFIG, 'POST /api/contact': { body: { success: true, message: 'ok' } } });
    render();
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('general');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent successfully!' })).toBeTruthy();
    expect(screen.getByText(/We reply within 24 hours, to the address you gave/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/contact')[0]?.body).toEqual({ name: 'Vera', email: 'vera@example.org', subject: 'Hello', message: 'A question', category: 'general' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("says 'Message delivery failed' when success is not true, and 'Failed to send message' on an error, both naming the support address", async () => {
    stubFetch({ 'GET /api/auth/config': CONFIG, 'POST /api/contact': [{ body: { success: false, message: 'no' } }, { status: 500, body: {} }] });
    render();
    await screen.findByText('help@learnstack.test');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message delivery failed')).toBeTruthy();
    expect(screen.getByText(/could not be e-mailed\. You can write to help@learnstack\.test/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/e-mail us at help@learnstack\.test/)).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Message sent successfully!' })).toBeNull();
  });
});
