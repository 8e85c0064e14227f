import type { SiteImageFilename } from "@app/contract/site-images";
import { PILLAR_INDEX, type PillarSummary } from "./pillar-index.ts";

export interface PillarSection {
  heading: string;
  body: string;
  bullets: string[];
}

export interface PillarDetails {
  slug: string;
  intro: string;
  sections: PillarSection[];
  features: string[];
  cta: { title: string; description: string };
  seo: { title: string; description: string; image: SiteImageFilename };
}

/** The spec's pillar record (slug, title, summary, intro, sections, features, cta, seo). */
export type Pillar = PillarSummary & PillarDetails;

/** The paragraph of every pillar's call-to-action block, identical for all of them. */
export const PILLAR_CTA_PARAGRAPH =
  "We combine experienced auditors with AI-assisted analysis and secure cloud tools, so your documents, findings and progress stay organised and available to your team wherever it works.";

const DETAILS: readonly PillarDetails[] = [
  {
    slug: "digital-transformation",
    intro:
      "Compliance generates a lot of paperwork: certificates, test reports, records, audit findings. We help you move it into organised digital workflows and use AI-assisted analysis to spot gaps early.",
    sections: [
      {
        heading: "From paper to structured data",
        body: "We review how your compliance documents are collected and stored today and set up a structure that makes them easy to find and keep current.",
        bullets: [
          "Document and certificate registers with expiry reminders",
          "Templates for records auditors ask for",
          "Access rights for the people who need them",
        ],
      },
      {
        heading: "AI-assisted gap analysis",
        body: "AI tools help us compare your records against the requirements of a standard faster. Every finding is reviewed by a qualified auditor before it reaches you.",
        bullets: [
          "Faster first review of large document sets",
          "Consistent checklists across sites",
          "Human review of every conclusion",
        ],
      },
    ],
    features: [
      "Digital document management",
      "AI-assisted gap analysis",
      "Compliance dashboards",
      "Certificate expiry tracking",
      "Remote document review",
      "Data security by design",
    ],
    cta: {
      title: "Ready to digitise your compliance?",
      description: "Talk to us about the tools that fit your sites and standards.",
    },
    seo: {
      title: "Digital Transformation & AI-Powered Strategy for Compliance",
      description:
        "Digital workflows and AI-assisted gap analysis for certification and compliance data, reviewed by qualified auditors.",
      image: "pillar-digital-transformation.svg",
    },
  },
  {
    slug: "field-work-experience",
    intro:
      "Since 2010 our teams have worked on site in garment, textile and supplier facilities. On-site assessment is where records meet reality, and where most improvement starts.",
    sections: [
      {
        heading: "What an on-site assessment includes",
        body: "We combine document review, site walk-throughs and interviews with management and workers.",
        bullets: [
          "Opening meeting and scope confirmation",
          "Walk-through of production, storage and facilities",
          "Record sampling and worker interviews",
          "Closing meeting with preliminary findings",
        ],
      },
      {
        heading: "Reports you can act on",
        body: "Findings are written clearly, with evidence and priorities, so your team knows what to fix first.",
        bullets: ["Evidence-based findings", "Prioritised actions", "Follow-up on request"],
      },
    ],
    features: [
      "Experienced local auditors",
      "Khmer, English and other languages",
      "Worker interviews",
      "Evidence-based reporting",
      "Announced and semi-announced visits",
      "Follow-up visits",
    ],
    cta: {
      title: "Plan your on-site assessment",
      description: "Tell us about your site and the standard you work to.",
    },
    seo: {
      title: "Field Work Experience & On-Site Assessment",
      description:
        "On-site assessments by experienced auditors: document review, site walk-throughs, interviews and clear reports.",
      image: "pillar-field-work-experience.svg",
    },
  },
  {
    slug: "guide-decision-making",
    intro:
      "With dozens of standards in the textile sector, choosing where to start is a decision in itself. We help you pick the schemes that your buyers recognise and that fit your products.",
    sections: [
      {
        heading: "Choosing the right standard",
        body: "We look at your products, materials, markets and buyer requirements, and recommend a path.",
        bullets: [
          "Buyer and market requirements",
          "Material and product claims you want to make",
          "Overlaps between standards that save audit days",
        ],
      },
      {
        heading: "Planning the route to certification",
        body: "A realistic plan with steps, timelines and the evidence you will need.",
        bullets: ["Timeline and budget", "Responsibilities", "Readiness checkpoints"],
      },
    ],
    features: [
      "Standard selection advice",
      "Buyer requirement mapping",
      "Certification roadmaps",
      "Cost and timeline planning",
      "Combined audits where possible",
      "Independent and impartial",
    ],
    cta: {
      title: "Not sure which standard you need?",
      description: "We will help you choose the certification that fits your business.",
    },
    seo: {
      title: "Guide Decision-Making for Certification & Assessment",
      description:
        "Independent advice on which textile, social and quality standards fit your products, buyers and markets.",
      image: "pillar-guide-decision-making.svg",
    },
  },
  {
    slug: "capacity-building",
    intro:
      "Lasting compliance depends on people who understand the requirements. Our courses cover certification standards, management systems, social compliance and occupational safety and health.",
    sections: [
      {
        heading: "Courses",
        body: "Public and in-house courses, adapted to your sector and your team's experience.",
        bullets: [
          "Textile Exchange standards and GOTS",
          "ISO management system internal auditor",
          "Occupational safety and health",
          "Social compliance and SLCP",
          "Environmental and chemical management",
        ],
      },
      {
        heading: "How we teach",
        body: "Practical sessions built on real cases from the factory floor, with materials your team keeps.",
        bullets: [
          "Case studies and exercises",
          "Course materials and outlines",
          "Attendance certificates",
        ],
      },
    ],
    features: [
      "Standard-based courses",
      "In-house training",
      "Internal auditor courses",
      "OSH training",
      "Course materials",
      "Attendance certificates",
    ],
    cta: {
      title: "Build your team's expertise",
      description: "Ask us for course dates or an in-house session.",
    },
    seo: {
      title: "Knowledge Transfer & Capacity Building",
      description:
        "Training on certification standards, ISO management systems, social compliance and occupational safety and health.",
      image: "pillar-capacity-building.svg",
    },
  },
  {
    slug: "visual-management",
    intro:
      "Not every company needs a full compliance team all year. We provide qualified people for audits, internal programmes and projects, for as long as you need them.",
    sections: [
      {
        heading: "What we provide",
        body: "Experienced professionals who know the standards and the sector.",
        bullets: [
          "Internal auditors and compliance officers",
          "Supplier assessment teams for brands",
          "Project support during certification",
        ],
      },
      {
        heading: "How it works",
        body: "We agree the scope, the profile and the duration, and stay responsible for the quality of the work.",
        bullets: ["Clear scope and reporting", "Flexible duration", "One point of contact"],
      },
    ],
    features: [
      "Qualified compliance professionals",
      "Short- and long-term assignments",
      "Supplier assessment teams",
      "Internal audit support",
      "Flexible scope",
      "One point of contact",
    ],
    cta: {
      title: "Need extra expertise?",
      description: "Tell us about your project and the profile you are looking for.",
    },
    seo: {
      title: "Manpower & Expertise Outsourcing",
      description:
        "Qualified compliance professionals for audits, internal programmes and certification projects.",
      image: "pillar-visual-management.svg",
    },
  },
  {
    slug: "supply-chain-management",
    intro:
      "Buyers increasingly ask where materials come from and how they were made. We help you map your supply chain, assess your suppliers and keep the evidence your claims rely on.",
    sections: [
      {
        heading: "Supply chain mapping",
        body: "We identify the sites and subcontractors behind your products and the documents that link them.",
        bullets: [
          "Tier 1 to raw material mapping",
          "Subcontractor identification",
          "Traceability records",
        ],
      },
      {
        heading: "Supplier assessment and improvement",
        body: "Risk-based supplier assessments, followed by practical support where improvement is needed.",
        bullets: [
          "Risk-based prioritisation",
          "On-site assessments",
          "Corrective action follow-up",
        ],
      },
    ],
    features: [
      "Supply chain mapping",
      "Supplier risk assessment",
      "Traceability support",
      "Supplier development",
      "Chain of custody readiness",
      "Reporting for buyers",
    ],
    cta: {
      title: "Know your supply chain",
      description: "Start with a conversation about your products and suppliers.",
    },
    seo: {
      title: "Supply Chain Management Service",
      description:
        "Supply chain mapping, supplier assessments and traceability support for textile and apparel companies.",
      image: "pillar-supply-chain-management.svg",
    },
  },
];

export const PILLARS: readonly Pillar[] = PILLAR_INDEX.map((summary) => {
  const details = DETAILS.find((d) => d.slug === summary.slug);
  if (!details) throw new Error(`No details for pillar ${summary.slug}`);
  return { ...summary, ...details };
});

export const PILLARS_BY_SLUG: ReadonlyMap<string, Pillar> = new Map(
  PILLARS.map((p) => [p.slug, p]),
);

export const findPillar = (slug: string | undefined) =>
  slug === undefined ? undefined : PILLARS_BY_SLUG.get(slug);
