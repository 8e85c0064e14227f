import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backupMessages } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  openPanel,
  PHONE,
  shot,
  visible,
} from "./support.ts";

const words = backupMessages.settings;

describe.skipIf(!hasBrowser)("admin: backups with automatic backups on", () => {
  const dir = mkdtempSync(join(tmpdir(), "admin-backups-"));
  const admin = adminWithBrowser({
    config: {
      backup: { dir, keep: 3 },
      backupTiming: { everyMs: 60 * 60 * 1000, retryMs: 60_000, checkMs: 200, startDelayMs: 0 },
    },
    after: async () => rmSync(dir, { recursive: true, force: true }),
  });
  const card = () => admin.page.getByRole("region", { name: words.title });

  it("shows the daily backup it made, where they go, and downloads one archive", async () => {
    await expect
      .poll(() => readdirSync(dir).filter((file) => file.endsWith(".tar")).length, {
        timeout: 20_000,
      })
      .toBe(1);
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Settings" }).click();
    await visible(card());
    await expect.poll(() => card().textContent()).toContain(words.automaticWhere(3));
    expect(await card().textContent()).toContain(words.kind.automatic);
    expect(await card().getByRole("alert").count()).toBe(0);

    const [download] = await Promise.all([
      admin.page.waitForEvent("download"),
      card().getByRole("button", { name: words.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^backup-[\dT-]+Z\.tar$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(257, 262).toString()).toBe("ustar");

    // The card watches while the archive is prepared, then shows it as the last backup.
    await expect
      .poll(() => card().textContent(), { timeout: 15_000 })
      .toContain(words.kind.download);
    expect(await card().textContent()).not.toContain(words.preparing);

    await card().scrollIntoViewIfNeeded();
    await shot(admin.page, "backups-1280");
    await expectNoSeriousAxeViolations(admin.page, "Settings with backups");
    await admin.page.setViewportSize(PHONE);
    await card().scrollIntoViewIfNeeded();
    await shot(admin.page, "backups-390");
    await admin.page.setViewportSize(DESKTOP);
  });
});

describe.skipIf(!hasBrowser)("admin: backups when automatic backups are off", () => {
  const admin = adminWithBrowser();
  const card = () => admin.page.getByRole("region", { name: words.title });

  it("says they are off, and still offers the download", async () => {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Settings" }).click();
    await visible(card());
    await expect.poll(() => card().textContent()).toContain(backupMessages.off);
    expect(await card().textContent()).toContain(words.none);
    await visible(card().getByRole("button", { name: words.download }));
  });
});
