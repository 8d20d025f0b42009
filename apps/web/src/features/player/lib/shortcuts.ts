/** The keyboard-first player: which key does what, and when a key is not the player's. */

export type ShortcutAction =
  | 'toggle-play'
  | 'back-10'
  | 'forward-10'
  | 'back-5'
  | 'forward-5'
  | 'slower'
  | 'faster'
  | 'fullscreen'
  | 'mute'
  | 'note'
  | 'complete'
  | 'next'
  | 'transcript'
  | 'help';

/** The list the '?' dialog shows, in its order. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; label: string; action: ShortcutAction }> = [
  { keys: ['Space', 'K'], label: 'Play or pause', action: 'toggle-play' },
  { keys: ['J'], label: 'Back 10 seconds', action: 'back-10' },
  { keys: ['L'], label: 'Forward 10 seconds', action: 'forward-10' },
  { keys: ['←'], label: 'Back 5 seconds', action: 'back-5' },
  { keys: ['→'], label: 'Forward 5 seconds', action: 'forward-5' },
  { keys: ['Shift', ','], label: 'Slower (down to 0.5x)', action: 'slower' },
  { keys: ['Shift', '.'], label: 'Faster (up to 2x)', action: 'faster' },
  { keys: ['F'], label: 'Full screen', action: 'fullscreen' },
  { keys: ['M'], label: 'Mute or unmute', action: 'mute' },
  { keys: ['N'], label: 'New note at this moment (pauses the video)', action: 'note' },
  { keys: ['C'], label: 'Mark complete', action: 'complete' },
  { keys: ['Shift', 'N'], label: 'Next video of the plan', action: 'next' },
  { keys: ['T'], label: 'Show or hide the transcript', action: 'transcript' },
  { keys: ['?'], label: 'Show these shortcuts', action: 'help' },
];

/** True when the key belongs to what has the focus: a text field, a select, or an open dialog. */
export function keyBelongsElsewhere(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
  }
  return el.closest('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]') !== null;
}

/** The action of a key press, or null when the key is not a shortcut (or has Ctrl, Alt or Meta held). */
export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>): ShortcutAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  if (e.key === '?') return 'help';
  // Shift+comma and Shift+period: '<' and '>' on a US layout, whatever the layout by their codes.
  if (e.key === '<' || (e.shiftKey && e.code === 'Comma')) return 'slower';
  if (e.key === '>' || (e.shiftKey && e.code === 'Period')) return 'faster';
  if (e.key === 'ArrowLeft') return e.shiftKey ? null : 'back-5';
  if (e.key === 'ArrowRight') return e.shiftKey ? null : 'forward-5';
  if (e.key === ' ' || e.code === 'Space') return e.shiftKey ? null : 'toggle-play';
  const letter = e.key.length === 1 ? e.key.toLowerCase() : '';
  if (letter === 'n') return e.shiftKey ? 'next' : 'note';
  if (e.shiftKey) return null;
  switch (letter) {
    case 'k':
      return 'toggle-play';
    case 'j':
      return 'back-10';
    case 'l':
      return 'forward-10';
    case 'f':
      return 'fullscreen';
    case 'm':
      return 'mute';
    case 'c':
      return 'complete';
    case 't':
      return 'transcript';
    default:
      return null;
  }
}

export const PLAYBACK_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The next speed down (-1) or up (+1) from `rate`, within 0.5 to 2. */
export function stepRate(rate: number, direction: -1 | 1): number {
  if (direction === 1) return PLAYBACK_STEPS.find((r) => r > rate + 1e-9) ?? 2;
  return [...PLAYBACK_STEPS].reverse().find((r) => r < rate - 1e-9) ?? 0.5;
}
