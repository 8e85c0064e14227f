import type { PdfDict, PdfValue } from "./pdf-objects.ts";

export interface StreamKind {
  /** The data is deflated (FlateDecode, alone), stored as is, or anything else. */
  encoding: "flate" | "none" | "other";
  /**
   * Could hold objects: readers take the objects of an object stream from its /First and /N
   * (pdf.js ignores /Type), so any stream with /First is treated as one.
   */
  objectStream: boolean;
  /** Image pixels: never parsed as objects, and the bulk of a large document's bytes. */
  image: boolean;
  /** A predictor rearranges the inflated bytes: names there are not readable as they stand. */
  predictor: boolean;
}

const FLATE_NAMES: ReadonlySet<string> = new Set(["FlateDecode", "Fl"]);

function encodingOf(filter: PdfValue | undefined): StreamKind["encoding"] {
  if (filter === undefined) return "none";
  if (filter.kind === "name")
    return filter.name && FLATE_NAMES.has(filter.name) ? "flate" : "other";
  if (filter.kind === "array") {
    if (filter.count === 0) return "none";
    const [only] = filter.names;
    return filter.count === 1 && only && FLATE_NAMES.has(only) ? "flate" : "other";
  }
  return "other"; // an indirect filter, or nonsense: nothing to rely on
}

/** Unknown parameters (indirect, or one list per filter) count as a predictor: not relied on. */
function hasPredictor(parameters: PdfValue | undefined): boolean {
  if (parameters === undefined || parameters.kind === "other") return false;
  if (parameters.kind !== "dict") return true;
  const predictor = parameters.entries.get("Predictor");
  return predictor !== undefined && !(predictor.kind === "number" && predictor.value <= 1);
}

const nameOf = (value: PdfValue | undefined) => (value?.kind === "name" ? value.name : undefined);

export function streamKind(dict: PdfDict): StreamKind {
  const objectStream = dict.has("First") || nameOf(dict.get("Type")) === "ObjStm";
  return {
    encoding: encodingOf(dict.get("Filter")),
    objectStream,
    image: nameOf(dict.get("Subtype")) === "Image" && !objectStream,
    // Readers take /DP for /DecodeParms (poppler when /DecodeParms is missing or null, pdf.js
    // when it is missing): a predictor under either counts.
    predictor: hasPredictor(dict.get("DecodeParms")) || hasPredictor(dict.get("DP")),
  };
}
