import type { PdfActivePart } from "@app/contract";
import type { PdfDict, PdfValue } from "./pdf-objects.ts";
import type { StringStart } from "./pdf-string.ts";

/**
 * Names that make a PDF do more than show pages. `/OpenAction` and `/AA` are not listed: they
 * also serve plain navigation ("open at page 2"), and when they lead to JavaScript, that
 * action is named `/JavaScript` (its `/S`) and carries `/JS`.
 */
const ACTIVE_NAMES: ReadonlyMap<string, PdfActivePart> = new Map([
  ["JavaScript", "javascript"],
  ["JS", "javascript"],
  ["EmbeddedFile", "embeddedFile"],
  ["EmbeddedFiles", "embeddedFile"],
  ["FileAttachment", "embeddedFile"],
  ["Launch", "launch"],
  ["RichMedia", "richMedia"],
  // XFA forms carry their own scripts (JavaScript or FormCalc inside XML), unseen by a name check.
  ["XFA", "xfa"],
  // Actions that reach outside the document. Which file a link opens cannot be told in every
  // spelling (escapes, hex strings, file specification dictionaries, references), and a share
  // (\\server\share) hands over the visitor's Windows sign-in: every such link counts.
  ["GoToR", "otherFile"],
  ["GoToE", "otherFile"],
  ["SubmitForm", "submitForm"],
  ["ImportData", "importData"],
  // Media actions (and the annotations and objects of the same names) play a file, which may
  // stand on a share or website.
  ["Movie", "media"],
  ["Sound", "media"],
  ["Rendition", "media"],
  // A stream's data kept in another file (its /F, ISO 32000-2, 7.3.8.2): these two keys mean
  // nothing elsewhere, so they count wherever they stand. The /F itself, in stream
  // dictionaries only (activePartOfStream).
  ["FFilter", "externalData"],
  ["FDecodeParms", "externalData"],
]);

/**
 * Three bytes `/JS` plus a delimiter occur by chance about once in 270 MB of random bytes: in
 * compressed or image data they mean nothing, so there they are not counted. They can only act
 * in object syntax, where they are always counted.
 */
const SHORT_NAMES = new Set(["JS"]);

/** What a name found in object syntax (dictionaries a reader parses) says the PDF contains. */
export const activePartOf = (name: string): PdfActivePart | undefined => ACTIVE_NAMES.get(name);

/** The same for a name found in other bytes: stream data, which may be anything. */
export const activePartInData = (name: string): PdfActivePart | undefined =>
  SHORT_NAMES.has(name) ? undefined : ACTIVE_NAMES.get(name);

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
/** What a link (/URI) may open: a web page in the browser, an e-mail in the mail program. */
const LINK_SCHEMES = ["http:", "https:", "mailto:"].map(ascii);

/** ASCII letters in either case; any other byte as it is. */
const lowerCase = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
const startsWithScheme = (value: Uint8Array, scheme: Uint8Array) =>
  scheme.every((byte, i) => i < value.length && lowerCase(value[i]!) === byte);
/**
 * Whether a link's target, decoded (pdf-string.ts), opens a web page or an e-mail, whichever
 * reader decodes it.
 */
export const isWebTarget = ({ start, disputed }: Omit<StringStart, "end">) =>
  !disputed && LINK_SCHEMES.some((scheme) => startsWithScheme(start, scheme));

const isWebValue = (value: PdfValue | undefined) => value?.kind === "string" && isWebTarget(value);

/**
 * What a dictionary (with its values, pdf-objects.ts) says the PDF does beyond its names: a
 * link to anything but a web page or e-mail address (a file, a share, a script, or a target
 * not written out here, such as a reference), and a thread action into another file (/F; an
 * article thread, /Type /Thread, names its first bead /F and passes). An action with a file
 * whose kind (/S) is not written out as a name counts as such a thread: readers resolve a
 * reference there, honest writers write a name, and every other kind that acts is found by its
 * own name wherever it stands. The catalog's /URI dictionary is no link, but its /Base is
 * where a reader points a link whose target has no scheme: a base that is not a web address
 * counts as such a link.
 */
export function activePartOfDict(entries: PdfDict): PdfActivePart | undefined {
  const uri = entries.get("URI");
  if (uri !== undefined && uri.kind !== "dict" && !isWebValue(uri)) return "otherLink";
  if (uri?.kind === "dict" && uri.entries.has("Base") && !isWebValue(uri.entries.get("Base"))) {
    return "otherLink";
  }
  const kind = entries.get("S");
  const thread = kind !== undefined && (kind.kind !== "name" || kind.name === "Thread");
  if (thread && entries.has("F")) return "otherFile";
  return undefined;
}

/** What a stream's dictionary says beyond its names: its data lies in another file (/F). */
export const activePartOfStream = (dict: PdfDict): PdfActivePart | undefined =>
  dict.has("F") ? "externalData" : undefined;

/** The trailer's key of an encrypted document. */
export const ENCRYPT_NAME = "Encrypt";
