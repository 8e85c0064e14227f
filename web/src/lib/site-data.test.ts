import { aboutDefaults, heroDefaults, siteDefaults } from "@app/contract";
import { describe, expect, it } from "vitest";
import { HttpError } from "./http.ts";
import {
  parseSection,
  registerSectionDefaults,
  retryUnless404,
  serializeForScript,
} from "./site-data.ts";

registerSectionDefaults({ hero: heroDefaults, site: siteDefaults, about: aboutDefaults });

const stored = (content: Record<string, unknown>) => ({
  id: 1,
  section: "hero",
  content,
  version: 2,
  updatedAt: "2025-01-01T00:00:00.000Z",
});

describe("serializeForScript", () => {
  it("can never close the script tag or open a comment", () => {
    const text = serializeForScript({ title: "</script><script>alert(1)</script><!--" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ title: "</script><script>alert(1)</script><!--" });
  });
});

describe("parseSection", () => {
  it("uses the defaults when the section does not exist (404)", () => {
    expect(parseSection("hero", null)).toEqual(heroDefaults);
  });

  it("uses stored content and keeps defaults field by field for anything malformed", () => {
    const hero = parseSection(
      "hero",
      stored({ ...heroDefaults, title: "New title", highlights: [1, 2] }),
    );
    expect(hero.title).toBe("New title");
    expect(hero.highlights).toEqual(heroDefaults.highlights);
    const site = parseSection(
      "site",
      stored({ email: "real@company.test", social: { facebook: "https://fb.test/x" } }),
    );
    expect(site.email).toBe("real@company.test");
    expect(site.social.facebook).toBe("https://fb.test/x");
    expect(site.social.youtube).toBe("#");
    expect(site.phones).toEqual(siteDefaults.phones);
  });

  it("never lets a stored non-http(s) link through, whatever its case or spacing", () => {
    const site = parseSection(
      "site",
      stored({
        website: " JavaScript:alert(4)",
        social: {
          facebook: "data:text/html,<script>alert(5)</script>",
          tiktok: "vbscript:msgbox(1)",
          telegram: "HTTPS://t.me/example",
          youtube: "#",
        },
      }),
    );
    expect(site.website).toBe(siteDefaults.website);
    expect(site.social.facebook).toBe(siteDefaults.social.facebook);
    expect(site.social.tiktok).toBe(siteDefaults.social.tiktok);
    expect(site.social.telegram).toBe("HTTPS://t.me/example");
    expect(site.social.youtube).toBe("#");
  });
});

describe("retryUnless404", () => {
  it("retries up to 3 times, never on 404", () => {
    const notFound = new HttpError(404, "Not Found", "{}");
    const failed = new HttpError(500, "Internal Server Error", "");
    expect(retryUnless404(0, notFound)).toBe(false);
    expect(retryUnless404(0, failed)).toBe(true);
    expect(retryUnless404(2, failed)).toBe(true);
    expect(retryUnless404(3, failed)).toBe(false);
  });
});
