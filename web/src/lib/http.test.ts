import { ApiRequestError, errorFields } from "@app/contract/api-error";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormRejectedError, failureText, getJson, postForm } from "./http.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const answering = (response: Response) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );

describe("a failed call", () => {
  it("throws the shared API error: `status: body`, with the server's error text and fields", async () => {
    const body = JSON.stringify({
      error: "Please check the highlighted fields.",
      fields: { name: "Too short" },
    });
    answering(new Response(body, { status: 400, statusText: "Bad Request" }));
    const error = await postForm("/api/contact", {}, "Failed").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(`400: ${body}`);
    expect(errorFields(error)).toEqual({ name: "Too short" });
    expect(failureText(error, "Default")).toBe("Please check the highlighted fields.");
  });

  it("falls back to the status text for an empty body", async () => {
    answering(new Response(null, { status: 502, statusText: "Bad Gateway" }));
    await expect(getJson("/api/page-data")).rejects.toMatchObject({
      status: 502,
      message: "502: Bad Gateway",
    });
  });

  it("says `success: false` as FormRejectedError", async () => {
    answering(Response.json({ success: false }));
    await expect(postForm("/api/quote", {}, "Failed to send")).rejects.toEqual(
      new FormRejectedError("Failed to send"),
    );
  });
});

describe("failureText", () => {
  it("shows the server's error text when there is one, else the default", () => {
    expect(failureText(new ApiRequestError(500, '{"error":"Database down"}', "x"), "Default")).toBe(
      "Database down",
    );
    expect(failureText(new ApiRequestError(500, "<html>oops</html>", "x"), "Default")).toBe(
      "Default",
    );
    expect(failureText(new FormRejectedError("Failed to send quote request"), "Default")).toBe(
      "Failed to send quote request",
    );
    expect(failureText(new TypeError("Failed to fetch"), "Default")).toBe("Default");
  });
});
