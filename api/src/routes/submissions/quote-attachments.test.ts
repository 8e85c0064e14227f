import {
  type ApiError,
  LeadAttachmentSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_QUOTE_BODY_BYTES,
  type Role,
  SITE_TEXTS,
  SubmissionSchema,
} from "@app/contract";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { gifBytes, jpegBytes, pngBytes } from "../../../test/test-images.ts";
import { jpegWithMetadata, SECRET } from "../../../test/test-metadata-images.ts";
import { pagesPdf } from "../../../test/test-pdfs.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { createSession, generateSessionToken } from "../../auth/session.ts";
import { SESSION_COOKIE } from "../../auth/session-cookie.ts";
import { adminUsers, submissionAttachments, submissions } from "../../db/schema.ts";
import { deleteSubmissionsOlderThan } from "./submission-retention.ts";

const LeadSchema = SubmissionSchema.extend({ attachments: LeadAttachmentSchema.array() });

const fields = {
  name: "Dara Sok",
  email: "dara@mill.example",
  service: "GOTS certification",
  message: "Please quote an audit for our two sites.",
};

const file = (bytes: Uint8Array | string, name: string, type = "") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

const en = SITE_TEXTS.en.validation.attachments;

/** Issue 36: documents sent with a quote request. */
describe.each(drivers)("quote attachments [%s]", (kind) => {
  const api = serverForTests(kind);
  const db = () => api.server.running.deps.database.db;

  /** A multipart quote, as the form sends one with files. */
  function sendQuote(files: File[], extra: Record<string, string> = {}) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, ...extra })) body.append(name, value);
    for (const attached of files) body.append("attachments", attached);
    return api.server.request("/api/quote", { method: "POST", body });
  }

  async function leadOf(message: string) {
    const [row] = await db()
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.message, message));
    const res = await api.admin.admin.submissions[":id"].$get({ param: { id: String(row!.id) } });
    expect(res.status).toBe(200);
    return LeadSchema.parse(await res.json());
  }

  const storedFiles = async () =>
    Number((await db().select({ n: count() }).from(submissionAttachments))[0]!.n);

  async function person(role: Role) {
    const id = crypto.randomUUID();
    await db()
      .insert(adminUsers)
      .values({ id, email: `${role}@team.example`, name: role, role, passwordHash: "unused" });
    const token = generateSessionToken();
    await createSession(db(), token, id);
    return `${SESSION_COOKIE}=${token}`;
  }

  it("keeps a PDF and a photo in order, the photo without its metadata, served as downloads", async () => {
    const pdf = pagesPdf(2);
    const message = "Certificate and factory photo attached, please quote.";
    const res = await sendQuote(
      [
        file(pdf, "Current certificate.pdf", "application/pdf"),
        // A phone's wrong declared type is no reason to refuse: the bytes say JPEG.
        file(jpegWithMetadata(), "factory.jpg", "image/png"),
      ],
      { message, source: JSON.stringify({ utmCampaign: "gots-2027" }) },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, reference: expect.any(String) });

    const lead = await leadOf(message);
    expect(lead.source?.utmCampaign).toBe("gots-2027");
    expect(lead.attachments).toEqual([
      {
        id: expect.any(String),
        filename: "current-certificate.pdf",
        contentType: "application/pdf",
        byteSize: pdf.byteLength,
      },
      {
        id: expect.any(String),
        filename: "factory.jpg",
        contentType: "image/jpeg",
        byteSize: expect.any(Number),
      },
    ]);

    const path = (id: string) => `/api/admin/submissions/${lead.id}/attachments/${id}`;
    const first = await api.server.request(path(lead.attachments[0]!.id), { cookie: api.cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toBe(
      'attachment; filename="current-certificate.pdf"',
    );
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(pdf);

    const photo = await api.server.request(path(lead.attachments[1]!.id), { cookie: api.cookie });
    const photoBytes = Buffer.from(await photo.arrayBuffer());
    expect(photoBytes.byteLength).toBe(lead.attachments[1]!.byteSize);
    expect(photoBytes.includes(SECRET)).toBe(false);
  });

  it("serves attachments to who may read the inbox only, and to no one else's lead", async () => {
    const message = "A scope list for the quote, one page.";
    expect((await sendQuote([file(pagesPdf(1), "scope.pdf")], { message })).status).toBe(200);
    const lead = await leadOf(message);
    const path = `/api/admin/submissions/${lead.id}/attachments/${lead.attachments[0]!.id}`;
    expect((await api.server.request(path)).status).toBe(401);
    expect((await api.server.request(path, { cookie: await person("editor") })).status).toBe(403);
    expect((await api.server.request(path, { cookie: await person("sales") })).status).toBe(200);
    // The right file id under another lead's number is not found.
    const elsewhere = `/api/admin/submissions/${lead.id + 1000}/attachments/${lead.attachments[0]!.id}`;
    expect((await api.server.request(elsewhere, { cookie: api.cookie })).status).toBe(404);
  });

  it.each([
    ["a Word file", () => file("PK\x03\x04word", "scope.docx"), en.type("scope.docx")],
    ["a GIF", () => file(gifBytes(4, 4), "logo.gif", "image/gif"), en.type("logo.gif")],
    ["text named .jpg", () => file("hello", "photo.jpg", "image/jpeg"), en.type("photo.jpg")],
    [
      "a PDF with JavaScript",
      () =>
        file(
          pagesPdf(1, { catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }),
          "form.pdf",
        ),
      en.scripts("form.pdf"),
    ],
    [
      "an encrypted PDF",
      () => file(pagesPdf(1, { trailer: "/Encrypt << /Filter /Standard /V 2 /R 3 >>" }), "x.pdf"),
      en.password("x.pdf"),
    ],
    ["a PDF with no pages", () => file(pagesPdf(0), "empty.pdf"), en.unreadable("empty.pdf")],
    [
      "a file just over 10 MB",
      () => {
        const over = new Uint8Array(MAX_ATTACHMENT_BYTES + 1);
        over.set(pagesPdf(1));
        return file(over, "big.pdf");
      },
      en.size("big.pdf", "10 MB"),
    ],
  ])("refuses %s, naming it, and keeps nothing of the quote", async (_label, make, sentence) => {
    const message = `Refused attachment case: ${_label}.`;
    const before = await storedFiles();
    const res = await sendQuote([file(pngBytes(2, 2), "ok.png"), make()], { message });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: SITE_TEXTS.en.answers.validation,
      fields: { attachments: sentence },
    });
    expect(await storedFiles()).toBe(before);
    expect(await db().select().from(submissions).where(eq(submissions.message, message))).toEqual(
      [],
    );
  });

  it("refuses a fourth file, and words refusals in the form's language", async () => {
    const four = Array.from({ length: 4 }, (_, i) => file(pngBytes(2, 2), `p${i}.png`));
    const res = await sendQuote(four);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).fields).toEqual({ attachments: en.count(3) });

    const km = await sendQuote([file("notes", "notes.txt")], { lang: "km" });
    expect(await km.json()).toEqual({
      error: SITE_TEXTS.km.answers.validation,
      fields: { attachments: SITE_TEXTS.km.validation.attachments.type("notes.txt") },
    });
  });

  it("still checks the form's fields, and takes a quote with no file as before", async () => {
    const invalid = new FormData();
    invalid.append("name", "D");
    invalid.append("attachments", file(pagesPdf(1), "a.pdf"));
    const res = await api.server.request("/api/quote", { method: "POST", body: invalid });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as ApiError).fields ?? {})).toEqual(
      expect.arrayContaining(["name", "email", "message"]),
    );
    const message = "No documents this time, only the question.";
    // A browser form posts an empty file for a file field left empty.
    const empty = await sendQuote([file("", "")], { message });
    expect(empty.status).toBe(200);
    expect((await leadOf(message)).attachments).toEqual([]);
  });

  it("answers 413 in the page's language for a body past every file's limit together", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append("attachments", file(new Uint8Array(MAX_QUOTE_BODY_BYTES + 1), "huge.pdf"));
    const res = await api.server.request("/api/quote", {
      method: "POST",
      body,
      headers: { Referer: `${api.server.url}/km/contact` },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: SITE_TEXTS.km.answers.tooLarge });
  });

  it("keeps no file a bot sent (the honeypot caught it)", async () => {
    const before = await storedFiles();
    const message = "Bot quote with a file in the trap field.";
    const res = await sendQuote([file(jpegBytes(4, 4), "x.jpg")], { message, website: "spam" });
    expect(res.status).toBe(200);
    expect(await storedFiles()).toBe(before);
  });

  it("deletes a lead's files with it, by erasure and by retention", async () => {
    const erased = "erase@factory.example";
    await sendQuote([file(pagesPdf(1), "a.pdf")], { email: erased });
    const kept = "Old lead whose files retention removes.";
    await sendQuote([file(pagesPdf(1), "b.pdf")], { message: kept });
    const before = await storedFiles();

    const res = await api.admin.admin.submissions.erasure.$post({ json: { email: erased } });
    expect(res.status).toBe(200);
    expect(await storedFiles()).toBe(before - 1);

    await db()
      .update(submissions)
      .set({ createdAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(submissions.message, kept));
    expect(await deleteSubmissionsOlderThan(db(), 365)).toBe(1);
    expect(await storedFiles()).toBe(before - 2);
  });
});
