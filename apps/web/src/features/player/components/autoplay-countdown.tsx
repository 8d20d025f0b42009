import { SkipForward, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export const AUTOPLAY_COUNTDOWN_SECONDS = 5;

/** 'Up next in 5…' counting down each second; at 0 `onDone` runs, Cancel stops it. */
export function AutoplayCountdown({ nextTitle, onDone, onCancel }: { nextTitle: string; onDone: () => void; onCancel: () => void }) {
  const [left, setLeft] = useState(AUTOPLAY_COUNTDOWN_SECONDS);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  useEffect(() => {
    const started = Date.now();
    const interval = window.setInterval(() => {
      const remaining = AUTOPLAY_COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (remaining <= 0) {
        window.clearInterval(interval);
        setLeft(0);
        doneRef.current();
      } else {
        setLeft(remaining);
      }
    }, 250);
    return () => window.clearInterval(interval);
  }, []);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent p-4 text-accent-foreground sm:flex-row sm:items-center">
      <SkipForward className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1" role="status" aria-live="polite">
        <p className="font-semibold">Up next in {left}…</p>
        <p className="truncate text-sm">{nextTitle}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onCancel}>
        <X aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}
