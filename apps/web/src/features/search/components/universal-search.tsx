import { SEARCH_DEBOUNCE_MS, UNIVERSAL_SEARCH_MIN_CHARS } from '@learnstack/contracts/discovery-rules';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { onDemand } from '../../../components/ui/on-demand.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { SearchScope } from '../keys.ts';
import { focusItem, ITEM_SELECTOR } from '../lib/focus.ts';

// The results (plan picker, add buttons, thumbnails) load with the first search, not with the shell.
const SearchResultsPanel = onDemand(() => import('./search-results-panel.tsx'));

const SCOPES: { id: SearchScope; label: string }[] = [
  { id: 'local', label: 'Learnstack' },
  { id: 'remote', label: 'YouTube' },
];

/** Is the key press meant for a field the user is typing in ('/' must type a slash there)? */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Is the field in the bar (Tailwind's xl, 80rem)? Below it the Search button opens a sheet over the bar. */
const wide = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 80rem)').matches;

/**
 * The top bar's universal search: the product's own videos and plans, or YouTube. It asks once the
 * trimmed text has 2 or more characters and the typing has paused for 500 ms. '/' or Ctrl+K (⌘K)
 * focuses it; below 1280 px a Search button opens it in a sheet over the top bar. Arrow keys move through the
 * results, Escape clears the text, then closes.
 */
export function UniversalSearch() {
  const [text, setText] = useState('');
  const [scope, setScope] = useState<SearchScope>('local');
  const [open, setOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const panelId = useId();
  const trimmed = text.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const ready = settled.length >= UNIVERSAL_SEARCH_MIN_CHARS && settled === trimmed;

  const focusInput = useCallback(() => {
    if (!wide()) setPhoneOpen(true);
    setOpen(true);
    // After the phone sheet has rendered.
    requestAnimationFrame(() => inputRef.current?.focus());
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setPhoneOpen(false);
  }, []);

  const clear = useCallback(() => {
    setText('');
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const shortcut = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey);
      if (shortcut || (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(e.target))) {
        e.preventDefault();
        focusInput();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) close();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [focusInput, close]);

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      focusItem(panelRef.current, 0);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (text) setText('');
      else {
        close();
        inputRef.current?.blur();
      }
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown' && index >= 0) {
      e.preventDefault();
      focusItem(panelRef.current, Math.min(items.length - 1, index + 1));
    } else if (e.key === 'ArrowUp' && index >= 0) {
      e.preventDefault();
      if (index === 0) inputRef.current?.focus();
      else focusItem(panelRef.current, index - 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      inputRef.current?.focus();
    }
  };

  const showPanel = open && trimmed.length > 0;

  return (
    <div ref={rootRef} className="min-w-0 xl:flex-1 xl:px-2 xl:max-w-md">
      <button
        type="button"
        onClick={focusInput}
        className="inline-flex size-10 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring xl:hidden"
        aria-label="Search"
        aria-expanded={phoneOpen}
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: React 19 and jsdom do not know <search> yet (an unknown-tag error); the role gives the same landmark. */}
      <div
        role="search"
        aria-label="Universal search"
        className={cn(phoneOpen ? 'fixed inset-x-0 top-0 z-50 border-b border-border bg-background p-3 shadow-lg' : 'hidden xl:block', 'xl:relative xl:inset-auto xl:z-auto xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none')}
      >
        {/* In the sheet, the field and results are one readable column on wide windows. */}
        <div className="mx-auto max-w-2xl xl:max-w-none">
          <div className="flex items-center gap-2">
            <div className="relative min-w-0 flex-1">
              <label htmlFor={inputId} className="sr-only">
                Search {scope === 'local' ? 'Learnstack' : 'YouTube'}
              </label>
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setOpen(true);
                }}
                onFocus={() => {
                  setOpen(true);
                  // The results' code loads while the learner types their first characters.
                  void SearchResultsPanel.preload();
                }}
                onKeyDown={onInputKey}
                placeholder={scope === 'local' ? 'Search videos and plans…' : 'Search YouTube…'}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={200}
                aria-keyshortcuts="/ Control+K"
                className="h-10 w-full text-ellipsis rounded-lg border border-input bg-card pl-9 pr-16 text-sm text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 [&::-webkit-search-cancel-button]:hidden"
              />
              {text ? (
                <button
                  type="button"
                  onClick={clear}
                  className="absolute right-2 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label="Clear search"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              ) : (
                <kbd className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-border bg-muted px-1.5 text-xs text-muted-foreground lg:inline">/</kbd>
              )}
            </div>
            {phoneOpen ? (
              <button type="button" onClick={close} className="h-10 shrink-0 rounded-lg px-2 text-sm font-medium text-primary hover:bg-muted xl:hidden">
                Cancel
              </button>
            ) : null}
          </div>

          {showPanel ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the result links inside
            <div
              ref={panelRef}
              id={panelId}
              onKeyDown={onPanelKey}
              // In the bar, the panel hangs from the field's right end, so it opens toward the page and stays inside the window.
              // Below lg it ends above the bottom bar (4 rem and the safe area), which would cover its last results.
              className="mt-2 flex max-h-[calc(100dvh-9rem-env(safe-area-inset-bottom))] flex-col lg:max-h-[calc(100dvh-5rem)] overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xl xl:absolute xl:right-0 xl:top-full xl:w-[min(36rem,calc(100vw-2rem))]"
            >
              <fieldset className="flex items-center gap-2 border-b border-border px-3 py-2">
                <legend className="float-left mr-1 text-xs font-medium text-muted-foreground">Search in</legend>
                {SCOPES.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    aria-pressed={scope === s.id}
                    onClick={() => {
                      setScope(s.id);
                      inputRef.current?.focus();
                    }}
                    className={cn(
                      'rounded-full px-3 py-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      scope === s.id ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground hover:text-foreground',
                    )}
                  >
                    {s.label}
                  </button>
                ))}
              </fieldset>
              <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
                {trimmed.length < UNIVERSAL_SEARCH_MIN_CHARS ? (
                  <p className="px-4 py-6 text-center text-sm text-muted-foreground">Type at least {UNIVERSAL_SEARCH_MIN_CHARS} characters to search.</p>
                ) : !ready ? (
                  <div className="flex justify-center px-4 py-6">
                    <Spinner label="Searching" />
                  </div>
                ) : (
                  <SearchResultsPanel
                    scope={scope}
                    q={settled}
                    onNavigate={close}
                    onPolicyViolation={() => setText('')}
                    fallback={
                      <div className="flex justify-center px-4 py-6">
                        <Spinner label="Searching" />
                      </div>
                    }
                  />
                )}
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
