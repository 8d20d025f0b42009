/**
 * Renders a completion certificate to PNG: the design (certificate-design.ts) is laid out by
 * satori into SVG, with every glyph drawn as a path from the fonts shipped in ./fonts, then
 * rasterised by resvg. Nothing depends on the machine's fonts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import satori, { type Font, type SatoriNode } from 'satori';
import {
  CERTIFICATE_HEIGHT,
  CERTIFICATE_WIDTH,
  type CertificateFacts,
  certificateText,
  certificateTree,
  type FittedSize,
  fittedText,
  NAME_FIT,
  type CertificateImages,
  SANS,
  SERIF,
  TEXT_WIDTH,
  TITLE_FIT,
  type TextFit,
} from './certificate-design.ts';

export { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, type CertificateFacts } from './certificate-design.ts';

const FONT_DIR = path.join(import.meta.dirname, 'fonts');
const fontFile = (name: string) => path.join(FONT_DIR, name);

const FONT_FILES = {
  sans: fontFile('Inter-Regular.ttf'),
  sansBold: fontFile('Inter-SemiBold.ttf'),
  serif: fontFile('PlayfairDisplay-Regular.ttf'),
  serifBold: fontFile('PlayfairDisplay-SemiBold.ttf'),
};

/**
 * Read once per process. Satori keeps its parsed fonts for the lifetime of this array, so every
 * render after the first reuses them. A letter the requested family lacks is drawn from the other
 * (Greek in a name comes from Inter); a script neither has is drawn as the missing-glyph box
 * instead of failing.
 */
const FONTS: Font[] = [
  { name: SANS, data: readFileSync(FONT_FILES.sans), weight: 400, style: 'normal' },
  { name: SANS, data: readFileSync(FONT_FILES.sansBold), weight: 600, style: 'normal' },
  { name: SERIF, data: readFileSync(FONT_FILES.serif), weight: 400, style: 'normal' },
  { name: SERIF, data: readFileSync(FONT_FILES.serifBold), weight: 600, style: 'normal' },
];

/**
 * Satori already turned the text into paths; resvg gets the same fonts, and never the system's,
 * so that any text element that reaches it renders the same on every machine.
 */
const RESVG_OPTIONS: ResvgRenderOptions = {
  font: { loadSystemFonts: false, fontFiles: Object.values(FONT_FILES), defaultFontFamily: SANS },
  fitTo: { mode: 'original' },
  logLevel: 'off',
};

/** The product's mark, the web app's favicon. */
const LOGO = `data:image/svg+xml;base64,${readFileSync(path.join(import.meta.dirname, '../../../../web/public/favicon.svg')).toString('base64')}`;

/** Pixels per QR module: whole pixels keep every module sharp for a phone's camera. */
const QR_MODULE_PX = 5;
/** The quiet zone around the code that scanners need, in modules. */
const QR_MARGIN = 4;

/** The images of the certificate: the mark, and the QR code of the address as an SVG data URL with its size in pixels. */
function images(verifyUrl: string): CertificateImages {
  const { modules } = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 2 * QR_MARGIN;
  let d = '';
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(x, y)) d += `M${x + QR_MARGIN} ${y + QR_MARGIN}h1v1h-1z`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cells} ${cells}" shape-rendering="crispEdges"><rect width="${cells}" height="${cells}" fill="#fff"/><path fill="#0f172a" d="${d}"/></svg>`;
  return { logo: LOGO, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, qrSize: cells * QR_MODULE_PX };
}

/** Whether the text takes at most fit.maxLines lines at this size: satori lays it out alone (about 2 ms). */
async function fitsAt(text: string, fit: TextFit, size: number): Promise<boolean> {
  let height = Number.POSITIVE_INFINITY;
  await satori(fittedText(text, fit, { size, fits: true }), {
    width: TEXT_WIDTH,
    fonts: FONTS,
    embedFont: false,
    onNodeDetected: (node) => {
      if (node.textContent !== undefined) height = node.height;
    },
  });
  return height <= fit.maxLines * size * fit.lineHeight + 1;
}

/** The largest size of the ladder at which the text fits (most texts fit the first); the smallest, clamped, otherwise. */
export async function fitText(text: string, fit: TextFit): Promise<FittedSize> {
  const { sizes } = fit;
  const largest = sizes[0];
  if (largest === undefined) throw new Error('A text fit needs at least one size');
  if (await fitsAt(text, fit, largest)) return { size: largest, fits: true };
  // Binary search for the first size that fits: sizes[lo - 1] is known not to fit.
  let lo = 1;
  let hi = sizes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (await fitsAt(text, fit, sizes[mid] ?? largest)) hi = mid;
    else lo = mid + 1;
  }
  const found = sizes[lo];
  return found === undefined ? { size: sizes[sizes.length - 1] ?? largest, fits: false } : { size: found, fits: true };
}

/**
 * Starts the layout engine, parses the fonts and draws the common glyphs once: about 200 ms of CPU
 * once per process, which the first certificate pays otherwise. Call it when the server starts.
 */
export async function warmUpCertificateRenderer(): Promise<void> {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789';
  await renderCertificatePng({
    certificateId: letters,
    studentName: letters,
    planName: letters,
    completionDate: new Date(0),
    courseDurationSeconds: 0,
    verifyUrl: 'https://learnstack.invalid/certificates/warm-up',
  });
}

/** The certificate as SVG (text drawn as paths); onNodeDetected sees every laid-out box (tests check the layout with it). */
export async function renderCertificateSvg(facts: CertificateFacts, onNodeDetected?: (node: SatoriNode) => void): Promise<string> {
  const text = certificateText(facts);
  const name = await fitText(text.name, NAME_FIT);
  const plan = await fitText(text.plan, TITLE_FIT);
  const tree = certificateTree(text, { name, plan }, images(text.verifyUrl));
  return satori(tree, { width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT, fonts: FONTS, ...(onNodeDetected ? { onNodeDetected } : {}) });
}

/**
 * The certificate as a PNG of CERTIFICATE_WIDTH x CERTIFICATE_HEIGHT pixels. resvg rasterises on
 * libuv's thread pool, so only the layout and the PNG encoding hold the event loop.
 */
export async function renderCertificatePng(facts: CertificateFacts): Promise<Buffer> {
  const image = await renderAsync(await renderCertificateSvg(facts), RESVG_OPTIONS);
  return image.asPng();
}
