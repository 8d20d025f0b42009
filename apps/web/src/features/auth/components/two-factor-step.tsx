import type { AuthReply } from '@learnstack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useVerifyTwoFactor } from '../api/use-two-factor.ts';
import { isNetworkError, keepCsrfTokenFrom, NETWORK_ERROR_MESSAGE, serverMessage } from '../lib/auth-errors.ts';

/**
 * The second step of signing in (decision 0042): a 6-digit code from the authenticator app, or one
 * of the recovery codes. The password step already passed; this session is not signed in until here.
 */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: (reply: AuthReply) => Promise<void>; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const verify = useVerifyTwoFactor();
  const ids = { code: useId(), hint: useId(), error: useId() };
  const pending = verify.isPending || finishing;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const value = code.trim();
    if (!value) {
      setError('Enter the 6-digit code from your authenticator app or a recovery code');
      return;
    }
    setError(null);
    verify.mutate(value, {
      onSuccess: async (reply) => {
        toast.success('Login successful!');
        setFinishing(true);
        try {
          await onSignedIn(reply);
        } finally {
          setFinishing(false);
        }
      },
      onError: (err) => {
        keepCsrfTokenFrom(err);
        setCode('');
        setError(isNetworkError(err) ? NETWORK_ERROR_MESSAGE : serverMessage(err, 'That code is not valid.'));
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby={error ? ids.error : undefined}>
      {error ? (
        <p id={ids.error} role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.code}>Authentication code</Label>
        <Input
          id={ids.code}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          placeholder="123456"
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={ids.hint}
          aria-invalid={error ? true : undefined}
        />
        <p id={ids.hint} className="text-sm text-muted-foreground">
          Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={pending} disabled={pending}>
        {pending ? 'Verifying…' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
        Back to sign in
      </Button>
    </form>
  );
}
