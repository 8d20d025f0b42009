/**
 * Password strength as the reset-password bar shows it: four
 * independent checks, one segment each.
 */
export interface PasswordChecks {
  /** At least 6 characters (the minimum the server accepts). */
  minLength: boolean;
  /** At least 8 characters. */
  goodLength: boolean;
  /** Contains an uppercase letter. */
  uppercase: boolean;
  /** Contains a digit. */
  digit: boolean;
}

export type StrengthLabel = 'Too short' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** Number of checks passed, 0 to 4. */
  score: 0 | 1 | 2 | 3 | 4;
  checks: PasswordChecks;
  label: StrengthLabel;
}

const LABELS: readonly StrengthLabel[] = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'];

export function scorePassword(password: string): PasswordStrength {
  // Count code points, not UTF-16 units, so an emoji counts as one character.
  const length = Array.from(password).length;
  const checks: PasswordChecks = {
    minLength: length >= 6,
    goodLength: length >= 8,
    uppercase: /\p{Lu}/u.test(password),
    digit: /\d/.test(password),
  };
  const score = (Number(checks.minLength) + Number(checks.goodLength) + Number(checks.uppercase) + Number(checks.digit)) as PasswordStrength['score'];
  const label = LABELS[score] ?? 'Too short';
  return { score, checks, label };
}
