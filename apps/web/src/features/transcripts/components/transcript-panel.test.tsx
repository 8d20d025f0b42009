import type { TranscriptReply } from '@learnstack/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { PENDING_POLL_MS } from '../api/transcript-api.ts';
import { TranscriptSection } from './transcript-section.tsx';

const YT = 'abcdefghijk';
const PATH = `/api/videos/${YT}/transcript`;

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
  // happy-dom lays nothing out: the list and its lines get the sizes a browser would give them
  // (the virtualiser reads the list's client size and each line's offset height).
  const size = (el: HTMLElement, list: number, line: number) => {
    const id = el.getAttribute('data-testid');
    return id === 'transcript-scroll' ? list : id === 'transcript-line' ? line : 0;
  };
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return size(this, 448, 44);
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return size(this, 320, 320);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return size(this, 448, 44);
  });
  return () => vi.restoreAllMocks();
});

function transcript(texts: string[], source: 'youtube' | 'upload' = 'youtube'): TranscriptReply {
  return { youtubeId: YT, language: 'en', source, segments: texts.map((text, i) => ({ start: i * 10, duration: 10, text })) };
}

const LINES = ['Welcome to the course', 'A closure keeps its scope', 'Functions are values', 'Every closure has a scope chain', 'Thanks for watching'];

type SectionProps = Parameters<typeof TranscriptSection>[0];
/** The player's time, moved by the test as the player would move it. */
let setTime: (t: number) => void = () => {};
function Player(props: SectionProps) {
  const [time, set] = useState(props.currentTime);
  setTime = set;
  return <TranscriptSection {...props} currentTime={time} />;
}

function renderSection(overrides: { currentTime?: number } = {}) {
  const props = { youtubeId: YT, currentTime: overrides.currentTime ?? 0, seek: vi.fn(), onAddNote: vi.fn() };
  const utils = renderPage(<Player {...props} />);
  const open = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Show transcript' }));
  };
  const rerenderAt = (currentTime: number) => act(() => setTime(currentTime));
  return { ...utils, props, open, rerenderAt };
}

const lines = () => screen.getAllByTestId('transcript-line');
const activeLine = () => lines().find((li) => li.hasAttribute('data-active'));

describe('TranscriptSection', () => {
  it('loads nothing until opened; then lists the lines with their times, the one being said marked, following the player', async () => {
    const api = stubFetch({ [`GET ${PATH}`]: { body: transcript(LINES) } });
    const { open, rerenderAt, props } = renderSection({ currentTime: 12 });
    expect(api.callsTo('GET', PATH)).toHaveLength(0);
    await open();
    await screen.findByText('A closure keeps its scope');
    expect(screen.getByRole('button', { name: 'Hide transcript' }).getAttribute('aria-expanded')).toBe('true');
    expect(lines().map((li) => within(li).getAllByRole('button')[0]?.textContent)).toEqual(['0:00Welcome to the course', '0:10A closure keeps its scope', '0:20Functions are values', '0:30Every closure has a scope chain', '0:40Thanks for watching']);
    expect(activeLine()?.textContent).toContain('A closure keeps its scope');
    expect(screen.getByRole('button', { name: '0:10 A closure keeps its scope' }).getAttribute('aria-current')).toBe('time');
    rerenderAt(31);
    await waitFor(() => expect(activeLine()?.textContent).toContain('Every closure has a scope chain'));
    // A click seeks, and the clicked line is the current one at once.
    fireEvent.click(screen.getByRole('button', { name: '0:40 Thanks for watching' }));
    expect(props.seek).toHaveBeenCalledWith(40);
    expect(activeLine()?.textContent).toContain('Thanks for watching');
  });

  it('starts the read as the learner reaches for the button (pointer or focus), beside the code, and opening asks no second time', async () => {
    const api = stubFetch({ [`GET ${PATH}`]: { body: transcript(LINES) } });
    const { open } = renderSection();
    const button = screen.getByRole('button', { name: 'Show transcript' });
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(api.callsTo('GET', PATH)).toHaveLength(1));
    fireEvent.focus(button);
    await open();
    await screen.findByText('A closure keeps its scope');
    expect(api.callsTo('GET', PATH)).toHaveLength(1);
  });

  it("'Add note here' hands the line's time and text to the notes", async () => {
    stubFetch({ [`GET ${PATH}`]: { body: transcript(LINES) } });
    const { open, props } = renderSection();
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add note here at 0:20' }));
    expect(props.onAddNote).toHaveBeenCalledWith(20, 'Functions are values');
  });

  it('searches in the panel: the words marked, a count, Enter and Shift+Enter move between matches', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: transcript(LINES) } });
    const { open } = renderSection();
    await open();
    const box = await screen.findByRole('searchbox', { name: 'Search the transcript' });
    const count = screen.getByTestId('transcript-match-count');
    fireEvent.change(box, { target: { value: 'closure' } });
    await waitFor(() => expect(count.textContent).toBe('1 of 2'));
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['closure', 'closure']);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(count.textContent).toBe('2 of 2');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(count.textContent).toBe('1 of 2');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(count.textContent).toBe('2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(count.textContent).toBe('1 of 2');
    // Searching stops the following: the learner is reading elsewhere.
    expect(screen.getByRole('button', { name: 'Follow video' })).toBeTruthy();
    fireEvent.change(box, { target: { value: 'monads' } });
    await waitFor(() => expect(count.textContent).toBe('No matches'));
    expect(document.querySelectorAll('mark')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Next match' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("stops following when the learner scrolls the list, and 'Follow video' takes it up again", async () => {
    stubFetch({ [`GET ${PATH}`]: { body: transcript(LINES) } });
    const { open } = renderSection();
    await open();
    const region = await screen.findByRole('region', { name: 'Transcript, 5 lines' });
    expect(screen.queryByRole('button', { name: 'Follow video' })).toBeNull();
    fireEvent.wheel(region, { deltaY: 200 });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow video' }));
    expect(screen.queryByRole('button', { name: 'Follow video' })).toBeNull();
  });

  it('draws only the lines in view of a two-hour transcript (2,000 lines)', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: transcript(Array.from({ length: 2000 }, (_, i) => `Line number ${i}`)) } });
    const { open } = renderSection();
    await open();
    await screen.findByText('Line number 0');
    expect(screen.getByRole('region', { name: 'Transcript, 2000 lines' })).toBeTruthy();
    expect(lines().length).toBeLessThan(40);
  });

  it('says the transcript is being fetched while the server answers 202, and asks again until it is there', async () => {
    const api = stubFetch({ [`GET ${PATH}`]: [{ status: 202, body: { status: 'pending' } }, { body: transcript(LINES) }] });
    const { open } = renderSection();
    await open();
    expect((await screen.findByText('Fetching the transcript from YouTube…')).getAttribute('role')).toBe('status');
    await screen.findByText('A closure keeps its scope', undefined, { timeout: PENDING_POLL_MS * 3 });
    expect(api.callsTo('GET', PATH)).toHaveLength(2);
  });
});

