import type { Note } from '@learnstack/contracts';
import { formatNoteTime } from '@learnstack/contracts/notes-rules';
import { NotebookPen, Pencil, Plus, Repeat, Trash2 } from 'lucide-react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText, NOTE_MESSAGES, useCreateNote, useDeleteNote, useUpdateNote, useVideoNotes } from '../api/notes-api.ts';
import { NoteForm, type NoteFormValues } from './note-form.tsx';

/** What the player may ask of the panel (the N key). */
export interface NotesPanelHandle {
  /**
   * Opens a new note and puts the focus in it: at the player's current time, or at `atSeconds` with
   * `quote` (a transcript line) quoted at its start.
   */
  compose: (atSeconds?: number, quote?: string) => void;
}

export interface NotesPanelProps {
  /** The saved video's id; null until the video is saved (the first note saves it). */
  videoId: number | null;
  ensureVideoId: () => Promise<number | null>;
  /** The player's time, for the button's label. */
  currentTime: number;
  /** The player's time now. */
  getTime: () => number;
  seek: (seconds: number) => void;
  /** Pauses the video while the learner writes. */
  pause: () => void;
  ref?: Ref<NotesPanelHandle>;
}

/** Timestamped notes beside the player: add at the current time, listed by time; a note's time seeks there. */
export function NotesPanel({ videoId, ensureVideoId, currentTime, getTime, seek, pause, ref }: NotesPanelProps) {
  const notes = useVideoNotes(videoId);
  const create = useCreateNote();
  const [composeAt, setComposeAt] = useState<number | null>(null);
  const [quoted, setQuoted] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const compose = (atSeconds?: number, quote?: string) => {
    pause();
    setCreateError(null);
    setQuoted(quote ? `“${quote.trim()}”\n` : '');
    setComposeAt(Math.floor(atSeconds ?? getTime()));
  };
  useImperativeHandle(ref, () => ({ compose }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new quote at the same second remounts the form, whose field takes the focus again
  useEffect(() => {
    const el = textRef.current;
    if (composeAt === null || !el) return;
    el.focus();
    // After the quote: the learner writes their own words below it.
    el.setSelectionRange(el.value.length, el.value.length);
  }, [composeAt, quoted]);

  const save = async (values: NoteFormValues) => {
    if (composeAt === null) return;
    const id = await ensureVideoId();
    if (id === null) {
      setCreateError(NOTE_MESSAGES.saveFailed);
      return;
    }
    create.mutate(
      { videoId: id, body: { atSeconds: composeAt, text: values.text, makeCard: values.makeCard, ...(values.makeCard && values.question.trim() ? { question: values.question } : {}) } },
      {
        onSuccess: () => setComposeAt(null),
        onError: (error) => setCreateError(errorText(error, NOTE_MESSAGES.saveFailed)),
      },
    );
  };

  const list = notes.data?.notes ?? [];
  return (
    <section aria-labelledby="notes-heading" className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h2 id="notes-heading" className="inline-flex items-center gap-2 text-base font-semibold text-foreground">
          <NotebookPen className="size-4" aria-hidden="true" />
          Notes
        </h2>
        {list.length > 0 ? <span className="text-xs text-muted-foreground">{list.length}</span> : null}
      </div>
      {composeAt === null ? (
        <Button variant="outline" size="sm" onClick={() => compose()} aria-keyshortcuts="N">
          <Plus aria-hidden="true" />
          Add note at {formatNoteTime(currentTime)}
        </Button>
      ) : (
        <NoteForm
          key={`${composeAt}:${quoted}`}
          atSeconds={composeAt}
          {...(quoted ? { initial: { text: quoted, makeCard: false, question: '' } } : {})}
          submitLabel="Save note"
          pending={create.isPending}
          error={createError}
          onSubmit={(values) => void save(values)}
          onCancel={() => setComposeAt(null)}
          textRef={textRef}
        />
      )}
      {notes.isPending && videoId !== null ? (
        <Skeleton className="h-16 w-full" />
      ) : notes.isError ? (
        <p className="text-sm text-destructive">The notes could not be loaded.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet. Press N to write one at the current moment.</p>
      ) : (
        <ol className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto" aria-label="Notes by time">
          {list.map((note) => (
            <NoteItem key={note.id} note={note} onSeek={seek} />
          ))}
        </ol>
      )}
    </section>
  );
}

function NoteItem({ note, onSeek }: { note: Note; onSeek: (seconds: number) => void }) {
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const time = formatNoteTime(note.atSeconds);

  if (editing) {
    return (
      <li>
        <NoteForm
          atSeconds={note.atSeconds}
          initial={{ text: note.text, makeCard: note.isCard, question: note.question }}
          submitLabel="Save changes"
          pending={update.isPending}
          error={null}
          onSubmit={(values) =>
            update.mutate({ noteId: note.id, body: { text: values.text, makeCard: values.makeCard, question: values.makeCard ? values.question : '' } }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="group flex gap-3 rounded-xl border border-border p-3">
      <button
        type="button"
        onClick={() => onSeek(note.atSeconds)}
        aria-label={`${time} play from here`}
        className="h-7 shrink-0 rounded-md bg-accent px-2 font-mono text-xs font-semibold text-accent-foreground tabular-nums hover:bg-primary hover:text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {time}
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="whitespace-pre-wrap break-words text-sm text-foreground">{note.text}</p>
        <div className="flex flex-wrap items-center gap-1">
          {note.isCard ? (
            <Badge variant="default">
              <Repeat aria-hidden="true" />
              Review card
            </Badge>
          ) : null}
          <span className="ml-auto flex items-center gap-0.5">
            <Button
              variant="ghost"
              size="sm"
              className="h-7 px-2 text-xs"
              loading={update.isPending}
              onClick={() => update.mutate({ noteId: note.id, body: { makeCard: !note.isCard } })}
            >
              {note.isCard ? 'Stop reviewing' : 'Review this'}
            </Button>
            <Button variant="ghost" size="icon" className="size-7" aria-label={`Edit note at ${time}`} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" className="size-7" aria-label={`Delete note at ${time}`} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this note?"
        description={note.isCard ? 'The note, its review card and its review history will be deleted.' : 'The note will be deleted.'}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(note.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
