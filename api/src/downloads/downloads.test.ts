import type { WebsiteImage } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { pagesPdf } from "../../test/test-pdfs.ts";
import { serverForTests } from "../../test/test-server.ts";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

describe.each(drivers)("PDF downloads counted by the server [%s]", (kind) => {
  const api = serverForTests(kind);
  let pdf: WebsiteImage;

  /** A PDF's public address: not an API route, so fetched as a browser does. */
  const visit = async (headers: Record<string, string> = {}, method = "GET") => {
    const res = await api.server.request(`${pdf.filepath}?v=${pdf.version}`, {
      method,
      headers: { "user-agent": BROWSER, ...headers },
    });
    await res.arrayBuffer();
    return res.status;
  };
  const counts = async (): Promise<Record<string, number>> => {
    const res = await api.admin.admin.documents.downloads.$get();
    expect(res.status).toBe(200);
    return res.json();
  };

  it("counts a visitor's download once", async () => {
    const file = new File([pagesPdf(2)], "Buyer guide.pdf", { type: "application/pdf" });
    const res = await api.admin.admin.upload.$post({ form: { file } });
    pdf = (await res.json()).image;
    expect(await counts()).toEqual({});
    expect(await visit()).toBe(200);
    expect(await counts()).toEqual({ [pdf.filename]: 1 });
  });

  it("does not count a HEAD, the rest of a ranged download, a 304 or a crawler", async () => {
    expect(await visit({}, "HEAD")).toBe(200);
    expect(await visit({ range: "bytes=1000-" })).toBe(200);
    expect(await visit({ "if-none-match": `"${pdf.sha256}"` })).toBe(304);
    expect(
      await visit({
        "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      }),
    ).toBe(200);
    expect(await counts()).toEqual({ [pdf.filename]: 1 });
  });

  it("counts two downloads as two, also when the hot cache has seen the file", async () => {
    expect(await visit()).toBe(200);
    expect(await visit({ range: "bytes=0-" })).toBe(200);
    // A PDF is never replayed by the hot cache, which would serve it without counting.
    expect(api.server.running.hotCache.size).toBe(0);
    expect(await counts()).toEqual({ [pdf.filename]: 3 });
  });

  it("writes the counts of the last seconds at a clean shutdown", async () => {
    expect(await visit()).toBe(200);
    api.server = await api.server.restart();
    expect(await counts()).toEqual({ [pdf.filename]: 4 });
  });

  it("shows the counts to the administrator only, and drops them with the file", async () => {
    expect((await api.visitor.admin.documents.downloads.$get()).status).toBe(401);
    const res = await api.admin.admin.images[":id"].$delete({ param: { id: String(pdf.id) } });
    expect(res.status).toBe(200);
    expect(await counts()).toEqual({});
  });
});
