import { Check, Circle } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Dropdown menu (radix): arrow keys move, Enter/Space choose, Escape closes, focus returns to the trigger. */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;
export const DropdownMenuRadioGroup = Menu.RadioGroup;

const itemClasses =
  'relative flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 text-sm text-foreground outline-none ' +
  'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...rest }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-52 overflow-hidden rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-xl',
          'data-[state=open]:animate-menu-in',
          className,
        )}
        {...rest}
      />
    </Menu.Portal>
  );
}

export function DropdownMenuItem({ className, ...rest }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={cn(itemClasses, className)} {...rest} />;
}

export function DropdownMenuCheckboxItem({ className, children, ...rest }: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem className={cn(itemClasses, 'pl-8', className)} {...rest}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Check aria-hidden="true" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({ className, children, ...rest }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={cn(itemClasses, 'pl-8', className)} {...rest}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <Circle className="!size-2 fill-current" aria-hidden="true" />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}

/** A heading inside the menu; `plain` drops the small-caps style (for example the user's name and e-mail). */
export function DropdownMenuLabel({ className, plain = false, ...rest }: ComponentProps<typeof Menu.Label> & { plain?: boolean }) {
  return (
    <Menu.Label
      className={cn('px-2 py-1.5', plain ? 'text-sm' : 'text-xs font-semibold uppercase tracking-wide text-muted-foreground', className)}
      {...rest}
    />
  );
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-border', className)} {...rest} />;
}
