import type { SignupBody } from '@learnstack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, FieldHint, Label } from '../../components/ui/label.tsx';
import { ApiError } from '../../lib/api.ts';
import { AuthCard, AuthDivider, authLinkClass, GoogleButton, isChallengeAnswerCorrect, isCsrfError, isNetworkError, keepCsrfTokenFrom, NETWORK_ERROR_MESSAGE, PASSWORD_MIN, PasswordInput, SecurityCheck, serverMessage, useChallenge, useFinishSignIn, useSignup } from '../../features/auth/index.ts';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'challenge';
type FieldErrors = Partial<Record<Field, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function SignupPage() {
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const challenge = useChallenge(true);
  const signupMutation = useSignup();
  const finishSignIn = useFinishSignIn();
  const [finishing, setFinishing] = useState(false);
  const pending = signupMutation.isPending || finishing;
  const question = challenge.isFetching ? undefined : challenge.data?.question;

  const ids = {
    firstName: useId(),
    lastName: useId(),
    email: useId(),
    password: useId(),
    confirmPassword: useId(),
  };

  function set(field: keyof typeof values, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function refreshChallenge() {
    setAnswer('');
    void challenge.refetch();
  }

  /** Client-side checks, first failing first; each gives a toast (title, text) and a field error. */
  function validate(): { errors: FieldErrors; toast?: [string, string] } {
    const found: FieldErrors = {};
    let first: [string, string] | undefined;
    const email = values.email.trim();
    if (!email) found.email = 'Email is required';
    else if (!EMAIL_PATTERN.test(email)) found.email = 'Please enter a valid email address';
    if (found.email) first = ['Invalid email', found.email];

    if (!answer.trim()) {
      found.challenge = 'Please complete the security check';
      first ??= ['CAPTCHA Required', 'Please complete the security check'];
    } else if (!isChallengeAnswerCorrect(question, answer)) {
      found.challenge = 'Incorrect answer';
      first ??= ['Incorrect answer', 'Please check the sum and try again.'];
    }
    if (values.password !== values.confirmPassword) {
      found.confirmPassword = 'Passwords do not match';
      first ??= ['Password mismatch', 'Passwords do not match'];
    }
    if (values.password.length < PASSWORD_MIN) {
      found.password = 'Password must be at least 6 characters';
      first ??= ['Password too short', 'Password must be at least 6 characters'];
    }
    return first ? { errors: found, toast: first } : { errors: found };
  }

  function onFailure(err: unknown) {
    keepCsrfTokenFrom(err);
    // A failed signup used up the security check (or it was wrong): ask for a new one.
    refreshChallenge();
    if (isCsrfError(err)) {
      toast.error('Security token updated', { description: 'Please try again' });
      return;
    }
    if (isNetworkError(err)) {
      toast.error('Sign up failed', { description: NETWORK_ERROR_MESSAGE });
      return;
    }
    const message = serverMessage(err, 'Failed to create account');
    if (err instanceof ApiError) {
      if (err.code === 'EMAIL_TAKEN' || err.status === 409) setErrors((e) => ({ ...e, email: message }));
      else if (err.code === 'CHALLENGE_FAILED' || err.code === 'CHALLENGE_REQUIRED') setErrors((e) => ({ ...e, challenge: message }));
      else if (/password/i.test(message)) setErrors((e) => ({ ...e, password: message }));
    }
    toast.error('Sign up failed', { description: message });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = validate();
    setErrors(result.errors);
    if (result.toast) {
      toast.error(result.toast[0], { description: result.toast[1] });
      return;
    }
    if (!challenge.data) return;

    const body: SignupBody = {
      email: values.email.trim(),
      password: values.password,
      challengeId: challenge.data.challengeId,
      challengeAnswer: Number.parseInt(answer.trim(), 10),
    };
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    if (firstName) body.firstName = firstName;
    if (lastName) body.lastName = lastName;

    signupMutation.mutate(body, {
      onSuccess: async (reply) => {
        toast.success('Account created successfully!');
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

  const describe = (field: Field, id: string, extra?: string) =>
    [errors[field] ? `${id}-error` : null, extra ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <AuthCard
      title="Create your account"
      description="Start organising videos into learning plans. It's free."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.firstName}>
              First name <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              id={ids.firstName}
              name="firstName"
              autoComplete="given-name"
              maxLength={50}
              value={values.firstName}
              onChange={(e) => set('firstName', e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.lastName}>
              Last name <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              id={ids.lastName}
              name="lastName"
              autoComplete="family-name"
              maxLength={50}
              value={values.lastName}
              onChange={(e) => set('lastName', e.target.value)}
            />
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.email}>Email</Label>
          <Input
            id={ids.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={254}
            required
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe('email', ids.email)}
          />
          <FieldError id={`${ids.email}-error`}>{errors.email}</FieldError>
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.password}>Password</Label>
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="new-password"
            maxLength={128}
            required
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describe('password', ids.password, `${ids.password}-hint`)}
          />
          {errors.password ? null : <FieldHint id={`${ids.password}-hint`}>At least 6 characters.</FieldHint>}
          <FieldError id={`${ids.password}-error`}>{errors.password}</FieldError>
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.confirmPassword}>Confirm password</Label>
          <PasswordInput
            id={ids.confirmPassword}
            name="confirmPassword"
            toggleLabel="confirmation password"
            autoComplete="new-password"
            maxLength={128}
            required
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={describe('confirmPassword', ids.confirmPassword)}
          />
          <FieldError id={`${ids.confirmPassword}-error`}>{errors.confirmPassword}</FieldError>
        </div>

        <SecurityCheck
          question={question}
          answer={answer}
          onAnswerChange={(v) => {
            setAnswer(v);
            if (errors.challenge) setErrors((e) => ({ ...e, challenge: undefined }));
          }}
          onRefresh={refreshChallenge}
          isLoading={challenge.isFetching}
          isError={challenge.isError}
          error={errors.challenge ?? null}
          disabled={pending}
        />

        <Button type="submit" size="lg" className="mt-1 w-full" loading={pending}>
          {pending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>

      <AuthDivider />
      <GoogleButton label="Sign up with Google" />
    </AuthCard>
  );
}
