/**
 * The hand-over from a prerendered page (build/prerender.ts) to the live app. React's first commit
 * replaces the prerendered nodes with its own: what the visitor typed into the prerendered form
 * fields (or a password manager filled in), and where the caret was, would be lost. `captureHandover`
 * keeps the prerendered fields before that commit; the function it returns, called after it, puts
 * their values into the live fields the way typing does (so React's state follows), gives focus
 * back, then lets build/boot.js replay a button clicked before (a submit, the theme menu).
 */

declare global {
  interface Window {
    /** Set by build/boot.js on a prerendered page: stops holding clicks and submits, replays the last click. */
    __learnstackHandover?: (root: HTMLElement) => void;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input[name], textarea[name], select[name]';

/** A field's place in its page: its name and its index among fields of that name. */
function fieldKeys(root: ParentNode): Map<string, Field> {
  const keys = new Map<string, Field>();
  const seen = new Map<string, number>();
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    const index = seen.get(field.name) ?? 0;
    seen.set(field.name, index + 1);
    keys.set(`${field.name}#${index}`, field);
  }
  return keys;
}

/** The value the prerendered page gave a field (a select's selected option, else the value attribute). */
function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/** Sets a value so that React sees it: the native setter (React's own is bypassed), then an input event. */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function captureHandover(container: HTMLElement): () => void {
  const prerendered = fieldKeys(container);
  let focused: Field | null = null;
  const trackFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(FIELDS)) focused = event.target as Field;
  };
  container.addEventListener('focusin', trackFocus);
  if (document.activeElement instanceof Element && container.contains(document.activeElement) && document.activeElement.matches(FIELDS)) {
    focused = document.activeElement as Field;
  }

  let done = false;
  return () => {
    if (done) return;
    done = true;
    container.removeEventListener('focusin', trackFocus);
    const live = fieldKeys(container);
    for (const [key, old] of prerendered) {
      const field = live.get(key);
      if (!field || field === old || field.type !== old.type) continue;
      // Only what the visitor changed on the prerendered page, into a live field still as the page
      // began: never over something the live field already holds.
      if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
        const live = field as HTMLInputElement;
        if (old.checked !== old.defaultChecked && live.checked === old.defaultChecked) live.click();
      } else if (old.type !== 'file' && old.type !== 'hidden' && old.value !== initialValue(old) && field.value === initialValue(old)) {
        typeInto(field, old.value);
      }
    }
    const refocus = focused && [...prerendered].find(([, f]) => f === focused)?.[0];
    const target = refocus ? live.get(refocus) : undefined;
    if (target && focused && !container.contains(focused)) {
      target.focus();
      try {
        if ((focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && focused.selectionStart !== null) {
          (target as HTMLInputElement).setSelectionRange(focused.selectionStart, focused.selectionEnd);
        }
      } catch {
        // an email or number field has no caret position to restore
      }
    }
    // React applies the typed values on its next render: the replayed click (a submit) must see them.
    const replay = window.__learnstackHandover;
    window.__learnstackHandover = undefined;
    if (replay) setTimeout(() => replay(container), 0);
  };
}
