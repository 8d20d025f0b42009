/** The folders whose every entry the code map must name: the section heading and the folder. */
export const MAPPED_FOLDERS: readonly { heading: string; dir: string }[];
/** The names in the first column of the table under `heading`, or null when there is no such section. */
export function namesUnder(markdown: string, heading: string): string[] | null;
/** Every disagreement between ARCHITECTURE.md's code map and the folders under `root`, one line each. */
export function checkCodeMap(root: string): string[];
