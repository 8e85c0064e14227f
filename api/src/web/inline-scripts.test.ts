import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptSources } from "./inline-scripts.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script sources", () => {
  it("allows each inline script that runs by the hash of its exact text", () => {
    const boot = 'var e=1;import(`/assets/index-A1.js`);document.querySelector(`meta[name="x"]`)';
    const classic = "\n  console.log(1)\n";
    const html = `<head><script type="module">${boot}</script></head><body><script>${classic}</script></body>`;
    expect(inlineScriptSources(html)).toEqual([sha256(boot), sha256(classic)]);
  });

  it("leaves out scripts loaded by address and data that never runs", () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json">{"a":1}</script>',
    ].join("\n");
    expect(inlineScriptSources(html)).toEqual([]);
  });
});
