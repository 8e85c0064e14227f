import {
  IMAGE_SLOTS,
  type ImageDetails,
  imageDetailsMessages,
  type WebsiteImage,
} from "@app/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { cameraPhoto } from "../../test/camera-photo.ts";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

describe.each(drivers)("alt text, focal point and slots of images [%s]", (kind) => {
  const api = serverForTests(kind);
  let images: WebsiteImage[];
  beforeAll(async () => {
    images = await (await api.visitor.images.$get()).json();
  });

  const named = (filename: string) => images.find((image) => image.filename === filename)!;
  const patch = (id: number, json: ImageDetails, client = api.admin) =>
    client.admin.images[":id"].$patch({ param: { id: String(id) }, json });
  const current = async (filename: string): Promise<WebsiteImage> =>
    (await (await api.visitor.images.$get()).json()).find((image) => image.filename === filename)!;

  it("stores alt text, and an empty one for a picture marked decorative", async () => {
    const about = named("about-team.svg");
    const res = await patch(about.id, {
      alt: "  Two auditors check fabric rolls  ",
      decorative: false,
    });
    expect(res.status).toBe(200);
    expect(await current("about-team.svg")).toMatchObject({
      alt: "Two auditors check fabric rolls",
      decorative: false,
      version: about.version,
    });
    expect((await patch(about.id, { alt: "ignored", decorative: true })).status).toBe(200);
    expect(await current("about-team.svg")).toMatchObject({ alt: "", decorative: true });
  });

  it("takes words sent alone as describing the picture: no longer decorative", async () => {
    const hero = named("hero-factory.svg");
    expect((await patch(hero.id, { alt: "Rolls of organic cotton fabric" })).status).toBe(200);
    expect(await current("hero-factory.svg")).toMatchObject({
      alt: "Rolls of organic cotton fabric",
      decorative: false,
    });
  });

  it("refuses a meaningful picture without words, and a focal point outside the picture", async () => {
    const about = named("about-team.svg");
    const missing = await patch(about.id, { alt: "   ", decorative: false });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain(imageDetailsMessages.altRequired);
    const outside = await patch(about.id, { focalX: 1.2, focalY: 0.5 });
    expect(outside.status).toBe(400);
    expect(JSON.stringify(await outside.json())).toContain(imageDetailsMessages.focalRange);
    expect((await patch(about.id, { focalX: 0.3 })).status).toBe(400);
  });

  it("moves the focal point, which pages then crop around", async () => {
    const hero = named("hero-factory.svg");
    expect((await patch(hero.id, { focalX: 0.25, focalY: 0.8 })).status).toBe(200);
    expect(await current("hero-factory.svg")).toMatchObject({ focalX: 0.25, focalY: 0.8 });
  });

  it("asks for words once a photograph replaces a decorative illustration", async () => {
    const training = named("training-development.svg");
    expect(training.decorative).toBe(true);
    const photo = (await cameraPhoto(640, 480)) as Uint8Array<ArrayBuffer>;
    const res = await api.admin.admin.upload.$post({
      form: {
        image: new File([photo], "training.jpg", { type: "image/jpeg" }),
        imageId: training.id,
      },
    });
    expect(await res.json()).toMatchObject({
      image: { decorative: false, alt: "", contentType: "image/jpeg" },
    });
  });

  it("refuses without a session, for a PDF, and for an id that names nothing", async () => {
    expect(
      (await patch(named("logo.svg").id, { focalX: 0.5, focalY: 0.5 }, api.visitor)).status,
    ).toBe(401);
    const documents = await (await api.visitor.documents.$get()).json();
    expect((await patch(documents[0]!.id, { focalX: 0.5, focalY: 0.5 })).status).toBe(415);
    expect((await patch(999_999, { focalX: 0.5, focalY: 0.5 })).status).toBe(404);
  });

  it("lists the slots each image fills on the live site", async () => {
    const res = await api.admin.admin["image-slots"].$get();
    expect(res.status).toBe(200);
    const { items } = await res.json();
    const slotsOf = (filename: string) => items.find((item) => item.filename === filename)?.slots;
    expect(slotsOf("logo.svg")).toEqual(["logo"]);
    expect(slotsOf("hero-factory.svg")).toEqual(["hero"]);
    expect(slotsOf("service-verification.svg")).toEqual(["card"]);
    expect(slotsOf("about-team.svg")).toEqual(["feature"]);
    // A pillar's picture is its card and, by default, its link preview too.
    expect(slotsOf("pillar-capacity-building.svg")).toEqual(["card", "share"]);
    expect(Object.keys(IMAGE_SLOTS)).toEqual(expect.arrayContaining(items.flatMap((i) => i.slots)));
    expect((await api.visitor.admin["image-slots"].$get()).status).toBe(401);
  });
});
