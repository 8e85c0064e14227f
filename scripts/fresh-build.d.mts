/** Whether the build is whole and made from the sources as they are now. */
export function buildIsFresh(root?: string): boolean;
/** Builds unless the build is whole and from these sources; answers the build's exit status. */
export function ensureFreshBuild(options?: { force?: boolean }): number;
