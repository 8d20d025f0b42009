import { cn } from '../../../lib/cn.ts';
import { markWords } from '../lib/mark.ts';

/** A transcript line with the searched words in <mark> (the panel's search, the top bar's moments). */
export function MarkedText({ text, query, strong = false }: { text: string; query: string; strong?: boolean }) {
  return markWords(text, query).map((part, i) =>
    part.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <mark key={i} className={cn('rounded-sm bg-warning-soft px-0.5 text-warning-soft-foreground', strong && 'font-semibold ring-2 ring-warning')}>
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move
      <span key={i}>{part.text}</span>
    ),
  );
}
