import {
  type LighthouseEnvironment,
  type LighthouseResult,
  launchDebuggableChromium,
  medianRun,
  runLighthouse,
} from "./lighthouse.ts";
import { recordResponse } from "./record.ts";
import { startStaticPages } from "./static-pages.ts";

export interface PageScore {
  path: string;
  /** The median of the runs (by performance score). */
  ours: LighthouseResult;
  /** LCP of the same page served as static HTML without scripts, same encoding. */
  staticLcpMs: number;
  /** LCP(ours) / LCP(static). */
  lcpRatio: number;
  runs: number;
}

/**
 * Lighthouse (mobile, simulated throttling) on each route, one after the other, each after
 * one warm-up request so the server's page cache holds it; then the same on the page
 * without scripts. Run only while nothing else loads the CPU: TBT is measured CPU time.
 */
export async function scorePages(
  ourUrl: string,
  routes: string[],
  runs: number,
): Promise<{ environment: LighthouseEnvironment; pages: PageScore[] }> {
  const chromium = await launchDebuggableChromium();
  const staticPages = await startStaticPages(ourUrl, routes);
  let environment: LighthouseEnvironment | undefined;
  const medianOf = async (baseUrl: string, path: string, categories?: string[]) => {
    await recordResponse(baseUrl, path); // the warm-up, with the browser's Accept-Encoding
    const results: LighthouseResult[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await runLighthouse(`${baseUrl}${path}`, chromium.port, categories);
      environment ??= run.environment;
      results.push(run.result);
    }
    return medianRun(results);
  };
  const scores: PageScore[] = [];
  try {
    for (const path of routes) {
      const ours = await medianOf(ourUrl, path);
      const staticPage = await medianOf(staticPages.url, path, ["performance"]);
      scores.push({
        path,
        ours,
        staticLcpMs: staticPage.lcpMs,
        lcpRatio: ours.lcpMs / staticPage.lcpMs,
        runs,
      });
    }
  } finally {
    await chromium.stop();
    await staticPages.stop();
  }
  return { environment: environment!, pages: scores };
}
