/**
 * Serves the built renderer over HTTP with the very handler the app registers for app://
 * (createAppRequestHandler: the renderer's files with their CSP, /api and /images forwarded
 * with the server's own origin and a cookie jar in "main"), so Chromium runs the real page
 * against the real API the way the Electron window does. Only the transport differs: a
 * loopback HTTP port instead of the app:// scheme.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createForwarder } from "../src/main/api-forwarder.ts";
import { createAppRequestHandler } from "../src/main/app-protocol.ts";
import { createCookieJar, fetchWithCookies } from "../src/main/cookie-jar.ts";

export interface ForwardedCall {
  method: string;
  path: string;
  origin: string | null;
}

export interface HarnessOptions {
  rendererRoot: string;
  serverUrl: string;
  /** Holds each upload's answer back this long, so the screen can be watched mid-batch. */
  uploadAnswerDelayMs?: number;
  /**
   * Runs around each forwarded call: a test may hold a call back, change the world before
   * it goes out (another admin's edit, an outage), or watch its answer. `forward` sends it.
   */
  intercept?(call: ForwardedCall, forward: () => Promise<Response>): Promise<Response>;
}

export interface RendererHarness {
  url: string;
  /** What reached the server: method, path and the Origin it was sent with. */
  forwarded: ForwardedCall[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toRequest(req: IncomingMessage, base: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", base), {
    method: req.method ?? "GET",
    headers,
    ...(hasBody && { body: Readable.toWeb(req) as ReadableStream, duplex: "half" }),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  Readable.fromWeb(response.body as unknown as NodeReadableStream).pipe(res);
}

export async function startRendererHarness(options: HarnessOptions): Promise<RendererHarness> {
  const jar = createCookieJar();
  const forwarded: RendererHarness["forwarded"] = [];
  const keepingCookies = fetchWithCookies(jar);
  const forward = createForwarder({
    getServerUrl: () => options.serverUrl,
    fetch: async (url, init) => {
      const headers = new Headers(init.headers);
      const call: ForwardedCall = {
        method: init.method ?? "GET",
        path: new URL(url).pathname,
        origin: headers.get("origin"),
      };
      forwarded.push(call);
      const send = () => keepingCookies(url, init);
      const response = await (options.intercept ? options.intercept(call, send) : send());
      if (options.uploadAnswerDelayMs && new URL(url).pathname === "/api/admin/upload") {
        await sleep(options.uploadAnswerDelayMs);
      }
      return response;
    },
  });
  const handle = createAppRequestHandler({ rendererRoot: options.rendererRoot, forward });
  let base = "http://127.0.0.1";
  const server = createServer((req, res) => {
    handle(toRequest(req, base))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
