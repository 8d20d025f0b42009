/** The notes feature's public face: timestamped notes, review cards (FSRS) and the Notes tab. Query keys: `./keys.ts`. */
export { NotesPanel, type NotesPanelHandle } from './components/notes-panel.tsx';
export { NOTES_HUB_TAB } from './components/notes-tab.tsx';
export { ReviewDueBadge } from './components/review-badge.tsx';
export { ReviewScreen } from './components/review-screen.tsx';
