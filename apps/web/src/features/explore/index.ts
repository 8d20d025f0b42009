/** The explore feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { ExploreScreen } from './components/explore-screen.tsx';
