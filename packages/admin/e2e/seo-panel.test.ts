import { cameraPhoto } from "@app/api/camera-photo";
import { cutForSearch, SEARCH_TITLE_SHOWN, type WebsiteImage } from "@app/contract";
import { hasBrowser } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  adminWithBrowser,
  DESKTOP,
  expectNoSeriousAxeViolations,
  PHONE,
  toastWith,
  visible,
} from "./support.ts";

/** The share picture the test picks: wide, its focal point away from the middle. */
const SHARE_PICTURE = "factory-floor.jpg";
const FOCAL = { focalX: 0.2, focalY: 0.3 };

const ENGLISH_TITLE = "Organic textiles certified in Cambodia";
const KHMER_TITLE = "វិញ្ញាបនប័ត្រវាយនភ័ណ្ឌសរីរាង្គ GOTS";

describe.skipIf(!hasBrowser)("admin: a page's search and sharing", () => {
  const admin = adminWithBrowser();

  const page = () => admin.page;
  const panel = () => page().getByRole("region", { name: "Search and sharing" });
  const figure = (name: string) => panel().getByRole("figure", { name, exact: true });
  const searchTitle = (language: "English" | "Khmer") =>
    figure(`As a Google result (${language})`).getByTestId("search-title");
  const textOf = async (locator: Locator) => (await locator.textContent())?.trim() ?? "";
  const siteTitle = async (path: string) => {
    const html = await (await fetch(`${admin.server.url}${path}`)).text();
    return /<title>([^<]*)<\/title>/.exec(html)?.[1];
  };
  const request = async (method: "POST" | "PATCH", path: string, options: object) => {
    const response = await admin.context.request.fetch(`${admin.server.url}${path}`, {
      method,
      ...options,
      headers: { origin: admin.server.origin },
    });
    expect(response.status()).toBeLessThan(300);
    return response.json();
  };
  /** A section as saved, read as the admin reads it. */
  const savedContent = async (section: string) => {
    const response = await admin.context.request.get(
      `${admin.server.url}/api/admin/content/${encodeURIComponent(section)}`,
    );
    expect(response.status()).toBe(200);
    return ((await response.json()) as { content: Record<string, unknown> }).content;
  };
  /** The editor with the panel, for a person to look at: its fields, then its previews. */
  const panelShot = async (name: string) => {
    await panel().getByRole("heading", { name: "Search and sharing" }).scrollIntoViewIfNeeded();
    await screenshot(page(), `admin-seo-panel-${name}`, { fullPage: true });
  };

  it("shows the standard's own title until one is typed, and follows the typing", async () => {
    // A wide photograph whose focal point is left of the middle, in the library.
    const photo = Buffer.from(await cameraPhoto(1600, 900, 11));
    const uploaded = (await request("POST", "/api/admin/upload", {
      multipart: {
        image: { name: SHARE_PICTURE, mimeType: "image/jpeg", buffer: photo },
        section: "standards",
        name: "Factory floor",
      },
    })) as { image: WebsiteImage };
    await request("PATCH", `/api/admin/images/${uploaded.image.id}`, { data: FOCAL });

    const site = await (await fetch(`${admin.server.url}/api/content-json/site`)).json();
    const brand = site.content.brandName as string;
    await page().goto(`${admin.server.url}/admin/standards/gots`);
    await visible(panel());
    const defaultTitle = `Global Organic Textile Standard (GOTS) | ${brand}`;
    // Cut as a result cuts it; the card shows it whole.
    await expect
      .poll(() => textOf(searchTitle("English")))
      .toBe(cutForSearch(defaultTitle, SEARCH_TITLE_SHOWN));
    await expect
      .poll(() => textOf(figure("As a link card (English)").getByTestId("card-title")))
      .toBe(defaultTitle);
    // Khmer beside it, as saved.
    await visible(figure("As a Google result (Khmer)"));
    await visible(figure("As a link card (Khmer)"));

    const title = panel().getByLabel("Title in search results", { exact: true });
    expect(await title.getAttribute("placeholder")).toBe(defaultTitle);
    // The count shows once something is typed; the help says what an empty field keeps.
    expect(await panel().getByTestId("character-count").count()).toBe(0);
    const count = panel().getByTestId("character-count").first();

    // Letter by letter: the result follows before the typing is done.
    await title.pressSequentially("Organic", { delay: 20 });
    await expect.poll(() => textOf(searchTitle("English"))).toBe("Organic");
    expect(await textOf(count)).toBe(`7 characters of about ${SEARCH_TITLE_SHOWN} shown`);
    await title.pressSequentially(" textiles certified in Cambodia", { delay: 5 });
    await expect.poll(() => textOf(searchTitle("English"))).toBe(ENGLISH_TITLE);
    await expect
      .poll(() => textOf(figure("As a link card (English)").getByTestId("card-title")))
      .toBe(ENGLISH_TITLE);
    // The Khmer page has no title of its own: the one set in English shows there too.
    await expect.poll(() => textOf(searchTitle("Khmer"))).toBe(ENGLISH_TITLE);

    // Too long for a result: cut with "…", and the count says so.
    await title.fill(`${ENGLISH_TITLE} for spinning mills, dye houses and garment factories`);
    await expect.poll(() => textOf(searchTitle("English"))).toMatch(/…$/);
    expect(Array.from(await textOf(searchTitle("English"))).length).toBeLessThanOrEqual(
      SEARCH_TITLE_SHOWN + 1,
    );
    await visible(panel().getByText(/characters: search results show about 60, then cut it/));
    await title.fill(ENGLISH_TITLE);

    await expectNoSeriousAxeViolations(page(), "search and sharing panel");
    await panelShot("1280");
  });

  it("crops the chosen link picture to the card around its focal point", async () => {
    const card = figure("As a link card (English)");
    // A standard's own picture is the home page's.
    await expect
      .poll(() => card.getByTestId("link-card-picture").getAttribute("data-picture"))
      .not.toBe(SHARE_PICTURE);
    await panel().getByLabel("Link picture", { exact: true }).selectOption(SHARE_PICTURE);
    const picture = card.getByTestId("link-card-picture");
    await expect.poll(() => picture.getAttribute("data-picture")).toBe(SHARE_PICTURE);
    const drawn = await picture.evaluate((image) => {
      const style = getComputedStyle(image);
      const box = image.getBoundingClientRect();
      return {
        fit: style.objectFit,
        position: style.objectPosition,
        ratio: box.width / box.height,
      };
    });
    expect(drawn).toMatchObject({ fit: "cover", position: "20% 30%" });
    expect(Math.abs(drawn.ratio - 1.91)).toBeLessThan(0.03);
    // The Khmer card shows the English page's picture.
    await expect
      .poll(() =>
        figure("As a link card (Khmer)")
          .getByTestId("link-card-picture")
          .getAttribute("data-picture"),
      )
      .toBe(SHARE_PICTURE);
    await panelShot("picture-1280");
  });

  it("says a page hidden from search engines will not be listed", async () => {
    const hide = panel().getByLabel("Hide this page from search engines");
    await hide.check();
    await visible(figure("As a Google result (English)").getByText(/this page will not be listed/));
    expect(await panel().getByTestId("search-result").count()).toBe(0);
    await panelShot("hidden-1280");
    await hide.uncheck();
    await expect.poll(() => panel().getByTestId("search-result").count()).toBe(2);
  });

  it("stacks the languages on a phone", async () => {
    await page().setViewportSize(PHONE);
    try {
      const english = await figure("As a Google result (English)").boundingBox();
      const khmer = await figure("As a Google result (Khmer)").boundingBox();
      expect(khmer!.y).toBeGreaterThan(english!.y + english!.height - 1);
      expect(Math.abs(khmer!.x - english!.x)).toBeLessThan(2);
      expect(
        await page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      const title = panel().getByLabel("Title in search results", { exact: true });
      await title.fill("Organic textiles");
      await expect.poll(() => textOf(searchTitle("English"))).toBe("Organic textiles");
      await title.fill(ENGLISH_TITLE);
      await expectNoSeriousAxeViolations(page(), "search and sharing panel on a phone");
      await panelShot("390");
    } finally {
      await page().setViewportSize(DESKTOP);
    }
  });

  it("publishes the title and picture, which the standard's page carries", async () => {
    await page().getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page(), "Content updated successfully!");
    await expect
      .poll(async () => (await savedContent("certification:gots")).seo)
      .toEqual({ title: ENGLISH_TITLE, description: "", image: SHARE_PICTURE });
    // Rendered by the site's head (issue 39, its server side).
    expect(await siteTitle("/certifications/gots")).toBe(ENGLISH_TITLE);
  });

  it("gives the Khmer page its own title, typed beside the English", async () => {
    await page().goto(`${admin.server.url}/admin/standards/gots/km`);
    await visible(panel());
    const title = panel().getByLabel("Title in search results (Khmer)", { exact: true });
    expect(await title.getAttribute("lang")).toBe("km");
    // Empty, the Khmer page shows the English title set for it.
    expect(await title.getAttribute("placeholder")).toBe(ENGLISH_TITLE);
    await expect.poll(() => textOf(searchTitle("Khmer"))).toBe(ENGLISH_TITLE);
    // The picture and the hiding are the English page's: not offered here.
    expect(await panel().getByLabel("Link picture").count()).toBe(0);

    await title.pressSequentially(KHMER_TITLE, { delay: 5 });
    await expect.poll(() => textOf(searchTitle("Khmer"))).toBe(KHMER_TITLE);
    // In the Khmer font the admin uses for Khmer.
    expect(await searchTitle("Khmer").getAttribute("lang")).toBe("km");
    expect(
      await searchTitle("Khmer").evaluate((element) => getComputedStyle(element).fontFamily),
    ).toContain("Noto Sans Khmer");
    await expect
      .poll(() => textOf(figure("As a link card (Khmer)").getByTestId("card-title")))
      .toBe(KHMER_TITLE);
    // English beside it, as saved.
    expect(await textOf(searchTitle("English"))).toBe(ENGLISH_TITLE);
    await expect
      .poll(() =>
        figure("As a link card (Khmer)")
          .getByTestId("link-card-picture")
          .getAttribute("data-picture"),
      )
      .toBe(SHARE_PICTURE);
    await expectNoSeriousAxeViolations(page(), "Khmer search and sharing");
    await panelShot("khmer-1280");
    await page().setViewportSize(PHONE);
    await panelShot("khmer-390");
    await page().setViewportSize(DESKTOP);

    await page().getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page(), "Content updated successfully!");
    await expect
      .poll(async () => (await savedContent("certification:gots@km")).seo)
      .toEqual({ title: KHMER_TITLE });
    expect(await siteTitle("/km/certifications/gots")).toBe(KHMER_TITLE);
    // English keeps its own.
    expect(await siteTitle("/certifications/gots")).toBe(ENGLISH_TITLE);
  });

  it("marks the Khmer title for review once the English one changes", async () => {
    const english = await admin.context.request.get(
      `${admin.server.url}/api/admin/content/certification:gots`,
    );
    const row = (await english.json()) as { version: number; content: Record<string, unknown> };
    await request("POST", "/api/admin/content", {
      data: {
        section: "certification:gots",
        version: row.version,
        publish: true,
        content: {
          ...row.content,
          seo: { ...(row.content.seo as object), title: "Organic textile certification" },
        },
      },
    });
    await page().goto(`${admin.server.url}/admin/standards/gots/km`);
    await visible(panel());
    await visible(panel().getByText("English changed since this was translated"));
    await panelShot("khmer-review-1280");
    await panel().getByRole("button", { name: "Still right" }).click();
    await visible(panel().getByText(/^Kept as still right/));
    await expectNoSeriousAxeViolations(page(), "Khmer search title to review");
    await page().getByRole("button", { name: "Cancel", exact: true }).click();
    await page()
      .getByRole("dialog", { name: /^Discard your changes/ })
      .getByRole("button", { name: "Discard", exact: true })
      .click();
  });

  it("shows the home page by the company's name, at the site's address", async () => {
    const read = async (section: string) =>
      (await (await fetch(`${admin.server.url}/api/content-json/${section}`)).json()).content;
    const [site, hero] = await Promise.all([read("site"), read("hero")]);
    await page().goto(`${admin.server.url}/admin/pages/hero`);
    await visible(panel());
    await expect
      .poll(() => textOf(searchTitle("English")))
      .toBe(cutForSearch(`${site.brandName} | ${hero.title}`, SEARCH_TITLE_SHOWN));
    const result = figure("As a Google result (English)");
    expect(await textOf(result.getByText(admin.server.origin, { exact: true }))).toBe(
      admin.server.origin,
    );
    await visible(figure("As a Google result (Khmer)").getByText(`${admin.server.origin} › km`));
    await expectNoSeriousAxeViolations(page(), "the home page's search and sharing");
  });

  it("gives a Khmer title to a page whose English has none of its own", async () => {
    // A standard whose English was never saved with its search and sharing.
    expect((await savedContent("certification:ocs")).seo).toBeUndefined();
    await page().goto(`${admin.server.url}/admin/standards/ocs/km`);
    await visible(panel());
    await panel().getByLabel("Title in search results (Khmer)", { exact: true }).fill(KHMER_TITLE);
    await expect.poll(() => textOf(searchTitle("Khmer"))).toBe(KHMER_TITLE);
    await page().getByRole("button", { name: "Publish", exact: true }).click();
    await toastWith(page(), "Content updated successfully!");
    await expect.poll(() => siteTitle("/km/certifications/ocs")).toBe(KHMER_TITLE);
    expect(await siteTitle("/certifications/ocs")).toMatch(/^Organic Content Standard \(OCS\) \| /);
  });
});
