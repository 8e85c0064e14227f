import type { PillarContent, PillarPageContent } from "@app/contract";

/** The six pillars, by slug, in the order the site lists them. */
export const PILLARS: Record<string, PillarContent> = {
  "digital-transformation": {
    title: "Digital Transformation & AI-Powered Strategy for Compliance",
    summary:
      "Digital tools and AI-assisted analysis that make compliance data easier to collect, check and act on.",
    icon: "bot",
    image: "pillar-digital-transformation.svg",
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
      description:
        "Digital workflows and AI-assisted gap analysis for certification and compliance data, reviewed by qualified auditors.",
      image: "pillar-digital-transformation.svg",
    },
  },
  "field-work-experience": {
    title: "Field Work Experience & On-Site Assessment",
    summary:
      "Experienced auditors on the factory floor, assessing practices, records and conditions as they really are.",
    icon: "clipboard-check",
    image: "pillar-field-work-experience.svg",
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
      description:
        "On-site assessments by experienced auditors: document review, site walk-throughs, interviews and clear reports.",
      image: "pillar-field-work-experience.svg",
    },
  },
  "guide-decision-making": {
    title: "Guide Decision-Making for Certification & Assessment",
    summary:
      "Independent advice on which standards, certifications and assessments fit your products and buyers.",
    icon: "target",
    image: "pillar-guide-decision-making.svg",
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
      description:
        "Independent advice on which textile, social and quality standards fit your products, buyers and markets.",
      image: "pillar-guide-decision-making.svg",
    },
  },
  "capacity-building": {
    title: "Knowledge Transfer & Capacity Building",
    summary:
      "Training that gives your teams the knowledge to meet standards themselves, not only to pass the audit.",
    icon: "graduation-cap",
    image: "pillar-capacity-building.svg",
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
      description:
        "Training on certification standards, ISO management systems, social compliance and occupational safety and health.",
      image: "pillar-capacity-building.svg",
    },
  },
  "visual-management": {
    title: "Manpower & Expertise Outsourcing",
    summary:
      "Qualified compliance professionals for your projects, audits and peak periods, when you need them.",
    icon: "briefcase",
    image: "pillar-visual-management.svg",
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
      description:
        "Qualified compliance professionals for audits, internal programmes and certification projects.",
      image: "pillar-visual-management.svg",
    },
  },
  "supply-chain-management": {
    title: "Supply Chain Management Service",
    summary:
      "Mapping, assessing and improving the suppliers behind your products, from raw material to finished goods.",
    icon: "network",
    image: "pillar-supply-chain-management.svg",
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
      description:
        "Supply chain mapping, supplier assessments and traceability support for textile and apparel companies.",
      image: "pillar-supply-chain-management.svg",
    },
  },
};

/** The words every pillar's page shares, and the order of the pillars (I to VI). */
export const PILLAR_PAGE: PillarPageContent = {
  order: Object.keys(PILLARS),
  numberText: "Pillar {numeral}",
  overviewTitle: "Overview",
  featuresTitle: "Key Features & Benefits",
  ctaParagraph:
    "We combine experienced auditors with AI-assisted analysis and secure cloud tools, so your documents, findings and progress stay organised and available to your team wherever it works.",
  callText: "Call {phone}",
  emailText: "Email {email}",
  othersTitle: "Our other pillars",
};
