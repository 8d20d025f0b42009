/** The search feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { UniversalSearch } from './components/universal-search.tsx';
