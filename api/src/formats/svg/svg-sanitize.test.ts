import { MAX_SVG_ATTRIBUTES, MAX_SVG_DEPTH, MAX_SVG_ELEMENTS, SITE_IMAGES } from "@app/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assertInert,
  inspect,
  manyAttributesSvg,
  nestedSvg,
  SVG_ATTACKS,
  SVG_REFUSED,
  wideSvg,
  XLINK,
} from "../../../test/svg-attacks.ts";
import { svgText } from "../../../test/test-images.ts";
import { renderArtwork } from "../../db/seed/artwork/render-artwork.ts";
import { MAX_URL_REFERENCES } from "./svg-references.ts";
import {
  SvgRejectedError,
  SvgTooComplexError,
  sanitizeSvg,
  sanitizeSvgPaced,
} from "./svg-sanitize.ts";

describe("sanitizeSvg: attack corpus", () => {
  it.each(SVG_ATTACKS)("%s: nothing active survives", (_label, svg) => {
    const clean = sanitizeSvg(svg);
    assertInert(clean);
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it.each(SVG_REFUSED)("refuses %s", (_label, svg) => {
    expect(() => sanitizeSvg(svg)).toThrow(SvgRejectedError);
  });
});

describe("sanitizeSvg: what a drawing needs is kept", () => {
  it("keeps shapes, gradients, local references, text, classes and safe CSS", () => {
    const drawing = svgText(
      `<title>Chart</title><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0b2545"/></linearGradient>
      <clipPath id="c"><rect width="10" height="10"/></clipPath><symbol id="s" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></symbol></defs>
      <style>.st0{fill:#ff0000;stroke:url(#g)} /* Illustrator */</style>
      <g class="st0" transform="translate(1 2)" clip-path="url(#c)"><path d="M0 0h10v10z" fill="url(#g)" style="opacity:.5"/></g>
      <use xlink:href="#s" x="2"/><text x="1" y="9" font-family="Arial" xml:space="preserve">A &amp; B &lt; C</text>
      <image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/><a href="#s"><rect width="1" height="1"/></a>`,
      `${XLINK} width="40" height="20" viewBox="0 0 40 20"`,
    );
    const clean = sanitizeSvg(drawing);
    const { elements, attributes } = inspect(clean);
    expect(elements).toEqual([
      "svg",
      "title",
      "defs",
      "linearGradient",
      "stop",
      "clipPath",
      "rect",
      "symbol",
      "circle",
      "style",
      "g",
      "path",
      "use",
      "text",
      "image",
      "a",
      "rect",
    ]);
    const value = (element: string, name: string) =>
      attributes.find((a) => a.element === element && a.name === name)?.value;
    expect(value("svg", "viewBox")).toBe("0 0 40 20");
    expect(value("use", "href")).toBe("#s");
    expect(value("path", "fill")).toBe("url(#g)");
    expect(value("g", "clip-path")).toBe("url(#c)");
    expect(value("path", "style")).toBe("opacity:.5");
    expect(value("text", "xml:space")).toBe("preserve");
    expect(value("image", "href")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(clean).toContain(".st0{fill:#ff0000;stroke:url(#g)}");
    expect(clean).toContain("A &amp; B &lt; C");
    expect(clean).not.toContain("Illustrator");
  });

  it("puts an SVG without a namespace declaration into the SVG namespace", () => {
    expect(sanitizeSvg('<svg width="2" height="2"><rect width="2" height="2"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>',
    );
  });

  it("passes every generated site illustration through with all its elements", () => {
    for (const entry of SITE_IMAGES) {
      const original = renderArtwork(entry);
      expect(inspect(sanitizeSvg(original)).elements).toEqual(inspect(original).elements);
    }
  });
});

describe("sanitizeSvg: properties", () => {
  const attributeValue = fc.oneof(
    fc.string(),
    fc.constantFrom(
      "javascript:alert(1)",
      "url(http://x/y#z)",
      "#ok",
      "url(#ok)",
      "data:text/html,x",
    ),
  );
  const attributeName = fc.constantFrom(
    "href",
    "fill",
    "style",
    "onload",
    "onclick",
    "width",
    "class",
    "filter",
  );
  const elementName = fc.constantFrom(
    "rect",
    "script",
    "a",
    "use",
    "image",
    "foreignObject",
    "g",
    "style",
    "text",
  );

  const document = fc
    .array(fc.tuple(elementName, attributeName, attributeValue, fc.string()), { maxLength: 8 })
    .map((nodes) => {
      const escapeXml = (s: string) =>
        s
          .replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
          .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD]/g, "");
      const body = nodes
        .map(
          ([el, name, value, text]) =>
            `<${el} ${name}="${escapeXml(value)}">${escapeXml(text)}</${el}>`,
        )
        .join("");
      return svgText(body);
    });

  it("leaves nothing active, whatever the document", () => {
    fc.assert(
      fc.property(document, (svg) => {
        assertInert(sanitizeSvg(svg));
      }),
      { numRuns: 300 },
    );
  });

  it("is idempotent: sanitizing a sanitized document changes nothing", () => {
    fc.assert(
      fc.property(document, (svg) => {
        const once = sanitizeSvg(svg);
        expect(sanitizeSvg(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

/** Runs `work` and answers how long it took, in ms, with what it returned or threw. */
function timed<T>(work: () => T): { ms: number; result?: T; error?: unknown } {
  const start = performance.now();
  try {
    const result = work();
    return { ms: performance.now() - start, result };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}

// Generous bounds, so a busy CI machine cannot fail them: the refusals take 1-15 ms, and before
// the limits 30,000 levels took 6.4 s and 300,000 levels never finished.
const QUICKLY_MS = 1000;

describe("sanitizeSvg: limits that keep it linear", () => {
  it.each([30_000, 300_000])("refuses elements nested %i deep, quickly", (levels) => {
    const { ms, error } = timed(() => sanitizeSvg(nestedSvg(levels)));
    expect(error).toBeInstanceOf(SvgTooComplexError);
    expect((error as SvgTooComplexError).limit).toBe("depth");
    expect((error as Error).message).toBe(`elements nested more than ${MAX_SVG_DEPTH} deep`);
    expect(ms).toBeLessThan(QUICKLY_MS);
  });

  it("keeps a document exactly MAX_SVG_DEPTH deep, and refuses one level more", () => {
    const { elements } = inspect(sanitizeSvg(nestedSvg(MAX_SVG_DEPTH)));
    expect(elements).toHaveLength(MAX_SVG_DEPTH);
    expect(() => sanitizeSvg(nestedSvg(MAX_SVG_DEPTH + 1))).toThrow(SvgTooComplexError);
  });

  it("keeps MAX_SVG_ELEMENTS side by side and refuses one more, quickly", () => {
    const kept = timed(() => sanitizeSvg(wideSvg(MAX_SVG_ELEMENTS)));
    expect(kept.error).toBeUndefined();
    expect(inspect(kept.result!).elements).toHaveLength(MAX_SVG_ELEMENTS);
    expect(kept.ms).toBeLessThan(QUICKLY_MS);
    const refused = timed(() => sanitizeSvg(wideSvg(MAX_SVG_ELEMENTS + 1)));
    expect(refused.error).toBeInstanceOf(SvgTooComplexError);
    expect((refused.error as SvgTooComplexError).limit).toBe("elements");
    expect(refused.ms).toBeLessThan(QUICKLY_MS);
  });

  it("refuses 5 MB of empty elements (1.3 million) at the element limit, quickly", () => {
    const { ms, error } = timed(() => sanitizeSvg(wideSvg(1_300_000)));
    expect((error as SvgTooComplexError).limit).toBe("elements");
    expect(ms).toBeLessThan(QUICKLY_MS);
  });

  it("counts dropped elements too: a script's content is no hiding place", () => {
    const hidden = svgText(`<script>${"<g>".repeat(MAX_SVG_DEPTH)}</script>`);
    expect(() => sanitizeSvg(hidden)).toThrow(SvgTooComplexError);
  });

  it("keeps MAX_SVG_ATTRIBUTES attributes on an element and refuses one more", () => {
    expect(() => sanitizeSvg(manyAttributesSvg(MAX_SVG_ATTRIBUTES - 1))).not.toThrow();
    const { error } = timed(() => sanitizeSvg(manyAttributesSvg(MAX_SVG_ATTRIBUTES + 1)));
    expect((error as SvgTooComplexError).limit).toBe("attributes");
  });

  it("refuses prefixed attributes deep in nested groups past MAX_SVG_NAMESPACE_LOOKUPS, quickly", () => {
    const prefixed = (count: number) =>
      Array.from({ length: count }, (_, i) => `a:x${i}=""`).join(" ");
    const deep = (paths: number) =>
      svgText(
        `${"<g>".repeat(MAX_SVG_DEPTH - 2)}${`<path xmlns:a="urn:a" ${prefixed(MAX_SVG_ATTRIBUTES - 1)}/>`.repeat(paths)}${"</g>".repeat(MAX_SVG_DEPTH - 2)}`,
      );
    const refused = timed(() => sanitizeSvg(deep(529)));
    expect((refused.error as SvgTooComplexError).limit).toBe("namespaces");
    expect(refused.ms).toBeLessThan(QUICKLY_MS);
    // An editor's few prefixed attributes per element, a few levels deep, are nowhere near it.
    const inkscape = svgText(
      `<g xmlns:inkscape="urn:i">${'<path inkscape:label="a" inkscape:type="b" d="M0 0"/>'.repeat(5000)}</g>`,
    );
    expect(() => sanitizeSvg(inkscape)).not.toThrow();
  });

  it("drops a style with more than MAX_URL_REFERENCES url() references", () => {
    const style = (n: number) => "fill:url(#g);".repeat(n);
    const kept = sanitizeSvg(svgText(`<rect style="${style(MAX_URL_REFERENCES)}"/>`));
    expect(kept).toContain("style=");
    const dropped = sanitizeSvg(svgText(`<rect style="${style(MAX_URL_REFERENCES + 1)}"/>`));
    expect(dropped).not.toContain("style=");
  });
});

describe("sanitizeSvgPaced", () => {
  it("writes the same document as sanitizeSvg, and refuses what it refuses", async () => {
    for (const [, svg] of SVG_ATTACKS) expect(await sanitizeSvgPaced(svg)).toBe(sanitizeSvg(svg));
    for (const [, svg] of SVG_REFUSED) {
      await expect(sanitizeSvgPaced(svg)).rejects.toThrow(SvgRejectedError);
    }
    await expect(sanitizeSvgPaced(nestedSvg(300_000))).rejects.toThrow(SvgTooComplexError);
  });

  it("cuts the document anywhere, even inside a character outside the BMP or a long text", async () => {
    // Long texts and values are parsed in 16K-character chunks and escaped in 64K slices; an
    // odd-length prefix puts a surrogate pair across every boundary.
    const text = `x${'🦊 & <tag> "q" '.repeat(40_000)}`;
    const svg = svgText(
      `<text>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</text><desc id="a${"🦊".repeat(50_000)}"/>`,
    );
    const paced = await sanitizeSvgPaced(svg);
    expect(paced).toBe(sanitizeSvg(svg));
    expect(paced).toContain(
      text
        .slice(0, 1000)
        .replace(/&/g, "&amp;")
        .replace(/[<>]/g, (c) => (c === "<" ? "&lt;" : "&gt;")),
    );
    expect(paced.includes("\uFFFD")).toBe(false);
  });
});
