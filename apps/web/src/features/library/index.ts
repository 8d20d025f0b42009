/** The library feature's public face (see `features/plans/index.ts`): the Learning Hub's Library and Common Playlist tabs. Query keys: `./keys.ts`. */
export { COMMON_PLAYLIST_HUB_TAB } from './components/common-playlist-tab.tsx';
export { LIBRARY_HUB_TAB } from './components/library-tab.tsx';