describe('Uploading a transcript', () => {
  const file = (name: string, content: string, size?: number) => {
    const f = new File([content], name, { type: 'text/plain' });
    if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
    return f;
  };
  const choose = (f: File) => fireEvent.change(screen.getByLabelText('Upload a transcript'), { target: { files: [f] } });

  it("404: 'No transcript for this video' and the upload; a file over 2 MB or of another type is refused before sending", async () => {
    const api = stubFetch({ [`GET ${PATH}`]: { status: 404, body: { error: 'NOT_FOUND', message: 'No transcript for this video' } } });
    const { open } = renderSection();
    await open();
    expect(await screen.findByText('No transcript for this video')).toBeTruthy();
    choose(file('big.vtt', 'WEBVTT', 2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('The transcript file must be at most 2 MB');
    choose(file('notes.txt', 'hello'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choose a .vtt or .srt file'));
    expect(api.callsTo('PUT', PATH)).toHaveLength(0);
  });

  it("shows the server's 400 message for a malformed file", async () => {
    const api = stubFetch({
      [`GET ${PATH}`]: { status: 404, body: { error: 'NOT_FOUND', message: 'No transcript for this video' } },
      [`PUT ${PATH}`]: { status: 400, body: { error: 'VALIDATION_ERROR', message: 'The file is not a valid WebVTT transcript' } },
    });
    const { open } = renderSection();
    await open();
    await screen.findByText('No transcript for this video');
    choose(file('bad.vtt', 'not a vtt'));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not a valid WebVTT transcript');
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({ format: 'vtt', content: 'not a vtt' });
  });

  it('sends a good file with its format, shows the lines after, and the learner can remove their upload', async () => {
    let stored = false;
    const api = stubFetch({
      [`GET ${PATH}`]: () => (stored ? { body: transcript(['My own words'], 'upload') } : { status: 404, body: { error: 'NOT_FOUND', message: 'No transcript for this video' } }),
      [`PUT ${PATH}`]: () => {
        stored = true;
        return { body: transcript(['My own words'], 'upload') };
      },
      [`DELETE ${PATH}`]: () => {
        stored = false;
        return { body: { message: 'Transcript removed' } };
      },
    });
    const { open } = renderSection();
    await open();
    await screen.findByText('No transcript for this video');
    choose(file('mine.srt', '1\n00:00:00,000 --> 00:00:02,000\nMy own words\n'));
    await screen.findByText('My own words');
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({ format: 'srt', content: '1\n00:00:00,000 --> 00:00:02,000\nMy own words\n' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove my transcript' }));
    await screen.findByText('No transcript for this video');
    expect(api.callsTo('DELETE', PATH)).toHaveLength(1);
  });
});
