/**
 * Auth limits the pages need at run time. They mirror `@learnstack/contracts` (auth.ts), which
 * cannot be imported for values here without pulling zod into the account pages' bundles;
 * constants.test.ts keeps the two equal.
 */
export const PASSWORD_MIN = 6;
export const LOGIN_FAILURES_BEFORE_CHALLENGE = 3;
