import { useQueryClient } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { type Ref, useId, useImperativeHandle, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { onDemand } from '../../../components/ui/on-demand.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { transcriptQuery } from '../api/transcript-api.ts';
import type { TranscriptPanelProps } from './transcript-panel.tsx';

// The list, its search, the virtualiser and the upload load when the learner opens the panel: the
// player's first paint carries only this frame (and the transcript's read, started beside the code).
const TranscriptPanel = onDemand(() => import('./transcript-panel.tsx'));

/** What the player may ask of the section (the T key). */
export interface TranscriptSectionHandle {
  /** Opens or closes the panel; true when it is now open. */
  toggle: () => boolean;
}

export interface TranscriptSectionProps extends TranscriptPanelProps {
  ref?: Ref<TranscriptSectionHandle>;
}

/** The 'Transcript' section beside Notes: a heading and Show/Hide; the panel itself loads when wanted. */
export function TranscriptSection({ ref, ...panel }: TranscriptSectionProps) {
  const [open, setOpen] = useState(false);
  const ids = { heading: useId(), body: useId() };
  const queryClient = useQueryClient();
  // The panel's code and its read start together as the learner reaches for it, not one after the other.
  const prepare = () => {
    void TranscriptPanel.preload();
    void queryClient.prefetchQuery(transcriptQuery(panel.youtubeId));
  };
  const toggle = () => {
    if (!open) prepare();
    setOpen(!open);
    return !open;
  };
  useImperativeHandle(ref, () => ({ toggle }));

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
          onClick={toggle}
          onPointerEnter={prepare}
          onFocus={prepare}
        >
          {open ? 'Hide transcript' : 'Show transcript'}
        </Button>
      </div>
      <div id={ids.body} className="flex flex-col gap-3" hidden={!open}>
        {open ? <TranscriptPanel {...panel} fallback={<Skeleton className="h-40 w-full" />} /> : null}
      </div>
    </section>
  );
}
