import type { User } from '@learnstack/contracts';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useSignOut } from '../../features/auth/index.ts';
import { MAIN_NAV, MOBILE_NAV, USER_MENU_LINKS } from '../navigation.ts';
import { AccountButton, displayName } from './account-button.tsx';

/** Main links the bottom bar has no room for (Library): below lg, where the top bar shows no links, they are here. */
const NOT_IN_BOTTOM_BAR = MAIN_NAV.filter((item) => !MOBILE_NAV.some((m) => m.to === item.to));

/** The radix account menu; loaded on the first use of the account button, and open from its first render. */
export default function UserMenuDropdown({ user, imageBroken, onImageError }: { user: User; imageBroken: boolean; onImageError: () => void }) {
  const signOut = useSignOut();
  const name = displayName(user);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <AccountButton user={user} imageBroken={imageBroken} onImageError={onImageError} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel plain>
          <span className="block truncate text-sm font-semibold text-foreground">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {NOT_IN_BOTTOM_BAR.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild className="lg:hidden">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        {USER_MENU_LINKS.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        {USER_MENU_LINKS.length > 0 ? <DropdownMenuSeparator /> : null}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
