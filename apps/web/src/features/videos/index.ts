/** The videos feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { addVideoToPlan, saveVideo } from './api/add-video-to-plan.ts';
// Loaded when first opened (components/ui/lazy-when-open.tsx): the pages that offer it paint without it.
export { AddVideoDialog } from './components/lazy-dialogs.ts';
