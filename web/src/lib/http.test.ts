import { describe, expect, it } from "vitest";
import { FormRejectedError, failureText, HttpError } from "./http.ts";

describe("HttpError", () => {
  it("reads `status: body` and keeps the server's error text and fields", () => {
    const body = JSON.stringify({
      error: "Please check the highlighted fields.",
      fields: { name: "Too short" },
    });
    const error = new HttpError(400, "Bad Request", body);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.serverError).toBe("Please check the highlighted fields.");
    expect(error.fields).toEqual({ name: "Too short" });
  });

  it("falls back to the status text for an empty body", () => {
    const error = new HttpError(502, "Bad Gateway", "");
    expect(error.message).toBe("502: Bad Gateway");
    expect(error.serverError).toBeUndefined();
  });
});

describe("failureText", () => {
  it("shows the server's error text when there is one, else the default", () => {
    expect(failureText(new HttpError(500, "x", '{"error":"Database down"}'), "Default")).toBe(
      "Database down",
    );
    expect(failureText(new HttpError(500, "x", "<html>oops</html>"), "Default")).toBe("Default");
    expect(failureText(new FormRejectedError("Failed to send quote request"), "Default")).toBe(
      "Failed to send quote request",
    );
    expect(failureText(new TypeError("Failed to fetch"), "Default")).toBe("Default");
  });
});
