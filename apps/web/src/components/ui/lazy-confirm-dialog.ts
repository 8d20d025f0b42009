import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { lazyWhenOpen } from './lazy-when-open.tsx';

/** ConfirmDialog loaded (with radix) when first opened and rendered only while open. */
export const LazyConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(
  () => import('./confirm-dialog.tsx').then((m) => m.ConfirmDialog),
  (props) => props.open,
);
