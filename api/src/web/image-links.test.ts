import { fileURLToPath } from "node:url";
import { type WebsiteImage, WebsiteImageSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { replaceWithCameraPhoto } from "../../test/photo-replacement.ts";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const PAGES = ["/", "/about", "/certifications/gots", "/km/", "/km/about"];

describe.each(drivers)("pages after an image is replaced [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist } });
  const page = async (path: string) => (await fetch(`${api.server.url}${path}`)).text();
  const link = (image: WebsiteImage) => `${image.filepath}?v=${image.version}`;

  it("link the new version on every page that shows it, and the old one on none", async () => {
    const images = WebsiteImageSchema.array().parse(await (await api.visitor.images.$get()).json());
    const before = await Promise.all(PAGES.map(page));
    // The logo: shown on every page (and cached there now).
    const everywhere = images.find((image) => before.every((html) => html.includes(link(image))));
    expect(everywhere).toBeDefined();

    const { image: replaced } = await replaceWithCameraPhoto(
      api.server.url,
      api.cookie,
      everywhere!,
      7,
    );
    expect(replaced.version).toBe(everywhere!.version + 1);
    for (const [i, html] of (await Promise.all(PAGES.map(page))).entries()) {
      expect(html, PAGES[i]).toContain(link(replaced));
      expect(html, PAGES[i]).not.toContain(link(everywhere!));
    }
  });
});
