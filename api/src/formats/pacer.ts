import { setImmediate as nextTurn } from "node:timers/promises";

/** Longest stretch of checking work before other requests get their turn. */
const SLICE_MS = 8;

/**
 * Lets long checks share the event loop: `await pace()` between units of work gives way to
 * other requests once a slice of time has been used, and costs a clock read otherwise.
 */
export function createPacer(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}
