import { type ActivityAction, type ActivityEntry, ActivityPageSchema } from "@app/contract";
import { expect } from "vitest";
import { TEST_ADMIN, type TestServer } from "./test-server.ts";

/** The log's entries whose action starts with one of the prefixes, oldest first. */
export async function loggedActivity(
  server: TestServer,
  cookie: string,
  prefixes: readonly string[] = [""],
): Promise<ActivityEntry[]> {
  const res = await server.request("/api/admin/activity?limit=200", { cookie });
  expect(res.status).toBe(200);
  return ActivityPageSchema.parse(await res.json())
    .items.filter((entry) => prefixes.some((prefix) => entry.action.startsWith(prefix)))
    .reverse();
}

/** An entry as TEST_ADMIN's requests from this machine record it (the id and time aside). */
export const adminEntry = (
  userAgent: string,
  action: ActivityAction,
  target: string | null,
  detail: string | null,
) => ({ actor: TEST_ADMIN.email, action, target, detail, ip: "127.0.0.1", userAgent });
