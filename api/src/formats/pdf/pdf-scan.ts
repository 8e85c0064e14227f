import { MAX_DOCUMENT_INFLATED_BYTES, type PdfActivePart } from "@app/contract";
import { createPacer } from "../pacer.ts";
import {
  activePartInData,
  activePartOf,
  activePartOfDict,
  activePartOfStream,
  ENCRYPT_NAME,
} from "./pdf-findings.ts";
import { ObjectKeywords, readHiddenObjects } from "./pdf-hidden-objects.ts";
import { createInflater } from "./pdf-inflate.ts";
import { objectCount, objectRegions } from "./pdf-object-stream.ts";
import {
  type ObjectSyntaxVisitor,
  type PdfDict,
  PdfTooDeepError,
  walkObjectSyntax,
} from "./pdf-objects.ts";
import { type StreamKind, streamKind } from "./pdf-stream-kind.ts";
import { NameReader, nextSlash } from "./pdf-syntax.ts";
import { UnpairedFindings } from "./pdf-unpaired-findings.ts";

export interface PdfScan {
  /** Objects of /Type /Page, in the file and in its object streams. */
  pageCount: number;
  /** What makes the document more than pages, in the order first found; empty when nothing. */
  active: PdfActivePart[];
  /**
   * The trailer names an /Encrypt dictionary (strings and streams cannot be read), or /Encrypt
   * stands where the name search looks.
   */
  encrypted: boolean;
  /** An object stream could not be read (damaged, or encoded in a way not checked here). */
  unreadable: boolean;
}

export interface ScanOptions {
  /** What all compressed streams together may inflate to; past it, InflateLimitError. */
  inflateBudget?: number;
  /** What one document may make the scan read (DOCUMENT_ALLOWANCE). */
  allowance?: Allowance;
  pace?: () => Promise<void> | undefined;
}

interface Allowance {
  streams: number;
  objects: number;
  tokens: number;
}

/**
 * What one document may make the scan read, past which it counts as unreadable: streams,
 * objects of object streams and tokens (what the walks read, and the names the name search
 * reads again), each costing about the same whatever its size. An object stream inflating to
 * 48 MB of empty streams (1.3 million) took 5.5 s, a million objects of one byte 1.7 s, 50 MB
 * of `/` (empty names) 8.6 s, of `x ` 7.3 s. Honest documents hold a few thousand streams; the
 * heaviest test document (`document-intake-pacing.test.ts`) holds 370,000 objects in one
 * object stream and makes the scan read 22-24 million tokens: the allowance leaves it room.
 */
export const DOCUMENT_ALLOWANCE: Readonly<Allowance> = {
  streams: 100_000,
  objects: 1_000_000,
  tokens: 28_000_000,
};

/** The scan has read what the document may make it read. */
class AllowanceSpent extends Error {}

const PACE_BYTES = 16 * 1024;

/** Object streams inside object streams (pdf.js reads them) are read this deep, no deeper. */
export const MAX_OBJECT_STREAM_NESTING = 4;

const ENDSTREAM_BYTES = "endstream".length;

/**
 * Reads a whole PDF for what it contains, in time linear in its size (and in what it inflates
 * to): every name in its object syntax, the objects inside its object streams, and, for the
 * long names only, the data of every stream, deflated or not (image pixels aside). Throws
 * InflateLimitError (pdf-inflate.ts) and PdfTooDeepError (pdf-objects.ts).
 */
