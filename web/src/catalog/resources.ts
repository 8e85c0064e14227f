import type { IconName } from "./services.ts";
import { pdfPath } from "./training.ts";

export const RESOURCE_CATEGORIES = [
  "All",
  "Production Certification",
  "Management Systems",
  "Social Compliance",
  "Verification Services",
  "Training",
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export interface ResourceItem {
  title: string;
  description: string;
  category: Exclude<ResourceCategory, "All">;
  type: string;
  size: string;
  downloads: number;
  icon: IconName;
  gradient: string;
  /** The downloadable document. */
  file: string;
}

export const RESOURCES: readonly ResourceItem[] = [
  {
    title: "GOTS Certification Guidelines",
    description:
      "Who needs GOTS, the organic fibre rules and the steps from application to certificate.",
    category: "Production Certification",
    type: "PDF Guide",
    size: "2.4 MB",
    downloads: 1243,
    icon: "leaf",
    gradient: "from-accent-700 to-brand-700",
    file: pdfPath("resource-gots-certification-guidelines.pdf"),
  },
  {
    title: "ISO 9001 Implementation Guide",
    description: "Build a quality management system and prepare for the certification audit.",
    category: "Management Systems",
    type: "Guide",
    size: "856 KB",
    downloads: 987,
    icon: "shield-check",
    gradient: "from-brand-700 to-brand-500",
    file: pdfPath("resource-iso-9001-implementation-guide.pdf"),
  },
  {
    title: "SMETA Audit Preparation Toolkit",
    description: "Checklists and records to prepare for a SMETA social audit.",
    category: "Social Compliance",
    type: "Toolkit",
    size: "3.1 MB",
    downloads: 756,
    icon: "users",
    gradient: "from-brand-800 to-accent-700",
    file: pdfPath("resource-smeta-audit-preparation-toolkit.pdf"),
  },
  {
    title: "Higg Index Assessment Guide",
    description: "Complete and verify the Higg Facility Environmental Module self-assessment.",
    category: "Verification Services",
    type: "Assessment Guide",
    size: "1.8 MB",
    downloads: 634,
    icon: "line-chart",
    gradient: "from-accent-700 to-brand-600",
    file: pdfPath("resource-higg-index-assessment-guide.pdf"),
  },
  {
    title: "BCI Chain of Custody Manual",
    description: "Chain of custody models, volume tracking and audit preparation for cotton.",
    category: "Production Certification",
    type: "Manual",
    size: "2.7 MB",
    downloads: 523,
    icon: "network",
    gradient: "from-brand-900 to-brand-600",
    file: pdfPath("resource-bci-chain-of-custody-manual.pdf"),
  },
  {
    title: "OSH Training Course Catalog",
    description: "Occupational safety and health courses for workers, supervisors and managers.",
    category: "Training",
    type: "Catalog",
    size: "1.2 MB",
    downloads: 445,
    icon: "graduation-cap",
    gradient: "from-brand-600 to-accent-700",
    file: pdfPath("resource-osh-training-course-catalog.pdf"),
  },
];

/** Items matching both the search text (title or description, case-insensitive) and category. */
export function filterResources(
  items: readonly ResourceItem[],
  search: string,
  category: ResourceCategory,
): ResourceItem[] {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === "All" || item.category === category) &&
      (needle === "" ||
        item.title.toLocaleLowerCase().includes(needle) ||
        item.description.toLocaleLowerCase().includes(needle)),
  );
}
