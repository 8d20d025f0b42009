import { type KeyboardEvent, useState } from 'react';

/** What a popup's stand-in trigger needs until the popup's own code has loaded. */
export interface FirstUseTriggerProps {
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A menu or popover whose code (radix) loads on first use: until `opened`, its trigger is a plain
 * button with these props, which preload the code on hover or focus and open on a click or on
 * Enter, Space or ArrowDown, as the popup's own trigger would. Once opened, the caller renders the
 * loaded popup, already open. Every signed-in page paints without radix this way.
 */
export function useOpenOnFirstUse(load: () => Promise<unknown>, popup: 'menu' | 'dialog' = 'menu'): [opened: boolean, trigger: FirstUseTriggerProps] {
  const [opened, setOpened] = useState(false);
  const preload = () => {
    void load();
  };
  return [
    opened,
    {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setOpened(true),
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          setOpened(true);
        }
      },
    },
  ];
}
