import { lazy, Suspense } from 'react';
import { useOpenOnFirstUse } from '../../components/ui/open-on-first-use.ts';
import { ThemeTrigger } from './theme-trigger.tsx';

const loadDropdown = () => import('./theme-dropdown.tsx');
const ThemeDropdown = lazy(loadDropdown);

/**
 * Theme menu of the top bar: six themes and the separate dark-mode switch. The menu code (radix)
 * loads on the first hover, focus or click of the button, so the landing page does not pay for it.
 */
export function ThemeMenu() {
  const [opened, trigger] = useOpenOnFirstUse(loadDropdown);
  if (!opened) return <ThemeTrigger {...trigger} />;
  return (
    <Suspense fallback={<ThemeTrigger aria-busy="true" />}>
      <ThemeDropdown />
    </Suspense>
  );
}
