import type { ResourcesContent } from "@app/contract";

/** The home page's resources library; each item's size is read from its stored PDF. */
export const RESOURCES: ResourcesContent = {
  eyebrow: "Resources",
  title: "Resources Library",
  lead: "Guides, toolkits and checklists to prepare for certification and audits.",
  allCategories: "All",
  categories: [
    "Production Certification",
    "Management Systems",
    "Social Compliance",
    "Verification Services",
    "Training",
  ],
  downloadText: "Download",
  items: [
    {
      title: "GOTS Certification Guidelines",
      description:
        "Who needs GOTS, the organic fibre rules and the steps from application to certificate.",
      category: "Production Certification",
      type: "PDF Guide",
      icon: "leaf",
      document: "resource-gots-certification-guidelines.pdf",
    },
    {
      title: "ISO 9001 Implementation Guide",
      description: "Build a quality management system and prepare for the certification audit.",
      category: "Management Systems",
      type: "Guide",
      icon: "shield-check",
      document: "resource-iso-9001-implementation-guide.pdf",
    },
    {
      title: "SMETA Audit Preparation Toolkit",
      description: "Checklists and records to prepare for a SMETA social audit.",
      category: "Social Compliance",
      type: "Toolkit",
      icon: "users",
      document: "resource-smeta-audit-preparation-toolkit.pdf",
    },
    {
      title: "Higg Index Assessment Guide",
      description: "Complete and verify the Higg Facility Environmental Module self-assessment.",
      category: "Verification Services",
      type: "Assessment Guide",
      icon: "line-chart",
      document: "resource-higg-index-assessment-guide.pdf",
    },
    {
      title: "BCI Chain of Custody Manual",
      description: "Chain of custody models, volume tracking and audit preparation for cotton.",
      category: "Production Certification",
      type: "Manual",
      icon: "network",
      document: "resource-bci-chain-of-custody-manual.pdf",
    },
    {
      title: "OSH Training Course Catalog",
      description: "Occupational safety and health courses for workers, supervisors and managers.",
      category: "Training",
      type: "Catalog",
      icon: "graduation-cap",
      document: "resource-osh-training-course-catalog.pdf",
    },
  ],
};
