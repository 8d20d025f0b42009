import { lazyWhenOpen } from '../../../components/ui/lazy-when-open.tsx';
import type { AddVideoDialogProps } from './add-video-dialog.tsx';

/** The add-video dialog, loaded (with radix) when first opened and rendered only while open. */
export const AddVideoDialog = lazyWhenOpen<AddVideoDialogProps>(
  () => import('./add-video-dialog.tsx').then((m) => m.AddVideoDialog),
  (props) => props.open,
);
