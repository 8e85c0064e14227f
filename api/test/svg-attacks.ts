import { SaxesParser } from "saxes";
import { expect } from "vitest";
import { svgText } from "./test-images.ts";

/**
 * SVG attack vectors, shared by the sanitizer's unit tests and the end-to-end upload tests
 * (api/e2e/hostile): the first set must come out inert, the second must be refused.
 */
export const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** Element names and attribute names/values of a (sanitized) document, to assert on structure. */
export function inspect(svg: string) {
  const parser = new SaxesParser({ xmlns: true });
  const elements: string[] = [];
  const attributes: { element: string; name: string; value: string }[] = [];
  parser.on("opentag", (tag) => {
    elements.push(tag.local);
    for (const attribute of Object.values(tag.attributes)) {
      attributes.push({ element: tag.local, name: attribute.name, value: attribute.value });
    }
  });
  parser.write(svg).close();
  return { elements, attributes };
}

/** Anything in the output that could run code or fetch something outside the document. */
export function assertInert(svg: string) {
  const { elements, attributes } = inspect(svg);
  expect(elements.filter((e) => /script|foreignobject|iframe|set|animate/i.test(e))).toEqual([]);
  for (const { name, value } of attributes) {
    if (name === "xmlns") continue;
    expect(name).not.toMatch(/^on/i);
    if (name === "href") expect(value).toMatch(/^#|^data:image\/(png|jpeg|gif|webp);base64,/);
    expect(value.toLowerCase()).not.toMatch(
      /javascript:|data:text|https?:|url\(\s*['"]?\/\/|@import/,
    );
  }
  expect(svg).not.toMatch(/<script|<!DOCTYPE|<!ENTITY|<\?|javascript:/i);
}

/** An SVG whose elements nest `levels` deep, the root counted: `<g>` inside `<g>` inside... */
export const nestedSvg = (levels: number) =>
  svgText(`${"<g>".repeat(levels - 1)}${"</g>".repeat(levels - 1)}`);

/** An SVG of `elements` elements, the root counted: the root and empty `<g/>` side by side. */
export const wideSvg = (elements: number) => svgText("<g/>".repeat(elements - 1));

/** `count` distinct empty attributes, `data-a0="" data-a1="" ...`. */
export const manyAttributes = (count: number) =>
  Array.from({ length: count }, (_, i) => `data-a${i}=""`).join(" ");

/** An SVG whose one `<g>` has `count` attributes. */
export const manyAttributesSvg = (count: number) => svgText(`<g ${manyAttributes(count)}/>`);

export const SVG_ATTACKS: [string, string][] = [
  ["script element", svgText("<script>alert(1)</script><rect width='1' height='1'/>")],
  ["script in CDATA", svgText("<script><![CDATA[alert(1)]]></script>")],
  ["onload on the root", svgText("", 'width="1" height="1" onload="alert(1)"')],
  [
    "event handlers of every case",
    svgText('<rect onclick="a()" ONMOUSEOVER="b()" onBegin="c()"/>'),
  ],
  ["javascript: link", svgText('<a href="javascript:alert(1)"><text>x</text></a>')],
  ["javascript: xlink link", svgText('<a xlink:href="javascript:alert(1)">x</a>', XLINK)],
  ["javascript: hidden by a tab reference", svgText('<a href="java&#x09;script:alert(1)">x</a>')],
  [
    "javascript: spelt with character references",
    svgText('<a href="&#106;avascript:alert(1)">x</a>'),
  ],
  ["javascript: with leading spaces", svgText('<a href="  javascript:alert(1)">x</a>')],
  [
    "data:text/html link",
    svgText('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'),
  ],
  [
    "foreignObject with HTML",
    svgText(
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>',
    ),
  ],
  [
    "HTML script by namespace",
    svgText('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
  ],
  ["external use", svgText('<use href="http://evil.example/sprite.svg#icon"/>')],
  [
    "external xlink use",
    svgText('<use xlink:href="https://evil.example/sprite.svg#icon"/>', XLINK),
  ],
  ["protocol-relative use", svgText('<use href="//evil.example/sprite.svg#icon"/>')],
  ["use of a data SVG", svgText('<use href="data:image/svg+xml;base64,PHN2Zy8+#x"/>')],
  [
    "external image",
    svgText('<image href="https://evil.example/track.png" width="1" height="1"/>'),
  ],
  [
    "image of a data SVG",
    svgText('<image href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>'),
  ],
  [
    "image of data HTML",
    svgText('<image xlink:href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"/>', XLINK),
  ],
  ["feImage", svgText('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>')],
  [
    "animation rewriting an href",
    svgText(
      '<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/>x</a>',
    ),
  ],
  [
    "style @import",
    svgText("<style>@import url(https://evil.example/x.css); rect{fill:red}</style>"),
  ],
  [
    "style @import of a bare string",
    svgText('<style>@import "https://evil.example/x.css";</style>'),
  ],
  [
    "style @import in CDATA",
    svgText("<style><![CDATA[@import url(//evil.example/x.css);]]></style>"),
  ],
  [
    "style @import through a CSS escape",
    svgText("<style>@\\69mport url(https://evil.example/x.css);</style>"),
  ],
  [
    "style @import split by a comment",
    svgText("<style>@im/**/port url(https://evil.example/x.css);</style>"),
  ],
  ["style external url()", svgText("<style>rect{fill:url(https://evil.example/p.svg#p)}</style>")],
  [
    "style font-face",
    svgText("<style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style>"),
  ],
  [
    "style image-set of bare strings",
    svgText('<style>rect{background:image-set("https://evil.example/a.png" 1x)}</style>'),
  ],
  [
    "style attribute url()",
    svgText('<rect style="fill:url(&quot;https://evil.example/p.svg#p&quot;)"/>'),
  ],
  ["style attribute expression()", svgText('<rect style="width:expression(alert(1))"/>')],
  [
    "presentation attribute url()",
    svgText(
      '<rect fill="url(https://evil.example/p.svg#p)" filter="url(//evil.example/f.svg#f)"/>',
    ),
  ],
  [
    "stylesheet processing instruction",
    `<?xml-stylesheet href="https://evil.example/x.css"?>${svgText("")}`,
  ],
  ["xml:base", svgText('<a xml:base="https://evil.example/"><use href="#x"/></a>')],
  ["XML events", svgText('<rect ev:event="click" xmlns:ev="http://www.w3.org/2001/xml-events"/>')],
  [
    "handler and listener elements",
    svgText('<handler type="application/ecmascript">alert(1)</handler><listener event="click"/>'),
  ],
  [
    "iframe, embed and object in the SVG namespace",
    svgText('<iframe src="https://evil.example"/><embed src="x"/><object data="x"/>'),
  ],
  [
    "metadata with foreign markup",
    svgText('<metadata><h:script xmlns:h="http://www.w3.org/1999/xhtml">x</h:script></metadata>'),
  ],
  ["a style element of another type", svgText('<style type="text/ecmascript">alert(1)</style>')],
  [
    "a public DOCTYPE",
    `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svgText("")}`,
  ],
  [
    "elements hidden in a stylesheet",
    svgText("<style><text>@import url(//evil.example/x.css);</text>rect{fill:red}</style>"),
  ],
  [
    "an external DTD through a parameter entity",
    `<!DOCTYPE svg [<!ENTITY % remote SYSTEM "https://evil.example/x.dtd"> %remote;]>${svgText("")}`,
  ],
  ["text that looks like markup", svgText("<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>")],
];

/** Documents the sanitizer refuses outright (415 on upload). */
export const SVG_REFUSED: [string, string][] = [
  [
    "an entity declared in the DOCTYPE",
    `<!DOCTYPE svg [<!ENTITY x "y">]>${svgText("<text>&x;</text>")}`,
  ],
  [
    "billion laughs",
    `<!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>${svgText("<text>&c;</text>")}`,
  ],
  [
    "an external entity",
    `<!DOCTYPE svg [<!ENTITY file SYSTEM "file:///etc/passwd">]>${svgText("<text>&file;</text>")}`,
  ],
  [
    "an entity in an attribute",
    `<!DOCTYPE svg [<!ENTITY u "https://evil.example">]>${svgText('<use href="&u;"/>')}`,
  ],
  ["unclosed elements", '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
  ["mismatched tags", svgText("<g></rect>")],
  ["two roots", `${svgText("")}<svg/>`],
  ["a root that is not svg", '<html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>'],
  ["a root svg in another namespace", '<svg xmlns="http://www.w3.org/1999/xhtml"/>'],
  ["an unbound prefix", svgText("<x:rect/>")],
  ["nothing at all", ""],
  ["only a comment", "<!-- <svg/> -->"],
];
