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

  // Each pass takes the lock, refuses because a live holder answers, or meets a takeover in
  // progress (the guard is held for a few milliseconds) or a stale guard, and tries again.
  // A crashed holder needs one extra pass, so the bound only stops a pathological loop.
  for (let attempt = 0; attempt < 50; attempt++) {
    const server = await bind(path, answer);
    if (server) return lockTaken(dataDir, server);
    const owner = await ask(path);
    if (owner.live) throw inUse(dataDir, owner.said);
    if (process.platform === "win32") {
      await sleep(20); // a pipe vanishes with its process: it was just being closed
      continue;
    }
    // Stale: only the holder of the guard may unlink and rebind it, or two processes could
    // each unlink the other's fresh socket.
    const guardServer = await bind(guard, answer);
    if (!guardServer) {
      if ((await ask(guard)).live) await sleep(20);
      else rmSync(guard, { force: true }); // a taker crashed mid-takeover
      continue;
    }
    try {
      if (!(await ask(path)).live) {
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

/** Whether a live process accepts connections on `path`, and what it said about itself. */
function ask(path: string): Promise<{ live: boolean; said?: Holder }> {
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection(path);
    let connected = false;
    let text = "";
    const done = (result: { live: boolean; said?: Holder }) => {
      clearTimeout(timer);
      socket.destroy();
      resolvePromise(result);
    };
    const timer = setTimeout(() => done({ live: true }), 1000);
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
    });
    socket.on("data", (chunk: string) => {
      text += chunk;
      if (text.includes("\n")) done({ live: true, said: parseHolder(text) });
    });
    socket.on("end", () => done({ live: true, said: parseHolder(text) }));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (connected) done({ live: true });
      else if (error.code === "ECONNREFUSED" || error.code === "ENOENT") done({ live: false });
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
