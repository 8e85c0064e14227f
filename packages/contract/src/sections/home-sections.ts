import { z } from "zod";
import { validationMessages } from "../messages.ts";
import { pageSeoField } from "../seo/page-seo.ts";
import {
  distinctList,
  documentRef,
  heading,
  icon,
  imageRef,
  optionalUrl,
  slug,
  statistics,
  text,
  textList,
  withMeta,
} from "./fields.ts";
import { openingHoursField } from "./opening-hours.ts";

/** The darkest the hero's picture may be veiled: the words over it stay readable from about 30. */
export const HERO_OVERLAY_MAX = 90;

/** The hero of the home page: the spec's five fields, then the quotation card and its picture. */
export const HeroContentSchema = z.object({
  title: text("Title", 200),
  subtitle: text("Subtitle", 300),
  description: text("Description"),
  highlights: z.array(text("Highlight", 200)).max(8, "At most 8 highlights"),
  ctaText: text("Button text", 60),
  appointmentText: text("Appointment button text", 60),
  quoteTitle: text("Quotation card title", 120),
  quoteLead: text("Quotation card text", 300),
  /** What the quotation form's "Service" list offers after the service groups. */
  quoteServices: textList("Other services to choose from", "Service", {
    min: 1,
    max: 12,
    length: 120,
  }),
  image: imageRef("hero"),
  /** How dark the veil over the picture is, in percent: 0 shows the photograph as it is. */
  overlay: withMeta(
    z
      .number({ error: "Picture darkening must be a number" })
      .int("Picture darkening must be a whole number")
      .min(0, "Picture darkening cannot be below 0")
      .max(HERO_OVERLAY_MAX, `Picture darkening can be at most ${HERO_OVERLAY_MAX}`),
    { label: "Picture darkening (%)" },
  ),
  /** The home page in search results and on shared links' cards. */
  seo: pageSeoField,
});
export type HeroContent = z.infer<typeof HeroContentSchema>;

/** Company details shown in the header, footer and contact blocks; the admin sets the real ones. */
export const SiteContentSchema = z.object({
  brandName: text("Brand name", 120),
  shortName: text("Short name", 40),
  tagline: text("Tagline", 120),
  logo: imageRef("logo"),
  address: text("Address", 300),
  openingHours: openingHoursField,
  phones: z
    .array(text("Phone", 40, { translatable: false }))
    .min(1, "At least one phone number")
    .max(4),
  email: z.email({ error: validationMessages.email }),
  website: optionalUrl,
  social: z.object({
    facebook: optionalUrl,
    tiktok: optionalUrl,
    telegram: optionalUrl,
    youtube: optionalUrl,
  }),
  /** The company's figures ("15+ years"), the same wherever the site shows them. */
  figures: withMeta(statistics, { label: "Company figures", itemLabel: "Figure" }),
  footerBlurb: text("Footer text", 400),
  /** The quote form's documents field, on the home page and the quote page alike. */
  quoteDocumentsLabel: text("Quote form: documents field", 60),
  quoteDocumentsHint: text("Quote form: what to attach", 300, {
    help: "The files themselves are limited to 3, each a PDF, JPEG, PNG or WebP of 10 MB at most; visitors are told when a file does not fit.",
  }),
  footerStandards: textList("Standards in the footer", "Line", { max: 8, length: 80 }),
  /** Off, a Khmer page that still shows some English words shows them without a word. */
  englishNotice: withMeta(z.boolean().default(true), {
    label: "Tell visitors when a translated page still shows English",
    help: "A Khmer page with words not yet translated says so once at its top, in Khmer.",
  }),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/** The home page's own sections: a service group's anchor must not take one of their ids. */
const RESERVED_ANCHORS: ReadonlySet<string> = new Set([
  "home",
  "about",
  "services",
  "training-development",
  "resources",
  "contact",
  "main",
]);

/** Far beyond any certification body's catalogue; the bound keeps one save's size sane. */
export const MAX_STANDARDS_PER_GROUP = 5000;

/** One service family: its anchor on the home page and the standards it lists, in order. */
export const ServiceGroupSchema = z.object({
  anchor: slug(
    "Page address",
    "The end of this group's own page address (/services/…), also where the home page jumps to. Lowercase letters, digits and hyphens.",
  ),
  title: text("Title", 120),
  description: text("Description", 600),
  icon,
  image: imageRef("card"),
  /**
   * Slugs of `certification:<slug>` sections. As many as the business offers: the group's page
   * lists them a page at a time (list-pages.ts), the home page the first few.
   */
  standards: distinctList(slug("Standard"), {
    max: MAX_STANDARDS_PER_GROUP,
    duplicate: "Already listed in this group: remove one of the two",
  }),
});
export type ServiceGroup = z.infer<typeof ServiceGroupSchema>;

export const ServicesContentSchema = z
  .object({
    ...heading,
    groups: z.array(ServiceGroupSchema).min(1, "At least one service group").max(8),
    countText: text("Number of standards line", 80, {
      help: "Shown above each group's standards. Write {count} where the number goes, e.g. “{count} standards and services”.",
    }),
    moreText: text("More standards line", 80, {
      help: "Shown under a long list before it is opened. Write {count} where the number of standards not shown yet goes, e.g. “+{count} more standards”.",
    }),
    readMoreText: text("Read more button", 40),
    learnMoreText: text("Learn more button", 40),
    quoteText: text("Quote button", 40),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.groups.forEach((group, index) => {
      const taken = seen.has(group.anchor)
        ? `Another group already uses the page address "${group.anchor}"`
        : RESERVED_ANCHORS.has(group.anchor)
          ? `The home page already has a part called "${group.anchor}"; please choose another page address`
          : undefined;
      if (taken)
        ctx.addIssue({ code: "custom", path: ["groups", index, "anchor"], message: taken });
      seen.add(group.anchor);
    });
  });
export type ServicesContent = z.infer<typeof ServicesContentSchema>;

export const TrainingItemSchema = z.object({
  title: text("Title", 120),
  description: text("Description", 400),
  icon,
  document: documentRef,
});
export type TrainingItem = z.infer<typeof TrainingItemSchema>;

export const TrainingContentSchema = z.object({
  ...heading,
  image: imageRef("feature"),
  features: statistics,
  /** The pillar the training block leads to. */
  pillar: slug("Pillar"),
  pillarText: text("Pillar button", 60),
  quoteText: text("Quote button", 60),
  itemsTitle: text("Course list title", 120),
  itemLinkText: text("Course link text", 60),
  items: z.array(TrainingItemSchema).max(24, "At most 24 courses"),
});
export type TrainingContent = z.infer<typeof TrainingContentSchema>;

export const ResourceItemSchema = z.object({
  title: text("Title", 120),
  description: text("Description", 400),
  /** One of the categories, by its English words (translations show the category's own). */
  category: withMeta(text("Category", 60, { translatable: false }), {
    label: "Category",
    translatable: false,
    choicesFrom: "categories",
  }),
  type: text("Type", 40),
  icon,
  document: documentRef,
});
export type ResourceItem = z.infer<typeof ResourceItemSchema>;

export const ResourcesContentSchema = z
  .object({
    ...heading,
    allCategories: text("'All' filter", 40),
    categories: textList("Categories", "Category", { min: 1, max: 12, length: 60 }),
    downloadText: text("Download button", 40),
    items: z.array(ResourceItemSchema).max(60, "At most 60 resources"),
  })
  .superRefine((value, ctx) => {
    value.items.forEach((item, index) => {
      if (!value.categories.includes(item.category)) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "category"],
          message: `"${item.category}" is not one of the categories`,
        });
      }
    });
  });
