/** The notifications feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { NotificationBell } from './components/notification-bell.tsx';
