import type { LucideIcon } from 'lucide-react';
import { BarChart3, Brain, Compass, LayoutDashboard, Library, ListVideo, Settings, Trophy } from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint.ts';

/**
 * Every link of the shell, in one place. When a page arrives, add its route in router.tsx and
 * its line here, in the menu's order (Dashboard, My Plans, Explore, Progress, Library), e.g.
 *   { to: '/plans', label: 'My Plans', icon: ListVideo, match: ['/plans', '/my-plans', '/plan/'] },
 */
export interface NavLinkItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Path prefixes that mark this link as current (default: `to`). */
  match?: string[];
  /**
   * A count on the link (lazy, so no feature code reaches the landing page's script). It comes after
   * the first paint, so each bar places it out of the flow with `className` (nothing moves when it does).
   */
  Badge?: ComponentType<{ className?: string }>;
}

// After the first paint: its code and its read are not on the way to the page's.
const ReviewDueBadge = afterFirstPaint(lazy(() => import('../features/notes/index.ts').then((m) => ({ default: m.ReviewDueBadge }))));

/** Top bar links of the signed-in app (from lg; below xl the last ones are in its More menu, decision 0048). */
export const MAIN_NAV: NavLinkItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, match: ['/dashboard'] },
  { to: '/plans', label: 'My Plans', icon: ListVideo, match: ['/plans', '/my-plans', '/plan/'] },
  { to: '/explore', label: 'Explore', icon: Compass, match: ['/explore'] },
  { to: '/progress', label: 'Progress', icon: BarChart3, match: ['/progress'] },
  { to: '/library', label: 'Library', icon: Library, match: ['/library'] },
  { to: '/review', label: 'Review', icon: Brain, match: ['/review'], Badge: ReviewDueBadge },
];

/** Mobile bottom bar (below lg): Home, Plans, Explore, Progress, Review. */
export const MOBILE_NAV: NavLinkItem[] = [
  { to: '/dashboard', label: 'Home', icon: LayoutDashboard, match: ['/dashboard'] },
  { to: '/plans', label: 'Plans', icon: ListVideo, match: ['/plans', '/my-plans', '/plan/'] },
  { to: '/explore', label: 'Explore', icon: Compass, match: ['/explore'] },
  { to: '/progress', label: 'Progress', icon: BarChart3, match: ['/progress'] },
  { to: '/review', label: 'Review', icon: Brain, match: ['/review'], Badge: ReviewDueBadge },
];

/** User menu entries above Sign Out (Profile Settings, Achievements). */
export const USER_MENU_LINKS: NavLinkItem[] = [
  { to: '/profile', label: 'Profile Settings', icon: Settings, match: ['/profile'] },
  { to: '/achievements', label: 'Achievements', icon: Trophy, match: ['/achievements'] },
];

export interface FooterLink {
  to: string;
  label: string;
  /** Only for signed-in users / only for visitors. */
  when?: 'signedIn' | 'signedOut';
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { to: '/dashboard', label: 'Dashboard', when: 'signedIn' },
      { to: '/', label: 'Home', when: 'signedOut' },
      { to: '/signup', label: 'Create an account', when: 'signedOut' },
      { to: '/about', label: 'About Learnstack' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help Center' },
      { to: '/faq', label: 'FAQ' },
      { to: '/security', label: 'Security' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/legal', label: 'Legal Disclaimer' },
    ],
  },
];

export function isNavItemActive(item: NavLinkItem, pathname: string): boolean {
  const prefixes = item.match ?? [item.to];
  return prefixes.some((prefix) => pathname === prefix || (prefix !== '/' && pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)));
}
