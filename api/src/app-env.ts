import type { Database } from "./db/database.ts";
import type { ChangeFeed } from "./lib/change-feed.ts";
import type { Logger } from "./lib/logger.ts";

export interface AppConfig {
  /** Origins besides the server's own that may send state-changing requests. */
  allowedOrigins: string[];
  /** Take client address and protocol from X-Forwarded-* (only behind your own proxy). */
  trustProxy: boolean;
  /** Quote/contact posts per client address per window. */
  formRateLimit: { max: number; windowMs: number };
  /** Built public site (client assets + server renderer); absent when only the API runs. */
  webDist?: string;
}

/** Everything a route needs, built once per process (or per test). */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  logger: Logger;
  changes: ChangeFeed;
}

export interface AdminIdentity {
  id: string;
  email: string;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    admin: AdminIdentity;
    sessionId: string;
  };
};
