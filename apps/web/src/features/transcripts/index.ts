/**
 * The transcripts feature's public face: the 'Transcript' section beside the player's notes (its
 * panel loads when opened) and the marking of searched words, shared with the top bar's moments.
 * Query keys: `./keys.ts`.
 */
export { TranscriptSection, type TranscriptSectionHandle } from './components/transcript-section.tsx';
export { MarkedText } from './components/marked-text.tsx';
