/** The insights feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { DIFFICULTY_HUB_TAB, PATHS_HUB_TAB } from './components/hub-tabs.tsx';
export { RateDifficultyButton, RateDifficultyDialog } from './components/rate-difficulty-dialog.tsx';
