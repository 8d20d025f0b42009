import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { storageGet, storageSet } from './storage.ts';
import {
  applyThemeToDocument,
  chooseDark,
  chooseTheme,
  readThemeState,
  type ThemeName,
  type ThemeState,
  writeThemeState,
} from './theme-core.ts';

export interface ThemeContextValue extends ThemeState {
  setTheme(theme: ThemeName): void;
  setDark(isDark: boolean): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function persistAndApply(state: ThemeState): void {
  writeThemeState(storageSet, state);
  if (typeof document !== 'undefined') applyThemeToDocument(document.documentElement, state);
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ThemeState>(() => readThemeState(storageGet));

  // Apply once on mount too (in case theme-init.js did not run, e.g. in tests or a blocked script).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount; later changes apply in the setters
  useEffect(() => {
    persistAndApply(state);
  }, []);

  // Another tab changed the theme.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== 'ui-theme' && event.key !== 'isDark') return;
      const next = readThemeState(storageGet);
      setState(next);
      if (typeof document !== 'undefined') applyThemeToDocument(document.documentElement, next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setTheme = useCallback((theme: ThemeName) => {
    setState((current) => {
      const next = chooseTheme(current, theme);
      persistAndApply(next);
      return next;
    });
  }, []);

  const setDark = useCallback((isDark: boolean) => {
    setState((current) => {
      const next = chooseDark(current, isDark);
      persistAndApply(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ ...state, setTheme, setDark }), [state, setTheme, setDark]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside <ThemeProvider>');
  return ctx;
}
