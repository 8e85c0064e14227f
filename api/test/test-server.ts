import { hc } from "hono/client";
import { afterAll, beforeAll } from "vitest";
import type { AppConfig } from "../src/app-deps.ts";
import type { ApiType } from "../src/app-type.ts";
import { openDatabase } from "../src/db/database.ts";
import { createLogger, type Logger } from "../src/lib/logger.ts";
import { type RunningServer, startServer } from "../src/server.ts";
import {
  createTestDatabase,
  type DriverKind,
  endToEndDriver,
  type TestDatabase,
} from "./test-database.ts";

export { endToEndDriver };

export const TEST_ADMIN = {
  email: "admin@test.example",
  password: "lantern quietly beside the mango river",
};

/** The typed API client over the API's own routes: a renamed route fails to typecheck. */
export type TestApiClient = ReturnType<typeof hc<ApiType>>;

export interface TestServer {
  url: string;
  /** The origin to send in Origin headers: the server's own. */
  origin: string;
  running: RunningServer;
  testDb: TestDatabase;
  /** fetch against the server with our Origin on every request (a same-origin browser does). */
  request(
    path: string,
    init?: RequestInit & { json?: unknown; cookie?: string },
  ): Promise<Response>;
  /**
   * The typed API client, with our Origin and, given one, the session cookie on every call.
   * Tests call routes through it; `request` is for hostile input the types would refuse.
   */
  client(cookie?: string): TestApiClient;
  /** Logs in as TEST_ADMIN and returns the Cookie header value. */
  login(): Promise<string>;
  /** Stops this server; the database stays, so `restart()` sees the same data. */
  stop(): Promise<void>;
  restart(): Promise<TestServer>;
  /** Stops and removes the database. */
  dispose(): Promise<void>;
}

export interface TestServerOptions {
  config?: Partial<AppConfig>;
  testDb?: TestDatabase;
  /** false: start without creating or resetting TEST_ADMIN (the database brings its own). */
  bootstrapAdmin?: boolean;
  /** Where the server logs; silent unless TEST_LOG_LEVEL=debug. */
  logger?: Logger;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    allowedOrigins: [],
    trustProxy: false,
    formRateLimit: { max: 1000, windowMs: 10 * 60 * 1000 },
    // A refused body's rest arrives at once here: no test waits out the production bound.
    bodyReadThroughMs: 1000,
    // Always before the morning digest (07:00 in Phnom Penh): no test gets one unless it says so.
    digestClock: () => new Date("2026-01-01T00:00:00Z"),
    ...overrides,
  };
}

/**
 * Silent unless TEST_LOG_LEVEL=debug, but keeps the last errors it was given: a test that
 * meets a 500 it did not expect can say why.
 */
function keepingErrors(kept: string[]): Logger {
  const logger = createLogger(process.env.TEST_LOG_LEVEL === "debug" ? "debug" : "silent");
  return {
    ...logger,
    error(message, details) {
      logger.error(message, details);
      kept.push(JSON.stringify({ message, ...details }));
      if (kept.length > 5) kept.shift();
    },
  };
}

/** A real server on a free port over a fresh database of the given kind. */
export async function startTestServer(
  kind: DriverKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const testDb = options.testDb ?? (await createTestDatabase(kind, { seeded: true }));
  const errorsLogged: string[] = [];
  const running = await startServer({
    database: openDatabase(testDb.options),
    config: testConfig(options.config),
    logger: options.logger ?? keepingErrors(errorsLogged),
    port: 0,
    hostname: "127.0.0.1",
    admin: options.bootstrapAdmin === false ? undefined : TEST_ADMIN,
  });
  const url = running.url;
  const origin = new URL(url).origin;

  const request: TestServer["request"] = (path, init = {}) => {
    const { json, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (!headers.has("origin")) headers.set("origin", origin);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(new URL(path, url), {
      ...rest,
      headers,
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });
  };

  const server: TestServer = {
    url,
    origin,
    running,
    testDb,
    request,
    client: (cookie) =>
      hc<ApiType>(new URL("/api", url).toString(), {
        headers: { origin, ...(cookie && { cookie }) },
      }),
    async login() {
      const res = await server.client().admin.login.$post({ json: TEST_ADMIN });
      if (res.status !== 200) {
        const logged = errorsLogged.length ? `; the server logged: ${errorsLogged.join("\n")}` : "";
        throw new Error(`login failed: ${res.status} ${await res.text()}${logged}`);
      }
      const setCookie = res.headers.get("set-cookie") ?? "";
      return setCookie.split(";")[0]!;
    },
    stop: () => running.close(1000),
    async restart() {
      await running.close(1000);
      return startTestServer(kind, { ...options, testDb });
    },
    async dispose() {
      await running.close(1000);
      await testDb.drop();
    },
  };
  return server;
}

/** A describe block's server and admin session; its fields are set once its tests run. */
export interface ServerForTests {
  server: TestServer;
  /** The Cookie header value of a TEST_ADMIN session (unset with `login: false`). */
  cookie: string;
  /** The typed API client signed in as TEST_ADMIN (read inside tests: see `serverForTests`). */
  readonly admin: TestApiClient;
  /** The typed API client with no session: a visitor. */
  readonly visitor: TestApiClient;
}

export interface ServerForTestsOptions extends TestServerOptions {
  /** false: no session is opened before the tests (they sign in themselves, or not at all). */
  login?: boolean;
}

/**
 * A real server for a describe block, logged in as TEST_ADMIN: started before its tests,
 * stopped and its database removed after them. Read the fields inside tests (a test may
 * replace `server`, say with `server.restart()`).
 */
export function serverForTests(
  kind: DriverKind,
  { login = true, ...options }: ServerForTestsOptions = {},
): ServerForTests {
  const handle = {
    get admin() {
      return handle.server.client(handle.cookie);
    },
    get visitor() {
      return handle.server.client();
    },
  } as ServerForTests;
  beforeAll(async () => {
    handle.server = await startTestServer(kind, options);
    if (login) handle.cookie = await handle.server.login();
  });
  afterAll(async () => {
    await handle.server?.dispose();
  });
  return handle;
}
