import { cloneElement, type KeyboardEvent, type ReactElement, type ReactNode, useState } from 'react';
import { DropdownMenu, DropdownMenuTrigger } from './dropdown-menu.tsx';

interface TriggerProps {
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A dropdown menu whose radix parts mount when it is first opened: until then its trigger is the
 * plain button it wraps, opening on a click or Enter, Space or ArrowDown like the menu would. For a
 * list with a menu on every row, where a radix menu per row was a quarter of the plan page's
 * longest task on a slow phone.
 */
export function DeferredDropdownMenu({ trigger, children }: { trigger: ReactElement<TriggerProps>; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        {children}
      </DropdownMenu>
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
