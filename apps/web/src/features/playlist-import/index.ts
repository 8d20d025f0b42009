/** The playlist-import feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { ImportPlaylistDialog } from './components/import-playlist-dialog.tsx';
