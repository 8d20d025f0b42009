import type { PlanDetail } from '@learnstack/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, type StubReply, stubFetch } from '../../features/auth/testing/render.tsx';
import { makeDetail, makeEntry, makePlan } from '../../features/plans/testing/fixtures.ts';
import PlanPage from './plan-page.tsx';

afterEach(resetToasts);

const entries = [makeEntry(0, { title: 'Intro to hooks', channelTitle: 'React team' }), makeEntry(1, { title: 'useEffect deep dive' }), makeEntry(2, { title: 'Custom hooks' })];
const progress = [
  { videoId: 100, isCompleted: true, currentTime: 600 },
  { videoId: 101, isCompleted: false, currentTime: 42 },
];

function renderPlan(detail: Partial<PlanDetail> = {}, handlers: Parameters<typeof stubFetch>[0] = {}, route = '/plan/react-abc123') {
  const plan = makeDetail({ id: 5, slug: 'react-abc123', title: 'React path', description: 'Hooks first', videoCount: 3, completedCount: 1, progress: 33, ...detail });
  const api = stubFetch({
    'GET /api/learning-plans/slug/react-abc123/page': { body: { plan, videos: entries, progress } },
    'GET /api/learning-plans': { body: [makePlan({ id: 5, title: 'React path' }), makePlan({ id: 6, title: 'Other plan' })] },
    ...handlers,
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), makeUser());
  const view = renderPage(<PlanPage />, { route, path: '/plan/:slug', queryClient });
  return { ...view, api, plan };
}

