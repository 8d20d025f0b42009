import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, resetToasts, type StubReply, stubFetch } from '../../auth/testing/render.tsx';
import { makeEntry, makeSearchVideo, makeVideo } from '../../plans/testing/fixtures.ts';
import { AddVideoDialog } from './add-video-dialog.tsx';

afterEach(resetToasts);

const plan = { id: 4, title: 'React path' };
const inPlan = makeEntry(0, { youtubeId: 'INPLAN00001', title: 'Already there' });

function setup(handlers: Parameters<typeof stubFetch>[0] = {}, mode: 'add' | 'suggest' = 'add') {
  const api = stubFetch({ 'GET /api/learning-plans/4/videos': { body: [inPlan] }, ...handlers });
  const onReadOnly = vi.fn();
  renderPage(<AddVideoDialog open onOpenChange={() => {}} plan={plan} mode={mode} onReadOnly={onReadOnly} />);
  const type = (text: string) => fireEvent.change(screen.getByLabelText('YouTube URL, video id or keywords'), { target: { value: text } });
  return { api, onReadOnly, type };
}

const searchReply = (videos = [makeSearchVideo({ youtubeId: 'AAAAAAAAAAA', title: 'Hooks in depth' }), makeSearchVideo({ youtubeId: 'INPLAN00001', title: 'Already there' })], extra: Record<string, unknown> = {}) => ({
  body: { videos, nextPageToken: null, source: 'youtube', ...extra },
});

