import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** An icon shown in the badge above the title; the logo by default. */
  icon?: ReactNode;
  children: ReactNode;
  /** Content under the card body, for example "Don't have an account? Sign up". */
  footer?: ReactNode;
  /** Content above the card (for example the session-expired notice). */
  notice?: ReactNode;
  className?: string;
}

/** The centred card every account page uses (login, signup, forgot and reset password). */
export function AuthCard({ title, description, icon, children, footer, notice, className }: AuthCardProps) {
  return (
    <div className="flex w-full justify-center bg-gradient-to-b from-hero-from to-hero-to px-4 py-10 sm:py-16">
      <div className={cn('flex w-full max-w-md flex-col gap-4', className)}>
        {notice}
        <Card className="w-full">
          <div className="flex flex-col items-center gap-3 px-5 pt-8 pb-2 text-center sm:px-8">
            {icon ? (
              <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground [&_svg]:size-6">
                {icon}
              </span>
            ) : (
              <Link
                to="/"
                aria-label="Learnstack home"
                className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                <GraduationCap className="size-6" aria-hidden="true" />
              </Link>
            )}
            <h1 className="text-2xl font-bold tracking-tight text-foreground">{title}</h1>
            {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          </div>
          <div className="px-5 pt-4 pb-8 sm:px-8">{children}</div>
        </Card>
        {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}

/** "or" between the form and the Google button. */
export function AuthDivider({ children = 'or' }: { children?: ReactNode }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      {children}
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}

/** The small link style used inside the auth cards. */
export const authLinkClass =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';
