import type { ContentSection } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Locator, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  openPanel,
  PHONE,
  shot,
  toastWith,
  visible,
} from "./support.ts";

/** A visitor's browser: headless Chromium says "HeadlessChrome", which counts as a bot. */
/** Polls wait this long: a drop animates, and the machine may be busy. */
const SLOW = { timeout: 10_000 };

const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

describe.skipIf(!hasBrowser)(
  "admin: lists moved by dragging and by Move, downloads counted",
  () => {
    const admin = adminWithBrowser();

    const page = () => admin.page;
    // The machine runs several suites at once: a cold admin load can take longer than 10 s.
    beforeEach(() => admin.context.setDefaultTimeout(30_000));
    const standardsOf = async (anchor: string) => {
      const res = await fetch(`${admin.server.url}/api/content`);
      const services = ((await res.json()) as ContentSection[]).find(
        (s) => s.section === "services",
      );
      const groups = services!.content.groups as { anchor: string; standards: string[] }[];
      return groups.find((group) => group.anchor === anchor)!.standards;
    };
    const save = async () => {
      await page().getByRole("button", { name: "Publish", exact: true }).click();
      await toastWith(
        page(),
        "Content updated successfully!",
        "Changes are now live on the website.",
      );
    };
    const products = () => page().getByRole("group", { name: /Group 1 Products Certification/ });
    const standardAt = (position: number) =>
      products().getByLabel(`Standard ${position}`, { exact: true });
    const openServices = async () => {
      await openPanel(page(), admin.server);
      await page().getByRole("tab", { name: "Services", exact: true }).click();
      await page().getByRole("button", { name: "Edit Service groups", exact: true }).click();
      const group = page().getByRole("button", { name: /Group 1 Products Certification/ });
      if ((await group.getAttribute("aria-expanded")) === "false") await group.click();
      await visible(standardAt(1));
    };
    const focusedLabel = () =>
      page().evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    const spoken = (text: string | RegExp) =>
      expect
        .poll(() => page().locator("[role=status]", { hasText: text }).count(), SLOW)
        .toBeGreaterThan(0);

    /** A mouse drag in small steps, as a hand does: press, a few pixels to start, then across. */
    async function drag(handle: Locator, target: Locator) {
      await handle.scrollIntoViewIfNeeded();
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      await page().mouse.move(x, y);
      await page().mouse.down();
      await page().mouse.move(x, y + 10, { steps: 5 });
      await page().mouse.move(x, to.y + to.height / 2 + 4, { steps: 20 });
      await page().mouse.up();
    }

    /** The standards a service group's page lists, in their order. */
    async function publicOrder(visitor: Page, anchor: string) {
      await visitor.goto(`${admin.server.url}/services/${anchor}`);
      const links = visitor.locator('#group-standards ~ ul a[href^="/certifications/"]');
      const slugs = (await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).map(
        (href) => href!.replace("/certifications/", ""),
      );
      return [...new Set(slugs)];
    }

    it("drags GOTS to third place in a service group with the mouse, and the site follows", async () => {
      await page().setViewportSize(DESKTOP);
      await openServices();
      const before = await standardsOf("products-certification");
      expect(before.slice(0, 3)).toEqual(["gots", "ocs", "grs"]);

      await drag(
        products().getByRole("button", { name: "Drag Standard 1", exact: true }),
        products().getByRole("button", { name: "Drag Standard 3", exact: true }),
      );
      await expect.poll(() => standardAt(3).inputValue(), SLOW).toBe("gots");
      expect(await standardAt(1).inputValue()).toBe("ocs");
      expect(await standardAt(2).inputValue()).toBe("grs");
      await spoken("Standard GOTS moved to position 3 of 18.");
      // A standard already in the group is offered to no other of its places.
      const ocs = standardAt(1).locator('option[value="gots"]');
      expect(await ocs.evaluate((option: HTMLOptionElement) => option.disabled)).toBe(true);
      expect(await ocs.textContent()).toMatch(/^GOTS: .*\(already listed\)$/);
      await expectNoSeriousAxeViolations(page(), "services editor, after a drag");
      await shot(page(), "lists-dragged-desktop");
      await save();

      const expected = ["ocs", "grs", "gots", ...before.slice(3)];
      expect(await standardsOf("products-certification")).toEqual(expected);
      const visitor = await admin.context.newPage();
      expect(await publicOrder(visitor, "products-certification")).toEqual(expected);
      await visitor.close();
    });

    it("moves a standard to the top, the bottom and a chosen place from the keyboard", async () => {
      await page().setViewportSize(DESKTOP);
      await openServices();
      // On a phone, where sixteen presses of an arrow hurt most.
      await page().setViewportSize(PHONE);
      const before = await standardsOf("products-certification");
      const last = before.at(-1)!;

      // Move to top: one step instead of seventeen presses of an arrow.
      await products().getByRole("button", { name: "Move Standard 18", exact: true }).focus();
      await page().keyboard.press("Enter");
      const dialog = page().getByRole("dialog", { name: /^Move Standard / });
      await visible(dialog.getByText("Now at position 18 of 18."));
      await expectNoSeriousAxeViolations(page(), "move dialog, phone");
      await shot(page(), "lists-move-dialog-phone");
      await dialog.getByRole("button", { name: "Move to top" }).focus();
      await page().keyboard.press("Enter");
      await expect.poll(() => standardAt(1).inputValue(), SLOW).toBe(last);
      // Focus follows the entry to its new place.
      await expect.poll(focusedLabel, SLOW).toBe("Move Standard 1");
      await spoken("moved to position 1 of 18.");

      // Move to bottom, from the button that kept focus.
      await page().keyboard.press("Enter");
      await dialog.getByRole("button", { name: "Move to bottom" }).click();
      await expect.poll(() => standardAt(18).inputValue(), SLOW).toBe(last);
      await expect.poll(focusedLabel, SLOW).toBe("Move Standard 18");

      // A chosen position.
      await page().keyboard.press("Enter");
      await dialog.getByLabel("Position").selectOption({ label: "5" });
      await dialog.getByRole("button", { name: "Move to position" }).click();
      await expect.poll(() => standardAt(5).inputValue(), SLOW).toBe(last);
      await expect.poll(focusedLabel, SLOW).toBe("Move Standard 5");
      await spoken("moved to position 5 of 18.");

      // The drag handle works from the keyboard too: space, an arrow, space.
      const handle = products().getByRole("button", { name: "Drag Standard 5", exact: true });
      // In view and at rest first: a list still scrolling when it is picked up measures wrong.
      await handle.scrollIntoViewIfNeeded();
      await page().waitForTimeout(500);
      await handle.focus();
      await page().keyboard.press("Space");
      // Picked up (the announcement moves on at once to where it is).
      await spoken(/Picked up Standard LWG|Standard LWG is over position 5 of 18/);
      await page().keyboard.press("ArrowUp");
      await spoken("Standard LWG is over position 4 of 18.");
      await page().keyboard.press("Space");
      await spoken("Standard LWG moved to position 4 of 18.");
      await expect.poll(() => standardAt(4).inputValue(), SLOW).toBe(last);
      await expectNoSeriousAxeViolations(page(), "services editor, phone");
      await shot(page(), "lists-moved-phone");
      await save();

      const expected = before.slice(0, -1);
      expected.splice(3, 0, last);
      expect(await standardsOf("products-certification")).toEqual(expected);
    });

    it("offers a pillar once in the pillars' order, as a standard once in a group", async () => {
      await page().setViewportSize(DESKTOP);
      await openPanel(page(), admin.server);
      await page().getByRole("tab", { name: "Pillars", exact: true }).click();
      await page()
        .getByRole("button", { name: "Edit Pillar page words and order", exact: true })
        .click();
      const second = page().getByLabel("Pillar 2", { exact: true });
      await visible(second);
      const first = await page().getByLabel("Pillar 1", { exact: true }).inputValue();
      const taken = second.locator(`option[value="${first}"]`);
      expect(await taken.evaluate((option: HTMLOptionElement) => option.disabled)).toBe(true);
      expect(await taken.textContent()).toMatch(/\(already listed\)$/);
      await shot(page(), "pillar-order-listed");
    });

    it("counts a visitor's PDF download and shows it on the PDF and on the resource", async () => {
      await page().setViewportSize(DESKTOP);
      await openPanel(page(), admin.server);
      await page().getByRole("tab", { name: "Resources & PDFs", exact: true }).click();
      const card = page().getByRole("article", { name: "GOTS Certification Guidelines" });
      await visible(card.getByText("Not downloaded yet", { exact: true }));

      const visitorContext = await admin.browser.newContext({
        userAgent: VISITOR_AGENT,
        acceptDownloads: true,
      });
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${admin.server.url}/`);
      const link = visitor
        .locator("#resources")
        .getByRole("link", { name: /GOTS Certification Guidelines/ });
      // The public page shows no count (decision 029): only the file's size.
      await expect
        .poll(() => visitor.locator("#resources").textContent())
        .not.toMatch(/downloads/i);
      const [download] = await Promise.all([visitor.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe("resource-gots-certification-guidelines.pdf");
      await visitorContext.close();

      await page().reload();
      await visible(page().getByRole("heading", { name: "Admin Panel" }), 20_000);
      await visible(card.getByText("Downloaded once", { exact: true }));
      await card.scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(page(), "documents with counts");
      await shot(page(), "lists-download-count");

      // The resource offering it says so too, in its editor.
      await page().getByRole("button", { name: "Edit Resources library", exact: true }).click();
      const resource = page().getByRole("button", {
        name: "Resource 1 GOTS Certification Guidelines Downloaded once",
      });
      await visible(resource);
      await resource.scrollIntoViewIfNeeded();
      await expectNoSeriousAxeViolations(page(), "resources editor with counts");
      await shot(page(), "lists-resource-count");
      // A phone keeps the row for the title: the count is on the PDF's card there.
      await page().setViewportSize(PHONE);
      await visible(
        page().getByRole("button", { name: "Resource 1 GOTS Certification Guidelines" }),
      );
      await expectNoSeriousAxeViolations(page(), "resources editor, phone");
      await shot(page(), "lists-resources-phone");
    });
  },
);
