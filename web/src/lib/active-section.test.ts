import { describe, expect, it } from "vitest";
import {
  ACTIVE_SECTION_OFFSET_PX,
  computeActiveSection,
  HOME_FORCE_BELOW_PX,
  reachedLineMargin,
} from "./active-section.ts";

const sections = [
  { id: "home", top: 0 },
  { id: "products-certification", top: 900 },
  { id: "training-development", top: 3000 },
  { id: "about", top: 4000 },
  { id: "resources", top: 5200 },
  { id: "contact", top: 6400 },
];

/** What the observer reports at a scroll position: the sections whose top is above the line. */
const activeAt = (scrollY: number, list = sections) =>
  computeActiveSection(
    scrollY,
    list.filter((s) => s.top <= scrollY + ACTIVE_SECTION_OFFSET_PX).map((s) => s.id),
  );

describe("computeActiveSection", () => {
  it("is home under 100 px of scroll, whatever the sections", () => {
    expect(HOME_FORCE_BELOW_PX).toBe(100);
    expect(activeAt(0)).toBe("home");
    expect(activeAt(99, [{ id: "about", top: 0 }])).toBe("home");
  });

  it("picks the last section whose top is at or above scroll + 120 px", () => {
    expect(ACTIVE_SECTION_OFFSET_PX).toBe(120);
    expect(activeAt(780)).toBe("products-certification"); // 900 <= 900
    expect(activeAt(779)).toBe("home");
    expect(activeAt(3880)).toBe("about");
    expect(activeAt(6300)).toBe("contact");
  });

  it("falls back to home when no section is reached", () => {
    expect(activeAt(150, [{ id: "about", top: 2000 }])).toBe("home");
  });
});

describe("reachedLineMargin", () => {
  it("keeps the part of the window above the 120 px line, and everything above the window", () => {
    const [top, right, bottom, left] = reachedLineMargin(844).split(" ");
    expect(Number.parseInt(top!, 10)).toBeGreaterThanOrEqual(100_000);
    expect([right, left]).toEqual(["0px", "0px"]);
    expect(bottom).toBe(`${-(844 - 120)}px`);
  });
});
