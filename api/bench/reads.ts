import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type LoadResult, load } from "./load.ts";
import { startScriptServer } from "./processes.ts";
import { BROWSER_ACCEPT_ENCODING, recordResponse } from "./record.ts";

const here = fileURLToPath(new URL(".", import.meta.url));

export interface ReadResult {
  path: string;
  /** The body as both servers send it to a browser, and its Content-Encoding. */
  bodyBytes: number;
  encoding: string;
  /** The same body unencoded, for the compression it got. */
  identityBytes: number;
  /** The round with the median ratio. */
  ours: LoadResult;
  bare: LoadResult;
  ratio: number;
  roundRatios: number[];
}

/**
 * Records what our server answers a browser for each path (status, headers, encoded bytes),
 * has the bare node:http server replay exactly that, then loads both with the browser's
 * Accept-Encoding in alternating rounds (ours first, then bare first, ...).
 */
export async function measureReads(
  ourUrl: string,
  paths: string[],
  options: { connections: number; duration: number; rounds: number },
): Promise<ReadResult[]> {
  const recorded = [];
  for (const path of paths) {
    const response = await recordResponse(ourUrl, path);
    const identity = await recordResponse(ourUrl, path, "identity");
    recorded.push({ response, identityBytes: identity.body.byteLength });
  }
  const fixturesDir = mkdtempSync(join(tmpdir(), "bench-fixtures-"));
  const fixturesFile = join(fixturesDir, "fixtures.json");
  writeFileSync(
    fixturesFile,
    JSON.stringify(
      recorded.map(({ response: { path, status, headers, body } }) => ({
        path,
        status,
        headers,
        body: body.toString("base64"),
      })),
    ),
  );
  const bare = await startScriptServer(join(here, "bare-server.mjs"), [fixturesFile]);

  const headers = { "accept-encoding": BROWSER_ACCEPT_ENCODING };
  const warmUp = { connections: options.connections, duration: 2, headers };
  const round = {
    connections: options.connections,
    duration: options.duration / options.rounds,
    headers,
  };
  const reads: ReadResult[] = [];
  try {
    for (const { response, identityBytes } of recorded) {
      const { path } = response;
      await load(ourUrl, path, warmUp);
      await load(bare.url, path, warmUp);
      const rounds: { ours: LoadResult; bare: LoadResult }[] = [];
      for (let i = 0; i < options.rounds; i++) {
        // Alternate who goes first, so a drift in the host's speed favours neither.
        if (i % 2 === 0) {
          const ours = await load(ourUrl, path, round);
          rounds.push({ ours, bare: await load(bare.url, path, round) });
        } else {
          const base = await load(bare.url, path, round);
          rounds.push({ ours: await load(ourUrl, path, round), bare: base });
        }
      }
      reads.push({
        path,
        bodyBytes: response.body.byteLength,
        encoding: response.encoding,
        identityBytes,
        ...medianRound(rounds),
      });
    }
  } finally {
    await bare.stop();
    rmSync(fixturesDir, { recursive: true, force: true });
  }
  return reads;
}

function medianRound(rounds: { ours: LoadResult; bare: LoadResult }[]) {
  const withRatio = rounds
    .map((r) => ({ ...r, ratio: r.ours.rps / r.bare.rps }))
    .sort((a, b) => a.ratio - b.ratio);
  // With an even number of rounds, the lower middle: the figure never flatters.
  const median = withRatio[Math.floor((withRatio.length - 1) / 2)]!;
  return {
    ours: median.ours,
    bare: median.bare,
    ratio: median.ratio,
    roundRatios: rounds.map((r) => Number((r.ours.rps / r.bare.rps).toFixed(3))),
  };
}
