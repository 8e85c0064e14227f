import { describe, expect, it } from "vitest";
import { assertInert, SVG_ATTACKS, SVG_REFUSED } from "../../test/svg-attacks.ts";
import { drivers } from "../../test/test-database.ts";
import { pngBytes } from "../../test/test-images.ts";
import { serverForTests } from "../../test/test-server.ts";

const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe.each(drivers)("hostile uploads, one by one, through the API [%s]", (kind) => {
  const api = serverForTests(kind);

  const upload = (bytes: Uint8Array | string, filename: string, type: string) => {
    const form = new FormData();
    const body = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
    form.set("image", new File([body], filename, { type }));
    form.set("section", "attacks");
    return api.server.request("/api/admin/upload", {
      method: "POST",
      body: form,
      cookie: api.cookie,
    });
  };

  it.each(SVG_ATTACKS.map(([label, svg], i) => [label, svg, i] as const))(
    "%s: stored and served with nothing active left",
    async (_label, svg, i) => {
      const res = await upload(svg, `attack-${i}.svg`, "image/svg+xml");
      expect(res.status, await res.clone().text()).toBe(201);
      const { file } = (await res.json()) as { file: { filepath: string } };
      const served = await api.server.request(file.filepath);
      expect(served.headers.get("content-type")).toBe("image/svg+xml");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-security-policy")).toBe(SVG_POLICY);
      assertInert(await served.text());
    },
  );

  it.each(SVG_REFUSED)("refuses %s with 415", async (_label, svg) => {
    const res = await upload(svg, "refused.svg", "image/svg+xml");
    expect(res.status).toBe(415);
    expect(await res.json()).toHaveProperty("error");
  });

  it("serves a PNG with HTML after its image data as a PNG, never as a page", async () => {
    const polyglot = new Uint8Array([
      ...pngBytes(4, 4, [200, 16, 46]),
      ...new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>"),
    ]);
    const res = await upload(polyglot, "innocent.png", "image/png");
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as { file: { filepath: string } };
    const served = await api.server.request(file.filepath);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("refuses HTML dressed as a PNG, and a PNG declared as something else", async () => {
    const html = await upload("<html><script>alert(1)</script></html>", "page.png", "image/png");
    expect(html.status).toBe(415);
    const mismatch = await upload(pngBytes(2, 2, [0, 0, 0]), "fake.gif", "image/gif");
    expect(mismatch.status).toBe(415);
  });
});
