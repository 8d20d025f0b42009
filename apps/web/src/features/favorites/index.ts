/** The favorites feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { FavoriteButton } from './components/favorite-button.tsx';
export { FAVORITES_HUB_TAB } from './components/favorites-tab.tsx';
