import { fileURLToPath } from "node:url";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type WebsiteImage } from "@app/contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** A wide picture, red on its left half and blue on its right: where the card is cut shows. */
const halves = () =>
  sharp({
    create: { width: 2000, height: 500, channels: 3, background: "#ff0000" },
  })
    .composite([
      {
        input: { create: { width: 1000, height: 500, channels: 3, background: "#0000ff" } },
        left: 1000,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** The card's colour at its middle, as a reader would see it. */
async function middle(bytes: ArrayBuffer) {
  const { data, info } = await sharp(Buffer.from(bytes))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at =
    (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { red: data[at]!, blue: data[at + 2]!, width: info.width, height: info.height };
}

describe.each(drivers)("a shared link's card picture [%s]", (kind) => {
  const api = serverForTests(kind, { config: { webDist } });

  const images = async (): Promise<WebsiteImage[]> => (await api.visitor.images.$get()).json();
  const ogImage = async (path: string) => {
    const html = await (await fetch(api.server.url + path)).text();
    return html.match(/<meta property="og:image" content="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
  };

  it("is the picture cut to 1.91:1 around its focal point, as a JPEG", async () => {
    const hero = (await images()).find((image) => image.filename === "hero-factory.svg")!;
    const uploaded = await api.admin.admin.upload.$post({
      form: {
        image: new File([new Uint8Array(await halves())], "halves.png", { type: "image/png" }),
        imageId: hero.id,
      },
    });
    expect(uploaded.status).toBe(200);
    const left = await api.admin.admin.images[":id"].$patch({
      param: { id: String(hero.id) },
      json: { focalX: 0, focalY: 0.5 },
    });
    expect(left.status).toBe(200);

    // The home page's card is its hero picture's: the card's address names version and focus.
    const address = await ogImage("/");
    expect(address).toMatch(/\/images\/hero-factory\.svg\/card\.jpg\?v=\d+&f=0-50$/);
    const card = await fetch(address!);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
    expect(card.headers.get("cache-control")).toContain("immutable");
    const shown = await middle(await card.arrayBuffer());
    expect(shown).toMatchObject({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
    expect(shown.red).toBeGreaterThan(200);
    expect(shown.blue).toBeLessThan(60);

    // The focal point moved to the right: a new address, and the card shows the blue half.
    await api.admin.admin.images[":id"].$patch({
      param: { id: String(hero.id) },
      json: { focalX: 1, focalY: 0.5 },
    });
    const moved = await ogImage("/");
    expect(moved).toMatch(/&f=100-50$/);
    const right = await middle(await (await fetch(moved!)).arrayBuffer());
    expect(right.blue).toBeGreaterThan(200);
    expect(right.red).toBeLessThan(60);
  });

  it("draws an SVG as a JPEG card, and answers 404 for a PDF or a file that is not there", async () => {
    const card = await fetch(`${api.server.url}/images/about-team.svg/card.jpg`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
    expect(card.headers.get("cache-control")).toBe("no-cache");
    const shown = await middle(await card.arrayBuffer());
    expect(shown).toMatchObject({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
    const again = await fetch(`${api.server.url}/images/about-team.svg/card.jpg`, {
      headers: { "if-none-match": card.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${api.server.url}/images/nothing.png/card.jpg`)).status).toBe(404);
    const pdf = (await (await api.visitor.documents.$get()).json())[0]!;
    expect((await fetch(`${api.server.url}/images/${pdf.filename}/card.jpg`)).status).toBe(404);
  });
});
