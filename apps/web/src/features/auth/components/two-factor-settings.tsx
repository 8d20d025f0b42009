import type { TwoFactorSetup } from '@learnstack/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDisableTwoFactor, useEnableTwoFactor, useRegenerateRecoveryCodes, useStartTwoFactorSetup, useTwoFactorStatus } from '../api/use-two-factor.ts';
import { serverMessage } from '../lib/auth-errors.ts';
import { PasswordInput } from './password-input.tsx';

/** Offers the codes as a text file, so they can be kept outside the browser. */
function downloadCodes(codes: string[]) {
  const text = ['Learnstack recovery codes', 'Each code signs you in once when you cannot use your authenticator app.', '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'learnstack-recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3" data-testid="recovery-codes">
      <Alert variant="warning" title="Save your recovery codes now">
        Each code signs you in once if you lose your authenticator app. They are shown only this once.
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-muted p-3 font-mono text-sm text-foreground">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => downloadCodes(codes)}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}

function SetupForm({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enable = useEnableTwoFactor();
  const ids = { code: useId() };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code from your authenticator app');
      return;
    }
    setError(null);
    enable.mutate(code.trim(), {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onEnabled(reply.recoveryCodes);
      },
      onError: (err) => setError(serverMessage(err, 'That code is not valid.')),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-foreground">
        <li>Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy, …).</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <img src={setup.qrCode} alt="QR code for your authenticator app" width={176} height={176} className="rounded-lg border border-border bg-white p-2" />
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <span className="text-muted-foreground">
            Can&apos;t scan? Enter this key in the app:
          </span>
          <code data-testid="two-factor-secret" className="break-all rounded bg-muted px-2 py-1 font-mono text-foreground">
            {setup.secret}
          </code>
        </div>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.code}>Code from your app</Label>
        <Input id={ids.code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" value={code} onChange={(e) => setCode(e.target.value)} className="max-w-40" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={enable.isPending} disabled={enable.isPending}>
          Confirm and turn on
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Asks for the password (or, for an account without one, a code) before a change. */
function ConfirmForm({ confirmWith, action, onConfirm, onCancel, pending }: { confirmWith: 'password' | 'code'; action: string; onConfirm: (body: { password?: string; code?: string }) => Promise<void>; onCancel: () => void; pending: boolean }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const label = confirmWith === 'password' ? 'Current password' : 'Authentication code';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value) {
      setError(confirmWith === 'password' ? 'Password is required' : 'Enter a code from your authenticator app');
      return;
    }
    setError(null);
    try {
      await onConfirm(confirmWith === 'password' ? { password: value } : { code: value });
    } catch (err) {
      setValue('');
      setError(serverMessage(err, 'That did not work. Please try again.'));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      {error ? (
        <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{label}</Label>
        {confirmWith === 'password' ? (
          <PasswordInput id={id} autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} />
        ) : (
          <Input id={id} autoComplete="one-time-code" value={value} onChange={(e) => setValue(e.target.value)} />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={action === 'Turn off' ? 'destructive' : 'primary'} loading={pending} disabled={pending}>
          {action}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * Profile Settings › Security: two-factor sign-in with an authenticator app (decision 0042). The
 * profile page shows it as its Security section; /profile/security shows it on its own.
 */
export function TwoFactorSettings() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<'off' | 'codes' | null>(null);
  const titleId = useId();

  const enabled = status.data?.enabled ?? false;

  return (
    <section aria-labelledby={titleId}>
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" id={titleId}>
            Two-factor sign-in
          </CardTitle>
          {status.data ? <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge> : null}
        </div>
        <CardDescription>Signing in asks for a code from an authenticator app on your phone as well as your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {status.isPending ? <Skeleton className="h-10 w-56" /> : null}
        {status.isError ? <Alert variant="destructive">Could not load your two-factor settings. Please reload the page.</Alert> : null}
        {status.data?.required && !enabled ? <Alert variant="warning" title="Required for your account">Admin accounts must turn on two-factor sign-in.</Alert> : null}

        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}

        {!codes && status.data && !enabled && !setup ? (
          <div>
            <Button
              loading={start.isPending}
              disabled={start.isPending}
              onClick={() =>
                start.mutate(undefined, {
                  onSuccess: setSetup,
                  onError: (err) => toast.error(serverMessage(err, 'Could not start the setup.')),
                })
              }
            >
              Turn on two-factor sign-in
            </Button>
          </div>
        ) : null}

        {!codes && setup && !enabled ? (
          <SetupForm
            setup={setup}
            onEnabled={(c) => {
              setSetup(null);
              setCodes(c);
            }}
            onCancel={() => setSetup(null)}
          />
        ) : null}

        {!codes && status.data && enabled ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-foreground">
              {status.data.recoveryCodesLeft} of 10 recovery codes left.
              {status.data.recoveryCodesLeft <= 3 ? ' Make new ones before they run out.' : ''}
            </p>
            {confirming ? (
              <ConfirmForm
                confirmWith={status.data.confirmWith}
                action={confirming === 'off' ? 'Turn off' : 'Make new codes'}
                pending={disable.isPending || regenerate.isPending}
                onCancel={() => setConfirming(null)}
                onConfirm={async (body) => {
                  if (confirming === 'off') {
                    const reply = await disable.mutateAsync(body);
                    toast.success(reply.message);
                  } else {
                    const reply = await regenerate.mutateAsync(body);
                    setCodes(reply.recoveryCodes);
                  }
                  setConfirming(null);
                }}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setConfirming('codes')}>
                  New recovery codes
                </Button>
                {status.data.required ? null : (
                  <Button variant="destructive" onClick={() => setConfirming('off')}>
                    Turn off two-factor sign-in
                  </Button>
                )}
              </div>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
    </section>
  );
}
