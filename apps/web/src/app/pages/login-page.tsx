import type { LoginBody } from '@learnstack/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { setCsrfToken } from '../../lib/api.ts';
import { AuthCard, AuthDivider, authLinkClass, challengeRequiredBy, DEFAULT_SESSION_IDLE_MINUTES, GoogleButton, isChallengeAnswerCorrect, isNetworkError, keepCsrfTokenFrom, LOGIN_FAILURES_BEFORE_CHALLENGE, NETWORK_ERROR_MESSAGE, PasswordInput, SecurityCheck, serverMessage, TwoFactorStep, useAuthConfig, useChallenge, useFinishSignIn, useLogin } from '../../features/auth/index.ts';

export const SESSION_EXPIRED_TOAST_ID = 'session-expired';
const SESSION_EXPIRED_TOAST_MS = 8000;

interface FieldErrors {
  email?: string;
  password?: string;
}

export default function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // After the password (or Google, which returns with ?step=two-factor), the code step (decision 0042).
  const [codeStep, setCodeStep] = useState(searchParams.get('step') === 'two-factor');
  const sessionExpired = searchParams.get('timeout') === 'true' || searchParams.get('reason') === 'inactivity';
  const config = useAuthConfig();
  const idleMinutes = config.data?.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES;

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState('');
  const [failures, setFailures] = useState(0);
  const [serverWantsChallenge, setServerWantsChallenge] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const challengeNeeded = failures >= LOGIN_FAILURES_BEFORE_CHALLENGE || serverWantsChallenge;
  const challenge = useChallenge(challengeNeeded);
  const loginMutation = useLogin();
  const finishSignIn = useFinishSignIn();
  const [finishing, setFinishing] = useState(false);

  const question = challenge.isFetching ? undefined : challenge.data?.question;
  const answerCorrect = isChallengeAnswerCorrect(question, answer);
  const pending = loginMutation.isPending || finishing;
  const submitDisabled = pending || (challengeNeeded && !answerCorrect);

  const ids = {
    email: useId(),
    password: useId(),
    formError: useId(),
  };

  // The session-expired toast: once per visit of the page (the id keeps it single under StrictMode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only arriving on the page shows it, not a later config load
  useEffect(() => {
    if (!sessionExpired) return;
    toast.error('Session expired', {
      id: SESSION_EXPIRED_TOAST_ID,
      description: `Your session expired after ${idleMinutes} minutes of inactivity. Please sign in again.`,
      duration: SESSION_EXPIRED_TOAST_MS,
    });
  }, [sessionExpired]);

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = 'Email is required';
    if (!password) errors.password = 'Password is required';
    return errors;
  }

  function onFailure(err: unknown) {
    keepCsrfTokenFrom(err);
    const network = isNetworkError(err);
    const message = network ? NETWORK_ERROR_MESSAGE : serverMessage(err, 'Invalid credentials');
    const wasNeeded = challengeNeeded;
    setFailures((n) => n + 1);
    if (challengeRequiredBy(err)) setServerWantsChallenge(true);
    // Every failure once the check is shown asks for a new one (the old one is used up).
    setAnswer('');
    if (wasNeeded) void challenge.refetch();
    setFormError(message);
    toast.error('Login failed', { description: message });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    if (challengeNeeded && !answerCorrect) return;

    const body: LoginBody = { email: email.trim(), password };
    if (challengeNeeded && challenge.data) {
      body.challengeId = challenge.data.challengeId;
      body.challengeAnswer = Number.parseInt(answer.trim(), 10);
    }
    setFormError(null);
    loginMutation.mutate(body, {
      onSuccess: async (reply) => {
        setFailures(0);
        setServerWantsChallenge(false);
        setAnswer('');
        if ('twoFactorRequired' in reply) {
          setCsrfToken(reply.csrfToken);
          setPassword('');
          setCodeStep(true);
          return;
        }
        toast.success('Login successful!');
        setFinishing(true);
        try {
          await finishSignIn(reply);
        } finally {
          setFinishing(false);
        }
      },
      onError: onFailure,
    });
  }

  if (codeStep) {
    return (
      <AuthCard title="Two-factor sign-in" description="One more step: confirm it is you.">
        <TwoFactorStep
          onSignedIn={finishSignIn}
          onCancel={() => {
            setCodeStep(false);
            if (searchParams.has('step')) setSearchParams({}, { replace: true });
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to continue your learning journey."
      notice={
        sessionExpired ? (
          <Alert variant="warning" title="Session expired" data-testid="session-expired-notice">
            You were signed out after {idleMinutes} minutes of inactivity. Please sign in again.
          </Alert>
        ) : null
      }
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className={authLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-describedby={formError ? ids.formError : undefined}>
        {formError ? (
          <p id={ids.formError} role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
            {formError}
          </p>
        ) : null}

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (fieldErrors.email) setFieldErrors((f) => ({ ...f, email: undefined }));
            }}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? `${ids.email}-error` : undefined}
          />
          <FieldError id={`${ids.email}-error`}>{fieldErrors.email}</FieldError>
        </div>

        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={ids.password}>Password</Label>
            <Link to="/forgot-password" className={`${authLinkClass} text-sm`}>
              Forgot your password?
            </Link>
          </div>
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (fieldErrors.password) setFieldErrors((f) => ({ ...f, password: undefined }));
            }}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${ids.password}-error` : undefined}
          />
          <FieldError id={`${ids.password}-error`}>{fieldErrors.password}</FieldError>
        </div>

        {challengeNeeded ? (
          <SecurityCheck
            question={question}
            answer={answer}
            onAnswerChange={setAnswer}
            onRefresh={() => {
              setAnswer('');
              void challenge.refetch();
            }}
            isLoading={challenge.isFetching}
            isError={challenge.isError}
            disabled={pending}
          />
        ) : null}

        <Button type="submit" size="lg" className="mt-1 w-full" loading={pending} disabled={submitDisabled}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>

      <AuthDivider />
      <GoogleButton />
    </AuthCard>
  );
}