export async function scanPdf(bytes: Uint8Array, options: ScanOptions = {}): Promise<PdfScan> {
  const pace = options.pace ?? createPacer();
  const inflater = createInflater(options.inflateBudget ?? MAX_DOCUMENT_INFLATED_BYTES);
  const active = new Set<PdfActivePart>();
  const scan: PdfScan = { pageCount: 0, active: [], encrypted: false, unreadable: false };

  const names = new NameReader();
  const unpaired = new UnpairedFindings();
  const left = { ...(options.allowance ?? DOCUMENT_ALLOWANCE) };
  const spend = (what: keyof Allowance, count = 1) => {
    left[what] -= count;
    if (left[what] < 0) throw new AllowanceSpent();
  };

  /**
   * The names in bytes that are not object syntax as the walk read it: stream data, raw or
   * inflated (long names only), and what the walk skipped as comments and strings, where every
   * name counts (`bare`): a reader that follows the cross-reference table may start an object
   * there. A link's target and a thread action are judged here too, from the bytes after `/URI`
   * and around `/S`, whatever the walk paired (pdf-unpaired-findings.ts).
   */
  const scanData = async (data: Uint8Array, bare = false) => {
    const found = bare ? activePartOf : activePartInData;
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    let nextPause = PACE_BYTES;
    for (let at = nextSlash(buffer, 0); at >= 0; at = nextSlash(buffer, names.end)) {
      if (at >= nextPause) {
        await pace();
        nextPause = at + PACE_BYTES;
      }
      const name = names.read(buffer, at);
      spend("tokens");
      if (name === null) continue;
      // A reader may take a trailer or cross-reference stream from there.
      if (name === ENCRYPT_NAME) scan.encrypted = true;
      const part = found(name) ?? unpaired.after(name, buffer, at, names.end);
      if (part === "unreadable") scan.unreadable = true;
      else if (part) active.add(part);
      // A thread action's dictionary is read there and then: give way between them.
      if (name === "S") await pace();
    }
  };

  const objects: ObjectSyntaxVisitor = {
    name(name) {
      const part = activePartOf(name);
      if (part) active.add(part);
      if (name === ENCRYPT_NAME) scan.encrypted = true;
    },
    tokens(count) {
      spend("tokens", count);
    },
    dict(entries) {
      const type = entries.get("Type");
      if (type?.kind === "name" && type.name === "Page") scan.pageCount++;
      const part = activePartOfDict(entries);
      if (part) active.add(part);
    },
    malformed() {
      scan.unreadable = true;
    },
    stream: (dict, start, end, endstream) => {
      streams.push([start, end]);
      return readStream(dict, bytes, start, end, endstream);
    },
  };
  /** Where the top-level walk found stream data: everything else is object syntax. */
  const streams: [number, number][] = [];
  /**
   * The file's streams read so far, each as one reading of its dictionary: walks of hidden
   * objects reach the same stream again and again, and it reads the same each time.
   */
  const streamsRead = new Set<string>();
  /** What reading object streams' objects has cost, in bytes: walks of hidden objects pay it. */
  let objectStreamBytes = 0;

  /**
   * A stream's data, `buffer` from `start` to `end` (see ObjectSyntaxVisitor.stream), inside
   * `within` object streams.
   */
  async function readStream(
    dict: PdfDict,
    buffer: Uint8Array,
    start: number,
    end: number,
    endstream: number | undefined,
    within = 0,
  ): Promise<void> {
    spend("streams");
    const kind = streamKind(dict);
    if (buffer === bytes) {
      const reading = streamReading(dict, kind, start, end, endstream);
      if (streamsRead.has(reading)) return;
      streamsRead.add(reading);
    }
    const external = activePartOfStream(dict);
    if (external) active.add(external);
    if (kind.objectStream) {
      if (within >= MAX_OBJECT_STREAM_NESTING) throw new PdfTooDeepError();
      const content = await objectStreamContent(kind, buffer, start, end, endstream);
      if (content === null) scan.unreadable = true;
      else await readObjects(dict, content, within + 1);
      return;
    }
    const data = buffer.subarray(start, end);
    // Stored as is and not pixels: readable text, where a hidden object may stand.
    await scanData(data, kind.encoding === "none" && !kind.image);
    if (kind.encoding !== "flate" || kind.image) return;
    const content = await inflater.inflate(data);
    // Data that does not inflate is shown by no reader: nothing in it can act.
    if (content !== null) await scanData(content.bytes);
  }

  /**
   * What an object stream holds, or null when it cannot be read. Where its end is not settled
   * (`endstream` given), a reader may read its data past that `endstream`: it is read only when
   * compressed, and only when the compressed data ends before it, so that whatever comes after
   * adds nothing.
   */
  async function objectStreamContent(
    kind: StreamKind,
    buffer: Uint8Array,
    start: number,
    end: number,
    endstream: number | undefined,
  ): Promise<Uint8Array | null> {
    const settled = endstream === undefined;
    if (kind.encoding === "other" || kind.predictor) return null;
    if (kind.encoding === "none") return settled ? buffer.subarray(start, end) : null;
    // A byte or more past `endstream`: compressed data that has not ended takes them.
    const input = buffer.subarray(start, settled ? end : endstream + ENDSTREAM_BYTES);
    const inflated = await inflater.inflate(input);
    const ended = settled || (inflated !== null && inflated.read <= endstream - start);
    return ended ? (inflated?.bytes ?? null) : null;
  }

  /** The objects of an object stream, each from where its header says it starts. */
  async function readObjects(dict: PdfDict, content: Uint8Array, within: number): Promise<void> {
    spend("objects", objectCount(dict));
    // A search for names and a walk.
    objectStreamBytes += 2 * content.length;
    // There, also inside what a walk from the start reads as a comment or a string, every name
    // counts.
    await scanData(content, true);
    const regions = await objectRegions(dict, content, pace);
    if (regions === null) {
      scan.unreadable = true;
      return;
    }
    const inContent: ObjectSyntaxVisitor = {
      ...objects,
      stream: (inner, start, end, endstream) =>
        readStream(inner, content, start, end, endstream, within),
    };
    await walkObjectSyntax(content, inContent, pace, { regions });
  }

  try {
    await readEverything();
  } catch (error) {
    if (!(error instanceof AllowanceSpent)) throw error;
    scan.unreadable = true;
  }
  scan.active = [...active];
  return scan;

  /** The file's object syntax, its hidden objects, and the names in all it did not walk. */
  async function readEverything(): Promise<void> {
    const walked = new ObjectKeywords(bytes.length);
    await walkObjectSyntax(bytes, objects, pace, { objectKeywords: walked });
    const hidden: ObjectSyntaxVisitor = {
      ...objects,
      stream: (dict, start, end, endstream) => readStream(dict, bytes, start, end, endstream),
    };
    await readHiddenObjects(
      bytes,
      walked,
      hidden,
      pace,
      () => objectStreamBytes,
      () => {
        scan.unreadable = true;
      },
    );
    let from = 0;
    for (const [start, end] of [...streams, [bytes.length, bytes.length] as [number, number]]) {
      if (start > from) await scanData(bytes.subarray(from, start), true);
      from = Math.max(from, end);
    }
  }
}

/** What decides how a stream is read: where it stands and what its dictionary makes of it. */
function streamReading(
  dict: PdfDict,
  kind: StreamKind,
  start: number,
  end: number,
  endstream: number | undefined,
): string {
  const value = (key: "First" | "N") => JSON.stringify(dict.get(key) ?? null);
  const external = dict.has("F");
  return JSON.stringify([start, end, endstream, kind, value("First"), value("N"), external]);
}
