import { createHash } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { join, resolve } from "node:path";

/**
 * Embedded PGlite must have one process at a time on its data folder; a second one would
 * corrupt it. The lock is a Unix socket bound in the folder (a named pipe on Windows):
 * binding is atomic, and only a live process can accept a connection on it, so a lock
 * left by a crashed process is recognised as stale and taken over.
 */
export async function lockDataDir(dataDir: string, holder: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  const guard = `${path}.takeover`;
  const limit = process.platform === "darwin" ? 103 : 107;
  if (process.platform !== "win32" && Buffer.byteLength(guard) > limit) {
    throw new Error(
      `The data folder path ${dataDir} is too long for its lock socket (${guard}: Unix sockets allow at most ${limit} bytes). Use a shorter DATA_DIR.`,
    );
  }
  const answer = `${JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() })}\n`;

  // Each pass takes the lock, refuses because a live holder answers, or meets a holder that
  // is closing, a takeover in progress (the guard is held for ~50 ms) or a stale guard, and
  // tries again. A crashed holder costs one extra pass: the bound only stops a pathological
  // loop (~2 s of passes).
  for (let attempt = 0; attempt < 100; attempt++) {
    const server = await bind(path, answer);
    if (server) return lockTaken(dataDir, server);
    const owner = await ask(path);
    if (owner.state === "live") throw inUse(dataDir, owner.said);
    // A named pipe vanishes with its process, so on Windows it was just being closed.
    if (owner.state === "closing" || process.platform === "win32") {
      await sleep(20);
      continue;
    }
    // Stale: only the holder of the guard may unlink and rebind it, or two processes could
    // each unlink the other's fresh socket.
    const guardServer = await bind(guard, answer);
    if (!guardServer) {
      // A stale guard means a taker crashed mid-takeover.
      if (await isStale(guard)) rmSync(guard, { force: true });
      else await sleep(20);
      continue;
    }
    try {
      if (await isStale(path)) {
        rmSync(path, { force: true });
        const taken = await bind(path, answer);
        if (taken) return lockTaken(dataDir, taken);
      }
    } finally {
      await close(guardServer);
    }
  }
  throw new Error(`Could not take the lock on the embedded database in ${dataDir}. Try again.`);
}

function lockPath(dataDir: string): string {
  if (process.platform !== "win32") return join(dataDir, ".lock");
  const hash = createHash("sha256").update(resolve(dataDir).toLowerCase()).digest("hex");
  return `\\\\.\\pipe\\pglite-lock-${hash.slice(0, 32)}`;
}

function lockTaken(dataDir: string, server: Server): () => Promise<void> {
  // Left by older versions, which locked with a pid file.
  rmSync(join(dataDir, "pglite.lock"), { force: true });
  let released: Promise<void> | undefined;
  // Closing a bound Unix socket also unlinks its file (libuv); unlinking again afterwards
  // could delete the socket of the next holder.
  return () => {
    released ??= close(server);
    return released;
  };
}

/** Listens on `path`, answering each connection with `answer`; undefined if the path is taken. */
function bind(path: string, answer: string): Promise<Server | undefined> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer((socket) => {
      socket.on("error", () => {});
      socket.setTimeout(1000, () => socket.destroy());
      socket.end(answer);
    });
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolvePromise(undefined);
      else reject(error);
    });
    server.listen(path, () => {
      server.on("error", () => {});
      server.unref();
      resolvePromise(server);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolvePromise) => server.close(() => resolvePromise()));
}

interface Holder {
  pid?: number;
  holder?: string;
  since?: string;
}

type Answer = { state: "live"; said?: Holder } | { state: "stale" } | { state: "closing" };

/** A socket between its bind and its listen refuses too, so refused twice a moment apart. */
async function isStale(path: string): Promise<boolean> {
  if ((await ask(path)).state !== "stale") return false;
  await sleep(50);
  return (await ask(path)).state === "stale";
}

/** Whether a live process accepts connections on `path`, and what it said about itself. */
function ask(path: string): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection(path);
    let text = "";
    const done = (answer: Answer) => {
      clearTimeout(timer);
      socket.destroy();
      resolvePromise(answer);
    };
    const timer = setTimeout(() => done({ state: "live" }), 1000);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("\n")) done({ state: "live", said: parseHolder(text) });
    });
    socket.on("end", () =>
      done(text ? { state: "live", said: parseHolder(text) } : { state: "closing" }),
    );
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") done({ state: "stale" });
      else if (error.code === "ECONNRESET" || error.code === "EPIPE") done({ state: "closing" });
      else {
        clearTimeout(timer);
        reject(new Error(`Could not check the lock ${path}: ${error.message}`));
      }
    });
  });
}

function parseHolder(text: string): Holder | undefined {
  try {
    return JSON.parse(text.split("\n")[0]!);
  } catch {
    return undefined;
  }
}

function inUse(dataDir: string, said: Holder | undefined): Error {
  const who = said?.holder
    ? `${said.holder} (pid ${said.pid}, since ${said.since})`
    : "another process (it did not say which)";
  return new Error(`The embedded database in ${dataDir} is in use by ${who}. Stop it first.`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolvePromise) => setTimeout(resolvePromise, ms));
}
