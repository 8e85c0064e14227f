import type { NotFoundList } from "@app/contract";
import autocannon from "autocannon";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";
/** A standard's page: what a visitor asks for while the flood goes on. */
const PAGE = "/certifications/gots";

export interface MissingPagesMeasure {
  /** Made-up addresses asked for, each once. */
  flood: number;
  floodRps: number;
  /** The standard's page alone, then beside the flood: latency in ms. */
  pageAlone: { p50: number; p99: number };
  pageDuringFlood: { p50: number; p99: number };
  /** Rows the missing-pages list holds afterwards (its bound: NOT_FOUND_KEPT_PATHS). */
  listed: number;
  /** The server's memory before and after the flood (MB). */
  rssBeforeMb: number | null;
  rssAfterMb: number | null;
}

const pageLoad = (baseUrl: string, seconds: number) =>
  autocannon({
    url: `${baseUrl}${PAGE}`,
    connections: 4,
    duration: seconds,
    headers: { "user-agent": BROWSER, "accept-encoding": "br" },
  });

/**
 * A flood of `flood` made-up addresses (each 404, each counted) from 16 connections while a
 * visitor's page is read beside it; then the missing-pages list, which must stay bounded.
 */
export async function measureMissingPages(
  baseUrl: string,
  admin: { email: string; password: string },
  options: { flood: number; rss: () => number | null },
): Promise<MissingPagesMeasure> {
  const alone = await pageLoad(baseUrl, 5);
  const rssBeforeMb = options.rss();
  let sequence = 0;
  const flooding = autocannon({
    url: baseUrl,
    connections: 16,
    amount: options.flood,
    headers: { "user-agent": BROWSER },
    requests: [
      {
        setupRequest: (request) => {
          sequence++;
          request.path = `/made-up/${sequence}-${Math.random().toString(36).slice(2)}`;
          return request;
        },
      },
    ],
  });
  // The visitor's reads start once the flood is under way, and end before it does.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const during = await pageLoad(baseUrl, 5);
  const flood = await flooding;
  const rssAfterMb = options.rss();
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const list = (await (
    await fetch(`${baseUrl}/api/admin/not-found`, { headers: { cookie } })
  ).json()) as NotFoundList;
  return {
    flood: flood.requests.total,
    floodRps: Math.round(flood.requests.average),
    pageAlone: { p50: alone.latency.p50, p99: alone.latency.p99 },
    pageDuringFlood: { p50: during.latency.p50, p99: during.latency.p99 },
    listed: list.paths.length,
    rssBeforeMb,
    rssAfterMb,
  };
}
