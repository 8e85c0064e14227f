import { heroDefaults, heroOverlayBackground } from "@app/contract";
import { describe, expect, it } from "vitest";
import { COMMON_FRAMES } from "./crop-frames.ts";
import { heroOverlayOf, heroOverlayPlace, withHeroVeil } from "./hero-veil.ts";

const section = (name: string, content: Record<string, unknown>) => ({
  section: name,
  content,
});

describe("the home page's darkening in the replacement review", () => {
  it("reads the hero's saved darkening, else the default while the list loads or lacks it", () => {
    expect(
      heroOverlayOf([section("about", { overlay: 10 }), section("hero", { overlay: 35 })]),
    ).toBe(35);
    expect(heroOverlayOf(undefined)).toBe(heroDefaults.overlay);
    expect(heroOverlayOf([section("hero", { title: "An older hero" })])).toBe(60);
  });

  it("veils the hero's frame alone, with the page's own background and words saying so", () => {
    const frames = withHeroVeil(COMMON_FRAMES, 45);
    expect(frames.find((frame) => frame.key === "hero")?.veil).toEqual({
      background: heroOverlayBackground(45),
      note: "As shown on the home page, with its darkening (45%)",
    });
    expect(frames.filter((frame) => frame.veil)).toHaveLength(1);
    expect(heroOverlayPlace()).toBe("Pages → Hero");
  });
});
