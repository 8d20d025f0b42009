/**
 * The security check question the server issues is an addition of two small integers, for example
 * "7 + 3". The browser solves it only to enable the submit button once
 * the typed answer is right; the server checks the answer itself.
 */
export function solveChallenge(question: string | null | undefined): number | null {
  if (!question) return null;
  const match = /(-?\d+)\s*\+\s*(-?\d+)/.exec(question);
  if (!match?.[1] || !match[2]) return null;
  return Number.parseInt(match[1], 10) + Number.parseInt(match[2], 10);
}

/** Whether the typed answer is the sum asked for; false while the question is unknown. */
export function isChallengeAnswerCorrect(question: string | null | undefined, answer: string): boolean {
  const expected = solveChallenge(question);
  const trimmed = answer.trim();
  if (expected === null || !/^-?\d+$/.test(trimmed)) return false;
  return Number.parseInt(trimmed, 10) === expected;
}
