import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import type { SatoriNode } from 'satori';
import { describe, expect, it } from 'vitest';
import { NAME_FIT, TITLE_FIT } from './certificate-design.ts';
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, type CertificateFacts, fitText, renderCertificatePng, renderCertificateSvg } from './certificate-image.ts';

// jsqr is CommonJS: seen from ESM, its decoder is the module's `default` property.
const jsQR = jsqr.default;

const facts: CertificateFacts = {
  certificateId: 'Zq3v8Kp2LmX9rT4wN6yB1c',
  studentName: 'Ada Lovelace',
  planName: 'TypeScript from the Ground Up',
  completionDate: new Date('2026-11-25T10:00:00Z'),
  courseDurationSeconds: 3 * 3600 + 20 * 60,
  verifyUrl: 'https://learnstack.example/certificates/Zq3v8Kp2LmX9rT4wN6yB1c',
};

const LONG_NAME = 'Maximiliana Alexandrina Wilhelmina Konstantinopoulou-Vanderberg Smythe de la Cruz y Montenegro Ortiz';
const LONG_TITLE = 'Distributed Systems in Practice: Consensus, Replication, Fault Tolerance and Operating Them at Scale';

/** Width, height, bit depth and colour type from the IHDR chunk, after checking the signature. */
function pngHeader(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bitDepth: png.readUInt8(24), colourType: png.readUInt8(25) };
}

interface Box {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The boxes of every text and image of the laid-out certificate. */
async function layout(input: CertificateFacts): Promise<Box[]> {
  const boxes: Box[] = [];
  const collect = (node: SatoriNode) => {
    if (node.textContent || node.type === 'img') {
      boxes.push({ text: node.textContent ?? node.type, left: node.left, top: node.top, right: node.left + node.width, bottom: node.top + node.height });
    }
  };
  await renderCertificateSvg(input, collect);
  return boxes;
}

/** Inside the inner frame line (36 px margin, 2 px frame, 10 px gap, 1 px line), and no two boxes overlap. */
function expectNoOverflow(boxes: Box[]) {
  const inner = { left: 49, top: 49, right: CERTIFICATE_WIDTH - 49, bottom: CERTIFICATE_HEIGHT - 49 };
  for (const box of boxes) {
    expect(box.left, box.text).toBeGreaterThanOrEqual(inner.left);
    expect(box.top, box.text).toBeGreaterThanOrEqual(inner.top);
    expect(box.right, box.text).toBeLessThanOrEqual(inner.right);
    expect(box.bottom, box.text).toBeLessThanOrEqual(inner.bottom);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${a.text} overlaps ${b.text}`).toBe(false);
    }
  }
}

describe('renderCertificatePng', () => {
  it('renders a landscape PNG of the certificate size, well within the time bound', async () => {
    await renderCertificatePng(facts); // the first render loads the layout engine and parses the fonts
    const started = performance.now();
    const png = await renderCertificatePng(facts);
    const elapsed = performance.now() - started;
    expect(pngHeader(png)).toEqual({ width: 1600, height: 1131, bitDepth: 8, colourType: 6 });
    expect(CERTIFICATE_WIDTH).toBe(1600);
    expect(CERTIFICATE_HEIGHT).toBe(1131);
    // bench/certificate-image.ts prints the real figure; this bound only has to hold on a loaded CI machine.
    expect(elapsed).toBeLessThan(2000);
  });

  it('carries a QR code that decodes to the verification address', async () => {
    const image = PNG.sync.read(await renderCertificatePng(facts));
    const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height, {
      inversionAttempts: 'dontInvert',
    });
    expect(code?.data).toBe(facts.verifyUrl);
  });

  it('prints every fact: the same certificate with another fact is another picture', async () => {
    const base = await renderCertificateSvg(facts);
    const variants: Partial<CertificateFacts>[] = [
      { studentName: 'Ada Byron' },
      { planName: 'TypeScript from the Top Down' },
      { completionDate: new Date('2026-11-26T10:00:00Z') },
      { courseDurationSeconds: 0 },
      { certificateId: 'Zq3v8Kp2LmX9rT4wN6yB1d' },
    ];
    for (const change of variants) expect(await renderCertificateSvg({ ...facts, ...change }), JSON.stringify(change)).not.toBe(base);
  });

  it('fits a 100-character name and plan title by shrinking them, without clamping', async () => {
    expect(LONG_NAME).toHaveLength(100);
    expect(LONG_TITLE).toHaveLength(100);
    const name = await fitText(LONG_NAME, NAME_FIT);
    const title = await fitText(LONG_TITLE, TITLE_FIT);
    expect(name.fits).toBe(true);
    expect(name.size).toBeLessThan(NAME_FIT.sizes[0] ?? 0);
    expect(title.fits).toBe(true);
    expect(await fitText('Ada Lovelace', NAME_FIT)).toEqual({ size: NAME_FIT.sizes[0], fits: true });

    const input = { ...facts, studentName: LONG_NAME, planName: LONG_TITLE };
    expectNoOverflow(await layout(input));
    expect(pngHeader(await renderCertificatePng(input)).width).toBe(1600);
  });

  it('keeps text that cannot fit inside the frame: wide letters, unbroken words, a long address and id', async () => {
    const input: CertificateFacts = {
      ...facts,
      studentName: 'W'.repeat(100),
      planName: 'M'.repeat(100),
      certificateId: 'x'.repeat(80),
      verifyUrl: `https://learnstack.example/${'a'.repeat(150)}/certificates/${'x'.repeat(80)}`,
    };
    expect((await fitText(input.studentName, NAME_FIT)).fits).toBe(false);
    expectNoOverflow(await layout(input));
    const image = PNG.sync.read(await renderCertificatePng(input));
    expect(image.width).toBe(1600);
  });

  it('draws accented Latin with real glyphs, and survives scripts the fonts lack', async () => {
    // A glyph the fonts lack is drawn as the missing-glyph box: two such names draw the same picture.
    const missing = await renderCertificateSvg({ ...facts, studentName: '中' });
    expect(await renderCertificateSvg({ ...facts, studentName: '日' })).toBe(missing);
    for (const letter of ['é', 'Å', 'ł', 'ß', 'ñ', 'Ж', 'λ']) {
      expect(await renderCertificateSvg({ ...facts, studentName: letter }), letter).not.toBe(missing);
    }

    const input = {
      ...facts,
      studentName: 'Zoë Ångström-Łukasiewicz Nguyễn',
      planName: 'Ελληνικά · Русский язык · 日本語 · العربية · हिन्दी · 🎓',
    };
    expectNoOverflow(await layout(input));
    expect(pngHeader(await renderCertificatePng(input)).height).toBe(1131);
  });

  it('cleans control characters and blank names instead of failing', async () => {
    const png = await renderCertificatePng({ ...facts, studentName: ' \u0000\n\t ', planName: 'Line\nbreak\u0007 title', timeZone: 'Not/AZone' });
    expect(pngHeader(png).width).toBe(1600);
  });
});
