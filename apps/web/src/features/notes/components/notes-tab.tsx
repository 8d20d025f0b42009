import { formatNoteTime } from '@learnstack/contracts/notes-rules';
import { ChevronLeft, ChevronRight, NotebookPen, Repeat, } from 'lucide-react';
import { type ComponentType, useId, useState } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useNotesList } from '../api/notes-api.ts';

/** The Learning Hub's entry for this tab (library page HUB_TABS). */
export const NOTES_HUB_TAB: { id: string; label: string; icon: LucideIcon; Panel: ComponentType } = {
  id: 'notes',
  label: 'Notes',
  icon: NotebookPen,
  Panel: NotesTab,
};

/** Every note the learner wrote, newest first, searchable; each opens its video at the note's moment. */
export function NotesTab() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(q.trim(), 300);
  const list = useNotesList(search, page);
  const searchId = useId();
  const notes = list.data?.notes ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5 sm:max-w-sm">
        <Label htmlFor={searchId}>Search notes</Label>
        <SearchInput
          id={searchId}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {list.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : list.isError ? (
        <p className="text-sm text-destructive">The notes could not be loaded.</p>
      ) : notes.length === 0 ? (
        <EmptyState
          icon={<NotebookPen />}
          title={search ? 'No notes match' : 'No notes yet'}
          description={search ? 'Try other words.' : 'Press N while a video plays to note the moment.'}
        />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Your notes">
          {notes.map((note) => (
            <li key={note.id} className="flex gap-3 rounded-xl border border-border bg-card p-3">
              <Link
                to={`/video/${note.video.id}?t=${Math.floor(note.atSeconds)}`}
                className="h-7 shrink-0 rounded-md bg-accent px-2 py-1 font-mono text-xs font-semibold text-accent-foreground tabular-nums hover:bg-primary hover:text-primary-foreground"
                aria-label={`${formatNoteTime(note.atSeconds)} in ${note.video.title}`}
              >
                {formatNoteTime(note.atSeconds)}
              </Link>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="truncate text-xs font-medium text-muted-foreground">{note.video.title}</p>
                <p className="whitespace-pre-wrap break-words text-sm text-foreground">{note.text}</p>
                {note.isCard ? (
                  <Badge className="self-start">
                    <Repeat aria-hidden="true" />
                    Review card
                  </Badge>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {page > 1 || list.data?.hasMore ? (
        <nav aria-label="Notes pages" className="flex items-center justify-between">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            <ChevronLeft aria-hidden="true" />
            Newer
          </Button>
          <span className="text-sm text-muted-foreground">Page {page}</span>
          <Button variant="outline" size="sm" disabled={!list.data?.hasMore} onClick={() => setPage((p) => p + 1)}>
            Older
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
