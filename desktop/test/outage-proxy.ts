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
  /** Connections dropped while down. */
  readonly refused: number;
  close(): Promise<void>;
}

export async function startOutageProxy(target: string): Promise<OutageProxy> {
  const { hostname, port } = new URL(target);
  let isDown = false;
  let refused = 0;
  const sockets = new Set<Socket>();
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
    client.pipe(upstream).pipe(client);
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
    down() {
      isDown = true;
      for (const socket of sockets) socket.destroy();
    },
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
