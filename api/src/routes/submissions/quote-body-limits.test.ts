import { request as httpRequest } from "node:http";
import { type ApiError, MAX_ATTACHMENT_BYTES_PER_DAY, SITE_TEXTS } from "@app/contract";
import { describe, expect, it } from "vitest";
import { pagesPdf } from "../../../test/test-pdfs.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { submissionAttachments, submissions } from "../../db/schema.ts";

const fields = {
  name: "Dara Sok",
  email: "dara@mill.example",
  service: "GOTS certification",
  message: "Please quote an audit for our two sites.",
};

const BOUNDARY = "----quote-boundary";

/** A multipart body written by hand: parts as given, in order. */
function multipart(parts: { name: string; value: string | Uint8Array; filename?: string }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const formParts = Object.entries(fields).map(([name, value]) => ({ name, value }));

/**
 * A quote whose body starts and then stops arriving, as a slow or hostile client sends it:
 * resolves with the answer once the server gives one (the socket is left open until then).
 */
function stalledQuote(url: string) {
  const start = multipart(formParts).subarray(0, 200);
  let socketDone: () => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/quote`,
      {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
          "Content-Length": String(1_000_000),
          Origin: url,
        },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on("error", reject);
    req.write(start);
    socketDone = () => req.destroy();
  });
  return { answer, stop: () => socketDone() };
}

/** The second hardening round for quotes with files: what one client may cost us. */
describe("a multipart quote's limits", () => {
  const api = serverForTests("pglite", {
    config: { quoteBodyTiming: { deadlineMs: 5_000, idleMs: 1_500 } },
  });
  const send = (body: Buffer, headers: Record<string, string> = {}) =>
    api.server.request("/api/quote", {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    });

  it("refuses a form of thousands of parts, a field sent twice or a stray file, reading no further", async () => {
    const many = multipart([
      ...formParts,
      ...Array.from({ length: 5_000 }, (_, i) => ({ name: `f${i}`, value: "x" })),
    ]);
    const flood = await send(many);
    expect(flood.status).toBe(400);
    expect(await flood.json()).toEqual({ error: SITE_TEXTS.en.answers.validation });

    const twice = await send(multipart([...formParts, { name: "name", value: "Another" }]));
    expect(twice.status).toBe(400);
    const stray = await send(
      multipart([...formParts, { name: "logo", value: pagesPdf(1), filename: "a.pdf" }]),
    );
    expect(stray.status).toBe(400);
  });

  it("drops a source too deep or too long to be one, and keeps the quote", async () => {
    const message = "Quote with a hostile source field in it.";
    const res = await send(
      multipart([
        ...formParts.filter((part) => part.name !== "message"),
        { name: "message", value: message },
        { name: "source", value: `${"[".repeat(5000)}${"]".repeat(5000)}` },
      ]),
    );
    expect(res.status).toBe(200);
  });

  it("answers a body that stops arriving with 408, and gives its turn back", async () => {
    const stalled = stalledQuote(api.server.url);
    const { status, body } = await stalled.answer;
    stalled.stop();
    expect(status).toBe(408);
    expect(JSON.parse(body)).toEqual({ error: SITE_TEXTS.en.answers.tooSlow });
    const next = await send(
      multipart([...formParts, { name: "attachments", value: pagesPdf(1), filename: "a.pdf" }]),
    );
    expect(next.status).toBe(200);
  });

  it("gives one address one turn at a time: a second quote with files meanwhile is told to wait", async () => {
    const stalled = stalledQuote(api.server.url);
    // The stalled body has its turn once the server has its first bytes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await send(
      multipart([...formParts, { name: "attachments", value: pagesPdf(1), filename: "a.pdf" }]),
    );
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("30");
    expect(((await second.json()) as ApiError).error).toBe(SITE_TEXTS.en.answers.busy);
    expect((await stalled.answer).status).toBe(408);
    stalled.stop();
  });

  it("refuses documents past the day's allowance, saying to send the request without them", async () => {
    // Yesterday's and today's documents, as the allowance counts them.
    const db = api.server.running.deps.database.db;
    const [lead] = await db
      .insert(submissions)
      .values({ kind: "quote", ...fields })
      .returning({ id: submissions.id });
    await db.insert(submissionAttachments).values({
      id: crypto.randomUUID(),
      submissionId: lead!.id,
      position: 0,
      filename: "big.pdf",
      contentType: "application/pdf",
      byteSize: MAX_ATTACHMENT_BYTES_PER_DAY - 100,
      sha256: "0",
      bytes: new Uint8Array(1),
    });
    const res = await send(
      multipart([...formParts, { name: "attachments", value: pagesPdf(1), filename: "a.pdf" }]),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).fields).toEqual({
      attachments: SITE_TEXTS.en.validation.attachments.full,
    });
    // Without documents the request goes through.
    expect((await send(multipart(formParts))).status).toBe(200);
  });
});

describe("a multipart quote over the form allowance", () => {
  const api = serverForTests("pglite", {
    config: { formRateLimit: { max: 1, windowMs: 60_000 } },
  });

  it("is refused before its body is read", async () => {
    expect((await api.visitor.quote.$post({ json: fields })).status).toBe(200);
    // The body never arrives: the answer comes anyway.
    const stalled = stalledQuote(api.server.url);
    const { status } = await stalled.answer;
    stalled.stop();
    expect(status).toBe(429);
  });
});
