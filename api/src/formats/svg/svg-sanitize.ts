import {
  MAX_SVG_ATTRIBUTES,
  MAX_SVG_DEPTH,
  MAX_SVG_ELEMENTS,
  MAX_SVG_NAMESPACE_LOOKUPS,
} from "@app/contract";
import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from "saxes";
import { createPacer } from "../pacer.ts";
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

/** Which limit a refused SVG went past: MAX_SVG_DEPTH, MAX_SVG_ELEMENTS or MAX_SVG_ATTRIBUTES. */
export type SvgLimit = "depth" | "elements" | "attributes" | "namespaces";

const LIMIT_REASONS: Record<SvgLimit, string> = {
  depth: `elements nested more than ${MAX_SVG_DEPTH} deep`,
  elements: `more than ${MAX_SVG_ELEMENTS} elements`,
  attributes: `more than ${MAX_SVG_ATTRIBUTES} attributes on one element`,
  namespaces: `more than ${MAX_SVG_NAMESPACE_LOOKUPS} namespace lookups for prefixed attributes`,
};

/** The SVG may be well formed, but it is nested too deeply or too big to check. */
export class SvgTooComplexError extends SvgRejectedError {
  constructor(readonly limit: SvgLimit) {
    super(LIMIT_REASONS[limit]);
    this.name = "SvgTooComplexError";
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

/**
 * Text and attribute values longer than this are escaped when the document is finished, a
 * slice at a time: escaping 5 MB of `&` held the event loop for a quarter of a second.
 */
const ESCAPE_SLICE_LENGTH = 64 * 1024;

/** The sanitized document as it is written: markup, and long text still to be escaped. */
class Output {
  private readonly parts: (string | { raw: string; escape: (text: string) => string })[] = [];
  /** What was written since the last long text: one string, not thousands of array entries. */
  private current = "";

  markup(text: string) {
    this.current += text;
  }

  escaped(raw: string, escaper: (text: string) => string) {
    if (raw.length <= ESCAPE_SLICE_LENGTH) {
      this.current += escaper(raw);
      return;
    }
    this.parts.push(this.current, { raw, escape: escaper });
    this.current = "";
  }

  /** The document, long texts escaped a slice at a time with `pace()` between slices. */
  async text(pace: () => Promise<void> | undefined): Promise<string> {
    const done: string[] = [];
    for (const part of this.parts) {
      if (typeof part === "string") {
        done.push(part);
        continue;
      }
      // Escaping replaces single characters, so slices of the text escape independently.
      for (let at = 0; at < part.raw.length; at += ESCAPE_SLICE_LENGTH) {
        done.push(part.escape(part.raw.slice(at, at + ESCAPE_SLICE_LENGTH)));
        await pace();
      }
    }
    done.push(this.current);
    return done.join("");
  }

  textNow(): string {
    const done = this.parts.map((part) =>
      typeof part === "string" ? part : part.escape(part.raw),
    );
    return done.join("") + this.current;
  }
}

/** Writes the attributes an allowed element keeps, as ` name="value"`. */
function writeKeptAttributes(
  out: Output,
  element: string,
  attributes: Record<string, SaxesAttributeNS>,
): void {
  const write = (name: string, value: string) => {
    out.markup(` ${name}="`);
    out.escaped(value, escapeAttribute);
    out.markup(`"`);
  };
  let href: string | undefined;
  let xlinkHref: string | undefined;
  for (const { uri, local, value } of Object.values(attributes)) {
    if (mentionsScriptUrl(value)) continue;
    if (uri === XLINK_NS && local === "href") xlinkHref = value;
    else if (uri === XML_NS && XML_ATTRIBUTES.has(local)) write(`xml:${local}`, value);
    else if (uri !== "") continue;
    else if (local === "href") href = value;
    else if (local === "style") {
      const css = sanitizeCss(value);
      if (css) write("style", css);
    } else if (SVG_ATTRIBUTES.has(local) && hasOnlyLocalUrls(value)) {
      write(local, value);
    }
  }
  // SVG 2's plain href wins over xlink:href, as in browsers; both become plain href.
  const reference = href ?? xlinkHref;
  if (reference !== undefined && keptHref(element, reference)) write("href", reference.trim());
}

/** A stylesheet element must be CSS; its text is checked once the element closes. */
const isCssStyleElement = (tag: SaxesTagNS) => {
  const type = tag.attributes.type?.value.trim().toLowerCase();
  return type === undefined || type === "" || type === "text/css";
};

/** Characters handed to the parser at a time by sanitizeSvgPaced: at most a few ms of parsing. */
const PACED_CHUNK_LENGTH = 16 * 1024;

interface SvgSanitizer {
  write(chunk: string): void;
  /** Ends the parse; throws when the document is incomplete. */
  close(): void;
  out: Output;
}

/** Anything the parser throws becomes an SvgRejectedError: nothing of the upload is kept. */
function rejecting<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof SvgRejectedError) throw error;
    throw new SvgRejectedError(error instanceof Error ? error.message : String(error));
  }
}

