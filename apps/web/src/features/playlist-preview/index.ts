/** The playlist-preview feature's public face (see `features/plans/index.ts`). Query keys: `./keys.ts`. */
export { PlaylistPreviewScreen } from './components/playlist-preview-screen.tsx';
export { previewHref, readStoredPreview, storePreview } from './lib/stored-preview.ts';
