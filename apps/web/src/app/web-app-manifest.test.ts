import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR, WEB_APP_MANIFEST } from '../../build/web-app-manifest.ts';

const web = path.resolve(import.meta.dirname, '../..');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('makes the app installable: name, start URL, standalone, theme colour, icons of 192 and 512 and a maskable one', () => {
    expect(WEB_APP_MANIFEST).toMatchObject({ name: 'Learnstack', short_name: 'Learnstack', start_url: '/', scope: '/', display: 'standalone', theme_color: THEME_COLOR });
    const sizes = WEB_APP_MANIFEST.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('names icon files that exist at the sizes it says', () => {
    for (const icon of WEB_APP_MANIFEST.icons) {
      const [width, height] = pngSize(path.join(web, 'public', icon.src));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    expect(pngSize(path.join(web, 'public/icons/apple-touch-icon.png'))).toEqual([180, 180]);
  });

  it('has the theme colour of the page', () => {
    const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
