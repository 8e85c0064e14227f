import { accountMessages, apiErrorMessages } from "@app/contract";
import { ApiRequestError } from "@app/contract/api-error";
import { describe, expect, it } from "vitest";
import { isReauthRequired, proofBody } from "./step-up.ts";

const answer = (status: number, error: string) =>
  new ApiRequestError(status, JSON.stringify({ error }), "");

describe("isReauthRequired", () => {
  it("is the server's 403 asking to confirm it's you", () => {
    expect(isReauthRequired(answer(403, accountMessages.reauthRequired))).toBe(true);
  });

  it("is no other refusal", () => {
    expect(isReauthRequired(answer(403, apiErrorMessages.badOrigin))).toBe(false);
    expect(isReauthRequired(answer(400, accountMessages.reauthRequired))).toBe(false);
    expect(isReauthRequired(new Error(accountMessages.reauthRequired))).toBe(false);
  });
});

describe("proofBody", () => {
  it("sends no body without a proof, and the proof as JSON with one", () => {
    expect(proofBody(undefined)).toBeUndefined();
    const sent = proofBody({ password: "secret", code: "123456" });
    expect(JSON.parse(String(sent?.init.body))).toEqual({ password: "secret", code: "123456" });
    expect(sent?.init.headers).toEqual({ "Content-Type": "application/json" });
  });
});
