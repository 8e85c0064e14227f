/** A PDF the site links to: a training course outline or a resource guide. */
export interface SeedDocument {
  /** The filename; the document is served at `/pdfs/<file>`. */
  file: string;
  title: string;
  /** "Training course outline" or "Resource library": the band above the title. */
  subtitle: string;
  outline: string[];
}

/** The PDFs a fresh database starts with; the admin replaces them with the real documents. */
export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    file: "training-textile-exchange-standards.pdf",
    title: "Textile Exchange Standards Awareness",
    subtitle: "Training course outline",
    outline: [
      "The Content Claim Standard as the base of GRS, RCS and OCS",
      "Scope certificates and transaction certificates",
      "Material identification, segregation and records",
      "Preparing your site for the certification audit",
      "Common non-conformities and how to avoid them",
    ],
  },
  {
    file: "training-gots-organic-textiles.pdf",
    title: "GOTS Organic Textile Processing",
    subtitle: "Training course outline",
    outline: [
      "What the Global Organic Textile Standard covers",
      "Fibre content rules and labelling grades",
      "Chemical input approval and restricted substances",
      "Social criteria in GOTS",
      "Documentation for inspection and transaction certificates",
    ],
  },
  {
    file: "training-iso-management-systems.pdf",
    title: "ISO Management Systems Internal Auditor",
    subtitle: "Training course outline",
    outline: [
      "The high-level structure shared by ISO 9001, 14001 and 45001",
      "Risk-based thinking and process approach",
      "Planning and conducting an internal audit",
      "Writing findings and following up corrective actions",
      "Preparing for the external certification audit",
    ],
  },
  {
    file: "training-occupational-safety-health.pdf",
    title: "Occupational Safety & Health (OSH)",
    subtitle: "Training course outline",
    outline: [
      "Hazard identification and risk assessment on the factory floor",
      "Fire safety, evacuation and emergency preparedness",
      "Machine guarding, electrical and chemical safety",
      "Personal protective equipment and first aid",
      "Safety committees, records and continual improvement",
    ],
  },
  {
    file: "training-social-compliance.pdf",
    title: "Social Compliance & SLCP Readiness",
    subtitle: "Training course outline",
    outline: [
      "Labour standards buyers expect: wages, hours, freedom of association",
      "How social audits and SLCP verified assessments work",
      "Self-assessment and data quality in the SLCP tool",
      "Worker interviews and grievance mechanisms",
      "Building a corrective action plan",
    ],
  },
  {
    file: "training-environmental-chemical-management.pdf",
    title: "Environmental & Chemical Management",
    subtitle: "Training course outline",
    outline: [
      "Environmental data for the Higg Facility Environmental Module",
      "Energy, water, wastewater and waste tracking",
      "Chemical inventories and the ZDHC MRSL",
      "Supplier chemical data and screening tools",
      "Setting targets and tracking progress",
    ],
  },
  {
    file: "resource-gots-certification-guidelines.pdf",
    title: "GOTS Certification Guidelines",
    subtitle: "Resource library",
    outline: [
      "Who needs GOTS certification in a textile supply chain",
      "Minimum organic fibre content and labelling",
      "Steps from application to certificate",
      "Documents to prepare before the inspection",
      "Keeping certification: annual surveillance",
    ],
  },
  {
    file: "resource-iso-9001-implementation-guide.pdf",
    title: "ISO 9001 Implementation Guide",
    subtitle: "Resource library",
    outline: [
      "Context of the organisation and interested parties",
      "Quality policy, objectives and planning",
      "Documented information you need to keep",
      "Internal audit and management review",
      "Certification audit stages",
    ],
  },
  {
    file: "resource-smeta-audit-preparation-toolkit.pdf",
    title: "SMETA Audit Preparation Toolkit",
    subtitle: "Resource library",
    outline: [
      "What a SMETA audit looks at",
      "Records to prepare: wages, working hours, contracts",
      "Health and safety walk-through checklist",
      "Preparing management and workers for interviews",
      "After the audit: the corrective action plan",
    ],
  },
  {
    file: "resource-higg-index-assessment-guide.pdf",
    title: "Higg Index Assessment Guide",
    subtitle: "Resource library",
    outline: [
      "The Higg Facility Environmental Module in brief",
      "Self-assessment: collecting the data",
      "Verification of the self-assessment",
      "Reading your results",
      "Using the results to plan improvements",
    ],
  },
  {
    file: "resource-bci-chain-of-custody-manual.pdf",
    title: "BCI Chain of Custody Manual",
    subtitle: "Resource library",
    outline: [
      "Chain of custody models for cotton",
      "Which organisations the requirements apply to",
      "Volume tracking and records",
      "Preparing for a chain of custody audit",
      "Common findings",
    ],
  },
  {
    file: "resource-osh-training-course-catalog.pdf",
    title: "OSH Training Course Catalog",
    subtitle: "Resource library",
    outline: [
      "Occupational safety and health awareness",
      "Fire safety and emergency preparedness",
      "Chemical handling and storage",
      "Safety committee training",
      "Supervisor and management courses",
    ],
  },
];

export function seedDocument(file: string): SeedDocument {
  const document = SEED_DOCUMENTS.find((d) => d.file === file);
  if (!document) throw new Error(`No seed document ${file}`);
  return document;
}
