import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import { acceptedImageFormat } from "./accepted-image-format.ts";
import { acceptedCodings } from "./content-coding.ts";
import { matchesEtag } from "./etag.ts";

/** Internal marker a route sets on a public GET answer; never sent to clients. */
const MARKER = "x-hot-cache";
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Marks an answer as the same for every visitor until the next content or image change, so
 * the hot cache may replay it without running the app. Only for public GETs. `staleAfter`
 * (epoch ms): when what the answer was made from stops being trusted (see decision 004), so
 * a replay never outlives it.
 */
export function markHotCacheable(c: Context, staleAfter?: number): void {
  c.header(MARKER, staleAfter === undefined ? "1" : String(Math.floor(staleAfter)));
}

/** Flat [name, value, ...] lists ending in the request id's slot, copied per hit. */
type RawHeaders = string[];

interface Entry {
  status: number;
  headers: RawHeaders;
  notModifiedHeaders: RawHeaders;
  etag: string | undefined;
  body: Buffer;
  expiresAt: number;
}

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * Everything an answer may depend on: the path, the Host and, behind a trusted proxy, the
 * forwarded host and protocol (they change canonical links and HSTS), the codings the
 * client accepts in its order of preference (which picks brotli, gzip or plain bytes), and
 * the image format its Accept header picks (AVIF, WebP or neither, for image renditions). A
 * forged forwarded header therefore only ever reaches requests that send the same forged header.
 */
const keyOf = (
  host: string | undefined | null,
  forwardedHost: string | undefined | null,
  forwardedProto: string | undefined | null,
  acceptEncoding: string | undefined | null,
  accept: string | undefined | null,
  pathAndQuery: string,
) =>
  `${host ?? ""} ${forwardedHost ?? ""} ${forwardedProto ?? ""} ${acceptedCodings(acceptEncoding ?? undefined).join(",")} ${acceptedImageFormat(accept ?? undefined) ?? ""} ${pathAndQuery}`;

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(",") : value;

/**
 * Public answers replayed straight from memory by the raw Node handler, before any framework
 * work: the same status, headers and bytes the app produced, until the next change. This is
 * what lets cached reads run close to a bare node:http server.
 */
export class HotCache {
  /** maxAgeMs bounds staleness should a change notification be lost (decision 004). */
  /**
   * `canonical`: whether an answer to this request may be stored at all; the server keeps
   * answers to made-up hosts out (decision 031), so they cannot push real pages out.
   */
  constructor(
    private readonly maxAgeMs: number,
    private readonly canonical: (request: Request, env: unknown) => boolean = () => true,
  ) {}

  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped on every clear, so an answer computed before a change is never stored after it. */
  private generation = 0;

  /** Serves a hit and returns true; false means the request must go through the app. */
  tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const key = keyOf(
      req.headers.host,
      header(req.headers["x-forwarded-host"]),
      header(req.headers["x-forwarded-proto"]),
      req.headers["accept-encoding"],
      req.headers.accept,
      req.url ?? "/",
    );
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.expiresAt < Date.now()) {
      this.entries.delete(key);
      this.bytes -= entry.body.byteLength;
      return false;
    }
    const notModified = entry.etag && matchesEtag(req.headers["if-none-match"], entry.etag);
    const headers = (notModified ? entry.notModifiedHeaders : entry.headers).slice();
    headers[headers.length - 1] = randomUUID();
    res.writeHead(notModified ? 304 : entry.status, headers);
    res.end(notModified || req.method === "HEAD" ? undefined : entry.body);
    return true;
  }

  /** Wraps the app: marked GET answers are stored (the marker itself is removed). */
  wrap(fetch: Fetch): Fetch {
    return async (request, env) => {
      const generation = this.generation;
      const response = await fetch(request, env);
      const marker = response.headers.get(MARKER);
      if (marker === null) return response;
      const staleAfter = marker === "1" ? Number.POSITIVE_INFINITY : Number(marker);
      const headers = new Headers(response.headers);
      headers.delete(MARKER);
      if (
        request.method !== "GET" ||
        response.status !== 200 ||
        headers.has("set-cookie") ||
        !this.canonical(request, env)
      ) {
        return new Response(response.body, { status: response.status, headers });
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (generation === this.generation) {
        const url = new URL(request.url);
        const key = keyOf(
          request.headers.get("host"),
          request.headers.get("x-forwarded-host"),
          request.headers.get("x-forwarded-proto"),
          request.headers.get("accept-encoding"),
          request.headers.get("accept"),
          url.pathname + url.search,
        );
        this.store(key, response.status, headers, body, staleAfter);
      }
      return new Response(body, { status: response.status, headers });
    };
  }

  /** Drops everything: called on every content or image change. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, status: number, headers: Headers, body: Buffer, staleAfter: number) {
    if (body.byteLength > MAX_BYTES / 8) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.byteLength;
      this.entries.delete(key);
    }
    while (this.entries.size >= MAX_ENTRIES || this.bytes + body.byteLength > MAX_BYTES) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.bytes -= this.entries.get(oldest.value)!.body.byteLength;
      this.entries.delete(oldest.value);
    }
    const raw = (skip: (name: string) => boolean): RawHeaders => {
      const list: RawHeaders = [];
      headers.forEach((value, name) => {
        if (name !== "x-request-id" && name !== "content-length" && !skip(name))
          list.push(name, value);
      });
      return list;
    };
    const full = [
      ...raw(() => false),
      "content-length",
      String(body.byteLength),
      "x-request-id",
      "",
    ];
    const notModified = [
      ...raw((name) => name === "content-type" || name === "content-encoding"),
      "x-request-id",
      "",
    ];
    this.entries.set(key, {
      status,
      headers: full,
      notModifiedHeaders: notModified,
      etag: headers.get("etag") ?? undefined,
      body,
      expiresAt: Math.min(Date.now() + this.maxAgeMs, staleAfter),
    });
    this.bytes += body.byteLength;
  }
}
