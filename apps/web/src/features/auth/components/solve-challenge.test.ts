import { describe, expect, it } from 'vitest';
import { isChallengeAnswerCorrect, solveChallenge } from './solve-challenge.ts';

describe('solveChallenge', () => {
  it.each([
    ['7 + 3', 10],
    ['1+1', 2],
    ['What is 10 + 9?', 19],
    ['', null],
    ['seven plus three', null],
  ] as const)('%j → %s', (question, expected) => {
    expect(solveChallenge(question)).toBe(expected);
  });

  it('accepts only the exact sum', () => {
    expect(isChallengeAnswerCorrect('7 + 3', '10')).toBe(true);
    expect(isChallengeAnswerCorrect('7 + 3', ' 10 ')).toBe(true);
    expect(isChallengeAnswerCorrect('7 + 3', '9')).toBe(false);
    expect(isChallengeAnswerCorrect('7 + 3', '10.0')).toBe(false);
    expect(isChallengeAnswerCorrect('7 + 3', '')).toBe(false);
    expect(isChallengeAnswerCorrect(undefined, '10')).toBe(false);
  });
});
