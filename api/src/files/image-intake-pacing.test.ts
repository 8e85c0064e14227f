import { MAX_SVG_ATTRIBUTES, MAX_SVG_ELEMENTS, MAX_UPLOAD_BYTES } from "@app/contract";
import { describe, expect, it } from "vitest";
import { hasMainThreadCpuClock, longestHoldMs } from "../../test/main-thread-cpu.ts";
import { manyAttributes, nestedSvg, wideSvg } from "../../test/svg-attacks.ts";
import { svgText } from "../../test/test-images.ts";
import { HttpError } from "../lib/http-error.ts";
import { prepareUpload } from "./image-intake.ts";

/** Just under the upload limit: `unit` repeated inside `<svg>...</svg>` up to about 5 MB. */
const filled = (before: string, unit: string, after: string) =>
  svgText(`${before}${unit.repeat(Math.floor((MAX_UPLOAD_BYTES - 200) / unit.length))}${after}`);

/** The heaviest SVGs we could think of, each near 5 MB or at a limit, and what becomes of them. */
const HEAVY_SVGS: [string, string, "stored" | 415][] = [
  ["nested 30,000 deep (210 KB)", nestedSvg(30_000), 415],
  ["nested 300,000 deep (2.1 MB)", nestedSvg(300_000), 415],
  ["MAX_SVG_ELEMENTS side by side", wideSvg(MAX_SVG_ELEMENTS), "stored"],
  ["1.3 million empty elements (5 MB)", wideSvg(1_300_000), 415],
  [
    "elements of many attributes, with long styles",
    filled("", `<rect ${manyAttributes(40)} style="fill:url(#g);stroke:red"/>`, ""),
    "stored",
  ],
  [
    // 350 x 1,000 x 255 lookups: refused at MAX_SVG_NAMESPACE_LOOKUPS.
    "prefixed attributes resolved through 255 open ancestors",
    svgText(
      `${"<g>".repeat(254)}${`<g ${manyAttributes(MAX_SVG_ATTRIBUTES).replaceAll("data-", "x:")}/>`.repeat(350)}${"</g>".repeat(254)}`,
      'xmlns:x="urn:x" width="40" height="20"',
    ),
    415,
  ],
  ["one text of 5 MB of escapes", filled("<text>", "&amp;&lt;", "</text>"), "stored"],
  ["one path of 5 MB", filled('<path d="', "M1 2L3 4 ", '"/>'), "stored"],
  ["a stylesheet of 5 MB", filled("<style>", ".a{fill:url(#g)}", "</style>"), "stored"],
];

describe.skipIf(!hasMainThreadCpuClock)("checking a 5 MB SVG", () => {
  it.each(HEAVY_SVGS)(
    "%s: never holds the event loop for long",
    async (_label, svg, outcome) => {
      const upload = new File([svg], "heavy.svg", { type: "image/svg+xml" });
      expect(upload.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
      const { result, worstMs } = await longestHoldMs(() =>
        prepareUpload(upload).then(
          () => "stored" as const,
          (error: unknown) => (error instanceof HttpError ? error.status : error),
        ),
      );
      expect(result).toBe(outcome);
      // The aim is about 100 ms, as for PDFs. Measured 18-92 ms of main-thread CPU on a 2-core
      // VM under a load of 2 to 10; each whole-file step (decoding, encoding, hashing 5 MB) takes
      // 20-40 ms of it. The bound leaves room for that noise and still fails a parse that is not
      // paced (0.4-1.5 s for these files) or not linear (6.4 s for 30,000 levels, 300,000 never
      // ending).
      expect(worstMs).toBeLessThan(250);
    },
    60_000,
  );
});
