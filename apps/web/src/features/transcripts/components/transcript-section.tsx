import { ScrollText } from 'lucide-react';
import { lazy, type Ref, Suspense, useId, useImperativeHandle, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TranscriptPanelProps } from './transcript-panel.tsx';

// The list, its search, the virtualiser and the upload load when the learner opens the panel: the
// player's first paint carries only this frame.
const loadPanel = () => import('./transcript-panel.tsx');
const TranscriptPanel = lazy(loadPanel);

/** What the player may ask of the section (the T key). */
export interface TranscriptSectionHandle {
  /** Opens or closes the panel; true when it is now open. */
  toggle: () => boolean;
}

export interface TranscriptSectionProps extends TranscriptPanelProps {
  ref?: Ref<TranscriptSectionHandle>;
}

/** The 'Transcript' section beside Notes: a heading and Show/Hide; the panel itself is lazy. */
export function TranscriptSection({ ref, ...panel }: TranscriptSectionProps) {
  const [open, setOpen] = useState(false);
  const ids = { heading: useId(), body: useId() };
  useImperativeHandle(ref, () => ({
    toggle: () => {
      setOpen(!open);
      return !open;
    },
  }));

  return (
    <section aria-labelledby={ids.heading} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h2 id={ids.heading} className="inline-flex items-center gap-2 text-base font-semibold text-foreground">
          <ScrollText className="size-4" aria-hidden="true" />
          Transcript
        </h2>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={ids.body}
          aria-keyshortcuts="T"
          onClick={() => setOpen((o) => !o)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          {open ? 'Hide transcript' : 'Show transcript'}
        </Button>
      </div>
      <div id={ids.body} className="flex flex-col gap-3" hidden={!open}>
        {open ? (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <TranscriptPanel {...panel} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
