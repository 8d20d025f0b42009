import { Palette } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTheme } from '../../lib/theme.tsx';
import { THEME_LABELS } from '../../lib/theme-core.ts';

const loadDropdown = () => import('./theme-dropdown.tsx');
const ThemeDropdown = lazy(loadDropdown);

/** The theme button (also the radix trigger once the menu has loaded). */
export function ThemeTrigger(props: ComponentProps<typeof Button>) {
  const { theme, isDark } = useTheme();
  return (
    <Button variant="ghost" size="icon" aria-label={`Change theme (current: ${THEME_LABELS[theme]}${isDark ? ', dark mode' : ''})`} {...props}>
      <Palette aria-hidden="true" />
    </Button>
  );
}

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
