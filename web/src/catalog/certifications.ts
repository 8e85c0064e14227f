/**
 * Every standard the services section links to /certifications/{id}. gots, ocs and grs carry the
 * full record of the spec (features, benefits, requirements, process with its thresholds); the
 * others carry what the standard covers and who needs it. Claims stay conservative: where a
 * scheme is run by its owner or an accredited body, the text says we prepare and support.
 */
import {
  type CertificationId,
  type CertificationName,
  certificationName,
} from "./certification-index.ts";

export type CertificationKind =
  | "certification"
  | "verification"
  | "assessment"
  | "guidance"
  | "service";

export interface CertificationDetails {
  id: CertificationId;
  description: string;
  kind: CertificationKind;
  /** What the standard covers. */
  covers: string[];
  /** Who typically needs it. */
  audience: string[];
  keyFeatures?: string[];
  benefits?: string[];
  requirements?: string[];
  process?: string[];
}

const textileExchangeAudience = [
  "Processors and manufacturers: spinners, weavers, knitters, dyers, garment makers",
  "Traders who take ownership of certified material",
  "Brands that want to make a verified claim on their products",
];

export type Certification = CertificationName & CertificationDetails;

const DETAILS: readonly CertificationDetails[] = [
  {
    id: "gots",
    kind: "certification",
    description:
      "GOTS is a processing standard for textiles made from organic fibres. It covers the whole post-harvest supply chain, with environmental and social criteria, and requires a minimum of 70% organic fibres in certified products.",
    covers: [
      "Processing, manufacturing, packaging, labelling and trading of textiles made with organic fibres",
      "Environmental criteria, including restrictions on chemical inputs and wastewater treatment",
      "Social criteria based on the core conventions of the International Labour Organization",
    ],
    audience: textileExchangeAudience,
    keyFeatures: [
      "Minimum 70% certified organic fibres in the finished product",
      "Covers every processing stage from spinning to the finished garment",
      "Restrictions on chemical inputs such as dyes and auxiliaries",
      "Social criteria for the workers at every certified site",
      "Transaction certificates trace certified goods between companies",
    ],
    benefits: [
      "A recognised organic claim that buyers and consumers trust",
      "Access to brands and retailers that require GOTS-certified suppliers",
      "Clear rules for labelling certified products",
      "One audit covers environmental and social requirements",
    ],
    requirements: [
      "At least 70% certified organic fibres in products sold as GOTS goods",
      "Separation and identification of organic material at every stage",
      "Chemical inputs assessed against the standard's criteria",
      "Wastewater treatment and environmental management where processing is wet",
      "Compliance with the standard's social criteria",
      "Records that trace inputs, production and sales",
    ],
    process: [
      "Application submission",
      "Document review",
      "On-site inspection",
      "Transaction certificate issuance",
      "Annual surveillance",
    ],
  },
  {
    id: "ocs",
    kind: "certification",
    description:
      "The Organic Content Standard, owned by Textile Exchange, verifies the presence and amount of organically grown material in a final product and tracks it through the supply chain. Products labelled OCS 100 contain a minimum of 95% organic content.",
    covers: [
      "Chain of custody of organically grown material from farm certification to the final product",
      "Identification, segregation and records of organic material at each site",
      "Claims and labelling of products that contain organic material",
    ],
    audience: textileExchangeAudience,
    keyFeatures: [
      "Minimum 95% organic content for products labelled OCS 100",
      "Chain of custody from the certified farm to the final product",
      "Third-party verification at each stage that takes ownership",
      "Transaction certificates for shipments of certified goods",
    ],
    benefits: [
      "A verified organic content claim for your products",
      "Traceability that answers buyer questions about origin",
      "A uniform process recognised across the industry",
    ],
    requirements: [
      "Organic input material from farms certified to a recognised organic standard",
      "A minimum of 95% organic content for the OCS 100 claim",
      "Segregation and clear identification of organic material",
      "Volume records that reconcile inputs and outputs",
      "Use of approved claims and labels only",
    ],
    process: [
      "Initial application",
      "Documentation review",
      "On-site audit",
      "Certification decision",
      "Ongoing monitoring",
    ],
  },
  {
    id: "grs",
    kind: "certification",
    description:
      "The Global Recycled Standard, owned by Textile Exchange, verifies recycled content and the chain of custody, together with social, environmental and chemical requirements in production. Certification requires a minimum of 20% recycled input.",
    covers: [
      "Recycled content of intermediate and finished products",
      "Chain of custody from the recycler to the final product",
      "Social and environmental practices at certified sites",
      "Chemical restrictions in production",
    ],
    audience: [
      "Recyclers and manufacturers that use recycled materials",
      "Traders that handle recycled material or products",
      "Brands that want a verified recycled content claim",
    ],
    keyFeatures: [
      "Minimum 20% recycled input for certification",
      "Chain of custody from recycler to final product",
      "Social, environmental and chemical requirements",
      "Transaction certificates for certified shipments",
    ],
    benefits: [
      "A credible recycled content claim",
      "Demonstrated responsible production practices",
      "Access to buyers that specify GRS-certified materials",
    ],
    requirements: [
      "At least 20% recycled input material",
      "Documented origin of the recycled material",
      "Environmental management, including water and chemical management",
      "Social requirements for workers at certified sites",
      "Records of inputs, outputs and transactions",
    ],
    process: [
      "Pre-assessment",
      "Application submission",
      "Audit scheduling",
      "Certification audit",
      "Certificate issuance",
    ],
  },
  {
    id: "rcs",
    kind: "certification",
    description:
      "The Recycled Claim Standard, owned by Textile Exchange, verifies the presence and amount of recycled material in a final product through a chain of custody.",
    covers: [
      "Recycled input material and its origin",
      "Chain of custody from the recycling stage to the final product",
      "Claims and labelling of products with recycled content",
    ],
    audience: textileExchangeAudience,
  },
  {
    id: "rws",
    kind: "certification",
    description:
      "The Responsible Wool Standard, owned by Textile Exchange, addresses the welfare of sheep and the land they graze on, and traces certified wool from farm to final product.",
    covers: [
      "Animal welfare on wool farms",
      "Land management practices",
      "Chain of custody of certified wool through processing",
    ],
    audience: [
      "Wool farms and farm groups",
      "Wool processors, spinners and manufacturers",
      "Brands that source responsible wool",
    ],
  },
  {
    id: "rds",
    kind: "certification",
    description:
      "The Responsible Down Standard, owned by Textile Exchange, addresses the welfare of ducks and geese that provide down and feathers, and traces certified material to the final product.",
    covers: [
      "Animal welfare throughout the life of the birds, including a ban on live-plucking and force-feeding",
      "Chain of custody of certified down and feathers",
    ],
    audience: [
      "Farms and slaughterhouses in the down supply chain",
      "Down processors and filling manufacturers",
      "Brands selling down-filled products",
    ],
  },
  {
    id: "rms",
    kind: "certification",
    description:
      "The Responsible Mohair Standard, owned by Textile Exchange, addresses the welfare of Angora goats and the land they graze on, and traces certified mohair through the supply chain.",
    covers: [
      "Animal welfare on mohair farms",
      "Land management",
      "Chain of custody of certified mohair",
    ],
    audience: ["Mohair farms", "Processors and manufacturers of mohair products", "Brands"],
  },
  {
    id: "management-system",
    kind: "certification",
    description:
      "Management system certification confirms that an organisation runs its processes according to an international standard such as ISO 9001, ISO 14001 or ISO 45001. Certificates are issued by accredited certification bodies after an audit.",
    covers: [
      "Policies, objectives and responsibilities",
      "Risk-based planning and operational control",
      "Internal audits, management review and continual improvement",
    ],
    audience: [
      "Manufacturers and service companies whose buyers ask for certified systems",
      "Organisations preparing for their first certification audit",
    ],
  },
  {
    id: "ras",
    kind: "certification",
    description:
      "The Responsible Alpaca Standard, owned by Textile Exchange, addresses the welfare of alpacas and the land they graze on, and traces certified alpaca fibre through the supply chain.",
    covers: [
      "Animal welfare on alpaca farms",
      "Land management",
      "Chain of custody of certified fibre",
    ],
    audience: ["Alpaca farms", "Processors and manufacturers of alpaca products", "Brands"],
  },
  {
    id: "regenevate",
    kind: "verification",
    description:
      "Regenerative agriculture programmes support farming practices that aim to improve soil health, biodiversity and water. We help supply chains document their practices and prepare for the verification their chosen programme requires.",
    covers: [
      "Farm practices such as soil cover, crop rotation and grazing management",
      "Records and evidence behind a regenerative claim",
      "Traceability of the fibre to the products that carry the claim",
    ],
    audience: [
      "Farm groups and fibre suppliers",
      "Brands building regenerative sourcing programmes",
    ],
  },
  {
    id: "sfa",
    kind: "certification",
    description:
      "The Sustainable Fibre Alliance (SFA) standard addresses responsible cashmere production: herder practices, animal welfare and grassland stewardship, with a chain of custody for certified cashmere.",
    covers: [
      "Animal husbandry and welfare",
      "Grassland management",
      "Processing and chain of custody of certified cashmere",
    ],
    audience: ["Cashmere processors and manufacturers", "Brands sourcing cashmere"],
  },
  {
    id: "bci-consumption",
    kind: "service",
    description:
      "Better Cotton (formerly BCI) members and suppliers record the Better Cotton they source and sell. We help suppliers keep the records and volume data their Better Cotton claims depend on.",
    covers: [
      "Records of Better Cotton purchases and sales",
      "Volume data for the Better Cotton platform",
      "Preparation for checks of sourcing claims",
    ],
    audience: [
      "Spinners, fabric mills and garment suppliers",
      "Retailers and brands that are members",
    ],
  },
  {
    id: "bci-custody",
    kind: "certification",
    description:
      "The Better Cotton Chain of Custody Standard sets how Better Cotton is tracked through the supply chain, from gin to final product, under the chain of custody models it defines.",
    covers: [
      "Chain of custody models for Better Cotton",
      "Volume tracking and records at each site",
      "Audits of organisations in the supply chain",
    ],
    audience: ["Ginners, spinners, traders and manufacturers that handle Better Cotton"],
  },
  {
    id: "en-15343",
    kind: "certification",
    description:
      "EN 15343 is a European standard for the traceability of recycled plastics and the assessment of conformity and recycled content.",
    covers: [
      "Traceability of recycled plastics through recycling and processing",
      "Calculation of recycled content",
      "Records that support recycled content statements",
    ],
    audience: ["Plastics recyclers", "Manufacturers using recycled plastics, including polyester"],
  },
  {
    id: "fsc",
    kind: "certification",
    description:
      "FSC chain of custody certification tracks forest-based material from certified forests through processing, so products such as paper packaging, hangtags or wood-based fibres can carry an FSC claim.",
    covers: [
      "Sourcing of forest-based materials",
      "Chain of custody through processing and trading",
      "Use of FSC claims and labels",
    ],
    audience: [
      "Manufacturers of packaging, labels and hangtags",
      "Producers of wood-based fibres and the products made from them",
    ],
  },
  {
    id: "oeko-tex-100",
    kind: "certification",
    description:
      "STANDARD 100 by OEKO-TEX is a label for textiles whose components have been tested for harmful substances, with requirements that depend on how closely the product is in contact with skin.",
    covers: [
      "Laboratory testing of every component for harmful substances",
      "Product classes from baby articles to decoration material",
      "Conditions for using the label",
    ],
    audience: ["Textile manufacturers at any stage", "Brands and retailers"],
  },
  {
    id: "oeko-tex-step",
    kind: "certification",
    description:
      "STeP (Sustainable Textile & Leather Production) by OEKO-TEX certifies production facilities on how they manage chemicals, environmental performance, social responsibility, quality, and health and safety.",
    covers: [
      "Chemical management",
      "Environmental performance and environmental management",
      "Social responsibility",
      "Quality management",
      "Health and safety",
    ],
    audience: ["Textile and leather production facilities"],
  },
  {
    id: "oeko-tex-eco-passport",
    kind: "certification",
    description:
      "ECO PASSPORT by OEKO-TEX certifies chemicals, colourants and auxiliaries used in textile and leather production, after checks of their ingredients against OEKO-TEX criteria.",
    covers: [
      "Screening of chemical products and their ingredients",
      "Laboratory analysis",
      "On-site checks at chemical manufacturers",
    ],
    audience: [
      "Manufacturers of textile and leather chemicals",
      "Facilities choosing chemical inputs",
    ],
  },
  {
    id: "lwg",
    kind: "certification",
    description:
      "The Leather Working Group audits leather manufacturers on their environmental performance, including chemical management, energy, water, effluent treatment and traceability of hides.",
    covers: [
      "Chemical management",
      "Energy and water use, effluent and waste",
      "Traceability of raw material",
    ],
    audience: ["Tanneries and leather manufacturers", "Brands sourcing leather"],
  },
  {
    id: "iso-9001",
    kind: "certification",
    description:
      "ISO 9001 sets the requirements for a quality management system: how an organisation consistently provides products that meet customer and regulatory requirements and improves over time.",
    covers: [
      "Customer focus and process approach",
      "Risk-based planning, operation and control",
      "Internal audit, management review and continual improvement",
    ],
    audience: [
      "Any organisation, of any size or sector, whose customers expect consistent quality",
    ],
  },
  {
    id: "iso-14001",
    kind: "certification",
    description:
      "ISO 14001 sets the requirements for an environmental management system that helps an organisation manage its environmental aspects, meet compliance obligations and improve performance.",
    covers: [
      "Environmental aspects and impacts",
      "Compliance obligations",
      "Objectives, operational control and emergency preparedness",
    ],
    audience: ["Manufacturers and other organisations with significant environmental aspects"],
  },
  {
    id: "iso-45001",
    kind: "certification",
    description:
      "ISO 45001 sets the requirements for an occupational health and safety management system, to prevent work-related injury and ill health and provide safe workplaces.",
    covers: [
      "Hazard identification and risk assessment",
      "Worker consultation and participation",
      "Incident investigation and continual improvement",
    ],
    audience: ["Factories and any organisation that wants a systematic approach to worker safety"],
  },
  {
    id: "iso-26000",
    kind: "guidance",
    description:
      "ISO 26000 gives guidance on social responsibility. It is not a management system standard and is not intended for certification; organisations use it to understand and integrate socially responsible behaviour.",
    covers: [
      "Core subjects including human rights, labour practices, the environment and fair operating practices",
      "Stakeholder identification and engagement",
      "Integrating social responsibility throughout an organisation",
    ],
    audience: ["Organisations building or reviewing their social responsibility approach"],
  },
  {
    id: "iso-27701",
    kind: "certification",
    description:
      "ISO/IEC 27701 specifies requirements for a privacy information management system, for organisations that process personal data.",
    covers: [
      "Roles as controller or processor of personal data",
      "Privacy controls and records",
      "Integration with information security management",
    ],
    audience: ["Organisations that process personal data of customers, workers or users"],
  },
  {
    id: "iso-50001",
    kind: "certification",
    description:
      "ISO 50001 sets the requirements for an energy management system, to help organisations use energy more efficiently and improve their energy performance.",
    covers: [
      "Energy review, baseline and performance indicators",
      "Objectives and action plans",
      "Monitoring, measurement and improvement",
    ],
    audience: ["Energy-intensive sites such as dyeing, finishing and processing plants"],
  },
  {
    id: "iso-22000",
    kind: "certification",
    description:
      "ISO 22000 sets the requirements for a food safety management system for organisations in the food chain.",
    covers: [
      "Prerequisite programmes and hazard analysis",
      "Control of food safety hazards",
      "Traceability, emergency preparedness and recall",
    ],
    audience: ["Food producers, processors, packagers and distributors"],
  },
  {
    id: "social-compliance-audits",
    kind: "assessment",
    description:
      "Social compliance audits check working conditions against the code of conduct or audit programme your buyers ask for, such as SMETA or WRAP.",
    covers: [
      "Wages, working hours and employment contracts",
      "Child labour, forced labour and discrimination",
      "Freedom of association, health and safety",
    ],
    audience: ["Factories supplying brands and retailers with a supplier code of conduct"],
  },
  {
    id: "environmental-compliance",
    kind: "assessment",
    description:
      "Environmental compliance audits review permits, emissions, wastewater, waste and chemical handling against local law and buyer requirements.",
    covers: [
      "Environmental permits and legal requirements",
      "Wastewater, air emissions and waste",
      "Chemical storage and handling",
    ],
    audience: ["Manufacturing sites", "Brands assessing their suppliers"],
  },
  {
    id: "health-safety-audits",
    kind: "assessment",
    description:
      "Health and safety audits assess fire, building, electrical, machine and chemical safety, and the way a site manages occupational health and safety.",
    covers: [
      "Fire safety and emergency preparedness",
      "Machine, electrical and chemical safety",
      "Health and safety management and training",
    ],
    audience: ["Factories and warehouses", "Buyers assessing supplier sites"],
  },
  {
    id: "quality-management-audits",
    kind: "assessment",
    description:
      "Quality management audits assess how a supplier controls quality from incoming materials to finished goods.",
    covers: [
      "Incoming material, in-line and final inspection",
      "Measuring equipment and testing",
      "Handling of non-conforming product and corrective action",
    ],
    audience: ["Manufacturers", "Brands qualifying new suppliers"],
  },
  {
    id: "supply-chain-audits",
    kind: "assessment",
    description:
      "Supply chain audits map and check the sites behind your products, including subcontractors and material suppliers.",
    covers: [
      "Supplier mapping and traceability",
      "Subcontracting and its control",
      "Documentation that supports sourcing claims",
    ],
    audience: ["Brands and importers", "Manufacturers managing their own suppliers"],
  },
  {
    id: "factory-capability",
    kind: "assessment",
    description:
      "A factory capability assessment reviews whether a site can deliver the products, volumes and quality a buyer needs.",
    covers: [
      "Production capacity, equipment and layout",
      "Quality systems and workforce skills",
      "Planning, lead times and management",
    ],
    audience: ["Brands onboarding new suppliers", "Factories preparing for new customers"],
  },
  {
    id: "pre-assessment",
    kind: "service",
    description:
      "A pre-assessment compares your current practices and records with the standard you are aiming for, so you know what to fix before the certification audit.",
    covers: [
      "Review of documents, records and practices",
      "A list of gaps against the chosen standard",
      "A practical plan to close them",
    ],
    audience: ["Organisations preparing for a first certification or a difficult re-audit"],
  },
  {
    id: "corrective-action",
    kind: "service",
    description:
      "After an audit, we help you find the root causes of findings, plan corrective actions and gather the evidence needed to close them.",
    covers: [
      "Root cause analysis",
      "Corrective action plans with owners and deadlines",
      "Evidence for follow-up audits",
    ],
    audience: ["Sites with open audit findings", "Buyers supporting their suppliers' improvement"],
  },
  {
    id: "slcp",
    kind: "verification",
    description:
      "SLCP provides a converged assessment framework for working conditions: a facility completes the assessment, an SLCP-approved verifier checks it, and the verified data can be shared with many buyers.",
    covers: [
      "Facility self- or joint-assessment with the SLCP tool",
      "Verification by an approved verifier body",
      "Sharing of verified data with buyers",
    ],
    audience: ["Apparel and footwear facilities", "Brands that accept SLCP data"],
  },
  {
    id: "higg-fem",
    kind: "verification",
    description:
      "The Higg Facility Environmental Module, part of the Higg Index from Cascale, measures a facility's environmental performance. Facilities complete a self-assessment that can then be verified.",
    covers: [
      "Environmental management system",
      "Energy, greenhouse gas emissions and water use",
      "Wastewater, air emissions, waste and chemicals",
    ],
    audience: ["Apparel, footwear and textile facilities", "Brands using Higg Index data"],
  },
  {
    id: "zdhc-chemcheck",
    kind: "verification",
    description:
      "ZDHC (Zero Discharge of Hazardous Chemicals) tools help facilities check their chemical inventory against the ZDHC Manufacturing Restricted Substances List (MRSL); the ChemCheck report summarises that conformance.",
    covers: [
      "Chemical inventory of a facility",
      "Conformance of chemical products to the ZDHC MRSL",
      "Reporting to brands through the ZDHC Gateway",
    ],
    audience: [
      "Wet processing facilities: dyeing, printing, finishing",
      "Brands in the ZDHC programme",
    ],
  },
  {
    id: "sbti",
    kind: "service",
    description:
      "The Science Based Targets initiative validates companies' greenhouse gas reduction targets. We help companies build the emissions inventory and prepare targets for submission; validation is done by the SBTi.",
    covers: [
      "Greenhouse gas inventory across scopes 1, 2 and 3",
      "Target setting in line with SBTi criteria",
      "Preparing the submission and tracking progress",
    ],
    audience: ["Manufacturers and brands setting climate targets or asked by buyers to do so"],
  },
];

