import { fileURLToPath } from "node:url";
import { apiErrorMessages, MAX_CONTENT_BODY_BYTES, MAX_JSON_DEPTH } from "@app/contract";
import { describe, expect, it } from "vitest";
import { submissions } from "../../src/db/schema.ts";
import { errorForLog } from "../../src/lib/error-for-log.ts";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const quote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  service: "GOTS certification",
  message: "We need a quote for two production sites.",
};

/** JSON text of objects nested `depth` deep (as text: JSON.stringify itself overflows). */
const nested = (depth: number) => `${'{"inner":'.repeat(depth)}"leaf"${"}".repeat(depth)}`;

describe.each(drivers)("request bounds and hostile input [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist } });
  const saveText = (contentJson: string) =>
    api.server.request("/api/admin/content", {
      method: "POST",
      cookie: api.cookie,
      headers: { "content-type": "application/json" },
      body: `{"section":"hostile-notes","content":${contentJson}}`,
    });
  const save = (content: unknown) => saveText(JSON.stringify(content));

  it("keeps a quote whose message holds NUL and other control characters, without them", async () => {
    const res = await api.server.request("/api/quote", {
      method: "POST",
      json: {
        ...quote,
        name: "Dara\u0000 Sok",
        message: "Two sites\u0000\u0007 please, \ud800soon.",
      },
    });
    expect(res.status).toBe(200);
    const rows = await api.server.running.deps.database.db.select().from(submissions);
    expect(rows.at(-1)).toMatchObject({ name: "Dara Sok", message: "Two sites please, soon." });
  });

  it("refuses admin text with NUL with a clear 400 naming the field", async () => {
    const res = await save({ title: "Fine", body: { paragraphs: ["ok", "bad\u0000"] } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: apiErrorMessages.controlCharacters,
      fields: { "content.body.paragraphs.1": apiErrorMessages.controlCharacters },
    });
  });

  it("answers 400 to JSON nested deeper than the bound, on admin and public routes alike", async () => {
    const tooDeep = { error: apiErrorMessages.tooDeep(MAX_JSON_DEPTH) };
    const content = await saveText(nested(5000));
    expect(content.status).toBe(400);
    expect(await content.json()).toEqual(tooDeep);

    const form = await api.server.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `${JSON.stringify(quote).slice(0, -1)},"company":${nested(5000)}}`,
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual(tooDeep);

    // Content a few levels deep is nowhere near it.
    expect((await saveText(nested(MAX_JSON_DEPTH - 5))).status).toBe(201);
  });

  it("bounds the body of routes that set no limit of their own", async () => {
    const res = await api.server.request("/api/admin/images/1/restore", {
      method: "POST",
      cookie: api.cookie,
      json: { version: 1, padding: "x".repeat(MAX_CONTENT_BODY_BYTES) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: apiErrorMessages.tooLarge });
  });

  it("holds no more than the small bound of a body without a declared length before sign-in", async () => {
    const endless = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          // The small bound several times over; the stream never ends.
          for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(MAX_CONTENT_BODY_BYTES));
        },
      });
    const post = (path: string) =>
      fetch(`${api.server.url}${path}`, {
        method: "POST",
        body: endless(),
        headers: {
          origin: api.server.origin,
          "content-type": "multipart/form-data; boundary=unfinished",
        },
        duplex: "half",
      } as RequestInit);
    // Any path: refused on its size at the small bound, never held up to an upload's 20 MB.
    expect((await post("/api/no-such-thing")).status).toBe(413);
    // The upload route checks the session before it reads a byte.
    expect((await post("/api/admin/upload")).status).toBe(401);
  });

  it("lets a client finish sending a body up to twice the limit and read the 413", async () => {
    const body = JSON.stringify({ section: "page:big", content: { text: "x".repeat(1_900_000) } });
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await api.server.request("/api/admin/content", {
        method: "POST",
        cookie: api.cookie,
        headers: { "content-type": "application/json" },
        // Well over the limit, under twice the limit of the default route bound.
        body: body.slice(0, Math.round(MAX_CONTENT_BODY_BYTES * 1.9)),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: apiErrorMessages.tooLarge });
      expect(res.headers.get("connection")).not.toBe("close");
    }
  });

  it("closes the connection on a declared body beyond twice the limit", async () => {
    const answer = await api.server
      .request("/api/admin/content", {
        method: "POST",
        cookie: api.cookie,
        headers: { "content-type": "application/json" },
        body: "x".repeat(MAX_CONTENT_BODY_BYTES * 3),
      })
      .then(
        (res) => res.headers.get("connection"),
        () => "reset",
      );
    expect(["close", "reset"]).toContain(answer);
  });

  it("generates its own request id and answers JSON 404 for unknown API paths", async () => {
    const res = await api.server.request("/api/no-such-thing", {
      headers: { "x-request-id": "chosen-by-client" },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: apiErrorMessages.notFound });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe("chosen-by-client");
  });

  it("writes no query parameters (a visitor's details) into error log lines", async () => {
    const { db } = api.server.running.deps.database;
    const secret = "secret-phone-012345678";
    const failure = await db
      .insert(submissions)
      // What a NUL in a visitor's message did before it was stripped: PostgreSQL refuses it.
      // The message also looks like a stack frame, so no line-by-line filter can keep it.
      .values({ ...quote, kind: "quote", message: `${quote.message}\n    at x,${secret}\u0000` })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    const line = errorForLog(failure);
    expect(line).toContain("params: (withheld)");
    for (const personal of [quote.email, quote.message, secret])
      expect(line).not.toContain(personal);
    expect(line).toMatch(/\n {4}at /);
  });
});
