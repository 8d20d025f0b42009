import { useLocation } from 'react-router';
import { onDemand } from '../../components/ui/on-demand.tsx';
import { useOpenOnFirstUse } from '../../components/ui/open-on-first-use.ts';
import { isNavItemActive, type NavLinkItem } from '../navigation.ts';
import { NavMoreTrigger } from './nav-more-trigger.tsx';

const NavMoreDropdown = onDemand(() => import('./nav-more-dropdown.tsx'));

/**
 * The top bar's 'More' menu: the main nav's links with no room in the bar (decision 0048). Its radix
 * menu loads on the first hover, focus or click of the button, as the theme and account menus' do.
 */
export function NavMoreMenu({ items }: { items: NavLinkItem[] }) {
  const { pathname } = useLocation();
  const [opened, trigger] = useOpenOnFirstUse(NavMoreDropdown.preload);
  // The button is marked when the page shown is one of its links (they are out of sight).
  const active = items.some((item) => isNavItemActive(item, pathname));
  if (!opened) return <NavMoreTrigger items={items} active={active} {...trigger} />;
  return <NavMoreDropdown items={items} active={active} fallback={<NavMoreTrigger items={items} active={active} aria-busy="true" />} />;
}
