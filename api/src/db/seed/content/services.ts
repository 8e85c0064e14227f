import type { ServicesContent } from "@app/contract";

/** The home page's service groups: which standards each lists, in which order. */
export const SERVICES: ServicesContent = {
  eyebrow: "Our services",
  title: "Certification, audits and verification for every stage of your supply chain",
  lead: "Four service families, delivered by experienced auditors together with global accredited certification bodies.",
  groups: [
    {
      anchor: "products-certification",
      title: "Products Certification",
      description:
        "Content, organic, recycled and animal welfare claims verified along the supply chain, with our accredited certification body partners.",
      icon: "award",
      image: "service-products-certification.svg",
      standards: [
        "gots",
        "ocs",
        "grs",
        "rcs",
        "rws",
        "rds",
        "rms",
        "ras",
        "regenevate",
        "sfa",
        "bci-consumption",
        "bci-custody",
        "en-15343",
        "fsc",
        "oeko-tex-100",
        "oeko-tex-step",
        "oeko-tex-eco-passport",
        "lwg",
      ],
    },
    {
      anchor: "management-system-certification",
      title: "Management System Certification",
      description:
        "ISO management system certification for quality, environment, health and safety, energy, privacy and food safety.",
      icon: "shield-check",
      image: "service-management-system.svg",
      standards: [
        "management-system",
        "iso-9001",
        "iso-14001",
        "iso-45001",
        "iso-26000",
        "iso-27701",
        "iso-50001",
        "iso-22000",
      ],
    },
    {
      anchor: "audit-assessment-certification",
      title: "Audit & Assessment Certification",
      description:
        "Independent social, environmental, safety, quality and supply chain audits, with support before and after the audit.",
      icon: "clipboard-check",
      image: "service-audit-assessment.svg",
      standards: [
        "social-compliance-audits",
        "environmental-compliance",
        "health-safety-audits",
        "quality-management-audits",
        "supply-chain-audits",
        "factory-capability",
        "pre-assessment",
        "corrective-action",
      ],
    },
    {
      anchor: "verification-service",
      title: "Verification Service",
      description:
        "Preparation and verification support for industry tools and climate commitments that buyers rely on.",
      icon: "search-check",
      image: "service-verification.svg",
      standards: ["slcp", "higg-fem", "zdhc-chemcheck", "sbti"],
    },
  ],
  countText: "{count} standards and services",
  moreText: "+{count} more standards",
  readMoreText: "Read More",
  learnMoreText: "Learn More",
  quoteText: "Get Quote",
};
