/**
 * How long a certificate PNG takes to render: the module's import (fonts read), the first render
 * in a fresh process (layout engine and font parsing) and warm renders of a typical and a
 * 100-character name and title.
 *
 *   node --import tsx bench/certificate-image.ts [--runs 30] [--warm-up] [--sample out.png]
 *
 * --warm-up calls warmUpCertificateRenderer() first, as the server does at start, and times it.
 * --sample writes the typical certificate there, to look at.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '30' }, 'warm-up': { type: 'boolean', default: false }, sample: { type: 'string' } },
});
const runs = Math.max(1, Number(values.runs) || 30);

let started = performance.now();
const { renderCertificatePng, warmUpCertificateRenderer } = await import('../apps/server/src/modules/certificates/certificate-image.ts');
const importMs = performance.now() - started;

let warmUpMs: number | undefined;
if (values['warm-up']) {
  started = performance.now();
  await warmUpCertificateRenderer();
  warmUpMs = performance.now() - started;
}

const typical = {
  certificateId: 'Zq3v8Kp2LmX9rT4wN6yB1c',
  studentName: 'Ada Lovelace',
  planName: 'TypeScript from the Ground Up',
  completionDate: new Date('2026-11-25T10:00:00Z'),
  courseDurationSeconds: 3 * 3600 + 20 * 60,
  verifyUrl: 'https://learnstack.example/certificates/Zq3v8Kp2LmX9rT4wN6yB1c',
};
const long = {
  ...typical,
  studentName: 'Maximiliana Alexandrina Wilhelmina Konstantinopoulou-Vanderberg Smythe de la Cruz y Montenegro Ortiz',
  planName: 'Distributed Systems in Practice: Consensus, Replication, Fault Tolerance and Operating Them at Scale',
};

started = performance.now();
const png = await renderCertificatePng(typical);
const coldMs = performance.now() - started;

async function warm(facts: typeof typical): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await renderCertificatePng(facts);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const summary = (sorted: number[]) => `median ${ms(at(sorted, 0.5))}, p95 ${ms(at(sorted, 0.95))}, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)} (${sorted.length} renders)`;

const typicalTimes = await warm(typical);
const longTimes = await warm(long);

console.info(`certificate PNG: ${png.readUInt32BE(16)}x${png.readUInt32BE(20)}, ${(png.length / 1024).toFixed(0)} KB; Node ${process.version}`);
console.info(`import (fonts read):                   ${ms(importMs)}`);
if (warmUpMs === undefined) console.info(`first render (cold: engine and fonts): ${ms(coldMs)}`);
else {
  console.info(`warm-up (engine and fonts):            ${ms(warmUpMs)}`);
  console.info(`first render after the warm-up:        ${ms(coldMs)}`);
}
console.info(`warm, typical:                         ${summary(typicalTimes)}`);
console.info(`warm, 100-character name and title:    ${summary(longTimes)}`);

if (values.sample) {
  writeFileSync(values.sample, png);
  console.info(`sample written to ${values.sample}`);
}
