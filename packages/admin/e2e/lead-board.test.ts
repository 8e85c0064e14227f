import { readFile } from "node:fs/promises";
import {
  LeadHistoryEntrySchema,
  quoteFormData,
  SubmissionPageSchema,
  SubmissionSchema,
} from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfDocument } from "./pdf-files.ts";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  PHONE,
  sha256,
  shot,
  toastWith,
  visible,
} from "./support.ts";

const LeadSchema = SubmissionSchema.extend({ history: LeadHistoryEntrySchema.array() });

/** Something a route waits for until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe.skipIf(!hasBrowser)("admin: the leads board", () => {
  const admin = adminWithBrowser();

  /** The lead with this name as the API lists it (the test's own, for its id). */
  const leadId = async (name: string): Promise<number> => {
    const cookie = await admin.server.login();
    const list = await admin.server.request("/api/admin/submissions?limit=200", { cookie });
    const lead = SubmissionPageSchema.parse(await list.json()).items.find((s) => s.name === name);
    return lead!.id;
  };

  /** A quote sent through the public API as JSON (for a standard, or none), and its id. */
  const sendQuote = async (name: string, standard?: string): Promise<number> => {
    const response = await admin.server.request("/api/quote", {
      method: "POST",
      json: {
        name,
        email: `${name.toLowerCase().replaceAll(" ", ".")}@board.example`,
        ...(standard && { standard }),
        service: "GOTS certification",
        message: "Two factories in Phnom Penh, about 400 workers.",
      },
    });
    expect(response.status).toBe(200);
    return leadId(name);
  };

  /** The lead as the server keeps it, with its history. */
  const savedLead = async (id: number) => {
    const cookie = await admin.server.login();
    const response = await admin.server.request(`/api/admin/submissions/${id}`, { cookie });
    expect(response.status).toBe(200);
    return LeadSchema.parse(await response.json());
  };

  /** The id of the lead's one attachment, as the API lists it. */
  const savedAttachmentId = async (id: number): Promise<string> => {
    const cookie = await admin.server.login();
    const response = await admin.server.request(`/api/admin/submissions/${id}`, { cookie });
    const { attachments } = (await response.json()) as { attachments: { id: string }[] };
    expect(attachments).toHaveLength(1);
    return attachments[0]!.id;
  };

  const column = (page: Page, stage: string) =>
    page.getByRole("region", { name: stage, exact: true });

  /** The card of this lead in this stage's column. */
  const card = (page: Page, stage: string, name: string) =>
    column(page, stage).getByRole("listitem").filter({ hasText: name });

  /** What dnd-kit last read out (its live region). */
  const announced = (page: Page) =>
    page.locator('[id^="DndLiveRegion"]').textContent({ timeout: 2_000 });

  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute("aria-label") ?? element?.textContent ?? "";
    });

  it("moves a lead with the keyboard and with Move to…, and keeps it there", async () => {
    const { page, server } = admin;
    const dara = await sendQuote("Dara Chan", "gots");
    await sendQuote("Sophea Lim");
    await sendQuote("Vibol Keo");
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/admin/inbox`);

    // The board has its own address.
    await page.getByRole("button", { name: "Board" }).click();
    await visible(card(page, "New", "Dara Chan"));
    expect(new URL(page.url()).searchParams.get("view")).toBe("board");
    expect(await page.getByRole("button", { name: "Board" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    for (const stage of ["New", "Contacted", "Quoted", "Won", "Lost"]) {
      await visible(column(page, stage));
    }
    const daraCard = card(page, "New", "Dara Chan");
    expect(await daraCard.textContent()).toContain("GOTS");
    expect(await daraCard.textContent()).toContain("Nobody");
    expect(await card(page, "New", "Sophea Lim").count()).toBe(1);

    // The keyboard alone: the grip, Space to pick it up, Right to the next column, Space.
    await daraCard.getByRole("button", { name: "Drag Dara Chan" }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => announced(page)).toContain("Picked up Dara Chan, in New.");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => announced(page)).toContain("Dara Chan is over Contacted.");
    await page.keyboard.press("Space");
    await visible(card(page, "Contacted", "Dara Chan"));
    await expect.poll(() => announced(page)).toContain("Moved Dara Chan to Contacted.");
    await expect.poll(() => card(page, "New", "Dara Chan").count()).toBe(0);
    // The focus follows the card to its new column.
    await expect.poll(() => focusedLabel(page)).toBe("Drag Dara Chan");

    // Then with "Move to…", no dragging at all.
    const contacted = card(page, "Contacted", "Dara Chan");
    await contacted.getByRole("button", { name: /^Move to…/ }).click();
    await contacted.getByRole("button", { name: "Move Dara Chan to Quoted" }).click();
    await visible(card(page, "Quoted", "Dara Chan"));
    await expect.poll(() => card(page, "Contacted", "Dara Chan").count()).toBe(0);
    await expect.poll(() => focusedLabel(page)).toMatch(/^Move to…/);

    // Saved, with both moves in its history.
    await expect.poll(async () => (await savedLead(dara)).stage).toBe("quoted");
    const moves = (await savedLead(dara)).history
      .filter((entry) => entry.field === "stage")
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(moves).toEqual(["new -> contacted", "contacted -> quoted"]);

    // A reload shows it where it was left, still on the board.
    await page.reload();
    await visible(card(page, "Quoted", "Dara Chan"));
    await expect.poll(() => card(page, "New", "Dara Chan").count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("view")).toBe("board");
    await expectNoSeriousAxeViolations(page, "leads board (laptop)");
    await shot(page, "board-laptop", true);

    // A card opens its lead, with Enter.
    await card(page, "Quoted", "Dara Chan")
      .getByRole("button", { name: /^(Unread: )?Dara Chan$/ })
      .focus();
    await page.keyboard.press("Enter");
    const dialog = await visible(
      page.getByRole("dialog", { name: "Quote request from Dara Chan" }),
    );
    expect(new URL(page.url()).pathname).toBe(`/admin/inbox/${dara}`);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await visible(card(page, "Quoted", "Dara Chan"));
    expect(new URL(page.url()).searchParams.get("view")).toBe("board");
  });

  it("shows a move at once, and puts the lead back, saying why, when the server refuses it", async () => {
    const { page, server } = admin;
    const sophea = await leadId("Sophea Lim");
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/admin/inbox?view=board`);
    await visible(card(page, "New", "Sophea Lim"));

    // The server's refusal waits until the test has seen the card in its new column; the lists
    // asked for again after it wait too, so only the board itself can put the card back.
    const refusal = gate();
    const lists = gate();
    const patch = (url: URL) => url.pathname === `/api/admin/submissions/${sophea}`;
    const list = (url: URL) => url.pathname === "/api/admin/submissions";
    await page.route(patch, async (route) => {
      if (route.request().method() !== "PATCH") return route.continue();
      await refusal.opened;
      return route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ error: "Someone else changed this lead just now." }),
      });
    });
    await page.route(list, async (route) => {
      await lists.opened;
      return route.continue();
    });
    try {
      const newCard = card(page, "New", "Sophea Lim");
      await newCard.getByRole("button", { name: /^Move to…/ }).click();
      await newCard.getByRole("button", { name: "Move Sophea Lim to Won" }).click();
      // Moved before the server answered.
      await visible(card(page, "Won", "Sophea Lim"));
      await expect.poll(() => card(page, "New", "Sophea Lim").count()).toBe(0);

      refusal.open();
      await toastWith(
        page,
        "Sophea Lim was not moved to Won",
        "Someone else changed this lead just now. It is back in New.",
      );
      await visible(card(page, "New", "Sophea Lim"));
      await expect.poll(() => card(page, "Won", "Sophea Lim").count()).toBe(0);
    } finally {
      refusal.open();
      lists.open();
      await page.unroute(patch);
      await page.unroute(list);
    }
    expect((await savedLead(sophea)).stage).toBe("new");
  });

  it("works on a phone: the columns scroll sideways and Move to… moves", async () => {
    const { page, server } = admin;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/admin/inbox?view=board`);
    const vibol = card(page, "New", "Vibol Keo");
    await visible(vibol);
    // The page itself never scrolls sideways: the board does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await vibol.getByRole("button", { name: /^Move to…/ }).click();
    await vibol.getByRole("button", { name: "Move Vibol Keo to Contacted" }).click();
    const moved = await visible(card(page, "Contacted", "Vibol Keo"));
    await moved.scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(page, "leads board (phone)");
    await shot(page, "board-phone");
  });

  it("keeps the lead filters on the board and in the export", async () => {
    const { page, server } = admin;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/admin/inbox?view=board`);
    await visible(card(page, "Quoted", "Dara Chan"));
    await page.getByLabel("Stage").selectOption("quoted");
    // The board again, with only the quoted leads.
    const shown = async () =>
      `${await card(page, "Quoted", "Dara Chan").count()} ${await card(page, "New", "Sophea Lim").count()}`;
    await expect.poll(shown).toBe("1 0");
    await expect.poll(() => card(page, "Contacted", "Vibol Keo").count()).toBe(0);
    const address = new URL(page.url());
    expect(address.searchParams.get("view")).toBe("board");
    expect(address.searchParams.get("stage")).toBe("quoted");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await readFile((await (await download).path())!, "utf8");
    expect(csv).toContain("Dara Chan");
    expect(csv).not.toContain("Sophea Lim");

    // Back to the list: the filter stays.
    await page.getByRole("button", { name: "List" }).click();
    await visible(page.getByRole("table", { name: "Messages, newest first" }));
    expect(new URL(page.url()).searchParams.get("view")).toBeNull();
    expect(await page.getByLabel("Stage").inputValue()).toBe("quoted");
  });

  it("lists the follow-ups due first, in a group of their own", async () => {
    const { page, server } = admin;
    // Sophea came in before Vibol, so the list alone would show her below him.
    const sophea = await leadId("Sophea Lim");
    const cookie = await server.login();
    const due = await server.request(`/api/admin/submissions/${sophea}`, {
      method: "PATCH",
      json: { followUpOn: "2024-03-15" },
      cookie,
    });
    expect(due.status).toBe(200);
    for (const [size, phone] of [
      [DESKTOP, false],
      [PHONE, true],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${server.url}/admin/inbox`);
      const items = phone
        ? page.getByRole("list", { name: "Messages, newest first" }).getByRole("listitem")
        : page.getByRole("table", { name: "Messages, newest first" }).locator("tbody tr");
      await expect.poll(() => items.first().textContent()).toBe("Follow up today");
      expect(await items.nth(1).textContent()).toContain("Sophea Lim");
      expect(await items.nth(1).textContent()).toContain("Follow-up due:");
      expect(await items.nth(2).textContent()).toBe("Everything else, newest first");
      const rest = await items.allTextContents();
      expect(rest.filter((text) => text.includes("Sophea Lim"))).toHaveLength(1);
      expect(rest.slice(3).some((text) => text.includes("Vibol Keo"))).toBe(true);
      await expectNoSeriousAxeViolations(
        page,
        `inbox list, follow-ups first (${phone ? "phone" : "laptop"})`,
      );
      await shot(page, `board-list-due-first-${phone ? "phone" : "laptop"}`);
    }

    // On the board, the same lead is marked due in its column.
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/admin/inbox?view=board`);
    const marked = await visible(card(page, "New", "Sophea Lim"));
    expect(await marked.textContent()).toContain("Follow-up due:");
  });

  it("shows where a lead came from and the files sent with it", async () => {
    const { page, server } = admin;
    const pdf = pdfDocument({ text: "Scope of certification" });
    const response = await server.request("/api/quote", {
      method: "POST",
      body: quoteFormData(
        {
          name: "Chenda Ouk",
          email: "chenda@board.example",
          service: "GOTS certification",
          message: "Our current certificate and the scope list are attached.",
          source: {
            landingPage: "/certifications/gots",
            referrer: "google.com",
            utmSource: "newsletter",
            utmMedium: "email",
            utmCampaign: "gots-2027",
          },
        },
        [new File([new Uint8Array(pdf)], "scope-list.pdf", { type: "application/pdf" })],
      ),
    });
    expect(response.status).toBe(200);
    const id = await leadId("Chenda Ouk");
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/admin/inbox/${id}`);
    const dialog = await visible(
      page.getByRole("dialog", { name: "Quote request from Chenda Ouk" }),
    );

    const origin = dialog.getByRole("region", { name: "Where it came from" });
    await visible(origin.getByText("/certifications/gots"));
    const said = (await origin.textContent()) ?? "";
    for (const line of [
      "First page:/certifications/gots",
      "Came from:google.com",
      "Campaign:gots-2027",
      "Source / medium:newsletter / email",
    ]) {
      expect(said).toContain(line);
    }
    expect(said).not.toMatch(/utm|landingPage|referrer|[{}]/);

    const files = dialog.getByRole("region", { name: "Attachments" });
    const link = await visible(files.getByRole("link", { name: /^Download scope-list\.pdf \(/ }));
    expect(await link.getAttribute("href")).toBe(
      `${server.url}/api/admin/submissions/${id}/attachments/${await savedAttachmentId(id)}`,
    );
    const download = page.waitForEvent("download");
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("scope-list.pdf");
    expect(sha256(await readFile((await file.path())!))).toBe(sha256(pdf));
    await expectNoSeriousAxeViolations(page, "lead dialog with its source and files");
    await shot(page, "board-lead-dialog", true);

    // A lead with no source noted says so in words.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await page.goto(`${server.url}/admin/inbox/${await leadId("Vibol Keo")}`);
    const plain = await visible(page.getByRole("dialog", { name: "Quote request from Vibol Keo" }));
    const unknown = plain.getByRole("region", { name: "Where it came from" });
    await visible(unknown.getByText("Direct visit or unknown"));
    await visible(
      plain
        .getByRole("region", { name: "Attachments" })
        .getByText("No files were sent with this request."),
    );
  });
});
