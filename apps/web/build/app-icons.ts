/**
 * Draws the installed app's icons (apps/web/public/icons, committed) from the favicon's artwork:
 * `node --import tsx apps/web/build/app-icons.ts`. Run it again when the logo changes.
 * - icon-192.png, icon-512.png ("any"): the favicon as it is, a rounded square;
 * - icon-maskable-512.png ("maskable"): the colour to the edges and the mark inside the middle 60%,
 *   so any mask a platform cuts (circle, squircle) keeps all of it (the safe zone is the middle 80%);
 * - apple-touch-icon.png (180): iOS rounds the corners itself, so the square is full.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const BRAND = '#4f46e5';
const MARK =
  '<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"/><path d="M22 10v6"/><path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"/></g>';

/** The mark (drawn on a 24-unit grid) centred in a 32-unit square, its grid `fraction` of the square wide. */
const square = (fraction: number, radius: number) => {
  const size = 32 * fraction;
  const offset = (32 - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${size / 24})">${MARK}</g></svg>`;
};

const out = path.join(import.meta.dirname, '../public/icons');
fs.mkdirSync(out, { recursive: true });
const icons: Array<[string, number, string]> = [
  ['icon-192.png', 192, square(0.75, 8)],
  ['icon-512.png', 512, square(0.75, 8)],
  ['icon-maskable-512.png', 512, square(0.6, 0)],
  ['apple-touch-icon.png', 180, square(0.7, 0)],
];
for (const [name, width, svg] of icons) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
  fs.writeFileSync(path.join(out, name), png);
}
