import { lazyWhenOpen } from '../../../components/ui/lazy-when-open.tsx';
import type { MoveVideoDialogProps } from './move-video-dialog.tsx';
import type { RequestModificationDialogProps } from './request-modification-dialog.tsx';

/** The plan page's dialogs, each loaded (with radix) when first opened and rendered only while open. */
export const MoveVideoDialog = lazyWhenOpen<MoveVideoDialogProps>(
  () => import('./move-video-dialog.tsx').then((m) => m.MoveVideoDialog),
  (props) => props.entry !== null,
);

export const RequestModificationDialog = lazyWhenOpen<RequestModificationDialogProps>(
  () => import('./request-modification-dialog.tsx').then((m) => m.RequestModificationDialog),
  (props) => props.open && props.plan !== null,
);
