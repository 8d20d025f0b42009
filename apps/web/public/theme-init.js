/* Applies the stored theme before first paint (loaded synchronously from <head>; the CSP forbids
   inline scripts). Mirrors src/lib/theme-core.ts: keys ui-theme (default light), theme, isDark. */
(() => {
  const THEMES = ['light', 'dark', 'modern-blue', 'modern-purple', 'modern-green', 'modern-orange'];
  let ls = null;
  try {
    ls = window.localStorage;
  } catch {
    ls = null;
  }
  const read = (key) => {
    try {
      return ls ? ls.getItem(key) : null;
    } catch {
      return null;
    }
  };
  const write = (key, value) => {
    try {
      if (ls) ls.setItem(key, value);
    } catch {
      // storage full or blocked: the theme still applies to this page
    }
  };
  let theme = read('ui-theme');
  if (THEMES.indexOf(theme) < 0) theme = read('theme');
  if (THEMES.indexOf(theme) < 0) theme = 'light';
  let dark = read('isDark') === 'true';
  if (theme === 'dark' || (theme === 'light' && dark)) {
    theme = 'dark';
    dark = true;
  }
  write('ui-theme', theme);
  write('theme', theme);
  write('isDark', dark ? 'true' : 'false');
  try {
    const root = document.documentElement;
    root.setAttribute('data-theme', theme);
    if (dark) root.classList.add('dark');
    else root.classList.remove('dark');
  } catch {
    // no document (never in a browser)
  }
})();
