import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDark, chooseTheme, readThemeState, THEMES } from './theme-core.ts';

/** Runs public/theme-init.js (the file the page loads) against a fake localStorage and <html>. */
const script = readFileSync(join(import.meta.dirname, '../../public/theme-init.js'), 'utf8');

function runInitScript(initial: Record<string, string>, opts: { storageThrows?: boolean } = {}) {
  const store = new Map(Object.entries(initial));
  const localStorage = {
    getItem(key: string) {
      if (opts.storageThrows) throw new Error('SecurityError');
      return store.has(key) ? (store.get(key) as string) : null;
    },
    setItem(key: string, value: string) {
      if (opts.storageThrows) throw new Error('SecurityError');
      store.set(key, String(value));
    },
  };
  const attributes = new Map<string, string>();
  const classes = new Set<string>(['dark']); // must be removed when not dark
  const documentElement = {
    setAttribute: (k: string, v: string) => attributes.set(k, v),
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
  };
  const window = { localStorage };
  const clickListeners: ((event: { target: unknown }) => void)[] = [];
  const addEventListener = (type: string, listener: (event: { target: unknown }) => void) => {
    if (type === 'click') clickListeners.push(listener);
  };
  new Function('window', 'document', script)(window, { documentElement, addEventListener });
  return {
    store: Object.fromEntries(store),
    dataTheme: attributes.get('data-theme'),
    dark: classes.has('dark'),
    attributes,
    /** A click on an element whose closest `[data-cookie-choice]` ancestor says `choice` (null: none). */
    click(choice: string | null) {
      const button = { getAttribute: (name: string) => (name === 'data-cookie-choice' ? choice : null) };
      const target = { closest: (selector: string) => (selector === '[data-cookie-choice]' && choice !== null ? button : null) };
      for (const listener of clickListeners) listener({ target });
      return Object.fromEntries(store);
    },
  };
}

describe('public/theme-init.js', () => {
  it('defaults to light and writes the three keys', () => {
    const r = runInitScript({});
    expect(r.dataTheme).toBe('light');
    expect(r.dark).toBe(false);
    expect(r.store).toEqual({ 'ui-theme': 'light', theme: 'light', isDark: 'false' });
  });

  it('applies a stored modern theme with dark mode', () => {
    const r = runInitScript({ 'ui-theme': 'modern-green', isDark: 'true' });
    expect(r.dataTheme).toBe('modern-green');
    expect(r.dark).toBe(true);
    expect(r.store.theme).toBe('modern-green');
  });

  it('falls back to the theme key, then to light, on corrupt values', () => {
    expect(runInitScript({ 'ui-theme': 'null', theme: 'modern-orange' }).dataTheme).toBe('modern-orange');
    const r = runInitScript({ 'ui-theme': '{"oops"', theme: 'undefined', isDark: 'maybe' });
    expect(r.dataTheme).toBe('light');
    expect(r.dark).toBe(false);
    expect(r.store['ui-theme']).toBe('light');
    expect(r.store.isDark).toBe('false');
  });

  it("'dark' is always dark; 'light' with dark mode on becomes 'dark'", () => {
    expect(runInitScript({ 'ui-theme': 'dark', isDark: 'false' })).toMatchObject({ dataTheme: 'dark', dark: true });
    expect(runInitScript({ 'ui-theme': 'light', isDark: 'true' })).toMatchObject({ dataTheme: 'dark', dark: true });
  });

  it('survives storage that throws', () => {
    const r = runInitScript({}, { storageThrows: true });
    expect(r.dataTheme).toBe('light');
    expect(r.dark).toBe(false);
  });

  it('agrees with theme-core for every combination of stored values', () => {
    const values = [...THEMES, 'null', 'undefined', '', 'bogus'];
    for (const uiTheme of values) {
      for (const legacy of ['modern-purple', 'nonsense']) {
        for (const isDark of ['true', 'false', 'garbage']) {
          const stored = { 'ui-theme': uiTheme, theme: legacy, isDark };
          const fromScript = runInitScript(stored);
          const fromCore = readThemeState((k) => (stored as Record<string, string>)[k] ?? null);
          expect({ theme: fromScript.dataTheme, isDark: fromScript.dark }).toEqual(fromCore);
        }
      }
    }
  });
});

describe("public/theme-init.js: the prerendered page's cookie banner", () => {
  it('marks <html> when a cookieConsent value is stored (styles.css hides the banner), not when none is', () => {
    expect(runInitScript({}).attributes.has('data-cookie-consent')).toBe(false);
    expect(runInitScript({ cookieConsent: 'rejected' }).attributes.get('data-cookie-consent')).toBe('rejected');
    expect(runInitScript({ cookieConsent: 'accepted' }).attributes.get('data-cookie-consent')).toBe('accepted');
  });

  it('Accept and Reject store the value as the app does and hide the banner, before the app has loaded', () => {
    const accepted = runInitScript({});
    expect(accepted.click('accepted').cookieConsent).toBe('accepted');
    expect(accepted.attributes.get('data-cookie-consent')).toBe('accepted');
    const rejected = runInitScript({});
    expect(rejected.click('rejected').cookieConsent).toBe('rejected');
    expect(rejected.attributes.get('data-cookie-consent')).toBe('rejected');
  });

  it('ignores other clicks and values that are not a choice', () => {
    const r = runInitScript({});
    expect(r.click(null).cookieConsent).toBeUndefined();
    expect(r.click('maybe').cookieConsent).toBeUndefined();
    expect(r.attributes.has('data-cookie-consent')).toBe(false);
  });

  it('hides the banner for this page even when storage throws', () => {
    const r = runInitScript({}, { storageThrows: true });
    r.click('accepted');
    expect(r.attributes.get('data-cookie-consent')).toBe('accepted');
  });
});

describe('theme-core transitions', () => {
  it('choosing light or dark sets the dark flag; modern themes keep it', () => {
    expect(chooseTheme({ theme: 'modern-blue', isDark: true }, 'light')).toEqual({ theme: 'light', isDark: false });
    expect(chooseTheme({ theme: 'light', isDark: false }, 'dark')).toEqual({ theme: 'dark', isDark: true });
    expect(chooseTheme({ theme: 'dark', isDark: true }, 'modern-purple')).toEqual({ theme: 'modern-purple', isDark: true });
  });

  it('the dark switch flips light and dark, and keeps a modern theme', () => {
    expect(chooseDark({ theme: 'light', isDark: false }, true)).toEqual({ theme: 'dark', isDark: true });
    expect(chooseDark({ theme: 'dark', isDark: true }, false)).toEqual({ theme: 'light', isDark: false });
    expect(chooseDark({ theme: 'modern-orange', isDark: false }, true)).toEqual({ theme: 'modern-orange', isDark: true });
  });
});
