import { describe, expect, it } from "vitest";
import { DropGrants } from "./drop-grants.ts";

const clock = () => {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe("DropGrants", () => {
  it("grants only paths a real drop on the same window reported", () => {
    const grants = new DropGrants();
    grants.record(1, ["/home/me/shoot", "/home/me/logo.svg"]);
    expect(grants.take(1, ["/home/me/shoot", "/etc", "/home/me"])).toEqual({
      granted: ["/home/me/shoot"],
      refused: ["/etc", "/home/me"],
    });
    // Another window cannot use a drop made on this one.
    expect(grants.take(2, ["/home/me/logo.svg"])).toEqual({
      granted: [],
      refused: ["/home/me/logo.svg"],
    });
    expect(grants.take(1, ["/home/me/logo.svg"]).granted).toEqual(["/home/me/logo.svg"]);
  });

  it("is one-time: a path is used up once taken, until it is dropped again", () => {
    const grants = new DropGrants();
    grants.record(1, ["/home/me/shoot"]);
    expect(grants.take(1, ["/home/me/shoot", "/home/me/shoot"]).granted).toEqual([
      "/home/me/shoot",
    ]);
    expect(grants.take(1, ["/home/me/shoot"])).toEqual({
      granted: [],
      refused: ["/home/me/shoot"],
    });
    grants.record(1, ["/home/me/shoot"]);
    expect(grants.take(1, ["/home/me/shoot"]).granted).toEqual(["/home/me/shoot"]);
    expect(grants.size).toBe(0);
  });

  it("matches paths exactly: no prefixes, no parent folders, no case folding", () => {
    const grants = new DropGrants();
    grants.record(1, ["/home/me/shoot"]);
    expect(
      grants.take(1, [
        "/home/me/shoot/../../../etc",
        "/home/me/shoot/",
        "/home/me/Shoot",
        "/home/me/shoot/sub",
        "/home/me",
      ]).granted,
    ).toEqual([]);
  });

  it("keeps only absolute paths", () => {
    const grants = new DropGrants();
    expect(grants.record(1, ["relative/path", "", "./x", "/abs"])).toBe(1);
    expect(grants.take(1, ["relative/path", "./x", "/abs"]).granted).toEqual(["/abs"]);
  });

  it("expires grants that were not used soon after the drop", () => {
    const time = clock();
    const grants = new DropGrants({ ttlMs: 1000, now: time.now });
    grants.record(1, ["/a", "/b"]);
    time.advance(999);
    expect(grants.take(1, ["/a"]).granted).toEqual(["/a"]);
    time.advance(1);
    expect(grants.take(1, ["/b"]).granted).toEqual([]);
    expect(grants.size).toBe(0);
  });

  it("holds a bounded number of paths, dropping the oldest", () => {
    const grants = new DropGrants({ maxPaths: 3 });
    grants.record(1, ["/1", "/2"]);
    grants.record(1, ["/3", "/4"]);
    expect(grants.size).toBe(3);
    expect(grants.take(1, ["/1", "/2", "/3", "/4"]).granted).toEqual(["/2", "/3", "/4"]);
  });

  it("forgets a closed window's grants", () => {
    const grants = new DropGrants();
    grants.record(1, ["/a"]);
    grants.record(2, ["/a"]);
    grants.forget(1);
    expect(grants.take(1, ["/a"]).granted).toEqual([]);
    expect(grants.take(2, ["/a"]).granted).toEqual(["/a"]);
  });
});
