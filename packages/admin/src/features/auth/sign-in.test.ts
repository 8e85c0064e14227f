import { accountMessages, apiErrorMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-error.ts";
import { retryHint, signInFailureText, totpRequiredMessage } from "./sign-in.ts";

const answer = (status: number, body: unknown, headers?: HeadersInit) =>
  new ApiRequestError(status, JSON.stringify(body), "", new Headers(headers));

describe("sign-in answers", () => {
  it("tells the second step from a refused password", () => {
    const step = answer(401, { error: accountMessages.totpRequired, totpRequired: true });
    expect(totpRequiredMessage(step)).toBe(accountMessages.totpRequired);
    const wrongCode = answer(401, { error: accountMessages.invalidCode, totpRequired: true });
    expect(totpRequiredMessage(wrongCode)).toBe(accountMessages.invalidCode);
    expect(totpRequiredMessage(answer(401, { error: apiErrorMessages.invalidCredentials }))).toBe(
      undefined,
    );
    expect(totpRequiredMessage(new ApiRequestError(401, "<html>", "Unauthorized"))).toBe(undefined);
    expect(totpRequiredMessage(answer(400, { error: "x", totpRequired: true }))).toBe(undefined);
    expect(totpRequiredMessage(new Error("offline"))).toBe(undefined);
  });

  it("says when a throttled sign-in may try again", () => {
    expect(retryHint(answer(429, { error: "Too many" }, { "retry-after": "30" }))).toBe(
      "Try again in a minute.",
    );
    expect(retryHint(answer(429, { error: "Too many" }, { "retry-after": "700" }))).toBe(
      "Try again in 12 minutes.",
    );
    expect(retryHint(answer(429, { error: "Too many" }))).toBe(undefined);
    expect(
      signInFailureText(answer(429, { error: "Too many tries." }, { "retry-after": "90" })),
    ).toBe("Too many tries. Try again in 2 minutes.");
  });
});
