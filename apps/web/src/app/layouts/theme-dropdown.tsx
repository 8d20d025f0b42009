import { Moon, Sun } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useTheme } from '../../lib/theme.tsx';
import { isThemeName, THEME_LABELS, THEMES, type ThemeName } from '../../lib/theme-core.ts';
import { ThemeTrigger } from './theme-trigger.tsx';

/** Preview colours of each theme (primary and its tint), for the swatches. */
const SWATCHES: Record<ThemeName, string> = {
  light: 'bg-[#4f46e5] ring-[#e2e8f0]',
  dark: 'bg-[#0b1120] ring-[#818cf8]',
  'modern-blue': 'bg-[#2563eb] ring-[#dbeafe]',
  'modern-purple': 'bg-[#7c3aed] ring-[#ede4ff]',
  'modern-green': 'bg-[#047857] ring-[#d5f3e4]',
  'modern-orange': 'bg-[#c2410c] ring-[#ffe6cc]',
};

/** The radix menu of the theme switcher; loaded on the first use of the trigger, and open from its first render. */
export default function ThemeDropdown() {
  const { theme, isDark, setTheme, setDark } = useTheme();
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <ThemeTrigger />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isThemeName(value) && setTheme(value)}>
          {THEMES.map((name) => (
            <DropdownMenuRadioItem key={name} value={name}>
              <span aria-hidden="true" className={`size-3.5 rounded-full ring-2 ${SWATCHES[name]}`} />
              {THEME_LABELS[name]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={isDark} onCheckedChange={(checked) => setDark(checked === true)} onSelect={(e) => e.preventDefault()}>
          {isDark ? <Moon aria-hidden="true" /> : <Sun aria-hidden="true" />}
          Dark mode
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
