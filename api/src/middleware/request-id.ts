import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

/** A client's own id is kept for correlation only when it looks like one. */
const CLIENT_ID_SHAPE = /^[\w.:=-]{1,128}$/;

/**
 * Every request gets an id of ours, sent back as X-Request-Id and written in log lines. A
 * client's X-Request-Id is never taken as ours (it could collide with, or impersonate,
 * another request in the logs); it is kept apart as `clientRequestId`.
 */
export const requestId = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = randomUUID();
    c.set("requestId", id);
    const theirs = c.req.header("x-request-id");
    if (theirs && CLIENT_ID_SHAPE.test(theirs)) c.set("clientRequestId", theirs);
    c.header("X-Request-Id", id);
    await next();
  });
