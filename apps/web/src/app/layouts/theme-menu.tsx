import { onDemand } from '../../components/ui/on-demand.tsx';
import { useOpenOnFirstUse } from '../../components/ui/open-on-first-use.ts';
import { ThemeTrigger } from './theme-trigger.tsx';

const ThemeDropdown = onDemand(() => import('./theme-dropdown.tsx'));

/**
 * Theme menu of the top bar: six themes and the separate dark-mode switch. The menu code (radix)
 * loads on the first hover, focus or click of the button, so the landing page does not pay for it.
 */
export function ThemeMenu() {
  const [opened, trigger] = useOpenOnFirstUse(ThemeDropdown.preload);
  if (!opened) return <ThemeTrigger {...trigger} />;
  return <ThemeDropdown fallback={<ThemeTrigger aria-busy="true" />} />;
}
