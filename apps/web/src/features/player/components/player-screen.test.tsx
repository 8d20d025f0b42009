import type { PlanDetail, PlanVideoEntry, Video } from '@learnstack/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import VideoPage from '../../../app/pages/video-page.tsx';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { USER_ACTIVITY_EVENT } from '../../auth/index.ts';
import { createTestQueryClient, renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { readLocalProgress, writeLocalProgress } from '../lib/local-progress.ts';
import { fakeYT, installFakeYT } from '../testing/fake-yt.ts';
import { advance, baseHandlers, echoSave, type Handlers, playerReady, renderPlayer, type SentSave, UUID, VIDEO } from '../testing/player-page.tsx';
import { authKeys } from '../../auth/keys.ts';

const video = (id: number, youtubeId: string, title: string, extra: Partial<Video> = {}): Video => ({ ...VIDEO, id, youtubeId, title, ...extra });

/** The saves sent, without their client ids (each save carries a new one: checked here). */
const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls
    .filter((c) => c.method === 'PUT' && c.path === '/api/video-progress')
    .map((c) => {
      const { clientId, ...save } = c.body as SentSave;
      expect(clientId).toMatch(UUID);
      return save;
    });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  installFakeYT();
  __resetApiClientForTests();
});

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
  delete window.YT;
});

