import { cloneElement, type ReactElement } from 'react';
import type { DeferredMenuItem } from './deferred-dropdown-menu-open.tsx';
import { onDemand } from './on-demand.tsx';
import { type FirstUseTriggerProps, useOpenOnFirstUse } from './open-on-first-use.ts';

export type { DeferredMenuItem };

const OpenMenu = onDemand(() => import('./deferred-dropdown-menu-open.tsx'));

/**
 * A dropdown menu whose radix parts load and mount when it is first opened: until then its trigger
 * is the plain button it wraps, opening on a click or Enter, Space or ArrowDown like the menu
 * would. For a list with a menu on every row, where a radix menu per row was a quarter of the plan
 * page's longest task on a slow phone, and radix 30 KB of the page's script.
 */
export function DeferredDropdownMenu({ trigger, items }: { trigger: ReactElement<Partial<FirstUseTriggerProps> & { 'aria-busy'?: boolean }>; items: DeferredMenuItem[] }) {
  const [opened, firstUse] = useOpenOnFirstUse(OpenMenu.preload);
  if (!opened) return cloneElement(trigger, firstUse);
  return <OpenMenu trigger={trigger} items={items} fallback={cloneElement(trigger, { 'aria-busy': true })} />;
}
