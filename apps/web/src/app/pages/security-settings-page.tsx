import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TwoFactorSettings } from '../../features/auth/index.ts';

/** Profile Settings › Security (decision 0042); the security e-mails link here. */
export default function SecuritySettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <Link to="/profile" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" /> Back to Profile Settings
      </Link>
      <div>
        <h1 className="text-2xl font-semibold text-foreground">Security</h1>
        <p className="text-muted-foreground">Protect your account with a second step when you sign in.</p>
      </div>
      <TwoFactorSettings />
    </div>
  );
}
