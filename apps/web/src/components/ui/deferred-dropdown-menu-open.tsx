import type { LucideIcon } from 'lucide-react';
import type { ReactElement } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx';

/** One entry of a DeferredDropdownMenu. */
export interface DeferredMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
}

/** The radix menu of a DeferredDropdownMenu, open from its first render. */
export default function DeferredDropdownMenuOpen({ trigger, items }: { trigger: ReactElement; items: DeferredMenuItem[] }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {items.map(({ label, icon: Icon, onSelect, destructive }) => (
          <DropdownMenuItem key={label} onSelect={onSelect} className={destructive ? 'text-destructive data-[highlighted]:text-destructive' : undefined}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
