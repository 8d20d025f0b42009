import { TRANSCRIPT_MESSAGES, TRANSCRIPT_SEGMENT_TEXT_MAX, TRANSCRIPT_SEGMENTS_MAX, type TranscriptSegment } from '@learnstack/contracts';

/**
 * The .vtt (WebVTT) and .srt files a learner uploads, read into segments. Strict where a mistake would
 * store nonsense (a cue without a valid time, an end before its start), lenient where players are (cue
 * numbers, settings after the times, tags in the text). Either every cue is read or the file is refused
 * with the message naming the problem: nothing half-parsed is stored (decision 0049).
 */

export type CaptionFileResult = { ok: true; segments: TranscriptSegment[] } | { ok: false; message: string };

/** hh:mm:ss.mmm or mm:ss.mmm (WebVTT), hh:mm:ss,mmm (SRT; a dot is taken too, as players do). */
const TIME = /^(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/;
const TIMING = /^(\S+)\s+-->\s+(\S+)(?:\s.*)?$/;

function seconds(stamp: string): number | null {
  const m = TIME.exec(stamp);
  if (!m) return null;
  const [, h = '0', min = '0', s = '0', frac = '0'] = m;
  return Number(h) * 3600 + Number(min) * 60 + Number(s) + Number(frac.padEnd(3, '0')) / 1000;
}

function timing(line: string): { start: number; end: number } | null {
  const m = TIMING.exec(line.trim());
  if (!m?.[1] || !m[2]) return null;
  const start = seconds(m[1]);
  const end = seconds(m[2]);
  return start === null || end === null || end < start ? null : { start, end };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lrm: '', rlm: '' };

/** A cue's lines as one plain line: tags (<i>, <c.x>, <00:01.000>, SRT's {\an8}) and entities removed. */
function plain(lines: string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TRANSCRIPT_SEGMENT_TEXT_MAX);
}

const blocksOf = (content: string) =>
  content
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.split('\n').filter((l, i, all) => !(l.trim() === '' && (i === 0 || i === all.length - 1))))
    .filter((b) => b.length > 0);

function finish(cues: TranscriptSegment[]): CaptionFileResult {
  const segments = cues.filter((c) => c.text !== '');
  if (segments.length === 0) return { ok: false, message: TRANSCRIPT_MESSAGES.empty };
  if (segments.length > TRANSCRIPT_SEGMENTS_MAX) return { ok: false, message: TRANSCRIPT_MESSAGES.tooManySegments };
  // Files are not always in order of time; the player and the search need them to be.
  segments.sort((a, b) => a.start - b.start);
  return { ok: true, segments };
}

export function parseVtt(content: string): CaptionFileResult {
  const blocks = blocksOf(content);
  const header = blocks.shift();
  if (!header?.[0] || !/^WEBVTT(?:[ \t].*)?$/.test(header[0].trim())) return { ok: false, message: TRANSCRIPT_MESSAGES.malformedVtt };
  // A header block holding a cue timing means the blank line after WEBVTT is missing: read it as a cue.
  if (header.length > 1 && header.some((l) => l.includes('-->'))) blocks.unshift(header.slice(1));
  const cues: TranscriptSegment[] = [];
  for (const block of blocks) {
    const first = block[0]?.trim() ?? '';
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) continue;
    // An optional cue identifier comes before the timing line.
    const at = block.findIndex((l) => l.includes('-->'));
    if (at < 0 || at > 1) return { ok: false, message: TRANSCRIPT_MESSAGES.malformedVtt };
    const time = timing(block[at] ?? '');
    if (!time) return { ok: false, message: TRANSCRIPT_MESSAGES.malformedVtt };
    cues.push({ start: time.start, duration: Math.round((time.end - time.start) * 1000) / 1000, text: plain(block.slice(at + 1)) });
  }
  return finish(cues);
}

export function parseSrt(content: string): CaptionFileResult {
  const cues: TranscriptSegment[] = [];
  for (const block of blocksOf(content)) {
    // The cue number is optional in practice; the timing line is not.
    const at = /^\d+$/.test(block[0]?.trim() ?? '') ? 1 : 0;
    const time = timing(block[at] ?? '');
    if (!time) return { ok: false, message: TRANSCRIPT_MESSAGES.malformedSrt };
    cues.push({ start: time.start, duration: Math.round((time.end - time.start) * 1000) / 1000, text: plain(block.slice(at + 1)) });
  }
  return finish(cues);
}

export const parseCaptionFile = (format: 'vtt' | 'srt', content: string): CaptionFileResult => (format === 'vtt' ? parseVtt(content) : parseSrt(content));