export type ResourcesContent = z.infer<typeof ResourcesContentSchema>;

/** The closing block: "Ready to Get Started?". */
export const GetStartedContentSchema = z.object({
  title: text("Title", 120),
  text: text("Text", 400),
  servicesText: text("Services button", 40),
  quoteText: text("Quote button", 40),
});
export type GetStartedContent = z.infer<typeof GetStartedContentSchema>;

export const ContactContentSchema = z.object({
  ...heading,
  formTitle: text("Form title", 120),
  officeLabel: text("Office label", 40),
  phoneLabel: text("Phone label", 40),
  emailLabel: text("E-mail label", 40),
  websiteLabel: text("Website label", 40),
  /** The title of the contact form in the footer of pillar pages. */
  expertsTitle: text("Pillar page form title", 120),
  expertsLead: text("Pillar page form text", 300),
  /** Shown once a form is sent: when the business usually answers. */
  replyTime: text("When we usually answer", 200),
});
export type ContactContent = z.infer<typeof ContactContentSchema>;

export const CoreValueSchema = z.object({
  title: text("Title", 80),
  description: text("Description", 300),
  icon,
});

/** The about block of the home page and the about page's shared words. */
export const AboutContentSchema = z.object({
  mission: text("Mission"),
  vision: text("Vision"),
  story: text("Story", 5000),
  eyebrow: text("Eyebrow", 80),
  title: text("Title ({shortName})", 120),
  missionLabel: text("Mission caption", 60),
  image: imageRef("feature"),
  imageAlt: text("Image description", 200),
  storyEyebrow: text("Story eyebrow", 80),
  storyTitle: text("Story title", 200),
  storyLinkText: text("Story link", 60),
  standardsTitle: text("Standards title", 120),
  standards: textList("Standards", "Standard", { max: 30, length: 120 }),
  pillarsTitle: text("Pillars title", 120),
  pillarLinkText: text("Pillar link", 40),
  ourStoryText: text("Our story button", 40),
  contactText: text("Contact button", 40),
});
export type AboutContent = z.infer<typeof AboutContentSchema>;

/** What only the about page shows. */
export const AboutPageContentSchema = z.object({
  eyebrow: text("Eyebrow", 80),
  missionTitle: text("Mission title", 80),
  visionTitle: text("Vision title", 80),
  standardsTitle: text("Standards title", 80),
  standardsLead: text("Standards lead", 300),
  scope: z.object(heading),
  values: z.object({
    eyebrow: text("Eyebrow", 80),
    title: text("Title", 200),
    items: z.array(CoreValueSchema).max(8, "At most 8 values"),
  }),
  seo: pageSeoField,
});
export type AboutPageContent = z.infer<typeof AboutPageContentSchema>;
