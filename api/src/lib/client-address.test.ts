import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, throttleGroup } from "./client-address.ts";

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
    ["::ffff:cb00:7109", "203.0.113.9"],
    ["::FFFF:CB00:7109", "203.0.113.9"],
    ["[::ffff:c000:205]", "192.0.2.5"],
    ["0:0:0:0:0:ffff:c000:0205", "192.0.2.5"],
    ["0:0:0:0:0:ffff:192.0.2.5", "192.0.2.5"],
    ["::ffff:0:c000:205", "0:0:0:0::/64"],
    ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
    ["203.0.113.9", "203.0.113.9"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, group) => {
    expect(throttleGroup(address)).toBe(group);
  });
});

describe("clientAddress behind a trusted proxy", () => {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, true)));
  const forwardedAs = async (forwarded: string) =>
    (await app.request("/", { headers: { "x-forwarded-for": forwarded } })).text();

  it.each([
    ["203.0.113.5:4567", "203.0.113.5"],
    ["198.51.100.1, 203.0.113.5:4567", "203.0.113.5"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["2001:db8::1", "2001:db8::1"],
    ["::ffff:203.0.113.5", "::ffff:203.0.113.5"],
    ["203.0.113.5", "203.0.113.5"],
  ])("takes %s as %s, whatever port the proxy wrote", async (forwarded, address) => {
    expect(await forwardedAs(forwarded)).toBe(address);
  });
});
