import type { PdfActivePart } from "@app/contract";

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

/** The trailer's key of an encrypted document. */
export const ENCRYPT_NAME = "Encrypt";
