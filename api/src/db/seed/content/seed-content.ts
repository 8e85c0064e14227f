import { entryName } from "@app/contract";
import { ABOUT, ABOUT_PAGE } from "./about.ts";
import { CERTIFICATION_PAGE, CERTIFICATIONS } from "./certifications.ts";
import { CONTACT, GET_STARTED, HERO } from "./home.ts";
import { KHMER_SECTIONS } from "./khmer.ts";
import { PRIVACY_PAGE, TERMS_PAGE } from "./legal-pages.ts";
import { PILLAR_PAGE, PILLARS } from "./pillars.ts";
import { RESOURCES } from "./resources.ts";
import { SERVICES } from "./services.ts";
import { SITE } from "./site.ts";
import { TRAINING } from "./training.ts";

export interface SeedSection {
  section: string;
  content: Record<string, unknown>;
}

/**
 * Every section a fresh database starts with: all the words the public site shows, then their
 * Khmer translations (after the English sections they translate).
 */
export const SEED_SECTIONS: readonly SeedSection[] = [
  { section: "site", content: SITE },
  { section: "hero", content: HERO },
  { section: "services", content: SERVICES },
  { section: "about", content: ABOUT },
  { section: "training", content: TRAINING },
  { section: "resources", content: RESOURCES },
  { section: "get-started", content: GET_STARTED },
  { section: "contact", content: CONTACT },
  { section: "about-page", content: ABOUT_PAGE },
  { section: "certification-page", content: CERTIFICATION_PAGE },
  { section: "pillar-page", content: PILLAR_PAGE },
  { section: entryName("page", "privacy"), content: PRIVACY_PAGE },
  { section: entryName("page", "terms"), content: TERMS_PAGE },
  ...Object.entries(CERTIFICATIONS).map(([slug, content]) => ({
    section: entryName("certification", slug),
    content,
  })),
  ...Object.entries(PILLARS).map(([slug, content]) => ({
    section: entryName("pillar", slug),
    content,
  })),
  ...KHMER_SECTIONS,
];
