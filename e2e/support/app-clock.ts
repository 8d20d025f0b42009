/**
 * Loaded into the app's process by e2e/global-setup.ts (`node --import`), never by the app itself:
 * moves the process clock (`Date`) by the offset, in milliseconds, that a journey writes to the file
 * named by E2E_APP_CLOCK_FILE (see ./clock.ts). The app takes day-dependent time from its Clock,
 * which reads `Date`, so a journey can make it tomorrow. PostgreSQL's now() does not move.
 */
import fs from 'node:fs';

const file = process.env.E2E_APP_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = () => RealDate.now();
  let offsetMs = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  // Read again at most every 20 ms of real time: Date.now() runs for every log line.
  const offset = () => {
    const now = realNow();
    if (now - readAt > 20) {
      readAt = now;
      try {
        offsetMs = Number(fs.readFileSync(file, 'utf8')) || 0;
      } catch {
        offsetMs = 0;
      }
    }
    return offsetMs;
  };
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[]) => (args.length === 0 ? new target(realNow() + offset()) : Reflect.construct(target, args)),
    apply: () => new RealDate(realNow() + offset()).toString(),
    get: (target, property, receiver) => (property === 'now' ? () => realNow() + offset() : Reflect.get(target, property, receiver)),
  });
}
