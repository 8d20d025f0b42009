import type { Video } from '@learnstack/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import VideoPage from '../../../app/pages/video-page.tsx';
import { createTestQueryClient, makeUser, renderPage, type StubHandler, type StubReply, stubFetch } from '../../auth/testing/render.tsx';
import { authKeys } from '../../auth/keys.ts';
import { fakeYT } from './fake-yt.ts';

/** The video page with the fake YouTube player, for the player's component tests. */
export const VIDEO: Video = {
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

export type Handlers = Record<string, StubReply | StubHandler | Array<StubReply | StubHandler>>;

/** PUT /api/video-progress answered with what was sent. */
export const echoSave: StubHandler = ({ body }) => {
  const b = body as { videoId: number; currentTime: number; isCompleted: boolean };
  return { body: { videoId: b.videoId, currentTime: b.currentTime, isCompleted: b.isCompleted, progressPercentage: 10, completedPlans: [] } };
};

export function baseHandlers(progress = { currentTime: 40, isCompleted: false }): Handlers {
  return {
    'GET /api/videos/12': { body: VIDEO },
    'GET /api/video-progress/12': { body: { videoId: 12, ...progress, progressPercentage: 13 } },
    'GET /api/videos/12/related': { body: [] },
    'PUT /api/video-progress': echoSave,
  };
}

export function renderPlayer(route: string, handlers: Handlers = baseHandlers()) {
  const api = stubFetch(handlers);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), makeUser());
  const view = renderPage(<VideoPage />, { route, path: '/video/:id', queryClient });
  return { ...api, ...view };
}

/** Waits for the `count`th player to be created and ready (its controls enabled). */
export async function playerReady(count = 1) {
  await waitFor(() => expect(fakeYT.players.length).toBe(count));
  await act(async () => {
    await Promise.resolve();
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Picture-in-Picture' }).hasAttribute('disabled')).toBe(false));
  return fakeYT.last();
}

/** Moves the fake timers on, letting React settle. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export type SentSave = { videoId: number; currentTime: number; isCompleted: boolean; clientId?: string };
