import { describe, expect, it } from "vitest";
import { createIntakeGate } from "./intake-gate.ts";

describe("intake gate", () => {
  it("lets `atOnce` in, lines up `waiting` more in order and turns the rest away", async () => {
    const gate = createIntakeGate({ atOnce: 2, waiting: 1, maxWaitMs: 60_000 });
    expect(await gate.enter("a")).toBe(true);
    expect(await gate.enter("b")).toBe(true);
    let cIn = false;
    const c = gate.enter("c").then((entered) => {
      cIn = entered;
    });
    expect(await gate.enter("d")).toBe(false);
    await Promise.resolve();
    expect(cIn).toBe(false);
    gate.leave("a");
    await c;
    expect(cIn).toBe(true);
    gate.leave("b");
    gate.leave("c");
    expect(await gate.enter("e")).toBe(true);
    expect(await gate.enter("f")).toBe(true);
  });

  it("gives one client one turn at most, inside or in line", async () => {
    const gate = createIntakeGate({ atOnce: 1, waiting: 5, maxWaitMs: 60_000 });
    expect(await gate.enter("a")).toBe(true);
    expect(await gate.enter("a")).toBe(false);
    const b = gate.enter("b");
    expect(await gate.enter("b")).toBe(false);
    gate.leave("a");
    expect(await b).toBe(true);
    // Once out, the client may line up again.
    const again = gate.enter("a");
    gate.leave("b");
    expect(await again).toBe(true);
  });

  it("lets a waiter go when its wait runs out or its client leaves, keeping its place for no one", async () => {
    const gate = createIntakeGate({ atOnce: 1, waiting: 2, maxWaitMs: 30 });
    expect(await gate.enter("a")).toBe(true);
    expect(await gate.enter("slow")).toBe(false);
    const gone = new AbortController();
    const b = gate.enter("b", gone.signal);
    const c = gate.enter("c");
    gone.abort();
    expect(await b).toBe(false);
    gate.leave("a");
    expect(await c).toBe(true);
    // The client that gave up may come back.
    gate.leave("c");
    expect(await gate.enter("b")).toBe(true);
  });
});
