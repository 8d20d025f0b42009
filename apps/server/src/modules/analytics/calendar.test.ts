import { describe, expect, it } from 'vitest';
import { addDays, hours, knownZone, localDate, mondayOf, weekOf } from './calendar.ts';

describe('calendar days', () => {
  it('weeks run Monday to Sunday, across months and years', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before it
    expect(weekOf('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('days follow the zone; unknown zones are UTC', () => {
    const at = new Date('2026-11-23T23:30:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-11-23');
    expect(localDate(at, 'Asia/Kolkata')).toBe('2026-11-24');
    expect(localDate(new Date('2026-11-24T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-23');
    expect(knownZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(knownZone('Mars/Olympus')).toBe('UTC');
  });

  it('hours keep two places at least', () => {
    expect(hours(180)).toBe(0.05);
    expect(hours(60)).toBe(0.0167);
    expect(hours(3600 * 12 + 36)).toBe(12.01);
  });
});