describe('Add Video to Learning Plan', () => {
  it('looks up a pasted URL as one video (no search), after the typing pause', async () => {
    const { api, type } = setup({
      'GET /api/youtube/video/dQw4w9WgXcQ': { body: { video: makeSearchVideo({ title: 'Never gonna' }), duration: 'PT3M33S' } },
    });
    type('https://youtu.be/dQw4w9WgXcQ?si=abc');
    expect(api.callsTo('GET', '/api/youtube/video/dQw4w9WgXcQ')).toHaveLength(0);
    expect(await screen.findByText('Never gonna')).toBeTruthy();
    expect(api.callsTo('GET', '/api/youtube/video/dQw4w9WgXcQ')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/youtube/search')).toHaveLength(0);
    expect(screen.getByText('3:33')).toBeTruthy();
  });

  it('searches keywords with maxResults=6, shows the local notice, marks videos already in the plan, and loads more by token', async () => {
    const { api, type } = setup({
      'GET /api/youtube/search': ({ path }) =>
        path.includes('pageToken=p2')
          ? searchReply([makeSearchVideo({ youtubeId: 'BBBBBBBBBBB', title: 'Second page video' })], { source: 'local' })
          : searchReply(undefined, { source: 'local', notice: 'YouTube search needs an API key; showing results from the Learnstack catalog.', nextPageToken: 'p2' }),
    });
    type('react hooks');
    expect(await screen.findByText('Hooks in depth')).toBeTruthy();
    expect(api.callsTo('GET', '/api/youtube/search')[0]?.path).toBe('/api/youtube/search?q=react+hooks&maxResults=6');
    expect(screen.getByText('YouTube search needs an API key; showing results from the Learnstack catalog.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to Plan: Hooks in depth' })).toBeTruthy();
    const already = screen.getByRole('button', { name: 'Already Added: Already there' }) as HTMLButtonElement;
    expect(already.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page video')).toBeTruthy();
    expect(api.callsTo('GET', '/api/youtube/search')[1]?.path).toBe('/api/youtube/search?q=react+hooks&maxResults=6&pageToken=p2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('adds: saves the sanitised video, then adds it to the plan; Add to Plan → Adding... → Added', async () => {
    let release: (reply: StubReply) => void = () => {};
    const saved = new Promise<StubReply>((resolve) => {
      release = resolve;
    });
    const { api, type } = setup({
      'GET /api/youtube/search': searchReply([makeSearchVideo({ youtubeId: 'AAAAAAAAAAA', title: `Hooks ${'x'.repeat(250)}`, viewCount: 0 })]),
      'POST /api/videos': () => saved,
      'POST /api/learning-plans/4/videos': { status: 201, body: { ...makeEntry(1), message: 'Video added to learning plan' } },
    });
    type('hooks');
    const add = await screen.findByRole('button', { name: /^Add to Plan: Hooks/ });
    fireEvent.click(add);
    expect(await screen.findByRole('button', { name: /^Adding\.\.\.: Hooks/ })).toBeTruthy();
    const body = api.callsTo('POST', '/api/videos')[0]?.body as Record<string, unknown>;
    expect(body.youtubeId).toBe('AAAAAAAAAAA');
    expect((body.title as string).length).toBe(200);
    expect(body.viewCount).toBe(0);
    release({ body: makeVideo({ id: 77, title: 'Hooks' }) });
    expect(await screen.findByRole('button', { name: /^Added: Hooks/ })).toBeTruthy();
    expect(api.callsTo('POST', '/api/learning-plans/4/videos')[0]?.body).toEqual({ videoId: 77 });
  });

  it('a 409 shows "Video Already Added" and the button says Already Added', async () => {
    const { type } = setup({
      'GET /api/youtube/search': searchReply(),
      'POST /api/videos': { body: makeVideo({ id: 5 }) },
      'POST /api/learning-plans/4/videos': { status: 409, body: { error: 'ALREADY_EXISTS', code: 'ALREADY_EXISTS', message: 'This video is already in your learning plan.' } },
    });
    type('hooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Plan: Hooks in depth' }));
    expect(await screen.findByText('Video Already Added')).toBeTruthy();
    expect(screen.getAllByText('This video is already in your learning plan.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Already Added: Hooks in depth' })).toBeTruthy();
  });

  it('PUBLIC_PLAN_READ_ONLY hands the saved video to the request-modification dialog', async () => {
    const { type, onReadOnly } = setup({
      'GET /api/youtube/search': searchReply(),
      'POST /api/videos': { body: makeVideo({ id: 9, title: 'Hooks in depth' }) },
      'POST /api/learning-plans/4/videos': {
        status: 403,
        body: { error: 'PUBLIC_PLAN_READ_ONLY', code: 'PUBLIC_PLAN_READ_ONLY', message: 'read-only', canRequestModification: true, planId: 4, planTitle: 'React path' },
      },
    });
    type('hooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Plan: Hooks in depth' }));
    await waitFor(() => expect(onReadOnly).toHaveBeenCalledWith({ planId: 4, planTitle: 'React path', video: { id: 9, title: 'Hooks in depth' } }));
    expect(screen.getByRole('button', { name: 'Add to Plan: Hooks in depth' })).toBeTruthy();
  });

  it('suggest mode saves the video and asks for a request without trying to add it', async () => {
    const { api, type, onReadOnly } = setup(
      { 'GET /api/youtube/search': searchReply(), 'POST /api/videos': { body: makeVideo({ id: 9, title: 'Hooks in depth' }) } },
      'suggest',
    );
    type('hooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest for Plan: Hooks in depth' }));
    await waitFor(() => expect(onReadOnly).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/api/learning-plans/4/videos')).toHaveLength(0);
  });

  it('explains a quota failure and a missing video', async () => {
    const { type } = setup({
      'GET /api/youtube/search': {
        status: 503,
        body: { error: 'QUOTA_EXCEEDED', code: 'QUOTA_EXCEEDED', message: 'YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.' },
      },
      'GET /api/youtube/video/zzzzzzzzzzz': { status: 404, body: { error: 'Video Not Found', code: 'NOT_FOUND', message: 'not found' } },
    });
    type('hooks');
    const toastTitle = await screen.findAllByText('Search Error');
    expect(toastTitle.length).toBeGreaterThan(0);
    expect(screen.getAllByText('YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.').length).toBeGreaterThan(0);
    type('zzzzzzzzzzz');
    expect((await screen.findAllByText('Video Not Found')).length).toBeGreaterThan(0);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('The YouTube video could not be found or is not available.')).toBeTruthy();
  });

  it('other search failures say "Failed to search videos"', async () => {
    const { type } = setup({ 'GET /api/youtube/search': { status: 502, body: { error: 'UPSTREAM_ERROR', code: 'UPSTREAM_ERROR', message: 'Failed' } } });
    type('hooks');
    expect((await screen.findAllByText('Failed to search videos')).length).toBeGreaterThan(0);
  });
});
