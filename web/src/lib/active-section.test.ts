import { describe, expect, it } from "vitest";
import {
  ACTIVE_SECTION_OFFSET_PX,
  computeActiveSection,
  HOME_FORCE_BELOW_PX,
} from "./active-section.ts";

const sections = [
  { id: "home", top: 0 },
  { id: "products-certification", top: 900 },
  { id: "training-development", top: 3000 },
  { id: "about", top: 4000 },
  { id: "resources", top: 5200 },
  { id: "contact", top: 6400 },
];

describe("computeActiveSection", () => {
  it("is home under 100 px of scroll, whatever the sections", () => {
    expect(HOME_FORCE_BELOW_PX).toBe(100);
    expect(computeActiveSection(0, sections)).toBe("home");
    expect(computeActiveSection(99, [{ id: "about", top: 0 }])).toBe("home");
  });

  it("picks the last section whose top is at or above scroll + 120 px", () => {
    expect(ACTIVE_SECTION_OFFSET_PX).toBe(120);
    expect(computeActiveSection(780, sections)).toBe("products-certification"); // 900 <= 900
    expect(computeActiveSection(779, sections)).toBe("home");
    expect(computeActiveSection(3880, sections)).toBe("about");
    expect(computeActiveSection(6300, sections)).toBe("contact");
  });

  it("falls back to home when no section is reached", () => {
    expect(computeActiveSection(150, [{ id: "about", top: 2000 }])).toBe("home");
  });
});
