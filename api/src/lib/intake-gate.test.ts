import { describe, expect, it } from "vitest";
import { createIntakeGate } from "./intake-gate.ts";

describe("intake gate", () => {
  it("lets `atOnce` in, lines up `waiting` more in order and turns the rest away", async () => {
    const gate = createIntakeGate({ atOnce: 2, waiting: 1 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    let thirdIn = false;
    const third = gate.enter().then((entered) => {
      thirdIn = entered;
    });
    expect(await gate.enter()).toBe(false);
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    gate.leave();
    await third;
    expect(thirdIn).toBe(true);
    // Two inside again: the next one waits, and a freed turn goes back to the pool.
    gate.leave();
    gate.leave();
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
  });
});
