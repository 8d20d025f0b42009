import { CircleCheck, RefreshCw, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { isChallengeAnswerCorrect } from './solve-challenge.ts';

export interface SecurityCheckProps {
  /** The server's question, for example "7 + 3"; undefined while it loads. */
  question: string | undefined;
  answer: string;
  onAnswerChange: (answer: string) => void;
  /** Asks the server for a new question. */
  onRefresh: () => void;
  isLoading?: boolean;
  isError?: boolean;
  /** An error to show under the field (for example 'Incorrect answer'). */
  error?: string | null;
  disabled?: boolean;
  className?: string;
}

/**
 * The security check: the sum of two integers from 1 to 10, issued and verified by the server
 * The field shows when the typed answer is right.
 */
export function SecurityCheck({
  question,
  answer,
  onAnswerChange,
  onRefresh,
  isLoading = false,
  isError = false,
  error,
  disabled = false,
  className,
}: SecurityCheckProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const correct = isChallengeAnswerCorrect(question, answer);
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset
      className={cn('flex flex-col gap-3 rounded-xl border border-border bg-muted/50 p-4', className)}
      data-testid="security-check"
    >
      <legend className="sr-only">Security check</legend>
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-foreground" aria-hidden="true">
          <ShieldCheck className="size-4 text-primary" />
          Security check
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRefresh}
          disabled={disabled || isLoading}
          className="h-7 px-2 text-xs"
        >
          <RefreshCw aria-hidden="true" className={cn(isLoading && 'animate-spin')} />
          New question<span className="sr-only"> for the security check</span>
        </Button>
      </div>

      {isError && !question ? (
        <p role="alert" className="text-sm text-destructive">
          The security check could not be loaded.{' '}
          <button type="button" className="font-medium underline underline-offset-2" onClick={onRefresh}>
            Try again
          </button>
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm text-foreground">
            {question ? (
              <>
                What is <span className="font-mono font-semibold tabular-nums">{question}</span>?
              </>
            ) : (
              <span className="inline-flex items-center gap-2 text-muted-foreground">
                <Spinner size="sm" label={null} />
                Loading the security question…
              </span>
            )}
          </label>
          <div className="relative">
            <Input
              id={inputId}
              name="challengeAnswer"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              placeholder="Your answer"
              value={answer}
              onChange={(e) => onAnswerChange(e.target.value.replace(/[^\d-]/g, ''))}
              disabled={disabled || !question || isLoading}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={cn('pr-10', correct && 'border-success')}
            />
            {correct ? (
              <CircleCheck aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-success" />
            ) : null}
          </div>
          <p id={hintId} className={cn('text-xs', correct ? 'text-success' : 'text-muted-foreground')} aria-live="polite">
            {correct ? 'Correct' : 'Type the sum of the two numbers to continue.'}
          </p>
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
