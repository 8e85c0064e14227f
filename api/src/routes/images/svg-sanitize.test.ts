import { SITE_IMAGES } from "@app/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderArtwork } from "../../db/seed/artwork/render-artwork.ts";
import { assertInert, inspect, SVG_ATTACKS, SVG_REFUSED, XLINK } from "./svg-attacks.ts";
import { SvgRejectedError, sanitizeSvg } from "./svg-sanitize.ts";
import { svgText } from "./test-images.ts";

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
