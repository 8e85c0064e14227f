import { readFile } from "node:fs/promises";
import {
  apiErrorMessages,
  businessLocalDateTime,
  formatBusinessTime,
  miscMessages,
  slotFitMessages,
  toastMessages,
} from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  countRequests,
  expectNoSeriousAxeViolations,
  fetchServed,
  openPanel,
  sha256,
  shot,
  solidPng,
  toastWith,
  visible,
} from "./support.ts";

/** The smallest GIF there is: one transparent pixel. */
const GIF_1X1 = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

describe.skipIf(!hasBrowser)("admin: images and inbox", () => {
  const admin = adminWithBrowser();

  const served = (path: string) => fetchServed(admin.server, path);
  const card = (name: string) => admin.page.getByRole("article", { name, exact: true });
  const openImages = async () => {
    await openPanel(admin.page, admin.server);
    await admin.page.getByRole("tab", { name: "Images", exact: true }).click();
    await visible(card("Hero illustration"));
  };

  it("lists the images by section with preview, name, description, filename and path; a broken preview says so", async () => {
    await admin.page.route("**/images/logo.svg*", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await openImages();
    await visible(admin.page.getByText(miscMessages.replaceHelp, { exact: false }));
    for (const heading of ["Brand", "Hero", "Services", "Pillars", "Training", "About"]) {
      await visible(admin.page.getByRole("heading", { name: new RegExp(`^${heading}`), level: 3 }));
    }
    const hero = card("Hero illustration");
    await visible(hero.getByText("Textile factory illustration behind the home page hero"));
    await visible(hero.getByText("hero-factory.svg", { exact: true }));
    await visible(hero.getByText("/images/hero-factory.svg", { exact: true }));
    // The preview loads lazily, as the owner scrolls to it.
    await hero.scrollIntoViewIfNeeded();
    await visible(hero.getByRole("img", { name: "Hero illustration" }));
    await card("Logo").scrollIntoViewIfNeeded();
    await visible(card("Logo").getByText(miscMessages.imageNotFound));
    await admin.page.unroute("**/images/logo.svg*");
    await expectNoSeriousAxeViolations(admin.page, "images");
    await shot(admin.page, "images");
  });

  it("refuses a file that is no picture, or not the type it claims, in the review before sending anything", async () => {
    const uploads = countRequests(admin.page, "/api/admin/upload");
    const input = card("Hero illustration").getByLabel("Replace Hero illustration");
    const review = admin.page.getByRole("dialog", { name: "Replace Hero illustration?" });
    const refused = async (
      file: { name: string; mimeType: string; buffer: Buffer },
      why: string,
    ) => {
      await input.setInputFiles(file);
      await visible(review.getByRole("alert").getByText(why));
      expect(await review.getByRole("button", { name: "Replace image" }).isDisabled()).toBe(true);
      await review.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => review.count()).toBe(0);
    };

    await refused(
      { name: "brochure.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 ...") },
      slotFitMessages.wrongType,
    );
    await refused(
      { name: "renamed.png", mimeType: "image/png", buffer: Buffer.from("MZ this is a program") },
      slotFitMessages.wrongType,
    );
    // A real GIF that calls itself a PNG: the upload's own check of the claim speaks.
    await refused(
      { name: "really-a.gif", mimeType: "image/png", buffer: GIF_1X1 },
      apiErrorMessages.typeMismatch,
    );
    expect(uploads.count).toBe(0);
  });

  it("replaces an image, shows 'Uploading...', and the site serves the new bytes; a version restores the old ones", async () => {
    const before = await served("/images/hero-factory.svg");
    expect(before.type).toContain("image/svg+xml");
    const png = solidPng(64, 36, [200, 16, 46]);
    // A slower answer keeps 'Uploading...' on screen long enough to see.
    await admin.page.route("**/api/admin/upload", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const hero = card("Hero illustration");
    await hero
      .getByLabel("Replace Hero illustration")
      .setInputFiles({ name: "new-hero.png", mimeType: "image/png", buffer: png });
    // Far smaller than the home page needs: the review warns, and the admin goes ahead.
    await admin.page.getByRole("button", { name: "Replace anyway" }).click();
    await visible(hero.getByRole("button", { name: miscMessages.uploading }));
    await toastWith(admin.page, toastMessages.uploadReplaced.title);
    await admin.page.unroute("**/api/admin/upload");
    // The list was refreshed: the card shows the new version.
    await visible(hero.getByText(/PNG · 64×36 · .* · Version 2/));
    const after = await served("/images/hero-factory.svg");
    expect(after.status).toBe(200);
    expect(after.type).toContain("image/png");
    expect(sha256(after.bytes)).toBe(sha256(png));

    await hero.getByRole("button", { name: "Versions" }).click();
    const dialog = admin.page.getByRole("dialog");
    const versions = dialog.getByRole("list", { name: "Versions" });
    await visible(versions.getByRole("img", { name: "Hero illustration, version 1" }));
    expect(await versions.getByRole("listitem").count()).toBe(2);
    await expectNoSeriousAxeViolations(admin.page, "image versions");
    await shot(admin.page, "image-versions");
    await dialog.getByRole("button", { name: "Restore version 1" }).click();
    await toastWith(admin.page, "Version 1 restored");
    expect(await versions.getByRole("listitem").count()).toBe(3);
    await admin.page
      .getByRole("dialog")
      .getByRole("button", { name: "Close", exact: true })
      .click();
    const restored = await served("/images/hero-factory.svg");
    expect(restored.type).toContain("image/svg+xml");
    expect(sha256(restored.bytes)).toBe(sha256(before.bytes));
  });

  it("uploads a new image, and a file with the same filename replaces it", async () => {
    const first = solidPng(40, 30, [13, 148, 136]);
    await admin.page.getByLabel("Section", { exact: true }).fill("gallery");
    await admin.page.getByLabel("Name", { exact: true }).fill("Audit team on site");
    await admin.page
      .getByLabel("Image file to upload")
      .setInputFiles({ name: "team-on-site.png", mimeType: "image/png", buffer: first });
    await toastWith(admin.page, toastMessages.uploadNew.title, "/images/team-on-site.png");
    await visible(admin.page.getByRole("heading", { name: /^Gallery/ }));
    await visible(card("Audit team on site"));
    expect(sha256((await served("/images/team-on-site.png")).bytes)).toBe(sha256(first));

    const second = solidPng(40, 30, [11, 37, 69]);
    await admin.page
      .getByLabel("Image file to upload")
      .setInputFiles({ name: "team-on-site.png", mimeType: "image/png", buffer: second });
    await toastWith(admin.page, toastMessages.uploadReplaced.title);
    await visible(card("Audit team on site").getByText(/Version 2/));
    expect(sha256((await served("/images/team-on-site.png")).bytes)).toBe(sha256(second));
  });

  it("copies an image's public path with a check mark for 2 seconds", async () => {
    const logo = card("Logo");
    const clickedAt = Date.now();
    await logo.getByRole("button", { name: "Copy path /images/logo.svg" }).click();
    await toastWith(admin.page, toastMessages.pathCopied.title);
    await visible(logo.getByRole("button", { name: "Path /images/logo.svg copied" }));
    expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(
      "/images/logo.svg",
    );
    // Waits for the state to change back, then checks it lasted its 2 seconds: a slow machine
    // can only make it look longer, never shorter.
    await visible(logo.getByRole("button", { name: "Copy path /images/logo.svg" }), 10_000);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900);
  });

  it("shows quotes and messages from the public site: unread count, read in full, mark read, archive, filter, export CSV", async () => {
    const post = async (path: string, json: unknown): Promise<string> => {
      const response = await admin.server.request(path, { method: "POST", json });
      expect(response.status).toBe(200);
      return ((await response.json()) as { reference: string }).reference;
    };
    const quoteRef = await post("/api/quote", {
      name: "=Jane Formula",
      email: "jane@example.com",
      phone: "+855 12 345 678",
      service: "GOTS certification",
      standard: "gots",
      message: "We need GOTS certification for two factories.\nCan you send a quotation?",
    });
    // A meeting at 10:00 in Phnom Penh two weeks from now.
    const meetingDay = businessLocalDateTime(new Date(Date.now() + 14 * 86_400_000)).slice(0, 10);
    const meeting = formatBusinessTime(`${meetingDay}T10:00:00+07:00`);
    const contactRef = await post("/api/contact", {
      name: "Sok Dara",
      email: "dara@example.com",
      company: "Garments, Ltd.",
      appointment: `${meetingDay}T10:00`,
      message: 'A question about "SLCP" verification.',
    });
    await post("/api/quote", {
      name: "Bot",
      email: "bot@example.com",
      service: "Anything",
      message: "Buy cheap things now, buy now.",
      website: "http://spam.example",
    });

    await openPanel(admin.page, admin.server);
    const inboxTab = admin.page.getByRole("tab", { name: /Inbox/ });
    await expect.poll(() => inboxTab.textContent()).toContain("2 unread");
    await inboxTab.click();
    const table = admin.page.getByRole("table", { name: "Messages, newest first" });
    await visible(table);
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("Sok Dara");
    expect(await rows.nth(0).textContent()).toContain(`Meeting requested: ${meeting}`);
    expect(await rows.nth(0).textContent()).toContain(`Ref. ${contactRef}`);
    expect(await rows.nth(1).textContent()).toContain("=Jane Formula");
    expect(await rows.nth(1).textContent()).toContain("Standard: GOTS");
    expect(await rows.nth(1).textContent()).toContain(`Ref. ${quoteRef}`);
    expect(await table.textContent()).not.toContain("Bot");
    await expectNoSeriousAxeViolations(admin.page, "inbox");
    await shot(admin.page, "inbox");

    await table.getByRole("button", { name: "Unread: =Jane Formula" }).click();
    const dialog = admin.page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Quote request from =Jane Formula" }));
    await visible(dialog.getByText("Can you send a quotation?", { exact: false }));
    await visible(dialog.getByText("+855 12 345 678"));
    await visible(dialog.getByText("GOTS certification", { exact: true }));
    await visible(dialog.getByText(quoteRef, { exact: true }));
    await visible(dialog.getByRole("link", { name: /^GOTS/ }));
    expect(await dialog.getByRole("link", { name: "Reply by email" }).getAttribute("href")).toBe(
      `mailto:jane@example.com?subject=${encodeURIComponent(`Your quotation request ${quoteRef}`)}`,
    );
    await expectNoSeriousAxeViolations(admin.page, "inbox message");
    await shot(admin.page, "inbox-message");

    // Opening it read it.
    await visible(dialog.getByRole("button", { name: "Mark as unread" }));
    const close = () => dialog.getByRole("button", { name: "Close", exact: true }).click();
    await close();
    await expect.poll(() => inboxTab.textContent()).toContain("1 unread");

    // Read now: no longer marked unread in the list.
    await table.getByRole("button", { name: "=Jane Formula", exact: true }).click();
    await dialog.getByRole("button", { name: "Archive" }).click();
    await visible(dialog.getByRole("button", { name: "Move to inbox" }));
    await close();
    await expect.poll(() => rows.count()).toBe(1);

    await admin.page.getByLabel("Status").selectOption("archived");
    await expect.poll(() => table.textContent()).toContain("=Jane Formula");
    await admin.page.getByLabel("Status").selectOption("spam");
    await expect.poll(() => table.textContent()).toContain("Bot");
    await admin.page.getByLabel("Status").selectOption("all");
    await admin.page.getByLabel("Kind").selectOption("contact");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await table.textContent()).toContain("Sok Dara");
    await table.getByRole("button", { name: "Unread: Sok Dara" }).click();
    await visible(dialog.getByText(meeting, { exact: true }));
    await visible(dialog.getByText(contactRef, { exact: true }));
    await close();
    // Opening it read it: the export below lists it read once the list says so.
    await visible(table.getByRole("button", { name: "Sok Dara", exact: true }));
    await admin.page.getByLabel("Kind").selectOption("all");
    await expect.poll(() => rows.count()).toBe(2);

    const download = admin.page.waitForEvent("download");
    await admin.page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inbox-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    expect(
      csv.startsWith(
        '\uFEFFID,Reference,"Received (Phnom Penh, UTC+7)",Kind,Status,Name,Email,Phone,Company,Service,Standard,Appointment (Phnom Penh),Message,Sent from,E-mail,Stage,Assigned to,Follow-up on,First page of the visit,Referring site,utm_source,utm_medium,utm_campaign,utm_term,utm_content\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(
      // No page given by the API client, and no e-mail with SMTP_URL unset: two empty columns;
      // a new lead nobody has worked, from no campaign.
      `,contact,read,Sok Dara,dara@example.com,,"Garments, Ltd.",,,${meetingDay} 10:00,"A question about ""SLCP"" verification.",,,New,,,,,,,,,\r\n`,
    );
    expect(csv).toContain(
      // The phone behind an invisible zero-width space, no quote mark; the name neutralised.
      ",quote,archived,'=Jane Formula,jane@example.com,\u200B+855 12 345 678,,GOTS certification,GOTS,,\"We need GOTS",
    );
    expect(csv).toContain(`\r\n${quoteRef.replace(/^Q-0*/, "")},${quoteRef},`);
  });
});
