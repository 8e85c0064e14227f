import { addStandardCopies } from "@app/api/testing/grow-site";
import { hasBrowser } from "@app/testing/browser";
import { describe, expect, it } from "vitest";
import { adminWithBrowser, expectNoSeriousAxeViolations, shot, visible } from "./support.ts";

/** Standards added to the seeded ones: the list takes four pages. */
const ADDED = 120;
const codes = Array.from({ length: ADDED }, (_, i) => `LL${String(i + 1).padStart(3, "0")}`);

describe.skipIf(!hasBrowser)("admin: a long list of standards, a page at a time", () => {
  const admin = adminWithBrowser({
    prepare: async (server) => {
      await addStandardCopies(server.client(await server.login()), codes);
    },
  });

  const standards = () => admin.page.getByRole("list", { name: "Standards", exact: true });
  const pager = () => admin.page.getByRole("navigation", { name: "Pages of standards" });
  const address = () => {
    const { pathname, search } = new URL(admin.page.url());
    return pathname + search;
  };
  /** Requests for every section in full: the list must never need them. */
  const fullListReads: string[] = [];

  it("shows 50 standards at a time, the page in its address, kept by a reload and Back", async () => {
    admin.page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/api/admin/content") fullListReads.push(request.method());
    });
    // The first load of the admin, which a busy machine makes slow.
    await admin.page.goto(`${admin.server.url}/admin/standards`, { timeout: 60_000 });
    await visible(pager());
    const total = await standards().getByRole("listitem").count();
    expect(total).toBe(50);
    const summaries = (await (
      await admin.context.request.get(`${admin.server.url}/api/admin/content/summaries`)
    ).json()) as { section: string }[];
    const all = summaries.filter((row) => /^certification:[^@]+$/.test(row.section)).length;
    expect(all).toBeGreaterThanOrEqual(ADDED + 30);
    await visible(admin.page.getByText(`(${all})`, { exact: true }));
    await visible(pager().getByText(`Showing 1–50 of ${all} standards`));
    expect(await pager().getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await expectNoSeriousAxeViolations(admin.page, "standards, first page");
    await shot(admin.page, "standards-paged");

    await pager().getByRole("button", { name: "Next" }).click();
    await visible(pager().getByText(`Showing 51–100 of ${all} standards`));
    expect(address()).toBe("/admin/standards?page=2");
    const secondFirst = await standards().getByRole("heading").first().textContent();

    await admin.page.reload();
    await visible(pager().getByText(`Showing 51–100 of ${all} standards`));
    expect(await standards().getByRole("heading").first().textContent()).toBe(secondFirst);

    await admin.page.goBack();
    await visible(pager().getByText(`Showing 1–50 of ${all} standards`));
    expect(address()).toBe("/admin/standards");

    // A page past the end shows the last one.
    await admin.page.goto(`${admin.server.url}/admin/standards?page=99`);
    const lastFirst = Math.floor((all - 1) / 50) * 50 + 1;
    await visible(pager().getByText(`Showing ${lastFirst}–${all} of ${all} standards`));
    expect(await pager().getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
  });

  it("finds a standard by its name, keeps the search in the address, and comes back to it", async () => {
    await admin.page.goto(`${admin.server.url}/admin/standards?page=2`);
    const search = admin.page.getByRole("searchbox", { name: "Search standards" });
    await search.fill("ll107");
    await visible(admin.page.getByText(/^1 of [\d,]+ standards match$/));
    expect(address()).toBe("/admin/standards?search=ll107");
    expect(await standards().getByRole("listitem").count()).toBe(1);
    // One page of results: no pager.
    expect(await pager().count()).toBe(0);

    await admin.page.reload();
    expect(await search.inputValue()).toBe("ll107");
    await visible(standards().getByRole("heading", { name: "LL107: Standard LL107" }));

    // Its editor, then back to the list as it was left.
    await admin.page
      .getByRole("button", { name: "Edit LL107: Standard LL107", exact: true })
      .click();
    await visible(
      admin.page.getByRole("heading", { name: "Editing Standard: LL107: Standard LL107" }),
    );
    expect(await admin.page.getByLabel("Full name").inputValue()).toBe("Standard LL107");
    await admin.page.getByRole("button", { name: "Cancel" }).click();
    await visible(standards().getByRole("heading", { name: "LL107: Standard LL107" }));
    expect(address()).toBe("/admin/standards?search=ll107");

    // Words of the search narrow it; clearing it shows every standard again, from the first page.
    await search.fill("standard ll10");
    await visible(admin.page.getByText(/^10 of [\d,]+ standards match$/));
    await search.fill("");
    await visible(pager().getByText(/^Showing 1–50 of /));
    expect(address()).toBe("/admin/standards");
    expect(fullListReads).toEqual([]);
  });
});
