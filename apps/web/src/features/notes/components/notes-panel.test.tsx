import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { NotesPanel, type NotesPanelHandle } from './notes-panel.tsx';

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

const note = (id: number, atSeconds: number, text: string, isCard = false) => ({
  id,
  videoId: 7,
  atSeconds,
  text,
  question: '',
  isCard,
  dueAt: isCard ? '2031-01-01T00:00:00.000Z' : null,
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt: '2031-01-01T00:00:00.000Z',
});

function renderPanel(overrides: Partial<Parameters<typeof NotesPanel>[0]> = {}) {
  const props = {
    videoId: 7,
    ensureVideoId: vi.fn(async () => 7),
    currentTime: 75,
    getTime: () => 75.6,
    seek: vi.fn(),
    pause: vi.fn(),
    ...overrides,
  };
  const ref = createRef<NotesPanelHandle>();
  const utils = renderPage(<NotesPanel ref={ref} {...props} />);
  return { ...utils, props, ref };
}

describe('NotesPanel', () => {
  it('lists notes by time as text (never HTML); a note’s time seeks the player', async () => {
    stubFetch({ 'GET /api/videos/7/notes': { body: { notes: [note(1, 12, '<img src=x onerror=alert(1)>'), note(2, 300, 'Later', true)] } } });
    const { props } = renderPanel();
    const list = await screen.findByRole('list', { name: 'Notes by time' });
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(list.querySelector('img')).toBeNull();
    expect(within(list).getByText('Review card')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: '5:00 play from here' }));
    expect(props.seek).toHaveBeenCalledWith(300);
  });

  it('adds a note at the current time, paused, with Review this and a question', async () => {
    const api = stubFetch({
      'GET /api/videos/7/notes': { body: { notes: [] } },
      'POST /api/videos/7/notes': { status: 201, body: note(3, 75, 'Closures', true) },
    });
    const { props } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Add note at 1:15' }));
    expect(props.pause).toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Note at 1:15' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    // Blank text is refused before any request.
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write something first.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Closures' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Review this' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Question (optional)' }), { target: { value: 'What is kept?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/videos/7/notes')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/videos/7/notes')[0]?.body).toEqual({ atSeconds: 75, text: 'Closures', makeCard: true, question: 'What is kept?' });
  });

  it('compose() (the N key) opens the form; the server’s 400 message is shown', async () => {
    stubFetch({
      'GET /api/videos/7/notes': { body: { notes: [] } },
      'POST /api/videos/7/notes': { status: 400, body: { error: 'VALIDATION_ERROR', message: 'You can keep at most 500 notes on one video' } },
    });
    const { ref } = renderPanel();
    await screen.findByText(/No notes yet/);
    ref.current?.compose();
    const box = await screen.findByRole('textbox', { name: 'Note at 1:15' });
    fireEvent.change(box, { target: { value: 'One more' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText('You can keep at most 500 notes on one video')).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const api = stubFetch({ 'GET /api/videos/7/notes': { body: { notes: [note(1, 12, 'Gone soon', true)] } }, 'DELETE /api/notes/1': { body: { message: 'Note deleted' } } });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete note at 0:12' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this note?' });
    expect(within(confirm).getByText('The note, its review card and its review history will be deleted.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/notes/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/notes/1')).toHaveLength(1));
  });

  it("compose(at, quote) (a transcript line's 'Add note here') opens the note at that time with the line quoted", async () => {
    const api = stubFetch({ 'GET /api/videos/7/notes': { body: { notes: [] } }, 'POST /api/videos/7/notes': { status: 201, body: note(4, 12, 'q') } });
    const { ref, props } = renderPanel();
    await screen.findByText(/No notes yet/);
    act(() => ref.current?.compose(12, ' A closure keeps its scope '));
    const box = (await screen.findByRole('textbox', { name: 'Note at 0:12' })) as HTMLTextAreaElement;
    expect(props.pause).toHaveBeenCalled();
    expect(box.value).toBe('“A closure keeps its scope”\n');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.selectionStart).toBe(box.value.length);
    fireEvent.change(box, { target: { value: `${box.value}Remember this` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/videos/7/notes')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/videos/7/notes')[0]?.body).toMatchObject({ atSeconds: 12, text: '“A closure keeps its scope”\nRemember this' });
  });
});
