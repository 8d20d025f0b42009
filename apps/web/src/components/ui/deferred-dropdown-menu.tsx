import { cloneElement, type KeyboardEvent, lazy, type ReactElement, Suspense, useState } from 'react';
import type { DeferredMenuItem } from './deferred-dropdown-menu-open.tsx';

export type { DeferredMenuItem };

interface TriggerProps {
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-busy'?: boolean;
}

const loadMenu = () => import('./deferred-dropdown-menu-open.tsx');
const OpenMenu = lazy(loadMenu);

/**
 * A dropdown menu whose radix parts load and mount when it is first opened: until then its trigger
 * is the plain button it wraps, opening on a click or Enter, Space or ArrowDown like the menu
 * would. For a list with a menu on every row, where a radix menu per row was a quarter of the plan
 * page's longest task on a slow phone, and radix 30 KB of the page's script.
 */
export function DeferredDropdownMenu({ trigger, items }: { trigger: ReactElement<TriggerProps>; items: DeferredMenuItem[] }) {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Suspense fallback={cloneElement(trigger, { 'aria-busy': true })}>
        <OpenMenu trigger={trigger} items={items} />
      </Suspense>
    );
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setOpened(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        setOpened(true);
      }
    },
  });
}
