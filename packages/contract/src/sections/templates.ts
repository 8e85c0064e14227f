import type { CertificationContent, PillarContent, TextPageContent } from "./entry-sections.ts";
import type { CollectionName } from "./section-name.ts";

/** What "Add" starts a new entry from: valid as it is, and obviously still to be written. */
interface EntryTemplates extends Record<CollectionName, Record<string, unknown>> {
  certification: CertificationContent;
  pillar: PillarContent;
  page: TextPageContent;
}

export const ENTRY_TEMPLATES: EntryTemplates = {
  certification: {
    name: "NEW",
    fullName: "New Standard",
    description: "What the standard is, who owns it and what it proves.",
    keyFeatures: [],
    benefits: [],
    covers: ["What the standard covers"],
    audience: ["Who typically needs it"],
    requirements: [],
    processTitle: "How we can help",
    process: ["Initial consultation", "Gap assessment", "Audit", "Certification decision"],
    ctaTitle: "Ready to Get Certified?",
  },
  pillar: {
    title: "New Pillar",
    summary: "One sentence on what this pillar offers.",
    icon: "target",
    image: "pillar-digital-transformation.svg",
    intro: "An introduction to this pillar.",
    sections: [],
    features: ["A key feature"],
    cta: { title: "Ready to talk?", description: "Tell us what you need." },
    seo: {
      title: "New Pillar",
      description: "One sentence for search engines.",
      image: "pillar-digital-transformation.svg",
    },
  },
  page: {
    title: "New Page",
    lead: "What this page is about.",
    description: "One sentence for search engines.",
    blocks: [{ heading: "Heading", paragraphs: ["A paragraph."], bullets: [] }],
  },
};
