/** The boundary violations found under `srcDir` (apps/server/src or a copy of its layout), one line each. */
export function checkServerBoundaries(srcDir: string): string[];
