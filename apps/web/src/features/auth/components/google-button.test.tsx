import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { AUTH_CONFIG, renderPage, stubFetch } from '../testing/render.tsx';
import { GoogleButton } from './google-button.tsx';

beforeEach(() => __resetApiClientForTests());

describe('GoogleButton', () => {
  it('is an enabled button when the server has Google sign-in', async () => {
    stubFetch({ 'GET /api/auth/config': { body: { ...AUTH_CONFIG, googleEnabled: true } } });
    renderPage(<GoogleButton />);
    // While the config loads the button shows, disabled; then it becomes usable.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveProperty('disabled', false));
  });

  it('says plainly that Google sign-in is not configured, and cannot be pressed', async () => {
    stubFetch({ 'GET /api/auth/config': { body: AUTH_CONFIG } });
    renderPage(<GoogleButton />);
    const button = await screen.findByRole('button', { name: 'Google sign-in is not set up' });
    expect(button).toHaveProperty('disabled', true);
  });
});
