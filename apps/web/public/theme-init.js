/* Runs before the first paint (loaded synchronously from <head>; the CSP forbids inline scripts).
   - Applies the stored theme. Mirrors src/lib/theme-core.ts: keys ui-theme (default light), theme, isDark.
   - The cookie banner of a prerendered page (decision 0046): marks <html> with data-cookie-consent
     when a cookieConsent value is stored (styles.css then hides the banner, so it never flashes), and
     makes its Accept and Reject work before the app has loaded, storing the value as the app does
     (src/app/layouts/cookie-consent.tsx). */
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
    const consent = read('cookieConsent');
    if (consent !== null) root.setAttribute('data-cookie-consent', consent);
    // One listener on the document: the banner's buttons are parsed after this script runs.
    document.addEventListener('click', (event) => {
      const target = event.target;
      const button = target && typeof target.closest === 'function' ? target.closest('[data-cookie-choice]') : null;
      const choice = button ? button.getAttribute('data-cookie-choice') : null;
      if (choice !== 'accepted' && choice !== 'rejected') return;
      write('cookieConsent', choice);
      root.setAttribute('data-cookie-consent', choice);
    });
  } catch {
    // no document (never in a browser)
  }
})();
