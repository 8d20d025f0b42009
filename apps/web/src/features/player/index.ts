/** The player feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { PlayerScreen, parseStartTime } from './components/player-screen.tsx';
export { OfflineProgressSync } from './components/offline-progress-sync.tsx';
