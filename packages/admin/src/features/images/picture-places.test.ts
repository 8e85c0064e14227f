import { IMAGE_SLOTS, slotFitMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { picturePlaces } from "./picture-places.ts";

const picture = (width: number, height: number) => ({
  filename: "team.png",
  byteSize: 80_000,
  contentType: "image/png",
  width,
  height,
});

describe("picture places", () => {
  it("offers every place a large 4:3 picture fits, and says why the others do not", () => {
    const places = picturePlaces(picture(1600, 1200));
    expect(places.map((p) => [p.label, p.unfit])).toEqual([
      ["Hero — home page background", slotFitMessages.tooSmall(1600, IMAGE_SLOTS.hero)],
      ["Training block — section picture", undefined],
      ["About — section picture", undefined],
      ["Company details — logo", undefined],
    ]);
    expect(places[2]?.address).toBe("/pages/about?add=image%3Ateam.png&field=image");
  });

  it("says which picture a place shows today, by its name", () => {
    const places = picturePlaces(picture(1600, 1200), (section, field) =>
      section === "about" && field === "image" ? "Our team" : undefined,
    );
    expect(places.map((p) => p.note)).toEqual([
      undefined,
      undefined,
      "Replaces Our team",
      undefined,
    ]);
  });

  it("keeps a picture shaped far from the frame out of that place", () => {
    const about = picturePlaces(picture(3000, 1000))[2];
    expect(about?.unfit).toBe(slotFitMessages.shape(IMAGE_SLOTS.feature, 56));
  });
});
