import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { LOGGED_OUT_MESSAGE } from '../../../lib/api.ts';

/** The unauthorized notice shows, then the sign-in page after this delay. */
export const SIGN_IN_REDIRECT_MS = 500;

/** 'Please Sign In' for a visitor on a signed-in page; goes to /login after 500 ms with the 'Unauthorized' toast. */
export function SignInRequired({ what = 'your learning plans' }: { what?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => {
      toast.error('Unauthorized', { description: LOGGED_OUT_MESSAGE, id: 'unauthorized' });
      navigate('/login', { replace: true });
    }, SIGN_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
        <LogIn className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-foreground">Please Sign In</h1>
      <p className="mt-2 text-muted-foreground">You need to be signed in to see {what}.</p>
      <Link to="/login" className={buttonVariants({ className: 'mt-6' })}>
        <LogIn aria-hidden="true" />
        Sign In
      </Link>
    </div>
  );
}
