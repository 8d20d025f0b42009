import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Modal dialog (radix): focus is trapped, Escape closes, the title labels it.
 *
 * <Dialog open={open} onOpenChange={setOpen}>
 *   <DialogContent title="Add video" description="Search YouTube ...">...</DialogContent>
 * </Dialog>
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Hides the title visually (it still labels the dialog for screen readers). */
  hideTitle?: boolean;
  /** Shows the close (X) button; default true. */
  showClose?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export function DialogContent({
  title,
  description,
  hideTitle = false,
  showClose = true,
  size = 'md',
  className,
  children,
  ...rest
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-2xl focus:outline-none',
          'data-[state=open]:animate-dialog-in',
          widths[size],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <div className={cn('mb-4 flex flex-col gap-1.5 pr-8', hideTitle && 'sr-only')}>
          <DialogPrimitive.Title className="text-lg font-semibold leading-tight text-foreground">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
          ) : null}
        </div>
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            className="absolute right-4 top-4 rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...rest} />;
}
