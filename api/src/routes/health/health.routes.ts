import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../app-env.ts";

export const healthRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get("/health", async (c) => {
    c.header("Cache-Control", "no-store");
    return (await database.ping())
      ? c.json({ status: "ok" as const }, 200)
      : c.json({ status: "unavailable" as const, error: "Database unavailable" }, 503);
  });
