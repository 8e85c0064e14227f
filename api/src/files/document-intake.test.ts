import { deflateSync } from "node:zlib";
import { apiErrorMessages, MAX_DOCUMENT_BYTES, pdfActiveParts } from "@app/contract";
import { describe, expect, it } from "vitest";
import {
  deflate,
  firstExtraObject,
  objectStreamBody,
  pagesPdf,
  pdfFile,
  streamBody,
} from "../../test/test-pdfs.ts";
import { HttpError } from "../lib/http-error.ts";
import { sha256Hex } from "../lib/sha256.ts";
import { prepareDocument } from "./document-intake.ts";

const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

async function refusal(bytes: Uint8Array): Promise<{ status: number; message: string }> {
  const error = await prepareDocument(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${error}`);
  return { status: error.status, message: error.message };
}

const scriptRefusal = { status: 415, message: apiErrorMessages.pdfActive("JavaScript") };
const alert = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";

describe("prepareDocument: what passes", () => {
  it("takes a plain three-page document as sent, with its page count", async () => {
    const bytes = pagesPdf(3);
    expect(await prepareDocument(bytes)).toEqual({
      bytes,
      contentType: "application/pdf",
      width: null,
      height: null,
      pageCount: 3,
      sha256: sha256Hex(bytes),
    });
  });

  it("counts pages kept in a compressed object stream, and never the /Pages tree", async () => {
    const first = firstExtraObject(1);
    const bytes = pagesPdf(1, {
      objects: [
        objectStreamBody({
          [first + 1]: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>",
          [first + 2]: "<< /Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>",
          [first + 3]: "<< /Type /Pages /Kids [] /Count 0 >>",
        }),
      ],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(3);
  });

  it("takes an /OpenAction that only opens a page", async () => {
    const bytes = pagesPdf(2, { catalog: "/OpenAction [5 0 R /Fit] /PageMode /UseOutlines" });
    expect((await prepareDocument(bytes)).pageCount).toBe(2);
  });

  // Real brochures link to their website and e-mail address; an article thread is honest too.
  it.each([
    ["a web link", "/S /URI /URI (https://example.com/brochure)"],
    ["a plain http link, its scheme in capitals", "/S /URI /URI (HTTP://EXAMPLE.COM)"],
    ["an e-mail link", "/S /URI /URI (mailto:info@example.com)"],
    ["a web link written in hex", "/S /URI /URI <68747470733A2F2F6578616D706C652E636F6D>"],
    ["a web link split over two lines", "/S /URI /URI (ht\\\ntps://example.com)"],
    ["a thread action within the document", "/S /Thread /D 0 /B 1"],
    [
      "a thread action by its title, then another action",
      "/S /Thread /D (Chapter \\(1\\)) /Next << /S /GoTo /D [5 0 R /Fit] >>",
    ],
  ])("takes %s", async (_label, action) => {
    const bytes = pagesPdf(1, {
      catalog: `/OpenAction << ${action} >> /URI << /Base (https://example.com/) >>`,
      pageExtra:
        "/Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://example.com) >> >>]",
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  // Every `/URI` in the file is judged by the bytes after it, in compressed data too.
  it("takes web links in a compressed object stream and web addresses in page text", async () => {
    const first = firstExtraObject(1);
    const link = (action: string) =>
      `<< /Type /Annot /Subtype /Link /F 4 /Rect [0 0 9 9] /Border [0 0 0] /A ${action} >>`;
    const links = [
      link("<< /S /URI /URI (https://example.com/brochure) >>"),
      link("<</S/URI/URI(http://example.com/a%20b)>>"),
      link("<< /URI (mailto:info@example.com) /S /URI >>"),
      link("<< /Type /Action /S /URI /URI <68747470733A2F2F6578616D706C652E636F6D> >>"),
      link("<< /S /URI\n/URI (HTTPS://EXAMPLE.COM/\\(1\\)) /IsMap false >>"),
    ];
    const number = (i: number) => first + 10 + i;
    const objects = Object.fromEntries(links.map((object, i) => [number(i), object]));
    const text =
      "BT /F1 12 Tf 20 100 Td (https://example.com/brochure) Tj (mailto:info@example.com) Tj ET";
    const bytes = pagesPdf(1, {
      catalog: "/URI << /Base (https://example.com/) >>",
      pageExtra: `/Annots [${links.map((_, i) => `${number(i)} 0 R`).join(" ")}]`,
      objects: [objectStreamBody(objects), streamBody("/Filter /FlateDecode", deflate(text))],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  it("takes a web link whose kind (/S) is a reference, as readers resolve it", async () => {
    const kind = firstExtraObject(1);
    const bytes = pagesPdf(1, {
      pageExtra: `/Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S ${kind} 0 R /URI (https://example.com) >> >>]`,
      objects: ["/URI"],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  it("takes thread actions within the document in a compressed object stream", async () => {
    const first = firstExtraObject(1);
    const link = (action: string) =>
      `<< /Type /Annot /Subtype /Link /F 4 /Rect [0 0 9 9] /A ${action} >>`;
    const bytes = pagesPdf(1, {
      pageExtra: `/Annots [${first + 10} 0 R ${first + 11} 0 R]`,
      objects: [
        objectStreamBody({
          [first + 10]: link(`<< /S /Thread /D ${first + 12} 0 R /B ${first + 13} 0 R >>`),
          [first + 11]: link("<</S/Thread/D 0>>"),
        }),
      ],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  it("takes article threads, whose /F is their first bead", async () => {
    const bead = firstExtraObject(1);
    const bytes = pagesPdf(1, {
      catalog: `/Threads [<< /Type /Thread /F ${bead} 0 R /I << /Title (News) >> >>]`,
      objects: [`<< /Type /Bead /T 9 0 R /N ${bead} 0 R /V ${bead} 0 R /P 3 0 R /R [0 0 9 9] >>`],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });

  it("does not inflate image pixels, nor read three chance bytes /JS in stream data", async () => {
    const pixels = new Uint8Array(60 * 1024 * 1024); // over the inflate limit once unpacked
    const chance = latin1("\x00\xff/JS\x00\x13");
    const bytes = pagesPdf(1, {
      objects: [
        streamBody(
          "/Type /XObject /Subtype /Image /Width 4096 /Height 5120 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode",
          deflateSync(pixels),
        ),
        streamBody("/Filter /DCTDecode", chance),
        streamBody("/Filter /FlateDecode", deflate(chance)),
      ],
    });
    expect((await prepareDocument(bytes)).pageCount).toBe(1);
  });
});

describe("prepareDocument: the hostile corpus", () => {
  it("refuses what does not start with %PDF-", async () => {
    expect(await refusal(latin1("Hello, this is plain text.\n"))).toEqual({
      status: 415,
      message: apiErrorMessages.pdfNotPdf,
    });
  });

  it("refuses HTML that carries %PDF- further on", async () => {
    const polyglot = latin1(
      `<html><script>alert(1)</script>\n${new TextDecoder("latin1").decode(pagesPdf(1))}`,
    );
    expect(await refusal(polyglot)).toEqual({ status: 415, message: apiErrorMessages.pdfNotPdf });
  });

  it("refuses /JavaScript run when the document opens", async () => {
    expect(await refusal(pagesPdf(1, { catalog: `/OpenAction ${alert}` }))).toEqual(scriptRefusal);
  });

  it("refuses an /OpenAction pointing at a JavaScript action object", async () => {
    const action = firstExtraObject(1);
    const bytes = pagesPdf(1, { catalog: `/OpenAction ${action} 0 R`, objects: [alert] });
    expect(await refusal(bytes)).toEqual(scriptRefusal);
  });

  it("refuses a page's additional action (/AA) with only a /JS key", async () => {
    const bytes = pagesPdf(1, { pageExtra: "/AA << /O << /JS (app.alert(1)) >> >>" });
    expect(await refusal(bytes)).toEqual(scriptRefusal);
  });

  it("refuses a document-level JavaScript name tree", async () => {
    const bytes = pagesPdf(1, { catalog: "/Names << /JavaScript << /Names [(a) 9 0 R] >> >>" });
    expect(await refusal(bytes)).toEqual(scriptRefusal);
  });

  // A reader that follows the cross-reference table starts an object wherever its offset points,
  // also inside what the object syntax calls a comment, a string or plain stream data.
  it.each([
    ["a comment", { catalog: `% 4 0 obj ${alert} endobj\n` }],
    [
      "a string",
      { trailer: `/Info << /Title ( 4 0 obj ${alert.replace(/[()]/g, "")} endobj ) >>` },
    ],
    ["a string, with /JS alone", { trailer: "/Info << /Title (/JS 5) >>" }],
  ])("refuses an action hidden in %s", async (_, parts) => {
    expect(await refusal(pagesPdf(1, parts))).toEqual(scriptRefusal);
  });

  it("refuses /JS in plain (unfiltered) stream data, where a hidden object may stand", async () => {
    const hidden = streamBody("", "4 0 obj << /JS (app.alert(1)) >> endobj");
    expect(await refusal(pagesPdf(1, { objects: [hidden] }))).toEqual(scriptRefusal);
  });

  it("refuses names hidden with #xx escapes", async () => {
    const bytes = pagesPdf(1, {
      catalog: "/OpenAction << /S /J#61vaScript /#4A#53 (app.alert(1)) >>",
    });
    expect(await refusal(bytes)).toEqual(scriptRefusal);
  });

  it("refuses JavaScript inside a Flate-compressed object stream", async () => {
    const action = firstExtraObject(1) + 1;
    const bytes = pagesPdf(1, {
      catalog: `/OpenAction ${action} 0 R`,
      objects: [objectStreamBody({ [action]: "<< /S /J#61vaScript /JS (app.alert(1)) >>" })],
    });
    expect(await refusal(bytes)).toEqual(scriptRefusal);
  });

  it("refuses an object stream that passes for an image but has /First", async () => {
    const action = firstExtraObject(1) + 1;
    const header = `${action} 0 `;
    const bytes = pagesPdf(1, {
      objects: [
        streamBody(
          `/Subtype /Image /N 1 /First ${header.length} /Filter /FlateDecode`,
          deflate(`${header}<< /JS (app.alert(1)) >>`),
        ),
      ],
    });
    expect(await refusal(bytes)).toEqual(scriptRefusal);
  });

  it("refuses a launch action", async () => {
    const bytes = pagesPdf(1, { catalog: "/OpenAction << /S /Launch /F (cmd.exe) >>" });
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive("a launch action (it can start programs)"),
    });
  });

  // Actions that reach outside the document: a link to another file (on a network share it
  // hands over the visitor's Windows sign-in), a form that sends what is typed, a data import.
  // A file's name cannot be told from a share or web address in every spelling (escapes, hex
  // strings, file specification dictionaries, references), so every such link is refused. A
  // web link (/URI) to anything but a web page or e-mail address opens a file, a share or a
  // script; media and thread actions into another file fetch a file of their own.
  it.each([
    [
      "a link to a file on a network share",
      "/S /GoToR /F (\\\\\\\\server\\\\share\\\\a.pdf) /D [0 /Fit]",
      "otherFile",
    ],
    [
      "a link to a file on a website",
      "/S /GoToR /F << /FS /URL /F (https://evil.example/a.pdf) >> /D [0 /Fit]",
      "otherFile",
    ],
    ["a link to a file by its name", "/S /GoToR /F (prices.pdf) /D [0 /Fit]", "otherFile"],
    [
      "a link into a file embedded elsewhere",
      "/S /GoToE /F (http://evil.example/a.pdf) /T << /R /C /N (x) >>",
      "otherFile",
    ],
    [
      "a link whose kind is written with #xx escapes",
      "/S /GoTo#52 /F (\\\\\\\\server\\\\a.pdf)",
      "otherFile",
    ],
    [
      "a form that sends what is typed",
      "/S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >>",
      "submitForm",
    ],
    ["a data import", "/S /ImportData /F (\\\\\\\\server\\\\share\\\\data.fdf)", "importData"],
    ["a link to a local file", "/S /URI /URI (file:///etc/passwd)", "otherLink"],
    ["a link to a network share", "/S /URI /URI (\\\\\\\\server\\\\share)", "otherLink"],
    ["a link to an SMB share", "/S /URI /URI (smb://server/share)", "otherLink"],
    ["a script link", "/S /URI /URI (javascript:app.alert\\(1\\))", "otherLink"],
    ["a link with no scheme", "/S /URI /URI (//server/share)", "otherLink"],
    ["a link whose scheme only looks like http", "/S /URI /URI (http\\032//x)", "otherLink"],
    [
      "a file link written in hex",
      "/S /URI /URI <66 69 6c 65 3A2F2F2F6574632F706173737764>",
      "otherLink",
    ],
    [
      "a file link written with an octal escape",
      "/S /URI /URI (\\146ile:///etc/passwd)",
      "otherLink",
    ],
    ["a file link split over two lines", "/S /URI /URI (fi\\\nle:///etc/passwd)", "otherLink"],
    [
      "a file link whose key is written with #xx escapes",
      "/S /U#52I /U#52I (file:///c:/x)",
      "otherLink",
    ],
    ["a link whose target is elsewhere (a reference)", "/S /URI /URI 9 0 R", "otherLink"],
    ["a movie action", "/S /Movie /Annotation 9 0 R /Operation /Play", "media"],
    ["a sound action", "/S /Sound /Sound 9 0 R", "media"],
    [
      "a rendition action",
      "/S /Rendition /OP 0 /R << /S /MR /C << /S /MCD /D << /FS /URL /F (https://evil.example/a.mp4) >> >> >>",
      "media",
    ],
    ["a rendition action written with #xx escapes", "/S /R#65ndition /OP 0 /AN 9 0 R", "media"],
    [
      "a thread action into another file",
      "/S /Thread /F (\\\\\\\\server\\\\a.pdf) /D 0",
      "otherFile",
    ],
    ["a thread action into another file, by reference", "/S /Thr#65ad /F 9 0 R /D 0", "otherFile"],
  ] as const)("refuses %s", async (_label, action, part) => {
    const bytes = pagesPdf(1, { catalog: `/OpenAction << ${action} >>` });
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive(pdfActiveParts[part]),
    });
  });

  // Readers resolve an action's /S when it is a reference (poppler and pdf.js open a web link
  // written so): an action with a file (/F) whose kind is not written out as a name may be a
  // thread into another file. Every other kind that acts is found by its own name.
  it.each([
    ["a thread", "/Thread"],
    ["a thread, its name with #xx escapes", "/Thr#65ad"],
    ["anything", "/GoTo"],
  ])("refuses an action with a file whose kind is a reference to %s", async (_label, kind) => {
    const object = firstExtraObject(1);
    const bytes = pagesPdf(1, {
      catalog: `/OpenAction << /S ${object} 0 R /F (\\\\\\\\server\\\\a.pdf) /D 0 >>`,
      objects: [kind],
    });
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive(pdfActiveParts.otherFile),
    });
  });

  // A stream's own /F (with /FFilter and /FDecodeParms) says its data lies in another file, which
  // a reader may fetch from a share or website (ISO 32000-2, 7.3.8.2).
  it.each([
    ["a file on a network share", "/F (\\\\\\\\server\\\\share\\\\data.bin)"],
    ["a file on a website", "/F << /FS /URL /F (https://evil.example/d) >> /FFilter /FlateDecode"],
    ["a file given by reference", "/F 9 0 R"],
    ["a file given by #xx escapes", "/#46 (data.bin)"],
    ["a file, its filters alone", "/FFilter /FlateDecode"],
    ["a file, its filter parameters alone", "/FDecodeParms << /Predictor 1 >>"],
    ["a file, its filters named with #xx escapes", "/F#46ilter [/FlateDecode]"],
  ])("refuses a stream whose data is read from %s", async (_label, entries) => {
    const image = `/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 ${entries}`;
    const bytes = pagesPdf(1, { objects: [streamBody(image, "")] });
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive(pdfActiveParts.externalData),
    });
  });

  it("refuses an embedded file, and names everything it found", async () => {
    const file = firstExtraObject(1);
    const bytes = pagesPdf(1, {
      catalog: `/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /EF << /F ${file} 0 R >> >>] >> >> /OpenAction ${alert}`,
      objects: [streamBody("/Type /EmbeddedFile", "MZ...")],
    });
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive("an embedded file and JavaScript"),
    });
  });

  it.each([
    [
      "a file attachment annotation",
      "/Annots [<< /Subtype /FileAttachment >>]",
      "an embedded file",
    ],
    ["rich media", "/Annots [<< /Subtype /RichMedia >>]", "rich media (Flash or embedded video)"],
  ])("refuses %s", async (_label, pageExtra, what) => {
    expect(await refusal(pagesPdf(1, { pageExtra }))).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive(what),
    });
  });

  it("refuses an XFA form", async () => {
    const bytes = pagesPdf(1, { catalog: "/AcroForm << /Fields [] /XFA 9 0 R >>" });
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfActive("an XFA form (forms that can run scripts)"),
    });
  });

  it("refuses a long name in any stream's data, deflated or not", async () => {
    for (const data of [latin1("junk /JavaScript junk"), deflate("q /Launch Q")]) {
      const filter = data[0] === 0x78 ? "/Filter /FlateDecode" : "";
      const bytes = pagesPdf(1, { objects: [streamBody(filter, data)] });
      expect((await refusal(bytes)).status).toBe(415);
    }
  });

  it("refuses a zip bomb: a stream unpacking past 50 MB", async () => {
    const bomb = deflateSync(new Uint8Array(51 * 1024 * 1024));
    const bytes = pagesPdf(1, { objects: [streamBody("/Filter /FlateDecode", bomb)] });
    expect(await refusal(bytes)).toEqual({
      status: 415,
      message: apiErrorMessages.pdfInflateLimit(50),
    });
  });

  it("refuses a zip bomb spread over many streams", async () => {
    const part = deflateSync(new Uint8Array(900 * 1024));
    const objects = Array.from({ length: 60 }, () => streamBody("/Filter /FlateDecode", part));
    expect(await refusal(pagesPdf(1, { objects }))).toEqual({
      status: 415,
      message: apiErrorMessages.pdfInflateLimit(50),
    });
  });

  it("refuses an encrypted document, which cannot be checked", async () => {
    const bytes = pagesPdf(1, { trailer: "/Encrypt << /Filter /Standard /V 2 /R 3 >>" });
    expect(await refusal(bytes)).toEqual({ status: 415, message: apiErrorMessages.pdfEncrypted });
  });

  // A reader may start an object (a trailer, a cross-reference stream) where the walk of object
  // syntax saw a comment, a string or stream data: the name search looks there.
  it.each([
    ["a comment", { catalog: "% trailer << /Encrypt 9 0 R >>\n" }],
    ["a string", { trailer: "/Info << /Title (<< /Encrypt 9 0 R >>) >>" }],
    ["plain stream data", { objects: [streamBody("", "<< /Type /XRef /Encrypt 9 0 R >>")] }],
  ])("refuses a document whose /Encrypt stands in %s", async (_where, parts) => {
    expect(await refusal(pagesPdf(1, parts))).toEqual({
      status: 415,
      message: apiErrorMessages.pdfEncrypted,
    });
  });

  it.each([
    ["encoded otherwise than with Flate", "/Filter /LZWDecode", latin1("anything")],
    [
      "with a predictor",
      "/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>",
      deflate("1 0 "),
    ],
    [
      "with a predictor under /DP, as readers also spell /DecodeParms",
      "/Filter /FlateDecode /DP << /Predictor 12 /Columns 4 >>",
      deflate("1 0 "),
    ],
    [
      "with a predictor under /DP beside empty /DecodeParms",
      "/Filter /FlateDecode /DecodeParms null /DP << /Predictor 12 /Columns 4 >>",
      deflate("1 0 "),
    ],
    ["whose data does not inflate", "/Filter /FlateDecode", latin1("not zlib data at all")],
  ])("refuses an object stream %s", async (_label, filter, data) => {
    const bytes = pagesPdf(1, {
      objects: [streamBody(`/Type /ObjStm /N 1 /First 4 ${filter}`, data)],
    });
    expect(await refusal(bytes)).toEqual({ status: 415, message: apiErrorMessages.pdfUnreadable });
  });

  it("refuses objects nested past any real document", async () => {
    const bytes = pagesPdf(1, { objects: [`${"[".repeat(300)}${"]".repeat(300)}`] });
    expect(await refusal(bytes)).toEqual({ status: 415, message: apiErrorMessages.pdfTooDeep });
  });

  it("refuses a document without pages", async () => {
    const bytes = pdfFile([
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [] /Count 0 >>",
    ]);
    expect(await refusal(bytes)).toEqual({ status: 415, message: apiErrorMessages.pdfNoPages });
  });

  it("refuses more than 20 MB with 413", async () => {
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(pagesPdf(1));
    expect(await refusal(big)).toEqual({ status: 413, message: apiErrorMessages.documentTooLarge });
  });
});
