import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ShareKind } from '../api/use-share.ts';
import { lazyWhenOpen } from '../../../components/ui/lazy-when-open.tsx';
import type { ShareDialogProps } from './share-dialog.tsx';

/** Loaded when first opened: the pages with a share button paint without the dialog (radix). */
const ShareDialog = lazyWhenOpen<ShareDialogProps>(
  () => import('./share-dialog.tsx').then((m) => m.ShareDialog),
  (props) => props.open,
);

export interface ShareButtonProps {
  kind: ShareKind;
  id: number;
  /** The plan's title or the group's name (the icon button is labelled 'Share {name}'). */
  name: string;
  /** 'icon': a labelled icon button for card action rows; 'button': 'Share' with the icon. */
  variant?: 'icon' | 'button';
  size?: Exclude<ButtonSize, 'icon'>;
  className?: string;
}

/** Opens the share dialog of a plan or group the user owns. */
export function ShareButton({ kind, id, name, variant = 'icon', size = 'md', className }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const label = `Share ${name}`;
  return (
    <>
      {variant === 'icon' ? (
        <Button variant="ghost" size="icon" className={cn('size-9', className)} aria-label={label} title={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Share2 aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="outline" size={size} className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      )}
      <ShareDialog kind={kind} id={id} name={name} open={open} onOpenChange={setOpen} />
    </>
  );
}
