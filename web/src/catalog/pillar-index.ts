import type { SiteImageFilename } from "@app/contract/site-images";
import type { IconName } from "./services.ts";

/** The light part of the pillar records: what the home grid and the router need. */
export interface PillarSummary {
  slug: string;
  /** Roman numeral on the about page. */
  numeral: string;
  title: string;
  summary: string;
  icon: IconName;
  image: SiteImageFilename;
}

export const PILLAR_INDEX: readonly PillarSummary[] = [
  {
    slug: "digital-transformation",
    numeral: "I",
    title: "Digital Transformation & AI-Powered Strategy for Compliance",
    summary:
      "Digital tools and AI-assisted analysis that make compliance data easier to collect, check and act on.",
    icon: "bot",
    image: "pillar-digital-transformation.svg",
  },
  {
    slug: "field-work-experience",
    numeral: "II",
    title: "Field Work Experience & On-Site Assessment",
    summary:
      "Experienced auditors on the factory floor, assessing practices, records and conditions as they really are.",
    icon: "clipboard-check",
    image: "pillar-field-work-experience.svg",
  },
  {
    slug: "guide-decision-making",
    numeral: "III",
    title: "Guide Decision-Making for Certification & Assessment",
    summary:
      "Independent advice on which standards, certifications and assessments fit your products and buyers.",
    icon: "target",
    image: "pillar-guide-decision-making.svg",
  },
  {
    slug: "capacity-building",
    numeral: "IV",
    title: "Knowledge Transfer & Capacity Building",
    summary:
      "Training that gives your teams the knowledge to meet standards themselves, not only to pass the audit.",
    icon: "graduation-cap",
    image: "pillar-capacity-building.svg",
  },
  {
    slug: "visual-management",
    numeral: "V",
    title: "Manpower & Expertise Outsourcing",
    summary:
      "Qualified compliance professionals for your projects, audits and peak periods, when you need them.",
    icon: "briefcase",
    image: "pillar-visual-management.svg",
  },
  {
    slug: "supply-chain-management",
    numeral: "VI",
    title: "Supply Chain Management Service",
    summary:
      "Mapping, assessing and improving the suppliers behind your products, from raw material to finished goods.",
    icon: "network",
    image: "pillar-supply-chain-management.svg",
  },
];

export const isPillarSlug = (slug: string) => PILLAR_INDEX.some((p) => p.slug === slug);
