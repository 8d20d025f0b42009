import { describe, expect, it } from 'vitest';
import { scorePassword } from './password-strength.ts';

describe('scorePassword', () => {
  it.each([
    // password, score, minLength, goodLength, uppercase, digit, label
    ['', 0, false, false, false, false, 'Too short'],
    ['abc', 0, false, false, false, false, 'Too short'],
    ['abcde', 0, false, false, false, false, 'Too short'],
    ['abcdef', 1, true, false, false, false, 'Weak'],
    ['abcdefg', 1, true, false, false, false, 'Weak'],
    ['abcdefgh', 2, true, true, false, false, 'Fair'],
    ['A', 1, false, false, true, false, 'Weak'],
    ['1', 1, false, false, false, true, 'Weak'],
    ['Ab1', 2, false, false, true, true, 'Fair'],
    ['Abcdef', 2, true, false, true, false, 'Fair'],
    ['abcde1', 2, true, false, false, true, 'Fair'],
    ['Abcdef1', 3, true, false, true, true, 'Good'],
    ['abcdefg1', 3, true, true, false, true, 'Good'],
    ['Abcdefgh', 3, true, true, true, false, 'Good'],
    ['Abcdefg1', 4, true, true, true, true, 'Strong'],
    ['ÉCOLE2024', 4, true, true, true, true, 'Strong'],
    ['😀😀😀😀😀', 0, false, false, false, false, 'Too short'],
    ['        ', 2, true, true, false, false, 'Fair'],
  ] as const)('%j scores %i', (password, score, minLength, goodLength, uppercase, digit, label) => {
    const result = scorePassword(password);
    expect(result.score).toBe(score);
    expect(result.checks).toEqual({ minLength, goodLength, uppercase, digit });
    expect(result.label).toBe(label);
  });
});
