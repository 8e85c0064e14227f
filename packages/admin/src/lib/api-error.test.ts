import { ApiRequestError } from "@app/contract/api-error";
import { describe, expect, it } from "vitest";
import { errorDescription } from "./api-error.ts";

// The error type itself, its text rule and its body parsing are tested with it, in the contract
// (packages/contract/src/api-client/api-error.test.ts).

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
    expect(errorDescription(new ApiRequestError(404, "", ""), "x")).toBe("404: Request failed");
    const long = errorDescription(new ApiRequestError(500, "x".repeat(1000), ""), "x");
    expect(long).toHaveLength(301);
    expect(long.endsWith("…")).toBe(true);
  });

  it("shows the spec's fallback when nothing was answered", () => {
    expect(errorDescription(new TypeError("Failed to fetch"), "Failed to update content.")).toBe(
      "Failed to update content.",
    );
  });
});
