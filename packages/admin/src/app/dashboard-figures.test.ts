import {
  type BackupRun,
  type BackupStatus,
  translationName,
  translationStates,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { backupSummary, translationBacklog, waitingFor } from "./dashboard-figures.ts";

const NOW = Date.parse("2026-11-27T11:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("waitingFor", () => {
  it("says how long in its largest whole unit", () => {
    expect(waitingFor(ago(3 * 24 * HOUR + 5 * HOUR), NOW)).toBe("3 days");
    expect(waitingFor(ago(24 * HOUR), NOW)).toBe("1 day");
    expect(waitingFor(ago(23 * HOUR + 59 * 60_000), NOW)).toBe("23 hours");
    expect(waitingFor(ago(HOUR), NOW)).toBe("1 hour");
    expect(waitingFor(ago(59 * 60_000), NOW)).toBe("59 minutes");
    expect(waitingFor(ago(10_000), NOW)).toBe("1 minute");
    // A message stamped a moment ahead of this browser's clock.
    expect(waitingFor(new Date(NOW + 5_000).toISOString(), NOW)).toBe("1 minute");
  });
});

interface Words {
  section: string;
  content: Record<string, unknown>;
}
const row = (section: string, content: Record<string, unknown>): Words => ({ section, content });

/** The sections as the summaries give them: each English one's translation state, by the rule. */
const summarized = (rows: readonly Words[]) =>
  rows.map((english) => ({
    section: english.section,
    translations: translationStates(english, (language) => {
      const translation = rows.find(
        (r) => r.section === translationName(english.section, language),
      );
      return translation && { content: translation.content, publishedVersion: 1 };
    }),
  }));

const textPage = { title: "Privacy", lead: "How we keep data", description: "Privacy", blocks: [] };

describe("translationBacklog", () => {
  it("counts the sections whose Khmer lacks words, by area, most first", () => {
    const backlog = translationBacklog(
      summarized([
        // Pages: one of three words translated, and one not started.
        row("page:privacy", textPage),
        row("page:privacy@km", { title: "ឯកជនភាព" }),
        row("page:cookies", textPage),
        // Complete: not waiting.
        row("page:terms", textPage),
        row("page:terms@km", { title: "លក្ខខណ្ឌ", lead: "នាំមុខ", description: "ការពិពណ៌នា" }),
        // Settings: the company details, not started.
        row("site", { brandName: "Certified", tagline: "Audits", logo: "logo.svg" }),
        // Free-form: nothing to translate, as the content areas see it.
        row("press-kit", { note: "Ask us" }),
      ]),
      "km",
    );
    expect(backlog).toEqual({
      sections: 3,
      areas: [
        { area: "pages", sections: 2 },
        { area: "settings", sections: 1 },
      ],
    });
  });

  it("says nothing is waiting when every section is translated", () => {
    expect(
      translationBacklog(
        summarized([
          row("page:terms", textPage),
          row("page:terms@km", { title: "ក", lead: "ខ", description: "គ" }),
        ]),
        "km",
      ),
    ).toEqual({ sections: 0, areas: [] });
  });
});

const run = (finishedAt: string, error: string | null = null): BackupRun => ({
  kind: "automatic",
  startedAt: finishedAt,
  finishedAt,
  file: error ? null : "backup.tar",
  bytes: error ? null : 1000,
  error,
});

const status = (patch: Partial<BackupStatus>): BackupStatus => ({
  automatic: { dir: "/backups", keep: 7, nextAt: null },
  lastSuccess: run(ago(3 * HOUR)),
  lastAutomatic: run(ago(3 * HOUR)),
  health: "ok",
  ...patch,
});

describe("backupSummary", () => {
  it("gives the last good backup's time, with no warning when it is recent", () => {
    expect(backupSummary(status({}), NOW)).toEqual({
      lastAt: ago(3 * HOUR),
      warning: undefined,
      note: "Daily backups are on",
    });
  });

  it("warns when the last one failed, or the last good one is over two days old", () => {
    const failed = status({ lastAutomatic: run(ago(HOUR), "disk full"), health: "failed" });
    expect(backupSummary(failed, NOW).warning).toBe("The last backup failed");
    expect(backupSummary(failed, NOW).lastAt).toBe(ago(3 * HOUR));
    const stale = status({ lastSuccess: run(ago(50 * HOUR)), health: "stale" });
    expect(backupSummary(stale, NOW).warning).toBe("Over two days old");
  });

  it("with automatic backups off, warns only once the last download is over two days old", () => {
    const off = { automatic: null, health: "off" as const };
    const recent = status({ ...off, lastSuccess: { ...run(ago(HOUR)), kind: "download" } });
    expect(backupSummary(recent, NOW)).toMatchObject({
      warning: undefined,
      note: "Automatic backups are off",
    });
    const old = status({ ...off, lastSuccess: { ...run(ago(49 * HOUR)), kind: "download" } });
    expect(backupSummary(old, NOW).warning).toBe("Over two days old: download one");
    const never = status({ ...off, lastSuccess: null, lastAutomatic: null });
    expect(backupSummary(never, NOW).warning).toBe("No backup yet: download one");
  });

  it("does not warn while the first automatic backup is on its way", () => {
    const first = status({ lastSuccess: null, lastAutomatic: null, health: "none-yet" });
    expect(backupSummary(first, NOW)).toEqual({
      lastAt: undefined,
      warning: undefined,
      note: "First one coming",
    });
  });
});
