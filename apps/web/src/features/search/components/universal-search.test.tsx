import type { LocalSearchPlan, LocalSearchReply, LocalSearchVideo, SearchVideo, VideoSearchReply } from '@learnstack/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, resetToasts, type StubHandler, type StubReply, stubFetch } from '../../auth/testing/render.tsx';
import { makePlan } from '../../plans/testing/fixtures.ts';
import { UniversalSearch } from './universal-search.tsx';

const LOCAL = '/api/universal-search/local';
const REMOTE = '/api/youtube/search';

function localVideo(overrides: Partial<LocalSearchVideo> = {}): LocalSearchVideo {
  const id = overrides.id ?? 11;
  return {
    id,
    youtubeId: `yt${String(id).padStart(9, '0')}`,
    title: `Video ${id}`,
    description: '',
    channelTitle: 'Channel',
    thumbnailUrl: '',
    duration: 'PT4M5S',
    viewCount: 10,
    inLibrary: false,
    ...overrides,
  };
}

function remoteVideo(overrides: Partial<SearchVideo> = {}): SearchVideo {
  return {
    id: null,
    youtubeId: 'RrRrRrRrRrR',
    title: 'Remote closures',
    description: '',
    thumbnailUrl: '',
    channelTitle: 'Far channel',
    publishedAt: null,
    duration: null,
    viewCount: 5,
    ...overrides,
  };
}

function searchPlan(overrides: Partial<LocalSearchPlan> = {}): LocalSearchPlan {
  const id = overrides.id ?? 1;
  return { id, slug: `plan-${id}`, title: `Plan ${id}`, description: '', isPublic: false, isOwn: true, author: 'Ada Lovelace', videoCount: 2, ...overrides };
}

const local = (reply: Partial<LocalSearchReply>): StubReply => ({ body: { videos: [], plans: [], moments: [], ...reply } });
const remote = (reply: Partial<VideoSearchReply>): StubReply => ({ body: { videos: [], nextPageToken: null, source: 'youtube', ...reply } });

/** The search box (its label names the scope). */
const input = () => screen.getByRole('searchbox') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const queries = (api: ReturnType<typeof stubFetch>, path: string) => api.callsTo('GET', path).map((c) => new URL(c.path, 'http://x').searchParams.get('q'));

beforeEach(() => {
  // The 500 ms pause is counted on a fake clock that still moves with real time (so waitFor works).
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetToasts();
});

