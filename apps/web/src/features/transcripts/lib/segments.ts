import type { TranscriptSegment } from '@learnstack/contracts';

/** The index of the segment being said at `time` (the last one started), or -1 before the first. */
export function segmentAt(segments: readonly TranscriptSegment[], time: number): number {
  let lo = 0;
  let hi = segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((segments[mid]?.start ?? 0) <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
