import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { resetToasts, type StubHandler } from '../../auth/testing/render.tsx';
import { __resetProgressQueueForTests, queuedSaves } from '../lib/progress-queue.ts';
import { installFakeYT } from '../testing/fake-yt.ts';
import { advance, baseHandlers, echoSave, playerReady, renderPlayer, type SentSave, UUID } from '../testing/player-page.tsx';

/** The player while the connection drops: saves go to the offline queue (lib/progress-queue.ts), decision 0043. */

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  installFakeYT();
  __resetApiClientForTests();
  vi.stubGlobal('indexedDB', new IDBFactory());
  __resetProgressQueueForTests();
});

afterEach(async () => {
  // The save on unmount reads the queue before it sends: let it end in its own test.
  cleanup();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  resetToasts();
  __resetProgressQueueForTests();
  vi.useRealTimers();
  delete window.YT;
});

describe('video page: offline', () => {
  /** PUT /api/video-progress fails like a dropped connection until `online()`. */
  function flakyConnection() {
    let connected = false;
    const handler: StubHandler = (call) => {
      if (!connected) throw new TypeError('Failed to fetch');
      return echoSave(call);
    };
    return { handler, online: () => (connected = true) };
  }

  it('keeps a save that cannot be sent on the device without a failure message, and the next save goes behind it with the later time', async () => {
    const connection = flakyConnection();
    const { calls } = renderPlayer('/video/12', { ...baseHandlers(), 'PUT /api/video-progress': connection.handler });
    const player = await playerReady();
    act(() => player.playVideo());
    await advance(3_000);
    act(() => player.pauseVideo());
    await waitFor(async () => expect(await queuedSaves(1)).toHaveLength(1));
    const [queued] = await queuedSaves(1);
    const [tried] = calls.filter((c) => c.method === 'PUT').map((c) => c.body as SentSave);
    // Queued under the id it was sent with: if that send did arrive, sending it again changes nothing.
    expect(queued).toMatchObject({ userId: 1, videoId: 12, currentTime: tried?.currentTime, isCompleted: false, clientId: tried?.clientId });
    expect(screen.queryByText('Failed to update progress.')).toBeNull();

    connection.online();
    act(() => player.playVideo());
    await advance(3_000);
    act(() => player.pauseVideo());
    await waitFor(async () => expect(await queuedSaves(1)).toEqual([]));
    const sent = calls.filter((c) => c.method === 'PUT').map((c) => c.body as SentSave);
    // The second save was not sent past the queued one: the queue sent one save, the later time.
    expect(sent).toHaveLength(2);
    expect(sent[1]?.currentTime).toBeGreaterThan(tried?.currentTime ?? 0);
    expect(sent[1]?.clientId).toMatch(UUID);
    expect(sent[1]?.clientId).not.toBe(tried?.clientId);
  });

  it('Mark Complete offline shows the video completed at once and keeps the completion on the device', async () => {
    const connection = flakyConnection();
    const completed = vi.fn();
    window.addEventListener('videoCompleted', completed);
    try {
      renderPlayer('/video/12', { ...baseHandlers(), 'PUT /api/video-progress': connection.handler });
      await playerReady();
      fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
      expect(await screen.findByText('Video marked as complete')).toBeTruthy();
      expect(screen.getByText(/saved on this device and sent when you are back online/)).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId('video-status').textContent).toBe('Completed'));
      expect(completed).toHaveBeenCalledTimes(1);
      expect(await queuedSaves(1)).toEqual([expect.objectContaining({ videoId: 12, currentTime: 285, isCompleted: true })]);
    } finally {
      window.removeEventListener('videoCompleted', completed);
    }
  });

  it('a refusal from the server is not queued: it says so as before', async () => {
    renderPlayer('/video/12', { ...baseHandlers(), 'PUT /api/video-progress': { status: 404, body: { error: 'Not Found', message: 'Video not found' } } });
    const player = await playerReady();
    act(() => player.playVideo());
    await advance(2_000);
    act(() => player.pauseVideo());
    expect(await screen.findByText('Failed to update progress.')).toBeTruthy();
    expect(await queuedSaves(1)).toEqual([]);
  });
});

