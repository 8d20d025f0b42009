import type { User } from '@learnstack/contracts';
import { useState } from 'react';
import { onDemand } from '../../components/ui/on-demand.tsx';
import { useOpenOnFirstUse } from '../../components/ui/open-on-first-use.ts';
import { AccountButton } from './account-button.tsx';

const UserMenuDropdown = onDemand(() => import('./user-menu-dropdown.tsx'));

/**
 * The account menu of the top bar. Its radix menu loads on the first hover, focus or click of the
 * button, as the theme menu's does: every signed-in page paints without radix.
 */
export function UserMenu({ user }: { user: User }) {
  const [opened, trigger] = useOpenOnFirstUse(UserMenuDropdown.preload);
  const [imageBroken, setImageBroken] = useState(false);
  const button = { user, imageBroken, onImageError: () => setImageBroken(true) };
  if (!opened) return <AccountButton {...button} {...trigger} />;
  return <UserMenuDropdown {...button} fallback={<AccountButton {...button} aria-busy="true" />} />;
}
