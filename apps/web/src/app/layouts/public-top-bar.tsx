import { Link } from 'react-router';
import { HeaderFrame } from './header-frame.tsx';
import { Logo } from './logo.tsx';
import { ThemeMenu } from './theme-menu.tsx';

/** Top bar for visitors: logo, theme menu, Sign In and Sign Up. */
export function PublicTopBar() {
  return (
    <HeaderFrame>
      <Logo />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeMenu />
        <Link
          to="/login"
          className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Sign In
        </Link>
        <Link
          to="/signup"
          className="inline-flex h-9 items-center rounded-lg bg-primary px-3 text-sm font-medium text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:px-4"
        >
          Sign Up
        </Link>
      </div>
    </HeaderFrame>
  );
}
