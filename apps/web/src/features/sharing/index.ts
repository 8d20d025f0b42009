/** The sharing feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { ShareButton } from './components/share-button.tsx';
export { SharedGroupScreen } from './components/shared-group-screen.tsx';
export { SharedPlanScreen } from './components/shared-plan-screen.tsx';
