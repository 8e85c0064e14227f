import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from "saxes";
import { SVG_ATTRIBUTES, SVG_ELEMENTS, XML_ATTRIBUTES } from "./svg-allowlist.ts";
import { sanitizeCss } from "./svg-css.ts";
import {
  hasOnlyLocalUrls,
  isEmbeddedRaster,
  isLocalFragment,
  mentionsScriptUrl,
} from "./svg-references.ts";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** The upload is not a well-formed SVG document; nothing of it is kept. */
export class SvgRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "SvgRejectedError";
  }
}

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (ch) => (ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : "&gt;"));
const escapeAttribute = (value: string) =>
  escapeText(value)
    .replace(/"/g, "&quot;")
    .replace(/[\t\n\r]/g, " ");

function keptHref(element: string, value: string): boolean {
  return isLocalFragment(value) || (element === "image" && isEmbeddedRaster(value));
}

/** The attributes an allowed element keeps, as ` name="value"` text. */
function keptAttributes(element: string, attributes: Record<string, SaxesAttributeNS>): string {
  let out = "";
  let href: string | undefined;
  let xlinkHref: string | undefined;
  for (const { uri, local, value } of Object.values(attributes)) {
    if (mentionsScriptUrl(value)) continue;
    if (uri === XLINK_NS && local === "href") xlinkHref = value;
    else if (uri === XML_NS && XML_ATTRIBUTES.has(local)) {
      out += ` xml:${local}="${escapeAttribute(value)}"`;
    } else if (uri !== "") continue;
    else if (local === "href") href = value;
    else if (local === "style") {
      const css = sanitizeCss(value);
      if (css) out += ` style="${escapeAttribute(css)}"`;
    } else if (SVG_ATTRIBUTES.has(local) && hasOnlyLocalUrls(value)) {
      out += ` ${local}="${escapeAttribute(value)}"`;
    }
  }
  // SVG 2's plain href wins over xlink:href, as in browsers; both become plain href.
  const reference = href ?? xlinkHref;
  if (reference !== undefined && keptHref(element, reference)) {
    out += ` href="${escapeAttribute(reference.trim())}"`;
  }
  return out;
}

/** A stylesheet element must be CSS; its text is checked once the element closes. */
const isCssStyleElement = (tag: SaxesTagNS) => {
  const type = tag.attributes.type?.value.trim().toLowerCase();
  return type === undefined || type === "" || type === "text/css";
};

/**
 * Parses the SVG strictly and writes it again from an allowlist: only listed elements and
 * attributes, references only inside the document, no DOCTYPE, entities, comments or
 * processing instructions. What does not parse (including any use of a custom entity) is
 * refused with SvgRejectedError rather than repaired.
 */
export function sanitizeSvg(source: string): string {
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  /** For each open element: its name when written out, or null when dropped. */
  const open: (string | null)[] = [];
  let droppedDepth = 0;
  let rootNamespace: string | undefined;
  let css: string[] | undefined;

  const isSvgElement = (tag: SaxesTagNS) =>
    tag.uri === SVG_NS || (rootNamespace === "" && tag.uri === "");

  parser.on("opentag", (tag) => {
    if (rootNamespace === undefined) {
      if (tag.local !== "svg" || (tag.uri !== SVG_NS && tag.uri !== "")) {
        throw new SvgRejectedError("the root element is not svg");
      }
      rootNamespace = tag.uri;
    }
    // Nothing but text belongs in a stylesheet; an element there is dropped with its content.
    const keep =
      droppedDepth === 0 &&
      css === undefined &&
      isSvgElement(tag) &&
      SVG_ELEMENTS.has(tag.local) &&
      (tag.local !== "style" || isCssStyleElement(tag));
    if (!keep) {
      droppedDepth++;
      open.push(null);
      return;
    }
    const namespace = open.length === 0 ? ` xmlns="${SVG_NS}"` : "";
    const attributes = keptAttributes(tag.local, tag.attributes);
    if (tag.local === "style") css = [];
    out.push(`<${tag.local}${namespace}${attributes}${tag.isSelfClosing ? "/>" : ">"}`);
    open.push(tag.isSelfClosing ? "" : tag.local);
  });

  parser.on("closetag", () => {
    const name = open.pop();
    if (name === null) {
      droppedDepth--;
      return;
    }
    if (name === "style" && css) {
      const sheet = sanitizeCss(css.join(""));
      if (sheet) out.push(escapeText(sheet));
      css = undefined;
    }
    if (name) out.push(`</${name}>`);
  });

  const onText = (text: string) => {
    if (droppedDepth > 0 || open.length === 0) return;
    if (css) css.push(text);
    else out.push(escapeText(text));
  };
  parser.on("text", onText);
  parser.on("cdata", onText);

  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof SvgRejectedError) throw error;
    throw new SvgRejectedError(error instanceof Error ? error.message : String(error));
  }
  if (rootNamespace === undefined) throw new SvgRejectedError("no svg element");
  return out.join("");
}
