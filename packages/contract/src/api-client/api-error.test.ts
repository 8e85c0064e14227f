import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "../errors.ts";
import {
  ApiRequestError,
  apiErrorMessage,
  errorFields,
  errorText,
  isApiError,
  isTransientError,
  parseApiError,
  responseError,
  TRANSIENT_STATUSES,
  throwIfNotOk,
} from "./api-error.ts";

describe("the error text rule", () => {
  it("is the status, a colon, a space and the body", () => {
    expect(errorText(409, '{"error":"stale"}', "Conflict")).toBe('409: {"error":"stale"}');
  });

  it("falls back to the status text when the body is empty", () => {
    expect(errorText(502, "", "Bad Gateway")).toBe("502: Bad Gateway");
  });

  it("is the message of the error a failed response becomes", async () => {
    const body = JSON.stringify({
      error: "Please check the highlighted fields.",
      fields: { "content.title": "Title is required" },
    });
    const error = await responseError(
      new Response(body, {
        status: 400,
        statusText: "Bad Request",
        headers: { "retry-after": "3" },
      }),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(`400: ${body}`);
    expect([error.status, error.statusText, error.body]).toEqual([400, "Bad Request", body]);
    expect(error.headers?.get("retry-after")).toBe("3");
    expect(apiErrorMessage(error)).toBe("Please check the highlighted fields.");
    expect(errorFields(error)).toEqual({ "content.title": "Title is required" });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 400)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it("uses the status text for an empty body", async () => {
    const error = await responseError(
      new Response(null, { status: 503, statusText: "Service Unavailable" }),
    );
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.apiError).toBeUndefined();
  });

  it("passes a 2xx through and throws for anything else", async () => {
    const ok = new Response("{}", { status: 200 });
    await expect(throwIfNotOk(ok)).resolves.toBe(ok);
    await expect(throwIfNotOk(new Response("nope", { status: 404 }))).rejects.toMatchObject({
      name: "ApiRequestError",
      status: 404,
      message: "404: nope",
    });
  });
});

describe("the error body", () => {
  const bodies = [
    '{"error":"Not found"}',
    '  {"error":"Leading space","fields":{"a":"b"}}',
    '{"error":"Extra keys are kept out","usage":{"pages":[]}}',
    '{"error":"Bad fields","fields":{"a":1}}',
    '{"error":"Null fields","fields":null}',
    '{"error":"Array fields","fields":["a"]}',
    '{"error":7}',
    '{"message":"not ours"}',
    '["error"]',
    "null",
    '"error"',
    "{broken",
    "<html><body>502 Bad Gateway</body></html>",
    "plain text",
    "",
  ];

  it("is read as ApiErrorSchema reads it, without zod", () => {
    for (const body of bodies) {
      let expected: unknown;
      try {
        const parsed = ApiErrorSchema.safeParse(JSON.parse(body));
        expected = parsed.success ? parsed.data : undefined;
      } catch {
        expected = undefined;
      }
      expect(parseApiError(body), body).toEqual(expected);
    }
  });

  it("keeps the whole JSON for answers that say more", () => {
    const error = new ApiRequestError(
      409,
      JSON.stringify({ error: "In use", usage: { pages: ["/"] } }),
      "Conflict",
    );
    expect(error.json).toEqual({ error: "In use", usage: { pages: ["/"] } });
    expect(new ApiRequestError(502, "<html>", "Bad Gateway").json).toBeUndefined();
  });
});

describe("transient statuses", () => {
  it("are the ones worth trying again a little later", () => {
    expect([...TRANSIENT_STATUSES]).toEqual([408, 429, 502, 503, 504]);
    for (const status of [408, 429, 502, 503, 504]) {
      expect(isTransientError(new ApiRequestError(status, "", "")), String(status)).toBe(true);
    }
    for (const status of [400, 401, 403, 404, 409, 413, 415, 500]) {
      expect(isTransientError(new ApiRequestError(status, "", "")), String(status)).toBe(false);
    }
  });

  it("helpers say nothing about errors that are not answers", () => {
    const network = new TypeError("Failed to fetch");
    expect(isApiError(network)).toBe(false);
    expect(isTransientError(network)).toBe(false);
    expect(apiErrorMessage(network)).toBeUndefined();
    expect(errorFields(network)).toEqual({});
  });
});
