/**
 * The certificate's design as a satori element tree (satori's plain object form: no React on the
 * server). Pure: facts in, tree out; fonts, the QR code and rasterising live in certificate-image.ts.
 */
import { formatTotalDuration } from '@learnstack/contracts/duration';

export const CERTIFICATE_WIDTH = 1600;
export const CERTIFICATE_HEIGHT = 1131; // A4 landscape proportions

export const SERIF = 'Playfair Display';
export const SANS = 'Inter';

/** What the certificate says. Names and titles come from the database, never from the client. */
export interface CertificateFacts {
  certificateId: string;
  studentName: string;
  planName: string;
  completionDate: Date;
  /** The plan's total video duration; 0 reads 'Self-paced learning'. */
  courseDurationSeconds: number;
  /** The public verification address, printed and encoded in the QR code. */
  verifyUrl: string;
  /** IANA zone in which the completion date is written; unknown or absent: UTC. */
  timeZone?: string;
}

type Style = Record<string, string | number>;
type Child = SatoriElement | string;
/** The shape satori reads (a React element without React); key is always null. */
export interface SatoriElement {
  type: string;
  key: null;
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
}

function el(type: string, style: Style, ...children: Child[]): SatoriElement {
  return { type, key: null, props: { style, children: children.length === 1 ? children[0] : children } };
}

function img(src: string, width: number, height: number, style: Style = {}): SatoriElement {
  return { type: 'img', key: null, props: { src, width, height, style } };
}

const INK = '#0f172a';
const MUTED = '#475569';
const SOFT = '#64748b';
const BRAND = '#4f46e5';
const BRAND_DEEP = '#312e81';
const RULE = '#c7d2fe';
const PAPER = '#fffdf8';

/** Written out in English, e.g. '25 November 2026', on the calendar of the given zone. */
export function formatCompletionDate(date: Date, timeZone = 'UTC'): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** Control characters and runs of white space would only break the layout. */
function clean(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : flat;
}

/** The width of the name and the plan title. */
export const TEXT_WIDTH = 1180;

/** How a text shrinks to fit: the largest size of the ladder at which it takes at most maxLines lines. */
export interface TextFit {
  sizes: readonly number[];
  maxLines: number;
  lineHeight: number;
  style: Style;
}

/** The chosen size, and whether the text fits there (it is clamped with an ellipsis otherwise). */
export interface FittedSize {
  size: number;
  fits: boolean;
}

export const NAME_FIT: TextFit = {
  sizes: [84, 76, 68, 60, 54, 48, 43, 38, 34],
  maxLines: 2,
  lineHeight: 1.18,
  style: { fontFamily: SERIF, fontWeight: 400, color: INK },
};

export const TITLE_FIT: TextFit = {
  sizes: [42, 38, 34, 31, 28, 25],
  maxLines: 3,
  lineHeight: 1.3,
  style: { fontFamily: SANS, fontWeight: 600, color: BRAND_DEEP },
};

/**
 * A name or title at its fitted size; the same element is measured and drawn. Balanced lines
 * read better, but satori balances a clamped text to the narrowest width that still overflows,
 * so a text that does not fit is clamped without balancing.
 */
export function fittedText(text: string, fit: TextFit, { size, fits }: FittedSize): SatoriElement {
  return el(
    'div',
    {
      display: 'block',
      width: TEXT_WIDTH,
      textAlign: 'center',
      wordBreak: 'break-word',
      fontSize: size,
      lineHeight: fit.lineHeight,
      ...fit.style,
      ...(fits ? { textWrap: 'balance' } : { lineClamp: fit.maxLines }),
    },
    text,
  );
}

/** The texts the certificate prints, cleaned and formatted. */
export interface CertificateText {
  name: string;
  plan: string;
  id: string;
  verifyUrl: string;
  date: string;
  duration: string;
}

export function certificateText(facts: CertificateFacts): CertificateText {
  return {
    name: clean(facts.studentName, 120) || 'Learner',
    plan: clean(facts.planName, 200) || 'Learning plan',
    id: clean(facts.certificateId, 80),
    verifyUrl: clean(facts.verifyUrl, 300),
    date: formatCompletionDate(facts.completionDate, facts.timeZone),
    duration: formatTotalDuration(facts.courseDurationSeconds),
  };
}

function rule(width: number | string, height: number, style: Style = {}): SatoriElement {
  return el('div', { width, height, flexShrink: 0, backgroundColor: RULE, ...style });
}

