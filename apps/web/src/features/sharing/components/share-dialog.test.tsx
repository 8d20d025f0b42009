import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { ShareButton } from './share-button.tsx';

const link = 'http://localhost:3000/shared/abc123';
const shareReply = (overrides: Record<string, unknown> = {}) => ({
  body: { shareUrl: link, shareToken: 'abc123', message: 'Plan shared with bob@example.com', userExists: true, emailSent: true, emailStatus: 'sent', shareCount: 4, ...overrides },
});
const friends = [
  { id: 5, name: 'Bob Builder', firstName: 'Bob', lastName: 'Builder', email: 'bob@example.com', profileImageUrl: null },
  { id: 6, name: 'Cy Twombly', firstName: 'Cy', lastName: 'Twombly', email: 'cy@example.com', profileImageUrl: null },
];

/** Opens the dialog, which loads when first opened. */
function open(kind: 'plan' | 'group' = 'plan') {
  renderPage(<ShareButton kind={kind} id={kind === 'plan' ? 3 : 8} name={kind === 'plan' ? 'SQL Basics' : 'Data Track'} />);
  fireEvent.click(screen.getByRole('button', { name: kind === 'plan' ? 'Share SQL Basics' : 'Share Data Track' }));
  return screen.findByRole('dialog', { name: kind === 'plan' ? 'Share Plan' : 'Share Group' });
}

const tab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('ShareDialog', () => {
  it('has the tabs Email, Friends and Link', async () => {
    stubFetch({});
    const dialog = await open();
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Email', 'Friends', 'Link']);
    expect(within(dialog).getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');
  });

  it("Email: a blank address says 'Please enter an email address' and sends nothing", async () => {
    const api = stubFetch({});
    await open();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please enter an email address')).toBeTruthy();
    expect(api.callsTo('POST', '/api/learning-plans/3/share')).toHaveLength(0);
  });

  it("Email: sends the trimmed address and shows the server's message", async () => {
    const api = stubFetch({ 'POST /api/learning-plans/3/share': shareReply() });
    await open();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' bob@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Plan shared with bob@example.com')).toBeTruthy();
    expect(api.callsTo('POST', '/api/learning-plans/3/share')[0]?.body).toEqual({ email: 'bob@example.com' });
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('Email: when delivery failed, suggests copying the link', async () => {
    stubFetch({ 'POST /api/learning-plans/3/share': shareReply({ emailSent: false, emailStatus: 'failed', message: 'Plan shared' }) });
    await open();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Copy the share link and send it yourself.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it("Email: a failure says 'Failed to share plan' (groups: 'Failed to share group') with the server's reason", async () => {
    stubFetch({ 'POST /api/plan-groups/8/share': { status: 429, body: { error: 'Too many shares today', code: 'RATE_LIMITED' } } });
    await open('group');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Failed to share group')).toBeTruthy();
    expect((await screen.findAllByText('Too many shares today')).length).toBeGreaterThan(0);
  });

  it("Friends: no choice says 'Please select a friend'; a choice sends friendId", async () => {
    const api = stubFetch({ 'GET /api/friends': { body: friends }, 'POST /api/plan-groups/8/share': shareReply({ message: 'Group shared with Cy Twombly' }) });
    await open('group');
    tab('Friends');
    const select = await screen.findByRole('combobox', { name: 'Friend' });
    fireEvent.click(screen.getByRole('button', { name: 'Share with Friend' }));
    expect(await screen.findByText('Please select a friend')).toBeTruthy();
    expect(api.callsTo('POST', '/api/plan-groups/8/share')).toHaveLength(0);
    fireEvent.change(select, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share with Friend' }));
    expect(await screen.findByText('Group shared with Cy Twombly')).toBeTruthy();
    expect(api.callsTo('POST', '/api/plan-groups/8/share')[0]?.body).toEqual({ friendId: 6 });
  });

  it('Friends: with no friends, offers to invite some', async () => {
    stubFetch({ 'GET /api/friends': { body: [] } });
    await open();
    tab('Friends');
    expect(await screen.findByText(/You have no friends on Learnstack yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Invite Friends/ }).getAttribute('href')).toBe('/library?tab=friends&view=invite');
  });

  it('Link: fetches the link with {}, copies it, and says so when copying fails', async () => {
    const api = stubFetch({ 'POST /api/learning-plans/3/share': shareReply() });
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await open();
    tab('Link');
    const field = (await screen.findByLabelText('Share link')) as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(api.callsTo('POST', '/api/learning-plans/3/share')[0]?.body).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeTruthy();
  });

  it("Link: a failure says 'Failed to generate share link' and can try again", async () => {
    stubFetch({ 'POST /api/learning-plans/3/share': [{ status: 500, body: { error: 'boom' } }, shareReply()] });
    await open();
    tab('Link');
    expect((await screen.findAllByText('Failed to generate share link')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText('Share link')) as HTMLInputElement).value).toBe(link);
  });

  it('Link: Stop sharing asks first, then revokes the link', async () => {
    const api = stubFetch({
      'POST /api/learning-plans/3/share': shareReply(),
      'DELETE /api/learning-plans/3/share': { body: { message: 'Share link revoked' } },
    });
    await open();
    tab('Link');
    await screen.findByLabelText('Share link');
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop sharing this link?' });
    expect(api.callsTo('DELETE', '/api/learning-plans/3/share')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Share link revoked')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/learning-plans/3/share')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByLabelText('Share link')).toBeNull());
    expect(screen.getByText(/Sharing by link is off/)).toBeTruthy();
    // No new link is made behind the user's back.
    expect(api.callsTo('POST', '/api/learning-plans/3/share')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Create New Link' }));
    await screen.findByLabelText('Share link');
    expect(api.callsTo('POST', '/api/learning-plans/3/share')).toHaveLength(2);
  });
});
