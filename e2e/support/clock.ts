import fs from 'node:fs';
import { inject } from 'vitest';

/** How long the app's process takes to see a new offset (support/app-clock.ts reads it every 20 ms). */
const SEEN_AFTER_MS = 100;

/** Moves the running app's clock to `offsetMs` from real time (0 puts it back). */
export async function setAppClockOffset(offsetMs: number): Promise<void> {
  fs.writeFileSync(inject('appClockFile'), String(offsetMs));
  await new Promise((resolve) => setTimeout(resolve, SEEN_AFTER_MS));
}
