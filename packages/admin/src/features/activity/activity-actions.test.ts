import { ACTIVITY_ACTION_IDS, ACTIVITY_ACTIONS, type ActivityAction } from "@app/contract";
import { describe, expect, it } from "vitest";
import { actionGroups } from "./activity-actions.ts";

describe("actionGroups", () => {
  it("lists every action once, with its label", () => {
    const listed = actionGroups().flatMap((g) => g.actions);
    expect(listed.map((a) => a.id).sort()).toEqual([...ACTIVITY_ACTION_IDS].sort());
    for (const { id, label } of listed) expect(label).toBe(ACTIVITY_ACTIONS[id]);
  });

  it("groups by kind and keeps an unknown kind under Other", () => {
    const unknown = "webhook.sent" as ActivityAction;
    const groups = actionGroups(["content.saved", "login.failure", "bulk.undone", unknown]);
    expect(groups.map((g) => [g.label, g.actions.map((a) => a.id)])).toEqual([
      ["Sign-in", ["login.failure"]],
      ["Content", ["content.saved"]],
      ["Images", ["bulk.undone"]],
      ["Other", [unknown]],
    ]);
  });
});
