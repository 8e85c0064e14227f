import type { SearchAnswer } from "@app/contract/search-address";

/**
 * What visitors search for: a standard's name and its code written three ways, words of the
 * content, a Khmer word of the seeded Khmer (the hero's "certification"), and nothing found.
 */
export const SEARCH_QUERIES = [
  { q: "gots", lang: "en" },
  { q: "iso9001", lang: "en" },
  { q: "ISO 9001", lang: "en" },
  { q: "organic cotton", lang: "en" },
  { q: "factories", lang: "en" },
  { q: "វិញ្ញាបនកម្ម", lang: "km" },
  { q: "zzzz nothing", lang: "en" },
] as const;

/** The results pages, rendered by the server. */
export const SEARCH_PAGES = ["/search?q=gots", "/km/search?q=វិញ្ញាបនកម្ម"];

const WARM_UP = 10;

export interface SearchLatency {
  /** What was asked: `GET /api/search?...` or the page's address. */
  request: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers other than 200, or (for the API) not of the contract's shape. */
  errors: number;
  /** How many results the API answered (the first answer); null for a page. */
  results: number | null;
  /** The first status other than 200, when there was one. */
  failedStatus?: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => Math.round(value * 10) / 10;

/** Whether a body is a search answer as the contract shapes it. */
function isSearchAnswer(body: unknown): body is SearchAnswer {
  const results = (body as Partial<SearchAnswer> | null)?.results;
  return (
    Array.isArray(results) &&
    results.every(
      (result) =>
        typeof result?.title === "string" &&
        typeof result.path === "string" &&
        typeof result.kind === "string" &&
        typeof result.snippet === "string",
    )
  );
}

/**
 * One address asked `times` times in a row (after a warm-up), each from an address of its own
 * (X-Forwarded-For, the server trusting its proxy): visitors, not one client hitting the
 * per-address limit. The time is to the whole body read.
 */
async function sequential(
  baseUrl: string,
  request: { path: string; label: string; api: boolean },
  times: number,
): Promise<SearchLatency> {
  const { path, api } = request;
  const timings: number[] = [];
  let errors = 0;
  let results: number | null = null;
  let failedStatus: number | undefined;
  for (let i = 0; i < WARM_UP + times; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: {
        "accept-encoding": "br, gzip",
        "x-forwarded-for": `10.40.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
    });
    const body = api ? await response.json().catch(() => undefined) : await response.text();
    const elapsed = performance.now() - started;
    if (i < WARM_UP) continue;
    timings.push(elapsed);
    const ok = response.status === 200 && (!api || isSearchAnswer(body));
    if (!ok) {
      errors++;
      failedStatus ??= response.status;
    } else if (api && results === null) results = (body as SearchAnswer).results.length;
  }
  timings.sort((a, b) => a - b);
  return {
    request: `GET ${request.label}`,
    requests: times,
    p50: ms(percentile(timings, 50)),
    p95: ms(percentile(timings, 95)),
    max: ms(timings.at(-1)!),
    errors,
    results,
    ...(failedStatus !== undefined && { failedStatus }),
  };
}

/** Search's latency: each query through the API, then the results pages, one at a time. */
export async function measureSearch(baseUrl: string, times: number): Promise<SearchLatency[]> {
  const measures: SearchLatency[] = [];
  for (const { q, lang } of SEARCH_QUERIES) {
    const path = `/api/search?${new URLSearchParams({ q, lang })}`;
    const label = `/api/search?q=${q}&lang=${lang}`;
    measures.push(await sequential(baseUrl, { path, label, api: true }, times));
  }
  for (const label of SEARCH_PAGES) {
    const [page, search] = label.split("?") as [string, string];
    const path = `${page}?${new URLSearchParams(search)}`;
    measures.push(await sequential(baseUrl, { path, label, api: false }, times));
  }
  return measures;
}
