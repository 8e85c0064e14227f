import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import { acceptedImageFormat } from "./accepted-image-format.ts";
import { ByteBoundedCache } from "./byte-bounded-cache.ts";
import type { Change } from "./change-feed.ts";
import { type DependencyKey, staleKeys } from "./change-keys.ts";
import { acceptedCodings } from "./content-coding.ts";
import { matchesEtag } from "./etag.ts";

/** Internal markers a route sets on a public GET answer; never sent to clients. */
const MARKER = "x-hot-cache";
const DEPENDENCIES = "x-hot-cache-dependencies";
/** What an entry takes besides its body: keys, header lists, the entry itself. */
const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * Marks an answer as the same for every visitor until something it was made from changes, so
 * the hot cache may replay it without running the app. Only for public GETs. `dependsOn`:
 * what it was made from (change-keys.ts), none for answers no change touches (built files).
 */
export function markHotCacheable(c: Context, dependsOn: Iterable<DependencyKey>): void {
  c.header(MARKER, "1");
  c.header(DEPENDENCIES, [...dependsOn].map(encodeURIComponent).join(" "));
}

/** Flat [name, value, ...] lists ending in the request id's slot, copied per hit. */
type RawHeaders = string[];

interface Entry {
  status: number;
  headers: RawHeaders;
  notModifiedHeaders: RawHeaders;
  etag: string | undefined;
  body: Buffer;
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
  /**
   * `budgetBytes`: what the kept answers may take (cacheBudgets). `canonical`: whether an
   * answer to this request may be stored at all; the server keeps answers to made-up hosts out
   * (decision 031), so they cannot push real pages out. Answers are kept until a change makes
   * them stale, however old (the change feed finds changes it was not told of, decision 042).
   */
  constructor(
    budgetBytes: number,
    private readonly canonical: (request: Request, env: unknown) => boolean = () => true,
  ) {
    this.entries = new ByteBoundedCache(budgetBytes);
  }

  private readonly entries: ByteBoundedCache<Entry>;
  /** Bumped on every change, so an answer computed before a change is never stored after it. */
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
      const dependencies = (response.headers.get(DEPENDENCIES) ?? "")
        .split(" ")
        .filter(Boolean)
        .map(decodeURIComponent);
      const headers = new Headers(response.headers);
      headers.delete(MARKER);
      headers.delete(DEPENDENCIES);
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
        this.store(key, response.status, headers, body, dependencies);
      }
      return new Response(body, { status: response.status, headers });
    };
  }

  /** Drops everything (notifications may have been lost; tests start over). */
  clear(): void {
    this.drop({ kind: "everything" });
  }

  /** Drops what a change makes stale: everything only when notifications may have been lost. */
  drop(change: Change): void {
    this.generation++;
    this.entries.drop(change.kind === "everything" ? undefined : staleKeys(change));
  }

  get size(): number {
    return this.entries.size;
  }

  private store(
    key: string,
    status: number,
    headers: Headers,
    body: Buffer,
    dependencies: readonly DependencyKey[],
  ) {
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
    const entry: Entry = {
      status,
      headers: full,
      notModifiedHeaders: notModified,
      etag: headers.get("etag") ?? undefined,
      body,
    };
    this.entries.set(key, entry, body.byteLength + ENTRY_OVERHEAD_BYTES, dependencies);
  }
}
