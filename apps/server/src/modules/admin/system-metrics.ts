import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The host and process figures of the dashboard's system health panel. */

interface CpuSample {
  idle: number;
  total: number;
}
function sampleCpu(): CpuSample {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Busy share of all cores since the previous reading (the first reading measures since the process started sampling). */
export class CpuMeter {
  private last = sampleCpu();
  percentage(): number {
    const now = sampleCpu();
    const total = now.total - this.last.total;
    const idle = now.idle - this.last.idle;
    this.last = now;
    if (total <= 0) return 0;
    return round1(Math.min(100, Math.max(0, (1 - idle / total) * 100)));
  }
}

/** The nearest existing directory at or above `dir` (the data directory may not exist yet). */
async function existingAncestor(dir: string): Promise<string> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      await statfs(current);
      return current;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

export async function diskOf(dir: string): Promise<{ percentage: number; free: number; total: number; path: string }> {
  const where = await existingAncestor(dir);
  try {
    const s = await statfs(where);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    return { percentage: total > 0 ? round1(((total - free) / total) * 100) : 0, free, total, path: where };
  } catch {
    return { percentage: 0, free: 0, total: 0, path: where };
  }
}

export function memory(): { used: number; free: number; total: number; percentage: number } {
  const total = os.totalmem();
  const free = os.freemem();
  return { used: total - free, free, total, percentage: total > 0 ? round1(((total - free) / total) * 100) : 0 };
}

export function cpuInfo(meter: CpuMeter): { percentage: number; cores: number; loadAverage: number[] } {
  return { percentage: meter.percentage(), cores: os.availableParallelism(), loadAverage: os.loadavg().map(round1) };
}
