import { describe, expect, it } from "vitest";
import { throttleGroup } from "./client-address.ts";

describe("throttleGroup", () => {
  it.each([
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:DB8:0001:0002:ffff::", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::7]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
    ["203.0.113.9", "203.0.113.9"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, group) => {
    expect(throttleGroup(address)).toBe(group);
  });
});