describe('video page: loading and details', () => {
  it('shows the title, channel and views with one decimal, and the player with the documented playerVars', async () => {
    renderPlayer('/video/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Intro to Closures' })).toBeTruthy();
    expect(screen.getByText('JS Channel')).toBeTruthy();
    expect(screen.getByText('1.2M views')).toBeTruthy();
    expect(screen.getByText('Closures explained step by step.')).toBeTruthy();
    const player = await playerReady();
    expect(player.options.videoId).toBe('abcdefghijk');
    expect(player.options.playerVars).toMatchObject({ enablejsapi: 1, playsinline: 1, rel: 0, start: 40, origin: window.location.origin });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
  });

  it("says 'Video not found' with a link home for an unknown id", async () => {
    renderPlayer('/video/999', { 'GET /api/videos/999': { status: 404, body: { error: 'Not Found', message: 'Video not found' } } });
    expect(await screen.findByRole('heading', { name: 'Video not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go Home/ }).getAttribute('href')).toBe('/');
  });

  it("says 'Video not found' for a temp_ id without a YouTube id, without asking the server", async () => {
    const { calls } = renderPlayer('/video/temp_search-result', {});
    expect(await screen.findByRole('heading', { name: 'Video not found' })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/videos') || c.path.startsWith('/api/youtube'))).toEqual([]);
  });

  it('looks a temp_ video up on YouTube and plays it before it is saved', async () => {
    const { callsTo } = renderPlayer('/video/temp_zyxwvutsrqp', {
      'GET /api/youtube/video/zyxwvutsrqp': {
        body: {
          video: { id: null, youtubeId: 'zyxwvutsrqp', title: 'Unsaved lesson', description: '', thumbnailUrl: '', channelTitle: 'Somebody', publishedAt: null, duration: 'PT10M', viewCount: 999 },
          duration: 'PT10M',
        },
      },
      'POST /api/videos': { body: video(77, 'zyxwvutsrqp', 'Unsaved lesson') },
      'GET /api/videos/77/related': { body: [] },
      'PUT /api/video-progress': echoSave,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsaved lesson' })).toBeTruthy();
    expect(screen.getByText('999 views')).toBeTruthy();
    const player = await playerReady();
    expect(player.options.playerVars?.start).toBe(0);
    // Playing saves the video (so its progress can be kept), then progress goes to its new id.
    act(() => player.playVideo());
    await waitFor(() => expect(callsTo('POST', '/api/videos')).toHaveLength(1));
    expect(callsTo('POST', '/api/videos')[0]?.body).toMatchObject({ youtubeId: 'zyxwvutsrqp', title: 'Unsaved lesson', duration: 'PT10M', viewCount: 999 });
    await advance(10_500);
    await waitFor(() => expect(callsTo('PUT', '/api/video-progress')[0]?.body).toMatchObject({ videoId: 77, isCompleted: false }));
  });

  it('goes back to the plan, to the library, or home', async () => {
    const { unmount } = renderPlayer('/video/12?from=library');
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/library');
    unmount();
    renderPlayer('/video/12?plan=js-basics&from=group&groupId=4', { ...baseHandlers(), 'GET /api/learning-plans/slug/js-basics/page': { status: 404, body: { error: 'Not Found' } } });
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/plan/js-basics?from=group&groupId=4');
  });
});

describe('video page: resume', () => {
  it('starts at the local copy when it is ahead of the server and of ?t=', async () => {
    writeLocalProgress({ videoId: 12, youtubeId: 'abcdefghijk', currentTime: 55, isCompleted: false });
    renderPlayer('/video/12?t=30');
    const player = await playerReady();
    expect(player.options.playerVars?.start).toBe(55);
  });

  it('starts at ?t= when it is ahead of the saved times', async () => {
    writeLocalProgress({ videoId: 12, youtubeId: 'abcdefghijk', currentTime: 55, isCompleted: false });
    renderPlayer('/video/12?t=100');
    const player = await playerReady();
    expect(player.options.playerVars?.start).toBe(100);
  });

  it('starts at the server time when it is the greatest', async () => {
    renderPlayer('/video/12?t=10', baseHandlers({ currentTime: 75, isCompleted: false }));
    const player = await playerReady();
    expect(player.options.playerVars?.start).toBe(75);
  });
});

describe('video page: saving', () => {
  it('saves every 10 s of play, not before, and on pause', async () => {
    const { calls } = renderPlayer('/video/12');
    const player = await playerReady();
    act(() => player.playVideo());
    await advance(5_000);
    expect(puts(calls)).toHaveLength(0);
    await advance(6_100);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    // Started at 40: the save comes at the first poll after 10 s of play (polls are 1 s apart).
    expect(puts(calls)[0]).toMatchObject({ videoId: 12, isCompleted: false });
    expect(puts(calls)[0]?.currentTime).toBeGreaterThanOrEqual(50);
    expect(puts(calls)[0]?.currentTime).toBeLessThanOrEqual(51);
    await advance(10_000);
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.currentTime).toBeGreaterThanOrEqual(60);
    expect(puts(calls)[1]?.currentTime).toBeLessThanOrEqual(61);
    await advance(2_000);
    const atPause = Math.round(player.getCurrentTime());
    act(() => player.pauseVideo());
    await waitFor(() => expect(puts(calls)).toHaveLength(3));
    expect(puts(calls)[2]).toEqual({ videoId: 12, currentTime: atPause, isCompleted: false });
  });

  it('writes the local copy about every 30 s of play', async () => {
    renderPlayer('/video/12');
    const player = await playerReady();
    act(() => player.playVideo());
    await advance(28_000);
    expect(readLocalProgress('abcdefghijk')).toBeNull();
    await advance(4_000);
    const local = readLocalProgress('abcdefghijk');
    expect(local).toMatchObject({ videoId: 12, youtubeId: 'abcdefghijk', isCompleted: false });
    expect(local?.currentTime).toBeGreaterThanOrEqual(69);
  });

  it('sends a beacon with the CSRF token when the page is hidden', async () => {
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { calls } = renderPlayer('/video/12');
      const player = await playerReady();
      await waitFor(() => expect(calls.some((c) => c.path === '/api/csrf-token')).toBe(true));
      act(() => player.playVideo());
      await advance(4_000);
      const atHide = Math.round(player.getCurrentTime());
      expect(atHide).toBeGreaterThanOrEqual(44);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      const [url, body] = sendBeacon.mock.calls[0] ?? [];
      expect(url).toBe('/api/video-progress/beacon');
      expect(JSON.parse(String(body))).toEqual({ videoId: 12, currentTime: atHide, isCompleted: false, csrfToken: 'test-csrf-token' });
      // pagehide right after carries nothing new: no second beacon.
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      expect(readLocalProgress('abcdefghijk')?.currentTime).toBe(atHide);
    } finally {
      visibility.mockRestore();
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('saves on unmount', async () => {
    const { calls, unmount } = renderPlayer('/video/12');
    const player = await playerReady();
    act(() => player.playVideo());
    await advance(3_000);
    const atLeave = Math.round(player.getCurrentTime());
    expect(atLeave).toBeGreaterThanOrEqual(43);
    unmount();
    await waitFor(() => expect(puts(calls)).toEqual([{ videoId: 12, currentTime: atLeave, isCompleted: false }]));
  });

  it("reports the learner as active every minute while the video plays", async () => {
    const activity = vi.fn();
    window.addEventListener(USER_ACTIVITY_EVENT, activity);
    try {
      renderPlayer('/video/12');
      const player = await playerReady();
      act(() => player.playVideo());
      await advance(58_000);
      expect(activity).toHaveBeenCalledTimes(0);
      await advance(4_000);
      expect(activity).toHaveBeenCalledTimes(1);
      act(() => player.pauseVideo());
      await advance(120_000);
      expect(activity).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(USER_ACTIVITY_EVENT, activity);
    }
  });

  it("shows 'Progress saved', or the failure texts", async () => {
    const failing: Handlers = { ...baseHandlers(), 'PUT /api/video-progress': [echoSave, { status: 500, body: { error: 'boom' } }] };
    renderPlayer('/video/12', failing);
    const player = await playerReady();
    fireEvent.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(await screen.findByText('Progress saved')).toBeTruthy();
    act(() => player.playVideo());
    await advance(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(await screen.findByText('Failed to save progress. Please try again.')).toBeTruthy();
  });

  it("says 'Failed to update progress.' when the save on pause fails", async () => {
    renderPlayer('/video/12', { ...baseHandlers(), 'PUT /api/video-progress': { status: 500, body: { error: 'boom' } } });
    const player = await playerReady();
    act(() => player.playVideo());
    await advance(2_000);
    act(() => player.pauseVideo());
    expect(await screen.findByText('Failed to update progress.')).toBeTruthy();
  });
});

describe('video page: completion', () => {
  it('Mark Complete saves the greatest of the time, 95% and 1, clears the local copy, fires videoCompleted and names completed plans', async () => {
    const completed = vi.fn();
    window.addEventListener('videoCompleted', completed);
    writeLocalProgress({ videoId: 12, youtubeId: 'abcdefghijk', currentTime: 50, isCompleted: false });
    const handlers: Handlers = {
      ...baseHandlers(),
      'PUT /api/video-progress': ({ body }) => {
        const b = body as { currentTime: number; isCompleted: boolean };
        return { body: { videoId: 12, currentTime: b.currentTime, isCompleted: b.isCompleted, progressPercentage: 100, completedPlans: [{ id: 3, slug: 'js-basics', title: 'JS Basics' }] } };
      },
    };
    try {
      const { calls } = renderPlayer('/video/12', handlers);
      await playerReady();
      fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
      await waitFor(() => expect(puts(calls)).toEqual([{ videoId: 12, currentTime: 285, isCompleted: true }]));
      await waitFor(() => expect(completed).toHaveBeenCalledTimes(1));
      expect(readLocalProgress('abcdefghijk')).toBeNull();
      expect(window.localStorage.getItem('video_progress_abcdefghijk')).toBeNull();
      expect(await screen.findByText('Playlist Completed')).toBeTruthy();
      expect(screen.getByText('JS Basics: Completed!')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Completed' }).hasAttribute('disabled')).toBe(true);
      expect(screen.getByTestId('video-status').textContent).toBe('Completed');
    } finally {
      window.removeEventListener('videoCompleted', completed);
    }
  });

  it('keeps the current time when it is past 95%', async () => {
    const { calls } = renderPlayer('/video/12', baseHandlers({ currentTime: 292, isCompleted: false }));
    await playerReady();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ videoId: 12, currentTime: 292, isCompleted: true }]));
  });

  it('saves at least 1 s when the duration is tiny', async () => {
    fakeYT.durations.abcdefghijk = 1;
    const { calls } = renderPlayer('/video/12', baseHandlers({ currentTime: 0, isCompleted: false }));
    await playerReady();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ videoId: 12, currentTime: 1, isCompleted: true }]));
  });

  it('completes at the natural end with the full time', async () => {
    const completed = vi.fn();
    window.addEventListener('videoCompleted', completed);
    try {
      const { calls } = renderPlayer('/video/12');
      const player = await playerReady();
      act(() => player.playVideo());
      act(() => player.end());
      await waitFor(() => expect(puts(calls)).toEqual([{ videoId: 12, currentTime: 300, isCompleted: true }]));
      await waitFor(() => expect(completed).toHaveBeenCalledTimes(1));
    } finally {
      window.removeEventListener('videoCompleted', completed);
    }
  });

  it('completes once playback reaches 95% while playing', async () => {
    fakeYT.durations.abcdefghijk = 100;
    const completed = vi.fn();
    window.addEventListener('videoCompleted', completed);
    try {
      const { calls } = renderPlayer('/video/12', baseHandlers({ currentTime: 90, isCompleted: false }));
      const player = await playerReady();
      act(() => player.playVideo());
      await advance(4_000);
      expect(puts(calls)).toHaveLength(0);
      await advance(2_000);
      await waitFor(() => expect(puts(calls)).toHaveLength(1));
      expect(puts(calls)[0]).toMatchObject({ videoId: 12, isCompleted: true });
      expect(puts(calls)[0]?.currentTime).toBeGreaterThanOrEqual(95);
      await waitFor(() => expect(completed).toHaveBeenCalledTimes(1));
      // The end that follows does not complete it a second time.
      act(() => player.end());
      await waitFor(() => expect(puts(calls)).toHaveLength(2));
      expect(puts(calls)[1]).toEqual({ videoId: 12, currentTime: 100, isCompleted: false });
      expect(completed).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('videoCompleted', completed);
    }
  });

  it("says 'Failed to mark video as complete. Please try again.' when it fails", async () => {
    renderPlayer('/video/12', { ...baseHandlers(), 'PUT /api/video-progress': { status: 500, body: { error: 'boom' } } });
    await playerReady();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Failed to mark video as complete. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
  });
});

