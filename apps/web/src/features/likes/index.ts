/** The likes feature's public face (see `features/plans/index.ts`). It reads no queries of its own, so it has no keys. */
export { LikeButton, LikeCount } from './components/like-button.tsx';
