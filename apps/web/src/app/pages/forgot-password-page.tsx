import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { AuthCard, authLinkClass, isCsrfError, keepCsrfTokenFrom, serverMessage, useForgotPassword } from '../../features/auth/index.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_SENT_MESSAGE = 'If an account with that email exists, we have sent a password reset link.';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const emailId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (forgot.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) return setEmailError('Email is required');
    if (!EMAIL_PATTERN.test(trimmed)) return setEmailError('Please enter a valid email address');
    setEmailError(null);
    forgot.mutate(trimmed, {
      onSuccess: (reply) => setSentMessage(reply?.message || DEFAULT_SENT_MESSAGE),
      onError: (err) => {
        keepCsrfTokenFrom(err);
        if (isCsrfError(err)) {
          toast.error('Security token updated. Please try again.');
          return;
        }
        toast.error('Could not send the reset email', { description: serverMessage(err, 'Failed to send reset email') });
      },
    });
  }

  if (sentMessage !== null) {
    return (
      <AuthCard icon={<MailCheck aria-hidden="true" />} title="Email Sent!" description={sentMessage}>
        <div className="flex flex-col gap-5">
          <div className="rounded-xl border border-border bg-muted/50 p-4 text-sm">
            <p className="mb-2 font-semibold text-foreground">Didn&apos;t get the email?</p>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              <li>Check your spam or junk folder.</li>
              <li>
                Make sure <span className="break-all font-medium text-foreground">{email.trim()}</span> is the address you signed up
                with.
              </li>
              <li>Wait a few minutes: delivery can take a moment. The link is valid for 1 hour.</li>
            </ul>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              className="w-full sm:flex-1"
              onClick={() => {
                setSentMessage(null);
                forgot.reset();
              }}
            >
              Try Different Email
            </Button>
            <Button className="w-full sm:flex-1" onClick={() => navigate('/login')}>
              Back to Login
            </Button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<KeyRound aria-hidden="true" />}
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      footer={
        <Link to="/login" className={`${authLinkClass} inline-flex items-center gap-1.5`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Login
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={emailId}>Email</Label>
          <Input
            id={emailId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={254}
            required
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (emailError) setEmailError(null);
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
          />
          <FieldError id={`${emailId}-error`}>{emailError}</FieldError>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
