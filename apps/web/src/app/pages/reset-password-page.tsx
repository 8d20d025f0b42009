import { CircleCheckBig, KeyRound, ShieldAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { AuthCard, authLinkClass, isCsrfError, keepCsrfTokenFrom, PASSWORD_MIN, PasswordInput, PasswordStrength, serverMessage, useResetPassword, useVerifyResetToken } from '../../features/auth/index.ts';

/** How long the success screen stays before going to the login page. */
export const RESET_REDIRECT_MS = 3000;

const INVALID_TOKEN = 'Invalid or expired reset token';
const NO_TOKEN = 'No reset token provided';
const VERIFY_FAILED = 'Failed to verify reset token';

/** The message of the invalid-token screen for a failed verification call. */
function verifyErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.body && err.body.valid === false) return err.serverMessage ?? INVALID_TOKEN;
    // 4xx other than rate limiting: the server looked at the token and refused it.
    if (err.status >= 400 && err.status < 500 && err.status !== 429) return err.serverMessage ?? INVALID_TOKEN;
  }
  return VERIFY_FAILED;
}

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verify = useVerifyResetToken(token);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [rejectedMessage, setRejectedMessage] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (doneMessage === null) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [doneMessage, navigate]);

  if (doneMessage !== null) {
    return (
      <AuthCard icon={<CircleCheckBig aria-hidden="true" />} title="Password reset" description={doneMessage}>
        <div className="flex flex-col items-center gap-4 text-center" role="status">
          <p className="text-sm text-muted-foreground">Taking you to the login page in a few seconds…</p>
          <Link to="/login" replace className={buttonVariants({ className: 'w-full' })}>
            Go to Login now
          </Link>
        </div>
      </AuthCard>
    );
  }

  let invalidMessage: string | null = rejectedMessage;
  if (!invalidMessage) {
    if (!token) invalidMessage = NO_TOKEN;
    else if (verify.isError) invalidMessage = verifyErrorMessage(verify.error);
    else if (verify.data && !verify.data.valid) invalidMessage = verify.data.message || INVALID_TOKEN;
  }

  if (invalidMessage) {
    return (
      <AuthCard
        icon={<ShieldAlert aria-hidden="true" />}
        title="Reset link not valid"
        description={invalidMessage}
        footer={
          <Link to="/login" className={authLinkClass}>
            Back to Login
          </Link>
        }
      >
        <div className="flex flex-col gap-4" data-testid="reset-invalid">
          <p className="text-center text-sm text-muted-foreground">
            Reset links work once and expire after 1 hour. Ask for a new one and use the most recent email.
          </p>
          <Link to="/forgot-password" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            Request New Reset Link
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (verify.isPending || !verify.data) {
    return (
      <AuthCard icon={<KeyRound aria-hidden="true" />} title="Reset your password">
        <div className="flex flex-col items-center gap-3 py-6 text-primary" data-testid="reset-verifying">
          <Spinner size="lg" label={null} />
          <p role="status" className="text-sm text-muted-foreground">
            Verifying your reset link…
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <ResetPasswordForm
      token={token ?? ''}
      onDone={(message) => setDoneMessage(message)}
      onTokenRejected={(message) => setRejectedMessage(message)}
    />
  );
}

function ResetPasswordForm({
  token,
  onDone,
  onTokenRejected,
}: {
  token: string;
  onDone: (message: string) => void;
  onTokenRejected: (message: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [lengthError, setLengthError] = useState<string | null>(null);
  const reset = useResetPassword();
  const ids = { password: useId(), confirm: useId(), strength: useId() };

  const mismatch = password !== confirm;
  const showMismatch = mismatch && confirm.length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    if (password !== confirm) {
      toast.error('Passwords do not match');
      return;
    }
    if (password.length < PASSWORD_MIN) {
      setLengthError('Password must be at least 6 characters long');
      toast.error('Password must be at least 6 characters long');
      return;
    }
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: (reply) => {
          const message = reply?.message || 'Your password has been reset. You can now sign in with your new password.';
          toast.success('Password reset', { description: message });
          onDone(message);
        },
        onError: (err) => {
          keepCsrfTokenFrom(err);
          if (isCsrfError(err)) {
            toast.error('Security token updated. Please try again.');
            return;
          }
          const message = serverMessage(err, 'Failed to reset password');
          toast.error('Reset failed', { description: message });
          if (err instanceof ApiError && err.code === 'INVALID_RESET_TOKEN') onTokenRejected(message);
        },
      },
    );
  }

  return (
    <AuthCard
      icon={<KeyRound aria-hidden="true" />}
      title="Reset your password"
      description="Choose a new password for your account."
      footer={
        <Link to="/login" className={authLinkClass}>
          Back to Login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.password}>New password</Label>
          <PasswordInput
            id={ids.password}
            name="newPassword"
            toggleLabel="new password"
            autoComplete="new-password"
            maxLength={128}
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (lengthError) setLengthError(null);
            }}
            aria-invalid={lengthError ? true : undefined}
            aria-describedby={[ids.strength, lengthError ? `${ids.password}-error` : null].filter(Boolean).join(' ')}
          />
          <FieldError id={`${ids.password}-error`}>{lengthError}</FieldError>
          <PasswordStrength id={ids.strength} password={password} />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.confirm}>Confirm new password</Label>
          <PasswordInput
            id={ids.confirm}
            name="confirmPassword"
            toggleLabel="password confirmation"
            autoComplete="new-password"
            maxLength={128}
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={showMismatch ? true : undefined}
            aria-describedby={showMismatch ? `${ids.confirm}-error` : undefined}
          />
          <FieldError id={`${ids.confirm}-error`}>{showMismatch ? 'Passwords do not match' : null}</FieldError>
        </div>

        <Button type="submit" size="lg" className="mt-1 w-full" loading={reset.isPending} disabled={mismatch}>
          {reset.isPending ? 'Resetting…' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
