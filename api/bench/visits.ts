import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Insights, VISIT_BEACON_PATH, type VisitBeacon } from "@app/contract";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/database.ts";
import { cachedTemplate } from "../src/db/pglite-template.ts";
import { readInsights } from "../src/insights/insights-report.ts";
import { addDays, businessDayOf } from "../src/insights/visit-calendar.ts";
import { upkeepVisits } from "../src/insights/visit-upkeep.ts";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";
const PATHS = ["/", "/about", "/certifications/gots", "/certifications/grs", "/km/", "/quote"];

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

export interface VisitLoad {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 202. */
  errors: number;
  accepted: number;
  /** Page views Insights counts afterwards: every accepted beacon, none lost. */
  counted: number;
}

/**
 * POST /api/v from many simulated visitors (each its own address, behind TRUST_PROXY), a fixed
 * number of beacons, then asks Insights how many page views it counted.
 */
export async function loadVisits(
  baseUrl: string,
  admin: { email: string; password: string },
  options: { connections: number; amount: number },
): Promise<VisitLoad> {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
  const today = businessDayOf(new Date());
  const pageViews = async () => {
    const res = await fetch(`${baseUrl}/api/admin/insights?from=${today}&to=${today}`, {
      headers: { cookie },
    });
    return ((await res.json()) as Insights).totals.pageViews;
  };
  const before = await pageViews();
  let sequence = 0;
  const result = await autocannon({
    url: `${baseUrl}${VISIT_BEACON_PATH}`,
    ...options,
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", origin: baseUrl, "user-agent": BROWSER },
    requests: [
      {
        setupRequest: (request) => {
          sequence++;
          const beacon: VisitBeacon = {
            path: PATHS[sequence % PATHS.length]!,
            lang: sequence % 5 === 0 ? "km" : "en",
            referrer: sequence % 3 === 0 ? "facebook.com" : null,
            utmSource: null,
            utmMedium: null,
            utmCampaign: sequence % 7 === 0 ? "spring" : null,
            utmTerm: null,
            utmContent: null,
            device: sequence % 2 === 0 ? "phone" : "desktop",
          };
          request.headers = { ...request.headers, "x-forwarded-for": randomAddress() };
          request.body = JSON.stringify(beacon);
          return request;
        },
      },
    ],
  });
  const accepted = result.statusCodeStats?.["202"]?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.requests.total - accepted),
    accepted,
    counted: (await pageViews()) - before,
  };
}

export interface InsightsMeasure {
  events: number;
  days: number;
  leads: number;
  /** Rolling up every finished day once (what the first upkeep after a restore would do). */
  rollUpSeconds: number;
  /** GET /api/admin/insights's work for the whole year and for the last 30 days: median, worst. */
  yearMs: { median: number; worst: number };
  monthMs: { median: number; worst: number };
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10,
    worst: Math.round(sorted.at(-1)! * 10) / 10,
  };
};

/**
 * A year of a busy site on embedded PGlite: `events` page views over 365 days (about 60 pages,
 * six referring sites, four campaigns, two languages, three devices), 2,000 leads, the days
 * rolled up as the upkeep does; then the Insights report timed, as the admin asks for it.
 */
export async function measureInsights(events: number): Promise<InsightsMeasure> {
  const dir = mkdtempSync(join(tmpdir(), "bench-insights-"));
  const database = openDatabase({
    kind: "pglite",
    dataDir: join(dir, "pg"),
    template: await cachedTemplate(),
  });
  const days = 365;
  const leads = 2000;
  try {
    await database.migrate();
    const { db } = database;
    const today = businessDayOf(new Date());
    const first = addDays(today, -(days - 1));
    // Generated in the database: a visitor is one of 40 per day's slice, so uniques are real.
    await db.execute(sql`
      insert into page_views (day, at, visitor, path, lang, referrer, utm_campaign, device)
      select ${first}::date + (i % ${days}),
             (${first}::date + (i % ${days}))::timestamptz + make_interval(secs => i % 86000),
             md5(((i % ${days}) * 100000 + (i / ${days}) % 1500)::text),
             case when i % 10 = 0 then '/km/certifications/std-' || (i % 60)
                  else '/certifications/std-' || (i % 60) end,
             case when i % 10 = 0 then 'km' else 'en' end,
             (array[null, null, 'facebook.com', 'google.com', 't.me', 'bing.com', 'linkedin.com'])[1 + i % 7],
             (array[null, null, null, 'spring', 'gots-2027', 'grs-week', 'newsletter'])[1 + i % 7],
             (array['phone', 'phone', 'desktop', 'tablet'])[1 + i % 4]
      from generate_series(1, ${events}) as i`);
    await db.execute(sql`
      insert into submissions (kind, status, name, email, message, stage, source, created_at)
      select 'quote', 'read', 'Client ' || i, 'client' || i || '@bench.example', 'A quotation, please.',
             case when i % 9 = 0 then 'won' else 'new' end,
             jsonb_build_object('landingPage', '/certifications/std-' || (i % 60),
                                'referrer', (array[null, 'facebook.com', 'google.com'])[1 + i % 3],
                                'utmCampaign', (array[null, 'spring', 'gots-2027'])[1 + i % 3],
                                'device', (array['phone', 'desktop'])[1 + i % 2]),
             now() - make_interval(days => i % ${days})
      from generate_series(1, ${leads}) as i`);
    const rollStart = performance.now();
    await upkeepVisits(db, today, days + 10);
    const rollUpSeconds = Math.round((performance.now() - rollStart) / 100) / 10;

    const time = async (from: string) => {
      const samples: number[] = [];
      for (let run = 0; run < 7; run++) {
        const start = performance.now();
        await readInsights(db, { from, to: today });
        samples.push(performance.now() - start);
      }
      return stats(samples.slice(2));
    };
    return {
      events,
      days,
      leads,
      rollUpSeconds,
      yearMs: await time(first),
      monthMs: await time(addDays(today, -29)),
    };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