describe('Plan detail', () => {
  it('shows the plan, each video with its status and watch button, and Continue Learning into the first unfinished video', async () => {
    renderPlan();
    expect(await screen.findByRole('heading', { level: 1, name: 'React path' })).toBeTruthy();
    expect(screen.getByText('Hooks first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Plans' }).getAttribute('href')).toBe('/plans');
    const videos = screen.getByRole('region', { name: /^Videos/ });
    expect(await within(videos).findByText('Completed')).toBeTruthy();
    const rows = within(videos).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Watch Again: Intro to hooks' }).getAttribute('href')).toBe('/video/vid00000100?plan=react-abc123');
    expect(within(rows[1] as HTMLElement).getByText('In Progress')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Continue: useEffect deep dive' })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Not Started')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Watch: Custom hooks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Learning' }).getAttribute('href')).toBe('/video/vid00000101?plan=react-abc123');
    expect(screen.queryByText('Completed!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeTruthy();
  });

  it('reads the plan, its videos and the progress on them with one request', async () => {
    const { api } = renderPlan();
    expect(await screen.findByRole('link', { name: 'Watch: Custom hooks' })).toBeTruthy();
    const planReads = api.calls.filter((c) => c.method === 'GET' && (c.path.startsWith('/api/learning-plans') || c.path.startsWith('/api/progress')));
    expect(planReads.map((c) => c.path)).toEqual(['/api/learning-plans/slug/react-abc123/page']);
  });

  it('says Completed! at 100% and keeps the group in links when arriving from a group', async () => {
    renderPlan({ progress: 100, completedCount: 3, isCompleted: true }, {}, '/plan/react-abc123?from=group&groupId=12');
    expect(await screen.findByText('Completed!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Group' }).getAttribute('href')).toBe('/shared-group/12');
    expect((await screen.findByRole('link', { name: 'Watch: Custom hooks' })).getAttribute('href')).toBe('/video/vid00000102?plan=react-abc123&from=group&groupId=12');
  });

  it('shows Plan Not Accessible with a link to /explore for a 404', async () => {
    renderPlan({}, { 'GET /api/learning-plans/slug/react-abc123/page': { status: 404, body: { error: 'NOT_FOUND', code: 'NOT_FOUND', message: 'Plan not found' } } });
    expect(await screen.findByRole('heading', { name: 'Plan Not Accessible' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Explore Community Plans/ }).getAttribute('href')).toBe('/explore');
  });

  describe('inline editing', () => {
    it('Ctrl+Enter saves only the changed field', async () => {
      const { api } = renderPlan({}, { 'PUT /api/learning-plans/5': { body: makePlan({ id: 5, title: 'React hooks path' }) } });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit title and description' }));
      const title = screen.getByLabelText('Title');
      fireEvent.change(title, { target: { value: '  React hooks path ' } });
      fireEvent.keyDown(title, { key: 'Enter', ctrlKey: true });
      await waitFor(() => expect(api.callsTo('PUT', '/api/learning-plans/5')[0]?.body).toEqual({ title: 'React hooks path' }));
      expect(await screen.findByText('Plan updated successfully')).toBeTruthy();
      await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
    });

    it('Escape cancels without a request; a save with no change just leaves edit mode', async () => {
      const { api } = renderPlan();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit title and description' }));
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Changed' } });
      fireEvent.keyDown(screen.getByLabelText('Description'), { key: 'Escape' });
      expect(screen.queryByLabelText('Description')).toBeNull();
      expect(screen.getByText('Hooks first')).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Edit title and description' }));
      expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Hooks first');
      fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Enter', ctrlKey: true });
      expect(screen.queryByLabelText('Title')).toBeNull();
      // Plain Enter in the description is a new line, not a save.
      fireEvent.click(screen.getByRole('button', { name: 'Edit title and description' }));
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'New' } });
      fireEvent.keyDown(screen.getByLabelText('Description'), { key: 'Enter' });
      expect(screen.getByLabelText('Description')).toBeTruthy();
      expect(api.callsTo('PUT', '/api/learning-plans/5')).toHaveLength(0);
    });

    it('a failed save says Failed to update plan and stays in edit mode; a blank title is refused', async () => {
      const { api } = renderPlan({}, { 'PUT /api/learning-plans/5': { status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } } });
      fireEvent.click(await screen.findByRole('button', { name: 'Edit title and description' }));
      fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  ' } });
      expect(screen.getByText('Title is required')).toBeTruthy();
      fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Enter', ctrlKey: true });
      expect(api.callsTo('PUT', '/api/learning-plans/5')).toHaveLength(0);
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Other' } });
      fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'React path' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsTo('PUT', '/api/learning-plans/5')[0]?.body).toEqual({ description: 'Other' }));
      expect(await screen.findByText('Failed to update plan')).toBeTruthy();
      expect(screen.getByLabelText('Title')).toBeTruthy();
    });
  });

  describe('reordering', () => {
    it('offers drag handles to the owner, and none while the search has text', async () => {
      renderPlan();
      expect(await screen.findByRole('button', { name: 'Reorder Intro to hooks' })).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Search videos in this plan'), { target: { value: 'hooks' } });
      expect(screen.getByText('2 of 3 videos match')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
      expect(screen.getByText('Clear the search to reorder videos.')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Search videos in this plan'), { target: { value: '' } });
      expect(screen.getAllByRole('button', { name: /^Reorder/ })).toHaveLength(3);
    });

    it('shows no handles and no per-video menu to someone who does not own the plan', async () => {
      renderPlan({ permissions: { isOwner: false, canAddVideos: false, canRequestModification: true } });
      expect(await screen.findByRole('link', { name: 'Watch: Custom hooks' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add Video' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit title and description' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Request Modification' })).toBeTruthy();
    });

    /** dnd-kit measures rows: give each row of the list a place, 100 px apart. */
    function layoutRows() {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const li = this.tagName === 'LI' ? this : this.closest('li');
        const index = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
        const top = index * 100;
        return { x: 0, y: top, top, left: 0, bottom: top + 90, right: 600, width: 600, height: 90, toJSON: () => ({}) } as DOMRect;
      });
    }

    async function moveFirstDown() {
      const handle = await screen.findByRole('button', { name: 'Reorder Intro to hooks' });
      handle.focus();
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    }

    const titles = () => Array.from(screen.getByRole('region', { name: /^Videos/ }).querySelectorAll('ol > li')).map((li) => li.querySelector('a:not([aria-hidden])')?.textContent);

    it('saves the full new order with the keyboard and says Video order updated', async () => {
      layoutRows();
      const { api } = renderPlan({}, { 'PUT /api/learning-plans/5/reorder': { body: { message: 'Video order updated' } } });
      await moveFirstDown();
      await waitFor(() =>
        expect(api.callsTo('PUT', '/api/learning-plans/5/reorder')[0]?.body).toEqual({
          videos: [
            { planVideoId: 1001, orderIndex: 0 },
            { planVideoId: 1000, orderIndex: 1 },
            { planVideoId: 1002, orderIndex: 2 },
          ],
        }),
      );
      expect(await screen.findByText('Video order updated')).toBeTruthy();
      expect(titles()).toEqual(['useEffect deep dive', 'Intro to hooks', 'Custom hooks']);
    });

    it('hears the arrow keys as soon as it announces the video picked up, even when timers run late', async () => {
      layoutRows();
      renderPlan({}, { 'PUT /api/learning-plans/5/reorder': { body: { message: 'Video order updated' } } });
      const handle = await screen.findByRole('button', { name: 'Reorder Intro to hooks' });
      const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
      // A busy machine: every timer of the page runs 200 ms late (dnd-kit starts hearing keys in one).
      const setTimer = globalThis.setTimeout;
      vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => setTimer(run, (ms ?? 0) + 200)) as typeof setTimeout);
      handle.focus();
      fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
      // 'Picked up Intro to hooks, position 1 of 3.', then at once 'Intro to hooks is over position 1.' (its own place).
      await vi.waitFor(() => expect(announced()).toMatch(/Intro to hooks.* position 1/), { timeout: 3000 });
      // No pause: a key pressed as soon as the pick-up is announced moves the video.
      fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' });
      await vi.waitFor(() => expect(announced()).toBe('Intro to hooks is over position 2.'), { timeout: 3000 });
      // Put it down again: a drag left open keeps listening on the document after the test.
      fireEvent.keyDown(document.activeElement ?? handle, { key: 'Escape', code: 'Escape' });
      await vi.waitFor(() => expect(announced()).toMatch(/^Reordering cancelled/), { timeout: 3000 });
    });

    it('puts the old order back when the server refuses', async () => {
      layoutRows();
      const { api } = renderPlan({}, { 'PUT /api/learning-plans/5/reorder': { status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } } });
      await moveFirstDown();
      expect(await screen.findByText('Failed to reorder videos')).toBeTruthy();
      expect(api.callsTo('PUT', '/api/learning-plans/5/reorder')).toHaveLength(1);
      expect(titles()).toEqual(['Intro to hooks', 'useEffect deep dive', 'Custom hooks']);
    });
  });

  it('removes a video at once after the confirmation and puts it back when the server fails', async () => {
    let fail: (reply: StubReply) => void = () => {};
    const answer = new Promise<StubReply>((resolve) => {
      fail = resolve;
    });
    const { api } = renderPlan({}, { 'DELETE /api/learning-plans/5/videos/101': () => answer });
    const menu = await screen.findByRole('button', { name: 'More actions for useEffect deep dive' });
    fireEvent.keyDown(menu, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove from plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove video from plan?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('useEffect deep dive')).toBeNull());
    expect(api.callsTo('DELETE', '/api/learning-plans/5/videos/101')).toHaveLength(1);
    fail({ status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } });
    expect(await screen.findByText('Failed to remove video')).toBeTruthy();
    expect(screen.getByText('useEffect deep dive')).toBeTruthy();
  });

  it('removing for real says Video removed from learning plan', async () => {
    renderPlan({}, { 'DELETE /api/learning-plans/5/videos/102': { body: { message: 'Video removed from learning plan' } } });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'More actions for Custom hooks' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove from plan' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Video removed from learning plan')).toBeTruthy();
  });

  it('moves a video to another plan once a target is chosen', async () => {
    const { api } = renderPlan({}, {
      'POST /api/learning-plans/5/videos/100/move': { body: { message: 'Video moved to "Other plan" successfully', code: 'MOVED', toPlan: { id: 6, slug: 'other', title: 'Other plan' } } },
    });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'More actions for Intro to hooks' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to another plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Video to Another Plan' });
    const move = within(dialog).getByRole('button', { name: 'Move Video' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    const select = await within(dialog).findByLabelText('Target plan');
    expect(within(select).queryByRole('option', { name: 'React path' })).toBeNull();
    fireEvent.change(select, { target: { value: '6' } });
    fireEvent.click(move);
    await waitFor(() => expect(api.callsTo('POST', '/api/learning-plans/5/videos/100/move')[0]?.body).toEqual({ toPlanId: 6 }));
    expect(await screen.findByText('Video moved to "Other plan" successfully')).toBeTruthy();
  });

  it('a non-owner requests a modification: Send waits for a message, then posts the request', async () => {
    const { api } = renderPlan(
      { permissions: { isOwner: false, canAddVideos: false, canRequestModification: true }, isPublic: true },
      { 'POST /api/learning-plans/5/modification-request': { status: 201, body: { request: {}, message: 'Modification request sent to the plan owner' } } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Request Modification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Modification' });
    fireEvent.change(within(dialog).getByLabelText('Request type'), { target: { value: 'remove_video' } });
    fireEvent.change(within(dialog).getByLabelText('Video to remove'), { target: { value: '102' } });
    const send = within(dialog).getByRole('button', { name: 'Send Request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    expect(api.callsTo('POST', '/api/learning-plans/5/modification-request')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Message to the owner'), { target: { value: '  Outdated video  ' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/learning-plans/5/modification-request')[0]?.body).toEqual({
        requestType: 'remove_video',
        requestData: { videoId: 102, videoTitle: 'Custom hooks' },
        message: 'Outdated video',
      }),
    );
    expect(await screen.findByText('Modification request sent to the plan owner')).toBeTruthy();
  });

  it('the owner approves a pending request', async () => {
    const request = {
      id: 31,
      planId: 5,
      requestType: 'add_video' as const,
      requestData: { videoId: 500, videoTitle: 'Suspense explained' },
      message: 'Worth adding',
      status: 'pending' as const,
      requester: { id: 2, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null },
      createdAt: '2026-11-01T00:00:00.000Z',
      decidedAt: null,
    };
    const { api } = renderPlan(
      { modificationRequests: [request] },
      { 'POST /api/modification-requests/31/approve': { body: { request: { ...request, status: 'approved' }, applied: true, message: 'Modification request approved and applied' } } },
    );
    const panel = await screen.findByRole('region', { name: /Pending modification requests/ });
    expect(within(panel).getByText('Add “Suspense explained”')).toBeTruthy();
    expect(within(panel).getByText('“Worth adding”')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve request from Grace Hopper' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/modification-requests/31/approve')).toHaveLength(1));
    expect(await screen.findByText('Modification request approved and applied')).toBeTruthy();
  });
});
