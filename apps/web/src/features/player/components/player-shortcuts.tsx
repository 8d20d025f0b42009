import { Keyboard } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { keyBelongsElsewhere, SHORTCUTS, type ShortcutAction, shortcutFor, stepRate } from '../lib/shortcuts.ts';
import { PlayerState, type YTPlayer } from '../lib/youtube-api.ts';

export interface PlayerShortcutsProps {
  getPlayer: () => YTPlayer | null;
  /** What F puts in full screen. */
  frameRef: RefObject<HTMLElement | null>;
  /** N: a new note at this moment. */
  onNote: () => void;
  /** C: mark complete. */
  onComplete: () => void;
  /** Shift+N: the next video of the plan; null without one. */
  onNext: (() => void) | null;
  /** T: shows or hides the transcript; true when it is now shown. */
  onTranscript: () => boolean;
  disabled?: boolean;
}

function formatRate(rate: number): string {
  return rate === 1 ? 'Normal speed' : `Speed ${rate}x`;
}

/**
 * The keyboard layer of the player: the shortcuts listed in SHORTCUTS (never while the focus is in a
 * text field or a dialog), each announced in a polite live region, and the '?' dialog that lists them.
 */
export function PlayerShortcuts({ getPlayer, frameRef, onNote, onComplete, onNext, onTranscript, disabled = false }: PlayerShortcutsProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const flip = useRef(false);
  const latest = useRef({ getPlayer, frameRef, onNote, onComplete, onNext, onTranscript, disabled });
  latest.current = { getPlayer, frameRef, onNote, onComplete, onNext, onTranscript, disabled };

  useEffect(() => {
    // The same words twice in a row are still read out: the text alternates a trailing space.
    const announce = (text: string) => {
      flip.current = !flip.current;
      setAnnouncement(flip.current ? text : `${text}\u00a0`);
    };
    const run = (action: ShortcutAction): boolean => {
      const { getPlayer, frameRef, onNote, onComplete, onNext, onTranscript, disabled } = latest.current;
      if (action === 'help') {
        setHelpOpen(true);
        return true;
      }
      if (action === 'next') {
        if (!onNext) return false;
        announce('Next video');
        onNext();
        return true;
      }
      if (action === 'note') {
        onNote();
        announce('New note: the video is paused');
        return true;
      }
      if (action === 'transcript') {
        announce(onTranscript() ? 'Transcript shown' : 'Transcript hidden');
        return true;
      }
      if (action === 'complete') {
        onComplete();
        announce('Marked complete');
        return true;
      }
      const player = getPlayer();
      if (!player || disabled) return false;
      try {
        switch (action) {
          case 'toggle-play': {
            const playing = player.getPlayerState() === PlayerState.PLAYING || player.getPlayerState() === PlayerState.BUFFERING;
            if (playing) player.pauseVideo();
            else player.playVideo();
            announce(playing ? 'Paused' : 'Playing');
            return true;
          }
          case 'back-10':
          case 'forward-10':
          case 'back-5':
          case 'forward-5': {
            const step = action.endsWith('10') ? 10 : 5;
            const sign = action.startsWith('back') ? -1 : 1;
            const duration = Number(player.getDuration()) || Number.POSITIVE_INFINITY;
            const to = Math.min(duration, Math.max(0, Number(player.getCurrentTime()) + sign * step));
            player.seekTo(to, true);
            announce(`${sign < 0 ? 'Back' : 'Forward'} ${step} seconds`);
            return true;
          }
          case 'slower':
          case 'faster': {
            const next = stepRate(Number(player.getPlaybackRate()) || 1, action === 'faster' ? 1 : -1);
            player.setPlaybackRate(next);
            announce(formatRate(next));
            return true;
          }
          case 'mute': {
            if (!player.isMuted || !player.mute || !player.unMute) return false;
            const muted = player.isMuted();
            if (muted) player.unMute();
            else player.mute();
            announce(muted ? 'Sound on' : 'Muted');
            return true;
          }
          case 'fullscreen': {
            if (document.fullscreenElement) {
              void document.exitFullscreen?.();
              announce('Full screen off');
            } else {
              void frameRef.current?.requestFullscreen?.().catch(() => announce('Full screen is not available'));
              announce('Full screen');
            }
            return true;
          }
        }
      } catch {
        // The player went away mid-action (an embed error): nothing to do.
      }
      return false;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat && !['ArrowLeft', 'ArrowRight'].includes(e.key)) return;
      if (keyBelongsElsewhere(e.target)) return;
      const action = shortcutFor(e);
      if (!action) return;
      // Space on a focused button or link presses it; the player does not take it from there.
      if ((e.key === ' ' || e.key === 'Enter') && (e.target as HTMLElement | null)?.closest?.('button,a,[role="button"],[role="switch"],[role="checkbox"]')) return;
      if (run(action)) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="player-announcer">
        {announcement}
      </p>
      <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
        <Keyboard aria-hidden="true" />
        Keyboard shortcuts
      </Button>
      <Dialog open={helpOpen} onOpenChange={setHelpOpen}>
        <DialogContent title="Keyboard shortcuts" description="They work anywhere on this page except while you type in a field." size="md">
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
            {SHORTCUTS.map(({ keys, label }) => (
              <div key={label} className="contents">
                <dt className="flex gap-1">
                  {keys.map((k, i) => (
                    <span key={k} className="inline-flex items-center gap-1">
                      {i > 0 ? <span className="text-muted-foreground">{keys[0] === 'Shift' ? '+' : 'or'}</span> : null}
                      <kbd className="min-w-7 rounded-md border border-border bg-muted px-1.5 py-0.5 text-center font-mono text-xs text-foreground shadow-xs">{k}</kbd>
                    </span>
                  ))}
                </dt>
                <dd className="text-foreground">{label}</dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </>
  );
}
