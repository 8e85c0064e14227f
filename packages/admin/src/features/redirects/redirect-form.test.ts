import type { Redirect } from "@app/contract";
import { describe, expect, it } from "vitest";
import { fieldRefusals, redirectChanges, redirectFormValues } from "./redirect-form.ts";

const REDIRECT: Redirect = {
  id: "12",
  from: "/old-gots",
  to: "/certifications/gots",
  status: 302,
  kind: "manual",
  hits: 4,
  lastHitAt: null,
};

describe("the redirect form", () => {
  it("starts from the redirect changed, or a new one with the old address given", () => {
    expect(redirectFormValues(REDIRECT)).toEqual({
      from: "/old-gots",
      to: "/certifications/gots",
      status: 302,
    });
    expect(redirectFormValues(undefined, "/km/old")).toEqual({
      from: "/km/old",
      to: "",
      status: 301,
    });
    expect(redirectFormValues()).toEqual({ from: "", to: "", status: 301 });
  });

  it("sends only what changed", () => {
    const before = redirectFormValues(REDIRECT);
    expect(redirectChanges(before, { ...before })).toEqual({});
    expect(redirectChanges(before, { ...before, status: 301 })).toEqual({ status: 301 });
    expect(redirectChanges(before, { ...before, to: "/about", from: "/older" })).toEqual({
      from: "/older",
      to: "/about",
    });
  });

  it("puts the server's words under their fields and keeps the rest for above the buttons", () => {
    expect(fieldRefusals({})).toEqual({ byField: [], rest: false });
    expect(fieldRefusals({ to: "A circle", from: "Taken" })).toEqual({
      byField: [
        ["to", "A circle"],
        ["from", "Taken"],
      ],
      rest: false,
    });
    expect(fieldRefusals({ status: "Choose", other: "?" })).toEqual({
      byField: [["status", "Choose"]],
      rest: true,
    });
  });
});
