import { z } from "zod";
import { pageSeoField } from "../seo/page-seo.ts";
import { distinctList, icon, imageRef, slug, text, textList } from "./fields.ts";

const bullets = (label: string) => textList(label, "Item", { max: 20, length: 300 });

/** One standard's page, `certification:<slug>`: empty lists leave their card out. */
export const CertificationContentSchema = z.object({
  /** Short name, shown in the badge and in lists. */
  name: text("Short name", 40),
  fullName: text("Full name", 200),
  description: text("Description", 1500),
  keyFeatures: bullets("Key features"),
  benefits: bullets("Benefits"),
  covers: bullets("What it covers"),
  audience: bullets("Who needs it"),
  requirements: bullets("Requirements"),
  processTitle: text("Steps title", 80),
  process: bullets("Steps"),
  ctaTitle: text("Call to action title", 120),
  seo: pageSeoField,
});
export type CertificationContent = z.infer<typeof CertificationContentSchema>;

export const PillarSectionSchema = z.object({
  heading: text("Heading", 200),
  body: text("Body", 3000),
  bullets: bullets("Bullets"),
});

/** One pillar's page, `pillar:<slug>`, as the spec's pillar record (its numeral is its place). */
export const PillarContentSchema = z.object({
  title: text("Title", 200),
  summary: text("Summary", 600),
  icon,
  image: imageRef("card"),
  intro: text("Intro", 3000),
  sections: z.array(PillarSectionSchema).max(12, "At most 12 sections"),
  features: textList("Key features", "Feature", { max: 20, length: 120 }),
  cta: z.object({
    title: text("Title", 200),
    description: text("Description", 600),
  }),
  seo: pageSeoField,
});
export type PillarContent = z.infer<typeof PillarContentSchema>;

/** A text page, `page:<slug>` (privacy, terms). `{brandName}`, `{email}`, `{address}` fill in. */
export const TextPageContentSchema = z.object({
  title: text("Title", 200),
  lead: text("Lead", 600),
  description: text("Description for search engines", 300),
  blocks: z
    .array(
      z.object({
        heading: text("Heading", 200),
        paragraphs: textList("Paragraphs", "Paragraph", { max: 12, length: 3000 }),
        bullets: bullets("Bullets"),
      }),
    )
    .max(30, "At most 30 blocks"),
  seo: pageSeoField,
});
export type TextPageContent = z.infer<typeof TextPageContentSchema>;

/** The words every standard's page shares. `{name}` and `{group}` fill in. */
export const CertificationPageContentSchema = z.object({
  keyFeaturesTitle: text("Key features title", 80),
  benefitsTitle: text("Benefits title", 80),
  coversTitle: text("Covers title", 80),
  audienceTitle: text("Audience title", 80),
  requirementsTitle: text("Requirements title", 80),
  ctaText: text("Call to action text ({name})", 300),
  quoteText: text("Quote button", 40),
  contactText: text("Contact button", 40),
  relatedTitle: text("Related standards title ({group})", 120),
});
export type CertificationPageContent = z.infer<typeof CertificationPageContentSchema>;

/** The words every pillar's page shares, and the order of the pillars. */
export const PillarPageContentSchema = z.object({
  /** Pillar slugs in the order the site lists them (I, II, III...). */
  order: distinctList(slug("Pillar"), {
    max: 30,
    duplicate: "Already in the order: remove one of the two",
  }),
  numberText: text("Pillar number ({numeral})", 40),
  overviewTitle: text("Overview title", 80),
  featuresTitle: text("Features title", 80),
  ctaParagraph: text("Call to action paragraph", 1000),
  callText: text("Call button ({phone})", 60),
  emailText: text("E-mail button ({email})", 60),
  othersTitle: text("Other pillars title", 120),
});
export type PillarPageContent = z.infer<typeof PillarPageContentSchema>;
