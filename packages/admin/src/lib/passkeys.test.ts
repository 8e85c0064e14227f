import { WebAuthnError } from "@simplewebauthn/browser";
import { describe, expect, it } from "vitest";
import { isAlreadyRegistered, isCancelledPrompt, passkeyAnswer } from "./passkeys.ts";

const domError = (name: string) =>
  Object.assign(new Error("The operation either timed out or was not allowed."), { name });

describe("passkey prompt outcomes", () => {
  it("takes a closed or refused prompt for a cancel, as the browser and the library report it", () => {
    expect(isCancelledPrompt(domError("NotAllowedError"))).toBe(true);
    expect(isCancelledPrompt(domError("AbortError"))).toBe(true);
    const wrapped = new WebAuthnError({
      message: "not allowed",
      code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY",
      cause: domError("NotAllowedError"),
    });
    expect(isCancelledPrompt(wrapped)).toBe(true);
  });

  it("keeps real failures apart", () => {
    expect(isCancelledPrompt(domError("SecurityError"))).toBe(false);
    expect(isCancelledPrompt(new Error("401: {}"))).toBe(false);
    expect(isCancelledPrompt("NotAllowedError")).toBe(false);
    expect(isAlreadyRegistered(domError("InvalidStateError"))).toBe(true);
    expect(isAlreadyRegistered(domError("NotAllowedError"))).toBe(false);
  });
});

describe("passkeyAnswer", () => {
  it("sends the response's text and lists, not the browser's numeric extras", () => {
    const answer = passkeyAnswer({
      id: "abc",
      rawId: "abc",
      type: "public-key",
      response: {
        clientDataJSON: "e30",
        attestationObject: "o2Nm",
        transports: ["internal"],
        publicKeyAlgorithm: -7,
        publicKey: undefined,
      },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: "platform",
    });
    expect(answer.response).toEqual({
      clientDataJSON: "e30",
      attestationObject: "o2Nm",
      transports: ["internal"],
    });
    expect(answer.clientExtensionResults).toEqual({ credProps: { rk: true } });
  });
});
