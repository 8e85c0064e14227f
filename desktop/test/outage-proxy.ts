import type { AddressInfo } from "node:net";
import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a real server that can be cut and restored at the same address:
 * while it is down, every connection is dropped at once (the way a lost network or a stopped
 * server looks to a client).
 */
export interface OutageProxy {
  url: string;
  down(): void;
  up(): void;
  /**
   * Arms a lost answer: the next request whose first line starts with `requestLine` (such as
   * "POST /api/admin/upload ") reaches the server whole, but the first bytes of its answer are
   * dropped and the proxy goes down, as when the network fails after the server has done the
   * work and before its answer arrives. Resolves when that has happened.
   */
  loseAnswerTo(requestLine: string): Promise<void>;
  /** Connections dropped while down. */
  readonly refused: number;
  close(): Promise<void>;
}

export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const { hostname, port } = new URL(target);
  let isDown = false;
  let refused = 0;
  const sockets = new Set<Socket>();
  let losing: { requestLine: string; lost: () => void } | null = null;
  /** The connection whose answer is to be lost, once its request has gone out. */
  let losingOn: Socket | null = null;
  const down = () => {
    isDown = true;
    for (const socket of sockets) socket.destroy();
  };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    if (isDown) {
      refused++;
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    client.pipe(upstream);
    client.on("data", (chunk: Buffer) => {
      if (losing && chunk.toString("latin1", 0, 200).startsWith(losing.requestLine)) {
        losingOn = upstream;
      }
    });
    upstream.on("data", (chunk: Buffer) => {
      if (losing && losingOn === upstream) {
        const { lost } = losing;
        losing = null;
        losingOn = null;
        down();
        lost();
        return;
      }
      if (!client.write(chunk)) {
        upstream.pause();
        client.once("drain", () => upstream.resume());
      }
    });
    upstream.on("end", () => client.end());
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop);
    upstream.on("error", drop);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    down,
    loseAnswerTo: (requestLine) =>
      new Promise<void>((lost) => {
        losing = { requestLine, lost };
      }),
    up() {
      isDown = false;
    },
    get refused() {
      return refused;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
