import type { User } from '@learnstack/contracts';
import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './account-button.tsx';

const loadDropdown = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * The account menu of the top bar. Its radix menu loads on the first hover, focus or click of the
 * button, as the theme menu's does: every signed-in page paints without radix.
 */
export function UserMenu({ user }: { user: User }) {
  const [opened, setOpened] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);
  const button = { user, imageBroken, onImageError: () => setImageBroken(true) };
  if (opened) {
    return (
      <Suspense fallback={<AccountButton {...button} aria-busy="true" />}>
        <UserMenuDropdown defaultOpen {...button} />
      </Suspense>
    );
  }
  const preload = () => {
    void loadDropdown();
  };
  return (
    <AccountButton
      {...button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          setOpened(true);
        }
      }}
    />
  );
}
