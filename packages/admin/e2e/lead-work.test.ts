import { SubmissionPageSchema } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  PHONE,
  shot,
  visible,
} from "./support.ts";

// A day long gone, so the follow-up is due whatever today is in Phnom Penh.
const PAST_DAY = "2024-03-15";

describe.skipIf(!hasBrowser)("admin: working a lead", () => {
  const admin = adminWithBrowser();

  /** A quote sent through the public API, and its id as the inbox lists it. */
  const sendQuote = async (name: string): Promise<number> => {
    const response = await admin.server.request("/api/quote", {
      method: "POST",
      json: {
        name,
        email: `${name.toLowerCase().replaceAll(" ", ".")}@lead.example`,
        service: "GOTS certification",
        message: "Two factories in Phnom Penh, about 400 workers.",
      },
    });
    expect(response.status).toBe(200);
    const cookie = await admin.server.login();
    const list = await admin.server.request("/api/admin/submissions?limit=200", { cookie });
    const lead = SubmissionPageSchema.parse(await list.json()).items.find((s) => s.name === name);
    return lead!.id;
  };

  /** The shown rows (table rows on a laptop, cards on a phone) holding this text. */
  const rowsWith = (page: Page, phone: boolean, text: string) =>
    (phone
      ? page.getByRole("list", { name: "Messages, newest first" }).getByRole("listitem")
      : page.getByRole("table", { name: "Messages, newest first" }).locator("tbody tr")
    ).filter({ hasText: text });

  for (const [label, size] of [
    ["phone", PHONE],
    ["laptop", DESKTOP],
  ] as const) {
    it(`assigns, moves, notes and finds a lead (${label})`, async () => {
      const { page, server } = admin;
      const phone = size === PHONE;
      const name = `Lead on ${label}`;
      const id = await sendQuote(name);
      await page.setViewportSize(size);
      await page.goto(`${server.url}/admin/inbox/${id}`);
      const dialog = await visible(
        page.getByRole("dialog", { name: `Quote request from ${name}` }),
      );
      const history = dialog.getByRole("region", { name: "History" });

      // One click: it is mine.
      await dialog.getByRole("button", { name: "Take it" }).click();
      await visible(history.getByText(/gave it to themselves/));
      // The form takes the saved owner in the render after the history's: asked until it has.
      await expect.poll(() => dialog.getByLabel("Looked after by").inputValue()).not.toBe("");
      await expect.poll(() => dialog.getByRole("button", { name: "Take it" }).count()).toBe(0);

      // Quoted, with a follow-up day, saved together.
      await dialog.getByLabel("Stage").selectOption("quoted");
      await dialog.getByLabel("Follow up on").fill(PAST_DAY);
      await visible(dialog.getByText("Not saved yet."));
      await dialog.getByRole("button", { name: "Save" }).click();
      await visible(history.getByText(/moved it from New to Quoted/));
      await visible(history.getByText(/set the follow-up day to .*2024/));
      await expect.poll(() => dialog.getByText("Not saved yet.").count()).toBe(0);

      // A note, with its author and time.
      const notes = dialog.getByRole("region", { name: "Notes" });
      await notes.getByLabel("Add a note").fill("Called them: they want the audit in March.");
      await notes.getByRole("button", { name: "Add the note" }).click();
      await visible(notes.getByText("Called them: they want the audit in March."));
      await expect.poll(() => notes.getByLabel("Add a note").inputValue()).toBe("");
      // The test's administrator has no name on the team: the note says the e-mail.
      expect(await notes.getByRole("listitem").first().textContent()).toContain(
        "admin@test.example, ",
      );

      await expectNoSeriousAxeViolations(page, `lead dialog (${label})`);
      await shot(page, `lead-dialog-${label}`, true);
      await dialog.getByRole("button", { name: "Close", exact: true }).click();

      // My leads: in the address too, so a reload keeps it.
      await page.getByLabel("Whose").selectOption("me");
      await visible(rowsWith(page, phone, name));
      expect(new URL(page.url()).searchParams.get("assignee")).toBe("me");
      expect(await rowsWith(page, phone, name).textContent()).toContain("Quoted");

      // Follow-ups due: said in words on the row.
      await page.getByLabel("Follow-up").selectOption("due");
      const row = await visible(rowsWith(page, phone, name));
      expect(await row.textContent()).toContain("Follow-up due:");
      await page.reload();
      await visible(rowsWith(page, phone, name));
      expect(await page.getByLabel("Follow-up").inputValue()).toBe("due");
      expect(await page.getByLabel("Whose").inputValue()).toBe("me");

      // Nobody's: a lead someone has is not among them.
      await page.getByLabel("Whose").selectOption("none");
      await visible(page.getByText("No leads here"));

      await page.getByLabel("Whose").selectOption("me");
      await visible(rowsWith(page, phone, name));
      await expectNoSeriousAxeViolations(page, `inbox, my leads due (${label})`);
      await shot(page, `lead-inbox-${label}`);
    });
  }
});
