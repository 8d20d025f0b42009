import * as contracts from '@learnstack/contracts';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_BEFORE_CHALLENGE, PASSWORD_MIN } from './constants.ts';

describe('auth constants', () => {
  it('match the shared contracts', () => {
    expect(PASSWORD_MIN).toBe(contracts.PASSWORD_MIN);
    expect(LOGIN_FAILURES_BEFORE_CHALLENGE).toBe(contracts.LOGIN_FAILURES_BEFORE_CHALLENGE);
  });
});
