import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env.ts";
import { hasUnsafePathCharacter } from "../lib/unsafe-path.ts";
import { notFoundHandler } from "./error-handler.ts";

/**
 * An API path holding a control character or a backslash names nothing (no section, file or
 * id has one): not found, before any route reads it (PostgreSQL would refuse a NUL with 500).
 */
export const refuseUnsafeApiPaths: MiddlewareHandler<AppEnv> = async (c, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return notFoundHandler(c);
  }
  if (hasUnsafePathCharacter(decoded)) return notFoundHandler(c);
  await next();
};
