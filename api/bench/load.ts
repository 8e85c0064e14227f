import { countMatching, SubmissionCountsSchema } from "@app/contract";
import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
}

interface LoadOptions {
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}

const summarize = (result: autocannon.Result): LoadResult => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  requests: result.requests.total,
});

export async function load(
  baseUrl: string,
  path: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({ url: `${baseUrl}${path}`, ...options });
  return summarize(result);
}

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * POST /api/quote from many distinct simulated clients (each its own address and details),
 * a fixed number of requests so every one is answered before counting, then checks that
 * every 2xx answer corresponds to exactly one stored submission.
 */
export async function loadQuotes(
  baseUrl: string,
  admin: { email: string; password: string },
  options: { connections: number; amount: number },
) {
  let sequence = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/quote`,
    ...options,
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    requests: [
      {
        setupRequest: (request) => {
          sequence++;
          request.headers = { ...request.headers, "x-forwarded-for": randomAddress() };
          request.body = JSON.stringify({
            name: `Benchmark client ${sequence}`,
            email: `client${sequence}@bench.example`,
            phone: "+855 12 345 678",
            service: "GOTS certification",
            message: `Please send a quotation for GOTS certification (request ${sequence}).`,
          });
          return request;
        },
      },
    ],
  });
  const summary = summarize(result);
  const ok2xx = result["2xx"];

  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const counts = SubmissionCountsSchema.parse(
    await (
      await fetch(`${baseUrl}/api/admin/submissions/counts?kind=quote`, { headers: { cookie } })
    ).json(),
  );
  return { ...summary, ok2xx, stored: countMatching(counts, undefined) };
}
