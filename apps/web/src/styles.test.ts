import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEMES } from './lib/theme-core.ts';

/** Parses the colour blocks of styles.css and checks WCAG AA contrast for every theme and mode. */
const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

function block(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match) return {};
  const vars: Record<string, string> = {};
  for (const decl of (match[1] ?? '').matchAll(/--([a-z-]+):\s*([^;]+);/g)) vars[decl[1] as string] = (decl[2] as string).trim();
  return vars;
}

function palette(theme: string, dark: boolean): Record<string, string> {
  return {
    ...block(':root'),
    ...block(`:root[data-theme="${theme}"]`),
    ...(dark ? block(':root.dark') : {}),
    ...(dark ? block(`:root.dark[data-theme="${theme}"]`) : {}),
  };
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1] as string, 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT_PAIRS: Array<[string, string]> = [
  ['foreground', 'background'],
  ['foreground', 'card'],
  ['foreground', 'muted'],
  ['foreground', 'muted-hover'],
  ['card-foreground', 'card'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['accent-foreground', 'accent'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['destructive-foreground', 'destructive'],
  ['destructive-foreground', 'destructive-hover'],
  ['destructive-soft-foreground', 'destructive-soft'],
  ['success', 'card'],
  ['success-soft-foreground', 'success-soft'],
  ['warning-soft-foreground', 'warning-soft'],
];

const UI_PAIRS: Array<[string, string]> = [
  ['ring', 'background'],
  ['ring', 'card'],
  ['input', 'card'],
];

describe('theme colours (WCAG AA)', () => {
  for (const theme of THEMES) {
    for (const dark of [false, true]) {
      it(`${theme}${dark ? ' + dark mode' : ''}`, () => {
        const p = palette(theme, dark);
        const failures: string[] = [];
        for (const [fg, bg] of TEXT_PAIRS) {
          const ratio = contrast(p[fg] as string, p[bg] as string);
          if (ratio < 4.5) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)}`);
        }
        for (const [fg, bg] of UI_PAIRS) {
          const ratio = contrast(p[fg] as string, p[bg] as string);
          if (ratio < 3) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)} (needs 3)`);
        }
        expect(failures).toEqual([]);
      });
    }
  }

  it('each modern theme has its own primary colour in both modes', () => {
    const primaries = new Set(THEMES.filter((t) => t.startsWith('modern-')).map((t) => palette(t, false).primary));
    const darkPrimaries = new Set(THEMES.filter((t) => t.startsWith('modern-')).map((t) => palette(t, true).primary));
    expect(primaries.size).toBe(4);
    expect(darkPrimaries.size).toBe(4);
  });
});
