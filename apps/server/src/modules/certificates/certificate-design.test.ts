import { describe, expect, it } from 'vitest';
import { certificateText, formatCompletionDate } from './certificate-design.ts';

const facts = {
  certificateId: 'Zq3v8Kp2LmX9rT4wN6yB1c',
  studentName: 'Ada Lovelace',
  planName: 'TypeScript from the Ground Up',
  completionDate: new Date('2026-11-25T23:30:00Z'),
  courseDurationSeconds: 3 * 3600 + 20 * 60,
  verifyUrl: 'https://learnstack.example/certificates/Zq3v8Kp2LmX9rT4wN6yB1c',
};

describe('formatCompletionDate', () => {
  it('writes the day out in English, on the UTC calendar by default', () => {
    expect(formatCompletionDate(facts.completionDate)).toBe('25 November 2026');
    expect(formatCompletionDate(new Date('2027-01-03T00:00:00Z'))).toBe('3 January 2027');
  });

  it("uses the learner's zone when given, and UTC for a zone it does not know", () => {
    expect(formatCompletionDate(facts.completionDate, 'Asia/Tokyo')).toBe('26 November 2026');
    expect(formatCompletionDate(facts.completionDate, 'America/Los_Angeles')).toBe('25 November 2026');
    expect(formatCompletionDate(facts.completionDate, 'Not/AZone')).toBe('25 November 2026');
  });
});

describe('certificateText', () => {
  it('formats the facts the way the product shows them', () => {
    expect(certificateText(facts)).toEqual({
      name: 'Ada Lovelace',
      plan: 'TypeScript from the Ground Up',
      id: facts.certificateId,
      verifyUrl: facts.verifyUrl,
      date: '25 November 2026',
      duration: '3h 20m',
    });
    expect(certificateText({ ...facts, courseDurationSeconds: 0 }).duration).toBe('Self-paced learning');
    expect(certificateText({ ...facts, courseDurationSeconds: 45 * 60 }).duration).toBe('45 min');
  });

  it('flattens control characters and white space, and never prints an empty name or title', () => {
    const text = certificateText({ ...facts, studentName: '  Ada\n\tLovelace\u0000 ', planName: ' \u0007 ' });
    expect(text.name).toBe('Ada Lovelace');
    expect(text.plan).toBe('Learning plan');
    expect(certificateText({ ...facts, studentName: '' }).name).toBe('Learner');
  });

  it('cuts absurdly long texts with an ellipsis before layout', () => {
    const text = certificateText({ ...facts, studentName: 'a'.repeat(500), planName: 'b'.repeat(500) });
    expect(Array.from(text.name)).toHaveLength(120);
    expect(text.name.endsWith('…')).toBe(true);
    expect(Array.from(text.plan)).toHaveLength(200);
  });
});
