/**
 * Theme state rules, shared by the ThemeProvider. `public/theme-init.js` repeats them in plain
 * ES5 (it runs before the bundle, from <head>); `theme-init.test.ts` proves the two agree.
 *
 * Storage: `ui-theme` (default 'light'), `theme` (same value), `isDark` ('true'/'false').
 * The 'light' and 'dark' themes are the neutral palette in light and dark mode, so choosing
 * 'dark' turns dark mode on and 'light' turns it off; the four modern-* palettes keep the flag.
 */
export const THEMES = ['light', 'dark', 'modern-blue', 'modern-purple', 'modern-green', 'modern-orange'] as const;
export type ThemeName = (typeof THEMES)[number];

export const THEME_LABELS: Record<ThemeName, string> = {
  light: 'Light',
  dark: 'Dark',
  'modern-blue': 'Modern Blue',
  'modern-purple': 'Modern Purple',
  'modern-green': 'Modern Green',
  'modern-orange': 'Modern Orange',
};

export const DEFAULT_THEME: ThemeName = 'light';

export interface ThemeState {
  theme: ThemeName;
  isDark: boolean;
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Makes the pair consistent: 'dark' is always dark, 'light' with dark mode on is 'dark'. */
export function normalizeTheme(theme: ThemeName, isDark: boolean): ThemeState {
  if (theme === 'dark') return { theme: 'dark', isDark: true };
  if (theme === 'light' && isDark) return { theme: 'dark', isDark: true };
  return { theme, isDark };
}

/** Reads the stored state; unknown or corrupt values fall back to the defaults. */
export function readThemeState(get: (key: string) => string | null): ThemeState {
  const safe = (key: string) => {
    try {
      return get(key);
    } catch {
      return null;
    }
  };
  const uiTheme = safe('ui-theme');
  const legacy = safe('theme');
  const theme = isThemeName(uiTheme) ? uiTheme : isThemeName(legacy) ? legacy : DEFAULT_THEME;
  return normalizeTheme(theme, safe('isDark') === 'true');
}

/** The state after choosing a theme in the menu. */
export function chooseTheme(current: ThemeState, theme: ThemeName): ThemeState {
  if (theme === 'light') return { theme: 'light', isDark: false };
  if (theme === 'dark') return { theme: 'dark', isDark: true };
  return { theme, isDark: current.isDark };
}

/** The state after flipping the dark-mode switch. */
export function chooseDark(current: ThemeState, isDark: boolean): ThemeState {
  if (current.theme === 'light' || current.theme === 'dark') return { theme: isDark ? 'dark' : 'light', isDark };
  return { theme: current.theme, isDark };
}

export function writeThemeState(set: (key: string, value: string) => void, state: ThemeState): void {
  try {
    set('ui-theme', state.theme);
    set('theme', state.theme);
    set('isDark', state.isDark ? 'true' : 'false');
  } catch {
    // storage unavailable: the theme still applies for this page
  }
}

export function applyThemeToDocument(root: HTMLElement, state: ThemeState): void {
  root.setAttribute('data-theme', state.theme);
  root.classList.toggle('dark', state.isDark);
}
