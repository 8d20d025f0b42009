import type { User } from '@learnstack/contracts';
import type { ComponentProps } from 'react';

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

/** What the account button says: speech users say what they see, so with the initials showing it starts with them. */
export function accountMenuLabel(user: User, showsImage: boolean): string {
  const name = displayName(user);
  return showsImage ? `Account menu for ${name}` : `${initials(user)}, account menu for ${name}`;
}

const TRIGGER_CLASS =
  'flex items-center gap-2 rounded-full p-0.5 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** The account button: the avatar; also the radix menu's trigger once the menu has loaded. */
export function AccountButton({ user, imageBroken, onImageError, ...rest }: ComponentProps<'button'> & { user: User; imageBroken: boolean; onImageError: () => void }) {
  const showsImage = Boolean(user.profileImageUrl) && !imageBroken;
  return (
    <button type="button" className={TRIGGER_CLASS} aria-label={accountMenuLabel(user, showsImage)} {...rest}>
      <Avatar user={user} onImageError={showsImage ? onImageError : null} />
    </button>
  );
}