describe('video page: playback speed', () => {
  it('asks the player for the chosen speed and shows the speed the player reports', async () => {
    fakeYT.refusedRates = [2];
    renderPlayer('/video/12');
    const player = await playerReady();
    const select = screen.getByLabelText('Playback speed') as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['0.5', '0.75', '1', '1.25', '1.5', '1.75', '2']);
    fireEvent.change(select, { target: { value: '1.5' } });
    expect(player.calls).toContain('setPlaybackRate:1.5');
    await waitFor(() => expect(select.value).toBe('1.5'));
    fireEvent.change(select, { target: { value: '2' } });
    expect(player.calls).toContain('setPlaybackRate:2');
    await waitFor(() => expect(select.value).toBe('1.5'));
  });
});

// ------------------------------------------------------------------------------------------------ plan

const PLAN = { id: 3, slug: 'js-basics', title: 'JS Basics' } as PlanDetail;

function entry(id: number, v: Video, orderIndex: number): PlanVideoEntry {
  return { id: 100 + id, videoId: v.id, orderIndex, addedAt: '2026-01-01T00:00:00.000Z', video: v };
}

function planHandlers(): Handlers {
  const videos = [
    entry(1, video(10, 'aaaaaaaaaaa', 'Scope'), 0),
    entry(2, video(11, 'bbbbbbbbbbb', 'Hoisting'), 1),
    entry(3, VIDEO, 2),
    entry(4, video(13, 'ddddddddddd', 'Prototypes'), 3),
    entry(5, video(14, 'eeeeeeeeeee', 'Modules'), 4),
    entry(6, video(15, 'fffffffffff', 'Async'), 5),
  ];
  return {
    ...baseHandlers({ currentTime: 0, isCompleted: false }),
    'GET /api/learning-plans/slug/js-basics/page': {
      body: {
        plan: PLAN,
        videos,
        progress: [
          { videoId: 10, currentTime: 10, isCompleted: false },
          { videoId: 11, currentTime: 590, isCompleted: false },
          { videoId: 13, currentTime: 300, isCompleted: false },
          { videoId: 14, currentTime: 100, isCompleted: true },
        ],
      },
    },
    'GET /api/videos/13': { body: video(13, 'ddddddddddd', 'Prototypes') },
    'GET /api/video-progress/13': { body: { videoId: 13, currentTime: 0, isCompleted: false, progressPercentage: 0 } },
    'GET /api/videos/13/related': { body: [] },
  };
}