describe('UniversalSearch: when it asks', () => {
  it('asks only after a 500 ms pause in the typing, once, for the settled text', async () => {
    const api = stubFetch({ [`GET ${LOCAL}`]: local({}) });
    renderPage(<UniversalSearch />);
    type('ja');
    await act(() => vi.advanceTimersByTimeAsync(300));
    type('jav');
    await act(() => vi.advanceTimersByTimeAsync(400));
    // 700 ms since the first key, 400 since the last: still nothing asked.
    expect(api.callsTo('GET', LOCAL)).toHaveLength(0);
    expect(screen.getByText('Searching')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(queries(api, LOCAL)).toEqual(['jav']));
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('never asks for fewer than 2 characters after trimming, and says so', async () => {
    const api = stubFetch({ [`GET ${LOCAL}`]: local({}) });
    renderPage(<UniversalSearch />);
    for (const text of ['j', '   j   ', ' ']) {
      type(text);
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    type('  a ');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    expect(api.callsTo('GET', LOCAL)).toHaveLength(0);
    // Two characters with spaces around: asked, trimmed.
    type('  js  ');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(queries(api, LOCAL)).toEqual(['js']));
  });

  it('switches between the product and YouTube: the other endpoint, its empty text and placeholder', async () => {
    const api = stubFetch({ [`GET ${LOCAL}`]: local({}), [`GET ${REMOTE}`]: remote({}) });
    renderPage(<UniversalSearch />);
    expect(input().placeholder).toBe('Search videos and plans…');
    type('closures');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('No results found')).toBeTruthy();
    const learnstack = screen.getByRole('button', { name: 'Learnstack' });
    const youtube = screen.getByRole('button', { name: 'YouTube' });
    expect(learnstack.getAttribute('aria-pressed')).toBe('true');
    expect(youtube.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(youtube);
    expect(youtube.getAttribute('aria-pressed')).toBe('true');
    expect(input().placeholder).toBe('Search YouTube…');
    expect(screen.getByLabelText('Search YouTube')).toBe(input());
    expect(await screen.findByText('No remote results found')).toBeTruthy();
    const [call] = api.callsTo('GET', REMOTE);
    expect(new URL(must(call).path, 'http://x').searchParams.get('q')).toBe('closures');
    expect(new URL(must(call).path, 'http://x').searchParams.get('maxResults')).toBe('8');
    expect(api.callsTo('GET', LOCAL)).toHaveLength(1);
  });

  it('clears with the clear button and with Escape, then closes on a second Escape', async () => {
    stubFetch({ [`GET ${LOCAL}`]: local({}) });
    renderPage(<UniversalSearch />);
    type('react');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('No results found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input().value).toBe('');
    expect(screen.queryByText('No results found')).toBeNull();

    type('react');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('');
    fireEvent.keyDown(input(), { key: 'Escape' });
    type('');
    expect(screen.queryByRole('button', { name: 'YouTube' })).toBeNull();
  });
});

describe('UniversalSearch: results', () => {
  it("labels the caller's plans 'Your Plan' and others' 'Public Plan' with their author, linking to the plan", async () => {
    stubFetch({
      [`GET ${LOCAL}`]: local({
        plans: [
          searchPlan({ id: 1, title: 'My JavaScript Basics', isOwn: true, isPublic: false, videoCount: 1 }),
          searchPlan({ id: 2, slug: 'js-web', title: 'JavaScript for the Web', isOwn: false, isPublic: true, author: 'Grace Hopper', videoCount: 3 }),
        ],
      }),
      'GET /api/learning-plans': { body: [] },
    });
    renderPage(<UniversalSearch />);
    type('javscript');
    await act(() => vi.advanceTimersByTimeAsync(600));
    const mine = await screen.findByRole('link', { name: /My JavaScript Basics/ });
    expect(within(mine).getByText('Your Plan')).toBeTruthy();
    expect(within(mine).getByText('1 video')).toBeTruthy();
    expect(within(mine).queryByText('Public Plan')).toBeNull();
    const theirs = screen.getByRole('link', { name: /JavaScript for the Web/ });
    expect(within(theirs).getByText('Public Plan')).toBeTruthy();
    expect(within(theirs).getByText('by Grace Hopper · 3 videos')).toBeTruthy();
    expect(theirs.getAttribute('href')).toBe('/plan/js-web');
    expect(screen.getByText('2 plans found').getAttribute('role')).toBe('status');
  });

  it('moves through the results with the arrow keys, back to the box from the first, and Escape returns to it', async () => {
    stubFetch({
      [`GET ${LOCAL}`]: local({ plans: [searchPlan({ id: 1, title: 'Plan one' })], videos: [localVideo({ id: 5, title: 'Video five' })] }),
      'GET /api/learning-plans': { body: [] },
    });
    renderPage(<UniversalSearch />);
    type('one');
    await act(() => vi.advanceTimersByTimeAsync(600));
    const plan = await screen.findByRole('link', { name: /Plan one/ });
    const video = screen.getByRole('link', { name: 'Video five' });
    input().focus();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(plan);
    fireEvent.keyDown(plan, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(video);
    // The last stays the last.
    fireEvent.keyDown(video, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(video);
    fireEvent.keyDown(video, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(plan);
    fireEvent.keyDown(plan, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input());
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(plan, { key: 'Escape' });
    expect(document.activeElement).toBe(input());
  });

  it("'/' and Ctrl+K focus the box from anywhere, but '/' types a slash in another field", async () => {
    stubFetch({});
    renderPage(
      <>
        <UniversalSearch />
        <input aria-label="Other field" />
      </>,
    );
    const other = screen.getByLabelText('Other field');
    other.focus();
    expect(fireEvent.keyDown(other, { key: '/' })).toBe(true); // not prevented: the slash is typed
    expect(document.activeElement).toBe(other);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(document.activeElement).toBe(input());
    input().blur();
    fireEvent.keyDown(document.body, { key: '/' });
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(document.activeElement).toBe(input());
  });

  it("adds a result to the chosen plan: 'Add to Plan', 'Adding...', 'Added'", async () => {
    let finish: (reply: StubReply) => void = () => undefined;
    const api = stubFetch({
      [`GET ${LOCAL}`]: local({ videos: [localVideo({ id: 7, title: 'Closures explained', inLibrary: true })] }),
      'GET /api/learning-plans': { body: [makePlan({ id: 3, title: 'JS path' }), makePlan({ id: 4, title: 'Other path' })] },
      'POST /api/learning-plans/*/videos': (() => new Promise<StubReply>((resolve) => (finish = resolve))) as StubHandler,
    });
    renderPage(<UniversalSearch />);
    type('closures');
    await act(() => vi.advanceTimersByTimeAsync(600));
    const add = await screen.findByRole('button', { name: 'Add to Plan: Closures explained' });
    // A saved video shows it is in the library instead of offering to save it.
    expect(screen.getByText('In your library')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Add to'), { target: { value: '4' } });
    fireEvent.click(add);
    const adding = await screen.findByRole('button', { name: 'Adding...: Closures explained' });
    expect((adding as HTMLButtonElement).disabled).toBe(true);
    act(() => finish({ status: 201, body: { message: 'Video added to learning plan' } }));
    const added = await screen.findByRole('button', { name: 'Added: Closures explained' });
    expect((added as HTMLButtonElement).disabled).toBe(true);
    // Saved already: no save call, straight to the plan chosen.
    expect(api.callsTo('POST', '/api/videos')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/learning-plans/4/videos')[0]?.body).toEqual({ videoId: 7 });
  });

  it("says 'Already Added' when the plan holds the video", async () => {
    stubFetch({
      [`GET ${LOCAL}`]: local({ videos: [localVideo({ id: 7, title: 'Closures explained' })] }),
      'GET /api/learning-plans': { body: [makePlan({ id: 3, title: 'JS path' })] },
      'POST /api/learning-plans/3/videos': { status: 409, body: { code: 'ALREADY_EXISTS', message: 'Video already in plan' } },
    });
    const info = vi.spyOn(toast, 'info');
    renderPage(<UniversalSearch />);
    type('closures');
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Plan: Closures explained' }));
    expect(await screen.findByRole('button', { name: 'Already Added: Closures explained' })).toBeTruthy();
    expect(info).toHaveBeenCalledWith('Video Already Added', { description: 'This video is already in your learning plan.' });
  });

  it('saves a YouTube result to the library first, then adds it', async () => {
    const api = stubFetch({
      [`GET ${REMOTE}`]: remote({ videos: [remoteVideo()] }),
      [`GET ${LOCAL}`]: local({}),
      'GET /api/learning-plans': { body: [makePlan({ id: 3, title: 'JS path' })] },
      'POST /api/videos': { status: 201, body: { id: 42 } },
      'POST /api/learning-plans/3/videos': { status: 201, body: { message: 'ok' } },
    });
    renderPage(<UniversalSearch />);
    type('closures');
    fireEvent.click(screen.getByRole('button', { name: 'YouTube' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Plan: Remote closures' }));
    expect(await screen.findByRole('button', { name: 'Added: Remote closures' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/videos')[0]?.body).toMatchObject({ youtubeId: 'RrRrRrRrRrR', title: 'Remote closures' });
    expect(api.callsTo('POST', '/api/learning-plans/3/videos')[0]?.body).toEqual({ videoId: 42 });
    // Remote results are not offered 'Save to Library' on their own row.
    expect(screen.queryByRole('button', { name: /Save to Library/ })).toBeNull();
  });
});

describe('UniversalSearch: moments', () => {
  it("lists 'Moments': title · time · …the line with the searched words marked…, opening the video at that second", async () => {
    stubFetch({
      [`GET ${LOCAL}`]: local({
        moments: [
          { youtubeId: 'clos1234567', title: 'Closures in depth', atSeconds: 754.6, text: 'A closure keeps its scope alive' },
          { youtubeId: 'other123456', title: 'Café talk', atSeconds: 5, text: 'Scope de café' },
        ],
      }),
      'GET /api/learning-plans': { body: [] },
    });
    renderPage(<UniversalSearch />);
    type('closure scope');
    await act(() => vi.advanceTimersByTimeAsync(600));
    const section = await screen.findByRole('region', { name: 'Moments' });
    const first = within(section).getByRole('link', { name: /Closures in depth/ });
    expect(first.textContent).toBe('Closures in depth · 12:34 · …A closure keeps its scope alive…');
    expect(first.getAttribute('href')).toBe('/video/clos1234567?t=754');
    expect([...first.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['closure', 'scope']);
    const second = within(section).getByRole('link', { name: /Café talk/ });
    expect([...second.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Scope']);
    expect(screen.getByText('2 moments found').getAttribute('role')).toBe('status');
  });

  it('a search with only moments is not "No results"', async () => {
    stubFetch({ [`GET ${LOCAL}`]: local({ moments: [{ youtubeId: 'clos1234567', title: 'T', atSeconds: 0, text: 'hello there' }] }), 'GET /api/learning-plans': { body: [] } });
    renderPage(<UniversalSearch />);
    type('hello');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole('link', { name: /T · 0:00/ })).toBeTruthy();
    expect(screen.queryByText('No results found')).toBeNull();
  });
});

describe('UniversalSearch: errors', () => {
  it("a content-policy refusal: the 'Content Policy Violation' toast for 5 s, text and results cleared", async () => {
    stubFetch({
      [`GET ${LOCAL}`]: {
        status: 400,
        body: { code: 'INAPPROPRIATE_SEARCH', error: 'Content Policy Violation', message: 'This platform is for educational content only.' },
      },
    });
    const error = vi.spyOn(toast, 'error');
    renderPage(<UniversalSearch />);
    type('something bad');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Content Policy Violation', { description: 'This platform is for educational content only.', duration: 5000 }),
    );
    await waitFor(() => expect(input().value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No results found')).toBeNull();
  });

  for (const [status, message] of [
    [403, 'Remote search temporarily unavailable. Please try again later.'],
    [503, 'Remote search temporarily unavailable. Please try again later.'],
    [500, 'Remote search service is currently down. Please try again later.'],
    [502, 'Remote search service is currently down. Please try again later.'],
    [429, 'Remote search failed (429). Please try again.'],
  ] as const) {
    it(`a remote ${status}: '${message}'`, async () => {
      stubFetch({ [`GET ${LOCAL}`]: local({}), [`GET ${REMOTE}`]: { status, body: { error: 'x', message: 'server words' } } });
      const error = vi.spyOn(toast, 'error');
      renderPage(<UniversalSearch />);
      type('closures');
      fireEvent.click(screen.getByRole('button', { name: 'YouTube' }));
      await act(() => vi.advanceTimersByTimeAsync(600));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Search Error')).toBeTruthy();
      expect(within(alert).getByText(message)).toBeTruthy();
      expect(error).toHaveBeenCalledWith('Search Error', { description: message, duration: 5000 });
      // The text stays (only the content policy clears it).
      expect(input().value).toBe('closures');
    });
  }

  it('a local failure is the general search error, not a remote one', async () => {
    stubFetch({ [`GET ${LOCAL}`]: { status: 500, body: { error: 'x' } } });
    renderPage(<UniversalSearch />);
    type('closures');
    await act(() => vi.advanceTimersByTimeAsync(600));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to search. Please try again.')).toBeTruthy();
  });
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}
