import type { TestServer } from "@app/api/testing";
import { NOT_FOUND_KEPT_DAYS, redirectMessages } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  countRequests,
  DESKTOP,
  expectNoSeriousAxeViolations,
  openPanel,
  PHONE,
  shot,
  signedInMember,
  toastWith,
  visible,
} from "./support.ts";

const GOTS = "/certifications/gots";
/** A made-up old address nobody redirected: the site answers "not found" and counts it. */
const MISSING = "/old-gots-page";
const TRANSLATOR = "dara@translations.example";
const PASSWORD = "lotus lanterns drift along the mekong";

/** What the site answers a path with, redirects not followed. */
async function answer(server: TestServer, path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}

/** Where a redirect's answer leads, as a path of the site (absolute or relative Location). */
const locationPath = (server: TestServer, location: string | null) =>
  location === null ? null : new URL(location, server.url).pathname;

describe.skipIf(!hasBrowser)("admin: redirects and missing pages (issue 39)", () => {
  const admin = adminWithBrowser({
    // Missing pages are counted in batches: written a tenth of a second after they come.
    config: { notFoundFlushMs: 100 },
    prepare: async (server) => {
      // A standard renamed: its old address forwards, a redirect the admin did not type.
      const cookie = await server.login();
      const renamed = await server.request("/api/admin/content/certification:ocs/rename", {
        method: "POST",
        cookie,
        json: { to: "certification:ocs-blended" },
      });
      expect(renamed.status).toBe(200);
    },
  });

  const page = () => admin.page;
  const region = () => page().getByRole("region", { name: "Redirects", exact: true });
  const missingCard = () => page().getByRole("region", { name: "Missing pages", exact: true });
  /** A redirect's line, in the table or the phone's list (whichever shows), by its old address. */
  const line = (within: Locator, from: string) =>
    within
      .locator("tr:visible, li:visible")
      .filter({ has: page().getByText(from, { exact: true }) });
  const dialog = (name: string) => page().getByRole("dialog", { name });

  async function openRedirects() {
    await page().goto(`${admin.server.url}/admin/redirects`);
    await visible(region(), 30_000);
    await expect
      .poll(() => page().locator('[role="status"][aria-label^="Loading"]').count())
      .toBe(0);
  }

  it("adds a redirect, refuses a wrong one in words, changes it and deletes it", async () => {
    await page().setViewportSize(DESKTOP);
    await openPanel(page(), admin.server);
    await page().getByRole("tab", { name: "Redirects" }).click();
    await visible(region());
    expect(new URL(page().url()).pathname).toBe("/admin/redirects");

    // The renamed standard's redirect is there, made by renaming: it can only be deleted.
    const renamed = line(region(), "/certifications/ocs");
    await visible(renamed);
    await visible(renamed.getByText("Made by renaming a page"));
    await visible(renamed.getByText("/certifications/ocs-blended"));
    expect(await renamed.getByRole("button", { name: /^Edit/ }).count()).toBe(0);
    await visible(renamed.getByRole("button", { name: /^Delete/ }));

    // Add: the old address, where it goes, permanent by default.
    await region().getByRole("button", { name: "Add a redirect" }).click();
    const add = dialog("Add a redirect");
    await visible(add);
    expect(await add.getByRole("radio", { name: /Permanent \(301\)/ }).isChecked()).toBe(true);
    await add.getByRole("textbox", { name: "Old address", exact: true }).fill("/old-gots");
    // An address of another site without https:// is refused before anything is sent.
    const posts = countRequests(page(), "/api/admin/redirects", "POST");
    await add
      .getByRole("textbox", { name: "Goes to", exact: true })
      .fill("http://gots.example/page");
    await add.getByRole("button", { name: "Save redirect" }).click();
    await visible(add.getByText(redirectMessages.toNotAllowed));
    expect(
      await add.getByRole("textbox", { name: "Goes to", exact: true }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(posts.count).toBe(0);
    await shot(page(), "redirects-add-refused-1280");

    await add.getByRole("textbox", { name: "Goes to", exact: true }).fill(GOTS);
    await add.getByRole("button", { name: "Save redirect" }).click();
    await toastWith(page(), "Redirect added", "/old-gots");
    await visible(line(region(), "/old-gots"));
    expect(await line(region(), "/old-gots").textContent()).toMatch(/Permanent \(301\).*None yet/);
    const sent = await answer(admin.server, "/old-gots");
    expect(sent.status).toBe(301);
    expect(locationPath(admin.server, sent.location)).toBe(GOTS);

    // The same old address again: the server's own words, under the field, nothing lost.
    await region().getByRole("button", { name: "Add a redirect" }).click();
    await add.getByRole("textbox", { name: "Old address", exact: true }).fill("/old-gots");
    await add.getByRole("textbox", { name: "Goes to", exact: true }).fill("/about");
    await add.getByRole("radio", { name: /Temporary \(302\)/ }).check();
    await add.getByRole("button", { name: "Save redirect" }).click();
    await visible(add.getByText(redirectMessages.taken("/old-gots")));
    expect(await add.getByRole("textbox", { name: "Old address", exact: true }).inputValue()).toBe(
      "/old-gots",
    );
    expect(await add.getByRole("textbox", { name: "Goes to", exact: true }).inputValue()).toBe(
      "/about",
    );
    expect(await add.getByRole("radio", { name: /Temporary \(302\)/ }).isChecked()).toBe(true);
    // The GOTS page sent back to the old address that leads to it: a circle, refused in the
    // server's words under "Goes to".
    await add.getByRole("textbox", { name: "Old address", exact: true }).fill(GOTS);
    await add.getByRole("textbox", { name: "Goes to", exact: true }).fill("/old-gots");
    await add.getByRole("button", { name: "Save redirect" }).click();
    await visible(add.getByText(redirectMessages.loop([GOTS, "/old-gots", GOTS])));
    expect(await add.getByRole("textbox", { name: "Goes to", exact: true }).inputValue()).toBe(
      "/old-gots",
    );
    expect(
      await add.getByRole("textbox", { name: "Goes to", exact: true }).getAttribute("aria-invalid"),
    ).toBe("true");
    await expectNoSeriousAxeViolations(page(), "a refused redirect");
    await shot(page(), "redirects-loop-refused-1280");

    // Another old address sent on to the first: the server follows it to the page.
    await add.getByRole("textbox", { name: "Old address", exact: true }).fill("/gots-2019");
    await add.getByRole("radio", { name: /Permanent \(301\)/ }).check();
    await add.getByRole("button", { name: "Save redirect" }).click();
    await toastWith(page(), "Redirect added", "/gots-2019");
    await visible(line(region(), "/gots-2019"));
    expect(await line(region(), "/gots-2019").textContent()).toContain(GOTS);

    // Change the first one: it goes to the About page, for a while.
    await line(region(), "/old-gots")
      .getByRole("button", { name: "Edit the redirect of /old-gots" })
      .click();
    const edit = dialog("Change the redirect");
    await visible(edit);
    expect(await edit.getByRole("textbox", { name: "Old address", exact: true }).inputValue()).toBe(
      "/old-gots",
    );
    expect(await edit.getByRole("textbox", { name: "Goes to", exact: true }).inputValue()).toBe(
      GOTS,
    );
    expect(await edit.getByRole("radio", { name: /Permanent \(301\)/ }).isChecked()).toBe(true);
    // Somewhere that is no page: the server says so, and what was typed stays.
    await edit.getByRole("textbox", { name: "Goes to", exact: true }).fill("/no-such-page");
    await edit.getByRole("button", { name: "Save redirect" }).click();
    await visible(edit.getByText(redirectMessages.toMissing("/no-such-page")));
    expect(await edit.getByRole("textbox", { name: "Goes to", exact: true }).inputValue()).toBe(
      "/no-such-page",
    );
    // Somewhere that is a page, for a while: saved.
    await edit.getByRole("textbox", { name: "Goes to", exact: true }).fill("/about");
    await edit.getByRole("radio", { name: /Temporary \(302\)/ }).check();
    await edit.getByRole("button", { name: "Save redirect" }).click();
    await toastWith(page(), "Redirect saved", "/old-gots");
    await expect
      .poll(() => line(region(), "/old-gots").textContent())
      .toMatch(/\/about.*Temporary \(302\)/);
    const moved = await answer(admin.server, "/old-gots");
    expect(moved.status).toBe(302);
    expect(locationPath(admin.server, moved.location)).toBe("/about");

    await expectNoSeriousAxeViolations(page(), "redirects at 1280 px");
    await shot(page(), "redirects-1280");

    // Delete, after a confirmation naming the address.
    await line(region(), "/gots-2019")
      .getByRole("button", { name: "Delete the redirect of /gots-2019" })
      .click();
    const confirm = dialog("Delete the redirect of /gots-2019?");
    await visible(confirm);
    await shot(page(), "redirects-delete-1280");
    await confirm.getByRole("button", { name: "Delete redirect" }).click();
    await toastWith(page(), "Redirect deleted", "/gots-2019");
    await expect.poll(() => line(region(), "/gots-2019").count()).toBe(0);
    expect((await answer(admin.server, "/gots-2019")).status).toBe(404);

    // Nothing on the screen in a developer's words.
    // biome-ignore lint/performance/useDomNodeTextContent: what is visible, as the owner reads it
    const text = await page().evaluate(() => document.querySelector("main")?.innerText ?? "");
    expect(text).not.toMatch(/rename:|\bmanual\b|lastHitAt|lastSeenAt|\bnull\b|\bkind\b/);
  });

  it("lists a missing page and redirects it from there", async () => {
    await page().setViewportSize(DESKTOP);
    expect((await answer(admin.server, MISSING)).status).toBe(404);
    await openRedirects();
    await visible(missingCard().getByText(/^Addresses that visitors or search engines asked for/));
    await visible(missingCard().getByText(new RegExp(`last ${NOT_FOUND_KEPT_DAYS} days`)));
    // The counts are written in batches: ask again until the address shows.
    const refresh = region().getByRole("button", { name: "Refresh" });
    await expect
      .poll(
        async () => {
          const shown = await line(missingCard(), MISSING).count();
          if (shown === 0 && (await refresh.isEnabled())) await refresh.click();
          return shown;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    expect(await line(missingCard(), MISSING).textContent()).toMatch(/Once.*Not known/);
    await missingCard().scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page(), "missing pages at 1280 px");
    await shot(page(), "redirects-missing-1280");

    await line(missingCard(), MISSING)
      .getByRole("button", { name: `Redirect… ${MISSING}` })
      .click();
    const add = dialog("Add a redirect");
    await visible(add);
    expect(await add.getByRole("textbox", { name: "Old address", exact: true }).inputValue()).toBe(
      MISSING,
    );
    await add.getByRole("textbox", { name: "Goes to", exact: true }).fill(GOTS);
    await add.getByRole("button", { name: "Save redirect" }).click();
    await toastWith(page(), "Redirect added", MISSING);
    await visible(line(region(), MISSING));
    // Redirected, it is no longer missing.
    await expect.poll(() => line(missingCard(), MISSING).count()).toBe(0);

    const sent = await answer(admin.server, MISSING);
    expect(sent.status).toBe(301);
    expect(locationPath(admin.server, sent.location)).toBe(GOTS);
  });

  it("fits 390 px: redirects and missing pages stacked, the dialog the screen's width", async () => {
    await page().setViewportSize(PHONE);
    try {
      expect((await answer(admin.server, "/km/old-pillars")).status).toBe(404);
      await openRedirects();
      const list = region().getByRole("list", { name: "Redirects" });
      await visible(list);
      expect(await region().getByRole("table").isVisible()).toBe(false);
      await visible(line(region(), "/old-gots"));
      expect(await line(region(), "/old-gots").textContent()).toMatch(/Temporary \(302\)/);

      // No line runs past its box, nothing scrolls sideways.
      const overflowing = await page().evaluate(() =>
        [...document.querySelectorAll("main li, main dd")]
          .filter((item) => item.scrollWidth > item.clientWidth + 1)
          .map((item) => item.textContent),
      );
      expect(overflowing).toEqual([]);
      const scrollWidth = () => page().evaluate(() => document.scrollingElement!.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousAxeViolations(page(), "redirects at 390 px");
      await page().evaluate(() => window.scrollTo(0, 0));
      await shot(page(), "redirects-390");
      await shot(page(), "redirects-390-full", true);

      // The Khmer address asked for shows as it was asked for, one press from a redirect.
      const refresh = region().getByRole("button", { name: "Refresh" });
      await expect
        .poll(
          async () => {
            const shown = await line(missingCard(), "/km/old-pillars").count();
            if (shown === 0 && (await refresh.isEnabled())) await refresh.click();
            return shown;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
      await line(missingCard(), "/km/old-pillars")
        .getByRole("button", { name: "Redirect… /km/old-pillars" })
        .click();
      const add = dialog("Add a redirect");
      await visible(add);
      expect(
        await add.getByRole("textbox", { name: "Old address", exact: true }).inputValue(),
      ).toBe("/km/old-pillars");
      const box = (await add.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await expectNoSeriousAxeViolations(page(), "the redirect dialog at 390 px");
      await shot(page(), "redirects-add-390");
      await add.getByRole("textbox", { name: "Goes to", exact: true }).fill("/about");
      await add.getByRole("button", { name: "Save redirect" }).click();
      await toastWith(page(), "Redirect added");
      // Redirected in English, and in Khmer to the Khmer page.
      await visible(line(region(), "/old-pillars"));
      const khmer = await answer(admin.server, "/km/old-pillars");
      expect(khmer.status).toBe(301);
      expect(locationPath(admin.server, khmer.location)).toBe("/km/about");
    } finally {
      await page().setViewportSize(DESKTOP);
    }
  });

  it("shows a translator both lists with nothing to change", async () => {
    const { server, browser } = admin;
    const context = await signedInMember(browser, server, {
      email: TRANSLATOR,
      role: "translator",
      name: "Dara",
      password: PASSWORD,
    });
    const translator: Page = await context.newPage();
    try {
      await translator.goto(`${server.url}/admin/redirects`);
      const redirects = translator.getByRole("region", { name: "Redirects", exact: true });
      await visible(redirects, 30_000);
      await visible(redirects.locator("tr:visible").filter({ hasText: "/old-gots" }));
      await visible(redirects.getByText(/Your role may look at the redirects/));
      const missing = translator.getByRole("region", { name: "Missing pages", exact: true });
      await visible(missing);
      for (const name of [/^Add a redirect/, /^Edit/, /^Delete/, /^Redirect…/]) {
        expect(await translator.getByRole("button", { name }).count()).toBe(0);
      }
      await shot(translator, "redirects-translator-1280");
      // The server refuses their changes too.
      const refused = await context.request.post(`${server.url}/api/admin/redirects`, {
        data: { from: "/translator-old", to: "/about", status: 301 },
        headers: { origin: server.origin },
      });
      expect(refused.status()).toBe(403);
    } finally {
      await context.close();
    }
    await openPanel(page(), server);
  });
});
