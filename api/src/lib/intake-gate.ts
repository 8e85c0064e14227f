/**
 * Bounds how many large bodies are read and checked at once: `at once` run, `waiting` more wait
 * their turn in order, and past that `enter` answers false at once (the caller answers 503).
 * Public routes that take files use it, so a crowd of uploads costs a bounded amount of memory
 * instead of all of it.
 */
export interface IntakeGate {
  /** Waits for a turn; false when the line is full. Call `leave` after a true. */
  enter(): Promise<boolean>;
  leave(): void;
}

export function createIntakeGate({
  atOnce,
  waiting,
}: {
  atOnce: number;
  waiting: number;
}): IntakeGate {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    enter() {
      if (running < atOnce) {
        running++;
        return Promise.resolve(true);
      }
      if (line.length >= waiting) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => line.push(() => resolve(true)));
    },
    leave() {
      const next = line.shift();
      // The turn passes straight to the next in line: running stays as it is.
      if (next) next();
      else running--;
    },
  };
}
