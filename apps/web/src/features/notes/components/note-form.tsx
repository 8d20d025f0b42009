import { formatNoteTime, NOTE_QUESTION_MAX, NOTE_TEXT_MAX } from '@learnstack/contracts/notes-rules';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

export interface NoteFormValues {
  text: string;
  makeCard: boolean;
  question: string;
}

export interface NoteFormProps {
  atSeconds: number;
  initial?: NoteFormValues;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (values: NoteFormValues) => void;
  onCancel: () => void;
  textRef?: Ref<HTMLTextAreaElement>;
}

/** Writing or editing a note: its text (plain text, up to 2,000 characters), 'Review this' and the card's question. */
export function NoteForm({ atSeconds, initial, submitLabel, pending, error, onSubmit, onCancel, textRef }: NoteFormProps) {
  const [text, setText] = useState(initial?.text ?? '');
  const [makeCard, setMakeCard] = useState(initial?.makeCard ?? false);
  const [question, setQuestion] = useState(initial?.question ?? '');
  const [blank, setBlank] = useState(false);
  const ids = { text: useId(), count: useId(), card: useId(), question: useId(), error: useId() };
  const time = formatNoteTime(atSeconds);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (text.trim() === '') {
      setBlank(true);
      return;
    }
    onSubmit({ text, makeCard, question });
  };
  // Ctrl+Enter saves, Escape cancels: the hands stay on the keyboard.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    }
  };
  const shownError = blank ? 'Write something first.' : error;

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-3">
      <Label htmlFor={ids.text}>Note at {time}</Label>
      <Textarea
        id={ids.text}
        ref={textRef}
        rows={3}
        value={text}
        maxLength={NOTE_TEXT_MAX}
        onChange={(e) => {
          setText(e.target.value);
          setBlank(false);
        }}
        aria-describedby={`${ids.count}${shownError ? ` ${ids.error}` : ''}`}
        aria-invalid={shownError ? true : undefined}
      />
      <p id={ids.count} className="-mt-2 text-right text-xs text-muted-foreground">
        {text.length} / {NOTE_TEXT_MAX}
      </p>
      <div className="flex items-center gap-2">
        <input id={ids.card} type="checkbox" className="size-4 accent-[var(--color-primary)]" checked={makeCard} onChange={(e) => setMakeCard(e.target.checked)} />
        <Label htmlFor={ids.card}>Review this</Label>
      </div>
      {makeCard ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.question}>Question (optional)</Label>
          <Input id={ids.question} value={question} maxLength={NOTE_QUESTION_MAX} onChange={(e) => setQuestion(e.target.value)} placeholder="What should you remember here?" />
        </div>
      ) : null}
      <FieldError id={ids.error}>{shownError}</FieldError>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