export const CERTIFICATIONS: readonly Certification[] = DETAILS.map((details) => {
  const name = certificationName(details.id);
  if (!name) throw new Error(`No catalogue entry for ${details.id}`);
  return { ...name, ...details };
});

export const CERTIFICATIONS_BY_ID: ReadonlyMap<string, Certification> = new Map(
  CERTIFICATIONS.map((certification) => [certification.id, certification]),
);

export const findCertification = (id: string | undefined) =>
  id === undefined ? undefined : CERTIFICATIONS_BY_ID.get(id);

/** How we work with a client, by kind of standard; shown where a record has no own process. */
export const HOW_WE_HELP: Record<CertificationKind, string[]> = {
  certification: [
    "Scoping call and quotation",
    "Readiness review of your documents and practices",
    "Audit, inspection or testing arranged with the accredited body",
    "Follow-up on any findings",
    "Certificate or label, and keeping it up to date",
  ],
  verification: [
    "Scoping call and quotation",
    "Support with data collection and self-assessment",
    "Verification or review of the evidence",
    "Report and improvement plan",
  ],
  assessment: [
    "Agreeing the scope and the criteria",
    "On-site assessment with document review and interviews",
    "Report with findings and priorities",
    "Corrective action follow-up",
  ],
  guidance: [
    "Workshop on the guidance and what it means for you",
    "Review of current practices",
    "Roadmap and priorities",
  ],
  service: [
    "Understanding your goals and timeline",
    "Review of your current situation",
    "Practical plan and hands-on support",
    "Follow-up until the work is done",
  ],
};