function detail(label: string, value: string, style: Style = {}): SatoriElement {
  return el(
    'div',
    { display: 'flex', flexDirection: 'column', ...style },
    el('div', { fontFamily: SANS, fontWeight: 600, fontSize: 15, letterSpacing: 2.4, color: SOFT, marginBottom: 10 }, label.toUpperCase()),
    el('div', { display: 'block', lineClamp: 2, fontFamily: SANS, fontWeight: 600, fontSize: 24, color: INK, wordBreak: 'break-all' }, value),
  );
}

/** The images the certificate shows, as data URLs: the product's mark, and the QR code of the verification address. */
export interface CertificateImages {
  logo: string;
  qr: string;
  /** The QR code is qrSize x qrSize pixels: a whole number of pixels per module keeps it sharp. */
  qrSize: number;
}

/** The whole certificate, with the name and the plan title at their fitted sizes. */
export function certificateTree(text: CertificateText, sizes: { name: FittedSize; plan: FittedSize }, images: CertificateImages): SatoriElement {

  const header = el(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center' },
    el(
      'div',
      { display: 'flex', alignItems: 'center' },
      img(images.logo, 44, 44, { marginRight: 14 }),
      el('div', { fontFamily: SANS, fontWeight: 600, fontSize: 30, color: INK, letterSpacing: -0.5 }, 'Learnstack'),
    ),
    el('div', { fontFamily: SERIF, fontWeight: 600, fontSize: 60, color: BRAND_DEEP, marginTop: 40, letterSpacing: 0.5 }, 'Certificate of Completion'),
    el(
      'div',
      { display: 'flex', alignItems: 'center', marginTop: 22 },
      rule(120, 1),
      el('div', { width: 10, height: 10, backgroundColor: BRAND, transform: 'rotate(45deg)', margin: '0 16px' }),
      rule(120, 1),
    ),
  );

  const body = el(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center', flexGrow: 1, justifyContent: 'center' },
    el('div', { fontFamily: SANS, fontSize: 22, color: MUTED, letterSpacing: 0.3 }, 'This certifies that'),
    el('div', { display: 'flex', marginTop: 18 }, fittedText(text.name, NAME_FIT, sizes.name)),
    rule(520, 2, { marginTop: 20 }),
    el('div', { fontFamily: SANS, fontSize: 22, color: MUTED, marginTop: 26, letterSpacing: 0.3 }, 'has completed the learning plan'),
    el('div', { display: 'flex', marginTop: 16 }, fittedText(text.plan, TITLE_FIT, sizes.plan)),
  );

  const footer = el(
    'div',
    { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', paddingTop: 34 },
    el(
      'div',
      { display: 'flex', flexDirection: 'column', flexShrink: 1, marginRight: 48 },
      el(
        'div',
        { display: 'flex' },
        detail('Completed on', text.date, { marginRight: 64 }),
        detail('Course duration', text.duration, { marginRight: 64 }),
        detail('Certificate ID', text.id, { flexShrink: 1 }),
      ),
      el(
        'div',
        { display: 'flex', flexDirection: 'column', marginTop: 30 },
        el('div', { fontFamily: SANS, fontWeight: 600, fontSize: 15, letterSpacing: 2.4, color: SOFT, marginBottom: 8 }, 'VERIFY THIS CERTIFICATE'),
        el('div', { display: 'block', lineClamp: 2, fontFamily: SANS, fontSize: 20, color: BRAND, wordBreak: 'break-all', maxWidth: 900 }, text.verifyUrl),
      ),
    ),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', alignItems: 'center' },
      el('div', { display: 'flex', backgroundColor: RULE, padding: 1 }, img(images.qr, images.qrSize, images.qrSize)),
      el('div', { fontFamily: SANS, fontSize: 14, color: SOFT, marginTop: 8 }, 'Scan to verify'),
    ),
  );

  // The frame is drawn as nested filled boxes, not CSS borders: satori clips every border, and
  // each clip costs resvg a full-canvas layer (about 10 ms apiece at this size).
  return el(
    'div',
    { display: 'flex', boxSizing: 'border-box', width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT, backgroundColor: PAPER, padding: 36 },
    el(
      'div',
      { display: 'flex', flexGrow: 1, backgroundColor: BRAND, padding: 2 },
      el(
        'div',
        { display: 'flex', flexGrow: 1, backgroundColor: PAPER, padding: 10 },
        el(
          'div',
          { display: 'flex', flexGrow: 1, backgroundColor: RULE, padding: 1 },
          el(
            'div',
            { display: 'flex', flexDirection: 'column', flexGrow: 1, backgroundColor: PAPER, padding: '56px 96px 44px' },
            header,
            body,
            rule('100%', 1),
            footer,
          ),
        ),
      ),
    ),
  );
}
