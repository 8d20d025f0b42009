import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { type PasswordChecks, scorePassword } from './password-strength.ts';

const CRITERIA: ReadonlyArray<{ key: keyof PasswordChecks; text: string }> = [
  { key: 'minLength', text: 'At least 6 characters' },
  { key: 'goodLength', text: 'At least 8 characters' },
  { key: 'uppercase', text: 'An uppercase letter' },
  { key: 'digit', text: 'A number' },
];

const FILL = ['bg-border', 'bg-destructive', 'bg-warning', 'bg-primary', 'bg-success'] as const;
const TEXT = ['text-muted-foreground', 'text-destructive', 'text-warning-soft-foreground', 'text-primary', 'text-success'] as const;

export interface PasswordStrengthProps {
  password: string;
  id?: string;
  className?: string;
}

/** A four-segment strength bar with the list of checks behind it (the reset-password page). */
export function PasswordStrength({ password, id, className }: PasswordStrengthProps) {
  const { score, checks, label } = scorePassword(password);
  return (
    <div id={id} className={cn('flex flex-col gap-2', className)} data-testid="password-strength" data-score={score}>
      <div className="flex gap-1.5" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            data-filled={segment <= score}
            className={cn('h-1.5 flex-1 rounded-full transition-colors', segment <= score ? FILL[score] : 'bg-muted')}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Password strength:{' '}
        <span className={cn('font-semibold', password ? TEXT[score] : 'text-muted-foreground')}>{password ? label : 'Not entered'}</span>
      </p>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {CRITERIA.map(({ key, text }) => (
          <li key={key} className={cn('flex items-center gap-1.5', checks[key] ? 'text-success' : 'text-muted-foreground')}>
            {checks[key] ? <Check className="size-3.5 shrink-0" aria-hidden="true" /> : <X className="size-3.5 shrink-0" aria-hidden="true" />}
            <span>
              {text}
              <span className="sr-only">{checks[key] ? ' (met)' : ' (not met)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
