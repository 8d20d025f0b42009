import { lazy, Suspense, useState } from 'react';
import { ThemeTrigger } from './theme-trigger.tsx';

const loadDropdown = () => import('./theme-dropdown.tsx');
const ThemeDropdown = lazy(loadDropdown);

/**
 * Theme menu of the top bar: six themes and the separate dark-mode switch. The menu code (radix)
 * loads on the first hover, focus or click of the button, so the landing page does not pay for it.
 */
export function ThemeMenu() {
  const [state, setState] = useState<'idle' | 'loaded' | 'open'>('idle');
  if (state !== 'idle') {
    return (
      <Suspense fallback={<ThemeTrigger aria-busy="true" />}>
        <ThemeDropdown defaultOpen={state === 'open'} />
      </Suspense>
    );
  }
  const preload = () => {
    void loadDropdown();
  };
  return (
    <ThemeTrigger
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setState('open')}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          setState('open');
        }
      }}
    />
  );
}
