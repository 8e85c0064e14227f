import type { CertificationContent } from "@app/contract";
import { howWeHelp, TEXTILE_EXCHANGE_AUDIENCE } from "./how-we-help.ts";

/** The standards of the "Products Certification" group, by slug. */
export const PRODUCT_CERTIFICATIONS: Record<string, CertificationContent> = {
  gots: {
    name: "GOTS",
    fullName: "Global Organic Textile Standard",
    description:
      "GOTS is a processing standard for textiles made from organic fibres. It covers the whole post-harvest supply chain, with environmental and social criteria, and requires a minimum of 70% organic fibres in certified products.",
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
    covers: [
      "Processing, manufacturing, packaging, labelling and trading of textiles made with organic fibres",
      "Environmental criteria, including restrictions on chemical inputs and wastewater treatment",
      "Social criteria based on the core conventions of the International Labour Organization",
    ],
    audience: TEXTILE_EXCHANGE_AUDIENCE,
    requirements: [
      "At least 70% certified organic fibres in products sold as GOTS goods",
      "Separation and identification of organic material at every stage",
      "Chemical inputs assessed against the standard's criteria",
      "Wastewater treatment and environmental management where processing is wet",
      "Compliance with the standard's social criteria",
      "Records that trace inputs, production and sales",
    ],
    processTitle: "Certification Process",
    process: [
      "Application submission",
      "Document review",
      "On-site inspection",
      "Transaction certificate issuance",
      "Annual surveillance",
    ],
    ctaTitle: "Ready to Get Certified?",
  },
  ocs: {
    name: "OCS",
    fullName: "Organic Content Standard",
    description:
      "The Organic Content Standard, owned by Textile Exchange, verifies the presence and amount of organically grown material in a final product and tracks it through the supply chain. Products labelled OCS 100 contain a minimum of 95% organic content.",
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
    covers: [
      "Chain of custody of organically grown material from farm certification to the final product",
      "Identification, segregation and records of organic material at each site",
      "Claims and labelling of products that contain organic material",
    ],
    audience: TEXTILE_EXCHANGE_AUDIENCE,
    requirements: [
      "Organic input material from farms certified to a recognised organic standard",
      "A minimum of 95% organic content for the OCS 100 claim",
      "Segregation and clear identification of organic material",
      "Volume records that reconcile inputs and outputs",
      "Use of approved claims and labels only",
    ],
    processTitle: "Certification Process",
    process: [
      "Initial application",
      "Documentation review",
      "On-site audit",
      "Certification decision",
      "Ongoing monitoring",
    ],
    ctaTitle: "Ready to Get Certified?",
  },
  grs: {
    name: "GRS",
    fullName: "Global Recycled Standard",
    description:
      "The Global Recycled Standard, owned by Textile Exchange, verifies recycled content and the chain of custody, together with social, environmental and chemical requirements in production. Certification requires a minimum of 20% recycled input.",
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
    requirements: [
      "At least 20% recycled input material",
      "Documented origin of the recycled material",
      "Environmental management, including water and chemical management",
      "Social requirements for workers at certified sites",
      "Records of inputs, outputs and transactions",
    ],
    processTitle: "Certification Process",
    process: [
      "Pre-assessment",
      "Application submission",
      "Audit scheduling",
      "Certification audit",
      "Certificate issuance",
    ],
    ctaTitle: "Ready to Get Certified?",
  },
  rcs: {
    name: "RCS",
    fullName: "Recycled Claim Standard",
    description:
      "The Recycled Claim Standard, owned by Textile Exchange, verifies the presence and amount of recycled material in a final product through a chain of custody.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Recycled input material and its origin",
      "Chain of custody from the recycling stage to the final product",
      "Claims and labelling of products with recycled content",
    ],
    audience: TEXTILE_EXCHANGE_AUDIENCE,
    requirements: [],
    ...howWeHelp("certification"),
  },
  rws: {
    name: "RWS",
    fullName: "Responsible Wool Standard",
    description:
      "The Responsible Wool Standard, owned by Textile Exchange, addresses the welfare of sheep and the land they graze on, and traces certified wool from farm to final product.",
    keyFeatures: [],
    benefits: [],
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
    requirements: [],
    ...howWeHelp("certification"),
  },
  rds: {
    name: "RDS",
    fullName: "Responsible Down Standard",
    description:
      "The Responsible Down Standard, owned by Textile Exchange, addresses the welfare of ducks and geese that provide down and feathers, and traces certified material to the final product.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Animal welfare throughout the life of the birds, including a ban on live-plucking and force-feeding",
      "Chain of custody of certified down and feathers",
    ],
    audience: [
      "Farms and slaughterhouses in the down supply chain",
      "Down processors and filling manufacturers",
      "Brands selling down-filled products",
    ],
    requirements: [],
    ...howWeHelp("certification"),
  },
  rms: {
    name: "RMS",
    fullName: "Responsible Mohair Standard",
    description:
      "The Responsible Mohair Standard, owned by Textile Exchange, addresses the welfare of Angora goats and the land they graze on, and traces certified mohair through the supply chain.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Animal welfare on mohair farms",
      "Land management",
      "Chain of custody of certified mohair",
    ],
    audience: ["Mohair farms", "Processors and manufacturers of mohair products", "Brands"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  ras: {
    name: "RAS",
    fullName: "Responsible Alpaca Standard",
    description:
      "The Responsible Alpaca Standard, owned by Textile Exchange, addresses the welfare of alpacas and the land they graze on, and traces certified alpaca fibre through the supply chain.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Animal welfare on alpaca farms",
      "Land management",
      "Chain of custody of certified fibre",
    ],
    audience: ["Alpaca farms", "Processors and manufacturers of alpaca products", "Brands"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  regenevate: {
    name: "Regenerative",
    fullName: "Regenerative Agriculture Programmes",
    description:
      "Regenerative agriculture programmes support farming practices that aim to improve soil health, biodiversity and water. We help supply chains document their practices and prepare for the verification their chosen programme requires.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Farm practices such as soil cover, crop rotation and grazing management",
      "Records and evidence behind a regenerative claim",
      "Traceability of the fibre to the products that carry the claim",
    ],
    audience: [
      "Farm groups and fibre suppliers",
      "Brands building regenerative sourcing programmes",
    ],
    requirements: [],
    ...howWeHelp("verification"),
  },
  sfa: {
    name: "SFA",
    fullName: "SFA Cashmere Standard",
    description:
      "The Sustainable Fibre Alliance (SFA) standard addresses responsible cashmere production: herder practices, animal welfare and grassland stewardship, with a chain of custody for certified cashmere.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Animal husbandry and welfare",
      "Grassland management",
      "Processing and chain of custody of certified cashmere",
    ],
    audience: ["Cashmere processors and manufacturers", "Brands sourcing cashmere"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "bci-consumption": {
    name: "BCI Sourcing",
    fullName: "Better Cotton Sourcing and Volume Claims",
    description:
      "Better Cotton (formerly BCI) members and suppliers record the Better Cotton they source and sell. We help suppliers keep the records and volume data their Better Cotton claims depend on.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Records of Better Cotton purchases and sales",
      "Volume data for the Better Cotton platform",
      "Preparation for checks of sourcing claims",
    ],
    audience: [
      "Spinners, fabric mills and garment suppliers",
      "Retailers and brands that are members",
    ],
    requirements: [],
    ...howWeHelp("service"),
  },
  "bci-custody": {
    name: "BCI CoC",
    fullName: "Better Cotton Chain of Custody",
    description:
      "The Better Cotton Chain of Custody Standard sets how Better Cotton is tracked through the supply chain, from gin to final product, under the chain of custody models it defines.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Chain of custody models for Better Cotton",
      "Volume tracking and records at each site",
      "Audits of organisations in the supply chain",
    ],
    audience: ["Ginners, spinners, traders and manufacturers that handle Better Cotton"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "en-15343": {
    name: "EN 15343",
    fullName: "EN 15343 Plastics Recycling Traceability",
    description:
      "EN 15343 is a European standard for the traceability of recycled plastics and the assessment of conformity and recycled content.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Traceability of recycled plastics through recycling and processing",
      "Calculation of recycled content",
      "Records that support recycled content statements",
    ],
    audience: ["Plastics recyclers", "Manufacturers using recycled plastics, including polyester"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  fsc: {
    name: "FSC",
    fullName: "Forest Stewardship Council Chain of Custody",
    description:
      "FSC chain of custody certification tracks forest-based material from certified forests through processing, so products such as paper packaging, hangtags or wood-based fibres can carry an FSC claim.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Sourcing of forest-based materials",
      "Chain of custody through processing and trading",
      "Use of FSC claims and labels",
    ],
    audience: [
      "Manufacturers of packaging, labels and hangtags",
      "Producers of wood-based fibres and the products made from them",
    ],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "oeko-tex-100": {
    name: "OEKO-TEX 100",
    fullName: "OEKO-TEX STANDARD 100",
    description:
      "STANDARD 100 by OEKO-TEX is a label for textiles whose components have been tested for harmful substances, with requirements that depend on how closely the product is in contact with skin.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Laboratory testing of every component for harmful substances",
      "Product classes from baby articles to decoration material",
      "Conditions for using the label",
    ],
    audience: ["Textile manufacturers at any stage", "Brands and retailers"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "oeko-tex-step": {
    name: "OEKO-TEX STeP",
    fullName: "STeP by OEKO-TEX",
    description:
      "STeP (Sustainable Textile & Leather Production) by OEKO-TEX certifies production facilities on how they manage chemicals, environmental performance, social responsibility, quality, and health and safety.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Chemical management",
      "Environmental performance and environmental management",
      "Social responsibility",
      "Quality management",
      "Health and safety",
    ],
    audience: ["Textile and leather production facilities"],
    requirements: [],
    ...howWeHelp("certification"),
  },
  "oeko-tex-eco-passport": {
    name: "ECO PASSPORT",
    fullName: "ECO PASSPORT by OEKO-TEX",
    description:
      "ECO PASSPORT by OEKO-TEX certifies chemicals, colourants and auxiliaries used in textile and leather production, after checks of their ingredients against OEKO-TEX criteria.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Screening of chemical products and their ingredients",
      "Laboratory analysis",
      "On-site checks at chemical manufacturers",
    ],
    audience: [
      "Manufacturers of textile and leather chemicals",
      "Facilities choosing chemical inputs",
    ],
    requirements: [],
    ...howWeHelp("certification"),
  },
  lwg: {
    name: "LWG",
    fullName: "Leather Working Group",
    description:
      "The Leather Working Group audits leather manufacturers on their environmental performance, including chemical management, energy, water, effluent treatment and traceability of hides.",
    keyFeatures: [],
    benefits: [],
    covers: [
      "Chemical management",
      "Energy and water use, effluent and waste",
      "Traceability of raw material",
    ],
    audience: ["Tanneries and leather manufacturers", "Brands sourcing leather"],
    requirements: [],
    ...howWeHelp("certification"),
  },
};
