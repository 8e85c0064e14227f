import { readFile } from "node:fs/promises";
import { miscMessages, SubmissionPageSchema } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  expectNoSeriousAxeViolations,
  holdNextPages,
  openPanel,
  shot,
  visible,
} from "./support.ts";

const SEEDED = 55;

describe.skipIf(!hasBrowser)("admin: inbox pages", () => {
  const quote = async (n: number, extra: Record<string, string> = {}) => {
    const response = await admin.server.request("/api/quote", {
      method: "POST",
      json: {
        name: `Client ${n}`,
        email: `client${n}@paging.example`,
        service: "GOTS certification",
        message: `Quote request number ${n}, for two factories.`,
        ...extra,
      },
    });
    expect(response.status).toBe(200);
  };

  const admin = adminWithBrowser({
    prepare: async (server) => {
      const cookie = await server.login();
      for (let n = 0; n < SEEDED; n++) await quote(n);
      await quote(900, { website: "http://spam.example" });
      // Three of the oldest are read: still in the inbox, no longer unread.
      const first = await server.request("/api/admin/submissions?status=new&limit=200", { cookie });
      const oldest = SubmissionPageSchema.parse(await first.json()).items.slice(-3);
      for (const s of oldest) {
        const res = await server.request(`/api/admin/submissions/${s.id}`, {
          method: "PATCH",
          cookie,
          json: { status: "read" },
        });
        expect(res.status).toBe(200);
      }
    },
  });

  it("shows the first page, loads the next on request, counts from the server, exports everything", async () => {
    const listRequests: URL[] = [];
    const submissionRequests: URL[] = [];
    admin.page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/admin/submissions") listRequests.push(url);
      if (url.pathname.startsWith("/api/admin/submissions")) submissionRequests.push(url);
    });
    const asked = (path: string) =>
      submissionRequests
        .filter((u) => u.pathname === path)
        .map((u) => Object.fromEntries(u.searchParams));

    await openPanel(admin.page, admin.server);
    const inboxTab = admin.page.getByRole("tab", { name: /Inbox/ });
    await expect.poll(() => inboxTab.textContent()).toContain(`${SEEDED - 3} unread`);
    // The badge asks for the unread ones alone; the full counts by status (every lead counted)
    // wait for the inbox, which shows them.
    expect(asked("/api/admin/submissions/unread")).toContainEqual({});
    expect(asked("/api/admin/submissions/counts")).not.toContainEqual({});
    await inboxTab.click();
    const table = admin.page.getByRole("table", { name: "Messages, newest first" });
    const rows = table.locator("tbody tr");
    const status = admin.page.getByRole("status").filter({ hasText: /messages?$/ });
    await expect.poll(() => rows.count()).toBe(50);
    await expect.poll(() => status.textContent()).toBe(`Showing 50 of ${SEEDED} messages`);
    expect(await rows.nth(0).textContent()).toContain(`Client ${SEEDED - 1}`);
    // The server filters the inbox and sends one page, not every submission; the follow-ups
    // due (none here) are asked for on their own, to be shown first.
    const listed = listRequests.map((u) => Object.fromEntries(u.searchParams));
    expect(listed).toHaveLength(2);
    expect(listed).toContainEqual({ status: "inbox" });
    expect(listed).toContainEqual({ status: "inbox", followUp: "due" });

    await admin.page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
    await expectNoSeriousAxeViolations(admin.page, "inbox, first page");
    await shot(admin.page, "inbox-load-more");

    // A message arriving meanwhile does not shift the next page.
    await quote(1000);

    // The next page is held until the loading state has been seen.
    const release = await holdNextPages(admin.page, "/api/admin/submissions");
    await admin.page.getByRole("button", { name: "Load more" }).click();
    const loading = await visible(admin.page.getByRole("button", { name: miscMessages.loading }));
    expect(await loading.isDisabled()).toBe(true);
    await release();
    await expect.poll(() => rows.count()).toBe(SEEDED);
    await expect.poll(() => status.textContent()).toBe(`Showing ${SEEDED} of ${SEEDED} messages`);
    expect(await admin.page.getByRole("button", { name: "Load more" }).count()).toBe(0);
    const names = await table.locator("tbody tr td:first-child button").allTextContents();
    expect(names.map((n) => n.replace(/^Unread: /, ""))).toEqual(
      Array.from({ length: SEEDED }, (_, i) => `Client ${SEEDED - 1 - i}`),
    );

    // A change refetches the loaded pages and the counts: the newcomer shows, the badge drops.
    await table.getByRole("button", { name: "Client 0", exact: true }).click();
    const dialog = admin.page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Mark as unread" }).click();
    await visible(dialog.getByRole("button", { name: "Mark as read" }));
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    // 52 unread before; the newcomer and Client 0 make 54.
    await expect.poll(() => inboxTab.textContent()).toContain(`${SEEDED - 1} unread`);
    await expect
      .poll(() => status.textContent())
      .toBe(`Showing ${SEEDED + 1} of ${SEEDED + 1} messages`);
    expect(await rows.nth(0).textContent()).toContain("Client 1000");

    await admin.page.getByLabel("Status").selectOption("spam");
    await expect.poll(() => status.textContent()).toBe("Showing 1 of 1 message");
    await admin.page.getByLabel("Status").selectOption("inbox");
    await expect.poll(() => rows.count()).toBe(SEEDED + 1);

    // The export holds every matching message, not only the page on screen: one file the
    // server writes, not the list walked page by page in the browser.
    const listedBefore = listRequests.length;
    const download = admin.page.waitForEvent("download");
    await admin.page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.url()).toBe(`${admin.server.url}/api/admin/submissions/export.csv?status=inbox`);
    const csv = await readFile((await file.path())!, "utf8");
    expect(listRequests.length).toBe(listedBefore);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + SEEDED + 1);
    expect(csv).toContain("Client 1000,");
    expect(csv).toContain("Client 0,");
    expect(csv).not.toContain("Client 900");
  });
});