describe('video page: playlist sidebar', () => {
  it('lists the plan in order with statuses and bars clamped to 5–95% on a 600 s scale; the current video highlighted', async () => {
    renderPlayer('/video/12?plan=js-basics', planHandlers());
    const list = await screen.findByRole('list', { name: 'Videos in this plan' });
    const items = within(list).getAllByTestId('playlist-item');
    expect(items.map((i) => within(i).getByText(/^(Scope|Hoisting|Intro to Closures|Prototypes|Modules|Async)$/).textContent)).toEqual([
      'Scope',
      'Hoisting',
      'Intro to Closures',
      'Prototypes',
      'Modules',
      'Async',
    ]);
    const bar = (title: string) => screen.getByRole('progressbar', { name: `Progress of ${title}` }).getAttribute('aria-valuenow');
    expect(bar('Scope')).toBe('5'); // 10 s of 600 → 1.7%, shown as 5%
    expect(bar('Hoisting')).toBe('95'); // 590 s → 98%, shown as 95%
    expect(bar('Prototypes')).toBe('50');
    expect(bar('Modules')).toBe('100');
    expect(bar('Async')).toBe('0');
    expect(within(items[0] as HTMLElement).getByText('In Progress')).toBeTruthy();
    expect(within(items[4] as HTMLElement).getByText('Completed')).toBeTruthy();
    expect(within(items[5] as HTMLElement).getByText('Not Started')).toBeTruthy();
    expect(items[2]?.getAttribute('aria-current')).toBe('page');
    expect(items.filter((i) => i.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(items[3]?.getAttribute('href')).toBe('/video/13?plan=js-basics');
    expect(screen.getByText('1 of 6 completed')).toBeTruthy();
  });

  it('counts down to the next video after the end; Cancel stops it', async () => {
    renderPlayer('/video/12?plan=js-basics', planHandlers());
    await screen.findByRole('list', { name: 'Videos in this plan' });
    const player = await playerReady();
    expect((screen.getByRole('switch', { name: 'Auto-play next video' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
    act(() => player.playVideo());
    act(() => player.end());
    expect(await screen.findByText('Up next in 5…')).toBeTruthy();
    expect(screen.getByText('Prototypes', { selector: 'p' })).toBeTruthy();
    await advance(2_100);
    expect(screen.getByText('Up next in 3…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Up next in/)).toBeNull();
    await advance(6_000);
    expect(screen.getByTestId('location').textContent).toBe('/video/12?plan=js-basics');
  });

  it('moves to the next video of the plan when the countdown ends', async () => {
    renderPlayer('/video/12?plan=js-basics', planHandlers());
    await screen.findByRole('list', { name: 'Videos in this plan' });
    const player = await playerReady();
    act(() => player.playVideo());
    act(() => player.end());
    expect(await screen.findByText('Up next in 5…')).toBeTruthy();
    await advance(5_300);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/video/13?plan=js-basics'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prototypes' })).toBeTruthy();
    // Arrived by auto-play: the new player starts playing.
    await waitFor(() => expect(fakeYT.last().options.playerVars?.autoplay).toBe(1));
  });

  it('does not count down when auto-play is switched off, and remembers the choice', async () => {
    renderPlayer('/video/12?plan=js-basics', planHandlers());
    await screen.findByRole('list', { name: 'Videos in this plan' });
    const player = await playerReady();
    fireEvent.click(screen.getByRole('switch', { name: 'Auto-play next video' }));
    expect(window.localStorage.getItem('video_autoplay_enabled')).toBe('false');
    act(() => player.playVideo());
    act(() => player.end());
    await advance(1_000);
    expect(screen.queryByText(/Up next in/)).toBeNull();
  });
});

describe('video page: picture-in-picture', () => {
  it('pauses the main player, plays a mini player from the same time, and hands the time back on Expand', async () => {
    const { calls } = renderPlayer('/video/12');
    const main = await playerReady();
    act(() => main.playVideo());
    await advance(5_000);
    const handedOver = main.getCurrentTime();
    fireEvent.click(screen.getByRole('button', { name: 'Picture-in-Picture' }));
    expect(main.state).toBe(2);
    expect(screen.getByRole('button', { name: 'Picture-in-Picture' }).getAttribute('aria-pressed')).toBe('true');
    const region = screen.getByRole('region', { name: 'Mini player' });
    expect(region.style.width).toBe('320px');
    await waitFor(() => expect(fakeYT.players).toHaveLength(2));
    const mini = fakeYT.last();
    expect(mini).not.toBe(main);
    expect(handedOver).toBeGreaterThanOrEqual(45);
    expect(mini.options.playerVars).toMatchObject({ start: Math.floor(handedOver), autoplay: 1 });
    // The main player's time was saved on entering.
    await waitFor(() => expect(puts(calls)).toEqual([{ videoId: 12, currentTime: Math.round(handedOver), isCompleted: false }]));
    await act(async () => {
      await Promise.resolve();
    });
    expect(mini.state).toBe(1);
    await advance(11_000);
    // While in the mini window, its time is what gets saved.
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]?.currentTime).toBeGreaterThanOrEqual(Math.floor(handedOver) + 10);
    const miniTime = mini.getCurrentTime();
    fireEvent.click(within(region).getByRole('button', { name: 'Expand' }));
    expect(screen.queryByRole('region', { name: 'Mini player' })).toBeNull();
    expect(main.calls).toContain(`seekTo:${Math.round(miniTime)}`);
    expect(main.state).toBe(1);
    expect(fakeYT.players).toEqual([main]);
  });

  it('Close hands the time back without resuming', async () => {
    renderPlayer('/video/12');
    const main = await playerReady();
    act(() => main.playVideo());
    await advance(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Picture-in-Picture' }));
    await waitFor(() => expect(fakeYT.players).toHaveLength(2));
    await advance(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close mini player' }));
    expect(main.calls.some((c) => c.startsWith('seekTo:'))).toBe(true);
    expect(main.state).toBe(2);
  });
});

describe('video page: embed failures', () => {
  it.each([2, 5, 100, 101, 150, 153])("error %i shows 'Video Unavailable' with Retry and Watch on YouTube", async (code) => {
    fakeYT.failIds.abcdefghijk = code;
    renderPlayer('/video/12');
    expect(await screen.findByRole('heading', { name: 'Video Unavailable' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Watch on YouTube/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    delete fakeYT.failIds.abcdefghijk;
    const before = fakeYT.players.length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fakeYT.players.length).toBe(before + 1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Video Unavailable' })).toBeNull());
  });
});

describe('video page: add to plan', () => {
  const plans = [
    { id: 3, title: 'JS Basics', isPublic: false, videoCount: 4 },
    { id: 8, title: 'Community Plan', isPublic: true, videoCount: 9 },
  ];

  it("adds the video to the chosen plan, and says 'Video Already Added' on 409", async () => {
    const { callsTo } = renderPlayer('/video/12', {
      ...baseHandlers(),
      'GET /api/learning-plans': { body: plans },
      'POST /api/learning-plans/3/videos': { status: 409, body: { error: 'Conflict', code: 'ALREADY_EXISTS', message: 'This video is already in your learning plan.' } },
      'POST /api/learning-plans/8/videos': { status: 403, body: { error: 'Forbidden', code: 'PUBLIC_PLAN_READ_ONLY' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Intro to Closures' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Plan' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add to JS Basics' }));
    expect(await screen.findByText('Video Already Added')).toBeTruthy();
    expect(screen.getByText('This video is already in your learning plan.')).toBeTruthy();
    expect(callsTo('POST', '/api/learning-plans/3/videos')[0]?.body).toEqual({ videoId: 12 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Community Plan' }));
    expect(await screen.findByText('This plan is read-only')).toBeTruthy();
  });
});

describe('video page: signed out', () => {
  it('shows the notice and goes to /login after 500 ms with the logged-out toast', async () => {
    stubFetch({});
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(authKeys.user(), null);
    renderPage(<VideoPage />, { route: '/video/12', path: '/video/:id', queryClient, routes: { '/login': <p>login page</p> } });
    expect(screen.getByRole('heading', { name: 'Please Sign In' })).toBeTruthy();
    await advance(600);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
  });
});
