/** The videos feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { addVideoToPlan, saveVideo } from './api/add-video-to-plan.ts';
export { AddVideoDialog } from './components/add-video-dialog.tsx';
