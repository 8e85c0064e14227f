import { describe, expect, it } from "vitest";
import {
  ApiRequestError,
  errorDescription,
  errorFields,
  errorText,
  isApiError,
  responseError,
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
      new Response(body, { status: 400, statusText: "Bad Request" }),
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.status).toBe(400);
    expect(errorFields(error)).toEqual({ "content.title": "Title is required" });
    expect(isApiError(error, 400)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
  });

  it("uses the status text for an empty body", async () => {
    const error = await responseError(
      new Response(null, { status: 503, statusText: "Service Unavailable" }),
    );
    expect(error.message).toBe("503: Service Unavailable");
  });
});

describe("errorDescription", () => {
  it("shows the API's own message when it sent one", () => {
    const error = new ApiRequestError(
      401,
      '{"error":"Invalid credentials. Please try again."}',
      "Unauthorized",
    );
    expect(errorDescription(error, "fallback")).toBe("Invalid credentials. Please try again.");
  });

  it("shows the rule's text for other failed answers", () => {
    expect(
      errorDescription(new ApiRequestError(500, "boom", "Internal Server Error"), "fallback"),
    ).toBe("500: boom");
    expect(
      errorDescription(new ApiRequestError(502, "<html>proxy</html>", "Bad Gateway"), "x"),
    ).toBe("502: Bad Gateway");
  });

  it("shows the spec's fallback when nothing was answered", () => {
    expect(errorDescription(new TypeError("Failed to fetch"), "Failed to update content.")).toBe(
      "Failed to update content.",
    );
  });
});
