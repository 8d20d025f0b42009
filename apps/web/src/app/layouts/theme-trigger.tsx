import { Palette } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTheme } from '../../lib/theme.tsx';
import { THEME_LABELS } from '../../lib/theme-core.ts';

/** The theme button: the menu's placeholder until the menu loads, then the radix trigger. */
export function ThemeTrigger(props: ComponentProps<typeof Button>) {
  const { theme, isDark } = useTheme();
  return (
    <Button variant="ghost" size="icon" aria-label={`Change theme (current: ${THEME_LABELS[theme]}${isDark ? ', dark mode' : ''})`} {...props}>
      <Palette aria-hidden="true" />
    </Button>
  );
}
