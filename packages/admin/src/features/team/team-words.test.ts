import { describe, expect, it } from "vitest";
import { deliveryText, lastSignInText, signInWaysText, statusText } from "./team-words.ts";

const member = {
  role: "editor" as const,
  status: "active" as const,
  lastSignInAt: null,
  expiresAt: null,
  totpEnabled: false,
  passkeyCount: 0,
};

describe("the team's words", () => {
  it("says an invitation's status with the day its link stops working", () => {
    const invited = { ...member, status: "invited" as const, expiresAt: "2026-12-07T10:00:00Z" };
    expect(statusText(invited)).toMatch(/^Invited, link works until .*2026/);
    expect(lastSignInText(invited)).toBe("Not joined yet");
    expect(signInWaysText(invited)).toBe("–");
  });

  it("tells how a person signs in, in words", () => {
    expect(signInWaysText(member)).toBe("Two-step off, no passkeys");
    expect(signInWaysText({ ...member, totpEnabled: true, passkeyCount: 2 })).toBe(
      "Two-step on, 2 passkeys",
    );
    expect(lastSignInText(member)).toBe("Never");
    expect(statusText({ ...member, status: "disabled" })).toBe("Disabled");
  });

  it("says whether the link was e-mailed or must be sent by hand", () => {
    expect(deliveryText("a@b.com", true)).toContain("e-mailed to a@b.com");
    expect(deliveryText("a@b.com", false)).toContain("copy the link and send it to a@b.com");
  });
});
