import type { CertificationContent } from "@app/contract";
import { howWeHelp } from "./how-we-help.ts";

/** The standards of the "Audit & Assessment Certification" group, by slug. */
export const AUDIT_ASSESSMENTS: Record<string, CertificationContent> = {
  "social-compliance-audits": {
    name: "Social Compliance",
    fullName: "Social Compliance Audits",
    description:
      "Social compliance audits check working conditions against the code of conduct or audit programme your buyers ask for, such as SMETA or WRAP.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Wages, working hours and employment contracts",
      "Child labour, forced labour and discrimination",
      "Freedom of association, health and safety",
    ],
    audience: ["Factories supplying brands and retailers with a supplier code of conduct"],
    requirements: [],
    ...howWeHelp("assessment"),
  },
  "environmental-compliance": {
    name: "Environmental",
    fullName: "Environmental Compliance Audits",
    description:
      "Environmental compliance audits review permits, emissions, wastewater, waste and chemical handling against local law and buyer requirements.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Environmental permits and legal requirements",
      "Wastewater, air emissions and waste",
      "Chemical storage and handling",
    ],
    audience: ["Manufacturing sites", "Brands assessing their suppliers"],
    requirements: [],
    ...howWeHelp("assessment"),
  },
  "health-safety-audits": {
    name: "Health & Safety",
    fullName: "Health and Safety Audits",
    description:
      "Health and safety audits assess fire, building, electrical, machine and chemical safety, and the way a site manages occupational health and safety.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Fire safety and emergency preparedness",
      "Machine, electrical and chemical safety",
      "Health and safety management and training",
    ],
    audience: ["Factories and warehouses", "Buyers assessing supplier sites"],
    requirements: [],
    ...howWeHelp("assessment"),
  },
  "quality-management-audits": {
    name: "Quality",
    fullName: "Quality Management Audits",
    description:
      "Quality management audits assess how a supplier controls quality from incoming materials to finished goods.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Incoming material, in-line and final inspection",
      "Measuring equipment and testing",
      "Handling of non-conforming product and corrective action",
    ],
    audience: ["Manufacturers", "Brands qualifying new suppliers"],
    requirements: [],
    ...howWeHelp("assessment"),
  },
  "supply-chain-audits": {
    name: "Supply Chain",
    fullName: "Supply Chain Audits",
    description:
      "Supply chain audits map and check the sites behind your products, including subcontractors and material suppliers.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Supplier mapping and traceability",
      "Subcontracting and its control",
      "Documentation that supports sourcing claims",
    ],
    audience: ["Brands and importers", "Manufacturers managing their own suppliers"],
    requirements: [],
    ...howWeHelp("assessment"),
  },
  "factory-capability": {
    name: "Factory Capability",
    fullName: "Factory Capability Assessment",
    description:
      "A factory capability assessment reviews whether a site can deliver the products, volumes and quality a buyer needs.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Production capacity, equipment and layout",
      "Quality systems and workforce skills",
      "Planning, lead times and management",
    ],
    audience: ["Brands onboarding new suppliers", "Factories preparing for new customers"],
    requirements: [],
    ...howWeHelp("assessment"),
  },
  "pre-assessment": {
    name: "Pre-Assessment",
    fullName: "Pre-Assessment and Gap Analysis",
    description:
      "A pre-assessment compares your current practices and records with the standard you are aiming for, so you know what to fix before the certification audit.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Review of documents, records and practices",
      "A list of gaps against the chosen standard",
      "A practical plan to close them",
    ],
    audience: ["Organisations preparing for a first certification or a difficult re-audit"],
    requirements: [],
    ...howWeHelp("service"),
  },
  "corrective-action": {
    name: "Corrective Action",
    fullName: "Corrective Action Support",
    description:
      "After an audit, we help you find the root causes of findings, plan corrective actions and gather the evidence needed to close them.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Root cause analysis",
      "Corrective action plans with owners and deadlines",
      "Evidence for follow-up audits",
    ],
    audience: ["Sites with open audit findings", "Buyers supporting their suppliers' improvement"],
    requirements: [],
    ...howWeHelp("service"),
  },
};