function createSanitizer(): SvgSanitizer {
  const parser = new SaxesParser({ xmlns: true });
  const out = new Output();
  /** For each open element: its name when written out, or null when dropped. */
  const open: (string | null)[] = [];
  let droppedDepth = 0;
  let elementCount = 0;
  let attributeCount = 0;
  let namespaceLookups = 0;
  let rootNamespace: string | undefined;
  let css: string[] | undefined;

  const isSvgElement = (tag: SaxesTagNS) =>
    tag.uri === SVG_NS || (rootNamespace === "" && tag.uri === "");

  // Fired as soon as a start tag's name is read, before its attributes and namespace:
  // `open` then holds the element's open ancestors.
  parser.on("opentagstart", () => {
    if (open.length >= MAX_SVG_DEPTH) throw new SvgTooComplexError("depth");
    if (++elementCount > MAX_SVG_ELEMENTS) throw new SvgTooComplexError("elements");
    attributeCount = 0;
  });
  // Fired for each attribute as it is read; the namespaces of them all are resolved at `>`.
  parser.on("attribute", ({ name }) => {
    if (++attributeCount > MAX_SVG_ATTRIBUTES) throw new SvgTooComplexError("attributes");
    // A prefixed name is looked up through the element and every open ancestor.
    if (!name.includes(":")) return;
    namespaceLookups += open.length + 1;
    if (namespaceLookups > MAX_SVG_NAMESPACE_LOOKUPS) throw new SvgTooComplexError("namespaces");
  });

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
    out.markup(`<${tag.local}${namespace}`);
    writeKeptAttributes(out, tag.local, tag.attributes);
    out.markup(tag.isSelfClosing ? "/>" : ">");
    if (tag.local === "style") css = [];
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
      if (sheet) out.escaped(sheet, escapeText);
      css = undefined;
    }
    if (name) out.markup(`</${name}>`);
  });

  const onText = (text: string) => {
    if (droppedDepth > 0 || open.length === 0) return;
    if (css) css.push(text);
    else out.escaped(text, escapeText);
  };
  parser.on("text", onText);
  parser.on("cdata", onText);

  return {
    write: (chunk) => rejecting(() => parser.write(chunk)),
    close: () => {
      rejecting(() => parser.close());
      if (rootNamespace === undefined) throw new SvgRejectedError("no svg element");
    },
    out,
  };
}

/**
 * Parses the SVG strictly and writes it again from an allowlist: only listed elements and
 * attributes, references only inside the document, no DOCTYPE, entities, comments or
 * processing instructions. What does not parse (including any use of a custom entity) is
 * refused with SvgRejectedError rather than repaired. An element past MAX_SVG_DEPTH,
 * MAX_SVG_ELEMENTS or MAX_SVG_ATTRIBUTES is refused with SvgTooComplexError as soon as the
 * parser reaches it, so the work stays linear in the document's length.
 */
export function sanitizeSvg(source: string): string {
  const sanitizer = createSanitizer();
  sanitizer.write(source);
  sanitizer.close();
  return sanitizer.out.textNow();
}

/**
 * sanitizeSvg for uploads: the document is parsed in slices, giving other requests their turn
 * between them (see ../pacer.ts), so a 5 MB SVG never holds the event loop for long.
 */
export async function sanitizeSvgPaced(source: string, pace = createPacer()): Promise<string> {
  const sanitizer = createSanitizer();
  for (let at = 0; at < source.length; at += PACED_CHUNK_LENGTH) {
    sanitizer.write(source.slice(at, at + PACED_CHUNK_LENGTH));
    await pace();
  }
  sanitizer.close();
  return sanitizer.out.text(pace);
}
