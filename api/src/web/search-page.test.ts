import { fileURLToPath } from "node:url";
import { SEARCH_QUERY_MAX } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

describe.each(drivers)("the search results page [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist, searchesPerMinute: 6 }, login: false });
  const page = async (query: string) => {
    const res = await api.server.request(`/search?q=${encodeURIComponent(query)}`);
    return {
      status: res.status,
      html: await res.text(),
      retryAfter: res.headers.get("retry-after"),
    };
  };

  it("is one page to search engines, whatever the query", async () => {
    const { status, html } = await page("gots");
    expect(status).toBe(200);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/search"/);
    expect(html).not.toMatch(/canonical" href="[^"]*\?q=/);
  });

  it("shows a query without its invisible characters, and never longer than it takes", async () => {
    const bidi = await page("\u202egots\u200b");
    expect(bidi.html).toContain("Results for \u201cgots\u201d");
    expect(bidi.html).not.toContain("\u202e");
    const long = await page("x".repeat(12_000));
    expect(long.status).toBe(200);
    expect(long.html).toContain(`at most ${SEARCH_QUERY_MAX} characters`);
    expect(long.html).not.toContain("x".repeat(SEARCH_QUERY_MAX + 2));
  });

  it("answers a visitor past their searches a minute with a few words, and its data alike", async () => {
    // Six searches a minute here, three of them above.
    for (let n = 0; n < 3; n++) expect((await page("ocs")).status).toBe(200);
    const refused = await page("grs");
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe("60");
    expect(refused.html.length).toBeLessThan(1000);
    expect(refused.html).toContain("Too many searches");
    const data = await api.server.request(
      `/api/page-data?path=${encodeURIComponent("/search?q=grs")}`,
    );
    expect(data.status).toBe(429);
  });
});
