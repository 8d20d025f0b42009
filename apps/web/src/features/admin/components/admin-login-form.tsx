import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ApiError } from '../../../lib/api.ts';
import { AuthCard, PasswordInput } from '../../auth/index.ts';
import { useAdminLogin, useRefreshCurrentUser } from '../api/admin-api.ts';

/** /admin/login: e-mail and password; 'Access Dashboard', 'Authenticating...' while pending. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const login = useAdminLogin();
  const refreshUser = useRefreshCurrentUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const ids = { email: useId(), password: useId() };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await login.mutateAsync({ email: email.trim(), password });
      toast.success('Success', { description: 'Admin login successful' });
      await navigate('/admin/dashboard', { replace: true });
      void refreshUser();
    } catch (err) {
      if (err instanceof ApiError) toast.error('Access Denied', { description: err.serverMessage ?? 'Invalid credentials' });
      else toast.error('Error', { description: 'Login failed. Please try again.' });
    }
  };

  return (
    // The card's own gradient fills the whole screen, with the card in the middle.
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-hero-from to-hero-to [&>div]:flex-1 [&>div]:items-center">
      <AuthCard title="Admin access" description="Sign in with an administrator account." icon={<ShieldCheck />}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate={false}>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.email}>Email</Label>
            <Input id={ids.email} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.password}>Password</Label>
            <PasswordInput id={ids.password} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? 'Authenticating...' : 'Access Dashboard'}
          </Button>
        </form>
      </AuthCard>
    </div>
  );
}
