import type { User } from '@learnstack/contracts';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
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
import { USER_MENU_LINKS } from '../navigation.ts';

export function displayName(user: Pick<User, 'name' | 'firstName' | 'lastName' | 'email'>): string {
  const full = [user.firstName, user.lastName].filter((p) => p?.trim()).join(' ').trim();
  return full || user.name?.trim() || user.email;
}

export function initials(user: Pick<User, 'name' | 'firstName' | 'lastName' | 'email'>): string {
  const parts = displayName(user)
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = parts.length >= 2 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

function Avatar({ user, onImageError }: { user: User; onImageError: (() => void) | null }) {
  if (onImageError) {
    return (
      <img
        src={user.profileImageUrl ?? undefined}
        alt=""
        className="size-8 rounded-full object-cover ring-1 ring-border"
        referrerPolicy="no-referrer"
        onError={onImageError}
      />
    );
  }
  // The initials are drawn by CSS, not written as text: the button's name ("Account menu for …")
  // must start with any text it shows, and the initials are a picture of the name, not a label.
  return (
    <span
      aria-hidden="true"
      data-initials={initials(user)}
      className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground before:content-[attr(data-initials)]"
    />
  );
}

export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const name = displayName(user);
  const [imageBroken, setImageBroken] = useState(false);
  const showsImage = Boolean(user.profileImageUrl) && !imageBroken;
  // Speech users say what they see: with the initials showing, the name starts with them.
  const label = showsImage ? `Account menu for ${name}` : `${initials(user)}, account menu for ${name}`;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full p-0.5 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        aria-label={label}
      >
        <Avatar user={user} onImageError={showsImage ? () => setImageBroken(true) : null} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel plain>
          <span className="block truncate text-sm font-semibold text-foreground">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
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
