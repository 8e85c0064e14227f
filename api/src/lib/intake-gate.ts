/**
 * Bounds how many large bodies are read and checked at once: `atOnce` run, `waiting` more wait
 * their turn in order (each at most `maxWaitMs`, and no longer than its client stays), and one
 * client (an address) holds or waits for one turn at most. Public routes that take files use
 * it, so a crowd of uploads costs a bounded amount of memory, and one client cannot take every
 * turn.
 */
export interface IntakeGate {
  /**
   * A turn for `client`: true once in (call `leave` after), false when the line is full, the
   * client already has a turn or a place in line, the wait ran out or `signal` aborted.
   */
  enter(client: string, signal?: AbortSignal): Promise<boolean>;
  leave(client: string): void;
}

interface Waiter {
  client: string;
  admit(): void;
  refuse(): void;
}

export function createIntakeGate({
  atOnce,
  waiting,
  maxWaitMs,
}: {
  atOnce: number;
  waiting: number;
  maxWaitMs: number;
}): IntakeGate {
  let running = 0;
  const clients = new Set<string>();
  const line: Waiter[] = [];

  const wait = (client: string, signal: AbortSignal | undefined) =>
    new Promise<boolean>((resolve) => {
      const done = (entered: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", giveUp);
        const at = line.indexOf(waiter);
        if (at >= 0) line.splice(at, 1);
        if (!entered) clients.delete(client);
        resolve(entered);
      };
      const giveUp = () => done(false);
      const waiter: Waiter = { client, admit: () => done(true), refuse: giveUp };
      const timer = setTimeout(giveUp, maxWaitMs);
      signal?.addEventListener("abort", giveUp, { once: true });
      line.push(waiter);
    });

  return {
    enter(client, signal) {
      if (clients.has(client) || signal?.aborted) return Promise.resolve(false);
      if (running < atOnce) {
        running++;
        clients.add(client);
        return Promise.resolve(true);
      }
      if (line.length >= waiting) return Promise.resolve(false);
      clients.add(client);
      return wait(client, signal);
    },
    leave(client) {
      clients.delete(client);
      // The turn passes straight to the next in line: running stays as it is.
      const next = line[0];
      if (next) next.admit();
      else running--;
    },
  };
}
