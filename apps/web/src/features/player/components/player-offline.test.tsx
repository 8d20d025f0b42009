import type { Video } from '@learnstack/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VideoPage from '../../../app/pages/video-page.tsx';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, type StubHandler, type StubReply, stubFetch } from '../../auth/testing/render.tsx';
import { authKeys } from '../../auth/keys.ts';
import { __resetProgressQueueForTests, queuedSaves } from '../lib/progress-queue.ts';
import { fakeYT, installFakeYT } from '../testing/fake-yt.ts';

/** The player while the connection drops: saves go to the offline queue (lib/progress-queue.ts), decision 0043. */
const VIDEO: Video = {
  id: 12,
  youtubeId: 'abcdefghijk',
  title: 'Intro to Closures',
  description: 'Closures explained step by step.',
  thumbnailUrl: 'https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg',
  channelTitle: 'JS Channel',
  publishedAt: '2024-01-01T00:00:00.000Z',
  duration: 'PT5M',
  durationSeconds: 300,
  viewCount: 1_234_567,
  category: null,
};

type Handlers = Record<string, StubReply | StubHandler | Array<StubReply | StubHandler>>;

const echoSave: StubHandler = ({ body }) => {
  const b = body as { videoId: number; currentTime: number; isCompleted: boolean };
  return { body: { videoId: b.videoId, currentTime: b.currentTime, isCompleted: b.isCompleted, progressPercentage: 10, completedPlans: [] } };
};

function baseHandlers(progress = { currentTime: 40, isCompleted: false }): Handlers {
  return {
    'GET /api/videos/12': { body: VIDEO },
    'GET /api/video-progress/12': { body: { videoId: 12, ...progress, progressPercentage: 13 } },
    'GET /api/videos/12/related': { body: [] },
    'PUT /api/video-progress': echoSave,
  };
}

function renderPlayer(route: string, handlers: Handlers = baseHandlers()) {
  const api = stubFetch(handlers);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), makeUser());
  const view = renderPage(<VideoPage />, { route, path: '/video/:id', queryClient });
  return { ...api, ...view };
}

async function playerReady(count = 1) {
  await waitFor(() => expect(fakeYT.players.length).toBe(count));
  await act(async () => {
    await Promise.resolve();
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Picture-in-Picture' }).hasAttribute('disabled')).toBe(false));
  return fakeYT.last();
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type SentSave = { videoId: number; currentTime: number; isCompleted: boolean; clientId?: string };

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

