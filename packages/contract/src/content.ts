import { z } from "zod";
import { FIELD_MAXIMUMS } from "./limits.ts";
import { validationMessages } from "./messages.ts";

/** A section name: what the admin types in "add new section". */
export const SectionNameSchema = z
  .string({ error: validationMessages.sectionName })
  .trim()
  .min(1, validationMessages.sectionName)
  .max(
    FIELD_MAXIMUMS.sectionName,
    `Section name must be at most ${FIELD_MAXIMUMS.sectionName} characters`,
  )
  .regex(/^[a-z0-9][a-z0-9-_]*$/i, "Section name may use letters, digits, '-' and '_' only");

/** Free-form JSON object content of a section. */
export const ContentObjectSchema = z.record(z.string(), z.unknown(), {
  error: validationMessages.contentObject,
});

export const ContentSaveSchema = z.object({
  section: SectionNameSchema,
  content: ContentObjectSchema,
  /** The version the admin edited; omitted only when creating a section. */
  version: z.number().int().positive().optional(),
  /** Create only: a section of that name that already exists answers 409, never overwritten. */
  create: z.literal(true).optional(),
});
export type ContentSave = z.infer<typeof ContentSaveSchema>;

/** Body of a revision restore: the section's version the admin saw (a newer one answers 409). */
export const ContentRestoreSchema = z.object({
  expectedVersion: ContentSaveSchema.shape.version,
});
export type ContentRestore = z.infer<typeof ContentRestoreSchema>;

export const ContentSectionSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  content: ContentObjectSchema,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

export const ContentRevisionSchema = z.object({
  id: z.number().int(),
  section: z.string(),
  version: z.number().int(),
  content: ContentObjectSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  restoredFromVersion: z.number().int().nullable(),
});
export type ContentRevision = z.infer<typeof ContentRevisionSchema>;

const text = (label: string, max = 2000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The hero section of the home page, as the spec lists it. */
export const HeroContentSchema = z.object({
  title: text("Title", 200),
  subtitle: text("Subtitle", 300),
  description: text("Description"),
  highlights: z.array(text("Highlight", 200)).max(8, "At most 8 highlights"),
  ctaText: text("Button text", 60),
});
export type HeroContent = z.infer<typeof HeroContentSchema>;

export const heroDefaults: HeroContent = {
  title: "Your One-Stop Solution for All Standards!",
  subtitle:
    "Certification, auditing and assessment for sustainability, social and quality standards",
  description:
    "Since 2010 we have helped manufacturers and brands prove what they make and how they make it: certification, verification, audits and training for the standards their buyers ask for.",
  highlights: [
    "Accredited partners for GOTS, GRS, OCS, RCS and more",
    "Audits and assessments for social and environmental compliance",
    "ISO 9001, 14001 and 45001 management system certification",
    "Training and capacity building for your teams",
  ],
  ctaText: "Request a Quotation",
};

/** A link the site renders: "#" (not set) or an http(s) address; never javascript: or data:. */
const optionalUrl = z.union([
  z.literal("#"),
  z.url({ protocol: /^https?$/, error: "Please enter a full web address (https://...)" }),
]);

/** Company details shown in the header, footer and contact blocks; the admin sets the real ones. */
export const SiteContentSchema = z.object({
  brandName: text("Brand name", 120),
  shortName: text("Short name", 40),
  tagline: text("Tagline", 120),
  address: text("Address", 300),
  phones: z.array(text("Phone", 40)).min(1, "At least one phone number").max(4),
  email: z.email({ error: validationMessages.email }),
  website: optionalUrl,
  social: z.object({
    facebook: optionalUrl,
    tiktok: optionalUrl,
    telegram: optionalUrl,
    youtube: optionalUrl,
  }),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/** Neutral placeholders: they read as obviously unset until the administrator enters real ones. */
export const siteDefaults: SiteContent = {
  brandName: "Standards Assurance Partners",
  shortName: "SAP",
  tagline: "since 2010",
  address: "Phnom Penh, Cambodia",
  phones: ["+855 00 000 000", "+855 00 000 001"],
  email: "info@example.com",
  website: "https://example.com",
  social: { facebook: "#", tiktok: "#", telegram: "#", youtube: "#" },
};

/** The home page's about block: the mission quote, vision and story text. */
export const AboutContentSchema = z.object({
  mission: text("Mission"),
  vision: text("Vision"),
  story: text("Story", 5000),
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

export const aboutDefaults: AboutContent = {
  mission:
    "To help businesses meet global sustainability, social and quality standards with independent, practical and trustworthy certification and assessment services.",
  vision: "To be the leading certification and compliance partner in Southeast Asia.",
  story:
    "Founded in 2010 in Phnom Penh, we began by supporting garment and textile factories with their first certifications. Today we work with manufacturers, brands and suppliers worldwide, together with global accredited certification bodies, across product certification, management systems, audits, verification and training.",
};

/**
 * Sections the public site reads, with the schema a save must satisfy and the defaults the
 * database is seeded with. Any other section name holds free-form JSON.
 */
export const knownSections = {
  hero: { schema: HeroContentSchema, defaults: heroDefaults, label: "Hero" },
  site: { schema: SiteContentSchema, defaults: siteDefaults, label: "Company details" },
  about: { schema: AboutContentSchema, defaults: aboutDefaults, label: "About" },
} as const;
export type KnownSectionName = keyof typeof knownSections;

export function isKnownSection(section: string): section is KnownSectionName {
  return Object.hasOwn(knownSections, section);
}
