/**
 * The light index of the standards catalogue: what the services list, the router and the
 * sitemap need. The full records (certifications.ts) load only with a certification page.
 */
export interface CertificationName {
  id: string;
  /** Short name, shown in the badge. */
  name: string;
  fullName: string;
}

export const CERTIFICATION_INDEX = [
  { id: "gots", name: "GOTS", fullName: "Global Organic Textile Standard" },
  { id: "ocs", name: "OCS", fullName: "Organic Content Standard" },
  { id: "grs", name: "GRS", fullName: "Global Recycled Standard" },
  { id: "rcs", name: "RCS", fullName: "Recycled Claim Standard" },
  { id: "rws", name: "RWS", fullName: "Responsible Wool Standard" },
  { id: "rds", name: "RDS", fullName: "Responsible Down Standard" },
  { id: "rms", name: "RMS", fullName: "Responsible Mohair Standard" },
  {
    id: "management-system",
    name: "Management Systems",
    fullName: "Management System Certification",
  },
  { id: "ras", name: "RAS", fullName: "Responsible Alpaca Standard" },
  { id: "regenevate", name: "Regenerative", fullName: "Regenerative Agriculture Programmes" },
  { id: "sfa", name: "SFA", fullName: "SFA Cashmere Standard" },
  {
    id: "bci-consumption",
    name: "BCI Sourcing",
    fullName: "Better Cotton Sourcing and Volume Claims",
  },
  { id: "bci-custody", name: "BCI CoC", fullName: "Better Cotton Chain of Custody" },
  { id: "en-15343", name: "EN 15343", fullName: "EN 15343 Plastics Recycling Traceability" },
  { id: "fsc", name: "FSC", fullName: "Forest Stewardship Council Chain of Custody" },
  { id: "oeko-tex-100", name: "OEKO-TEX 100", fullName: "OEKO-TEX STANDARD 100" },
  { id: "oeko-tex-step", name: "OEKO-TEX STeP", fullName: "STeP by OEKO-TEX" },
  { id: "oeko-tex-eco-passport", name: "ECO PASSPORT", fullName: "ECO PASSPORT by OEKO-TEX" },
  { id: "lwg", name: "LWG", fullName: "Leather Working Group" },
  { id: "iso-9001", name: "ISO 9001", fullName: "ISO 9001 Quality Management Systems" },
  { id: "iso-14001", name: "ISO 14001", fullName: "ISO 14001 Environmental Management Systems" },
  {
    id: "iso-45001",
    name: "ISO 45001",
    fullName: "ISO 45001 Occupational Health and Safety Management Systems",
  },
  { id: "iso-26000", name: "ISO 26000", fullName: "ISO 26000 Guidance on Social Responsibility" },
  {
    id: "iso-27701",
    name: "ISO/IEC 27701",
    fullName: "ISO/IEC 27701 Privacy Information Management",
  },
  { id: "iso-50001", name: "ISO 50001", fullName: "ISO 50001 Energy Management Systems" },
  { id: "iso-22000", name: "ISO 22000", fullName: "ISO 22000 Food Safety Management Systems" },
  {
    id: "social-compliance-audits",
    name: "Social Compliance",
    fullName: "Social Compliance Audits",
  },
  {
    id: "environmental-compliance",
    name: "Environmental",
    fullName: "Environmental Compliance Audits",
  },
  { id: "health-safety-audits", name: "Health & Safety", fullName: "Health and Safety Audits" },
  { id: "quality-management-audits", name: "Quality", fullName: "Quality Management Audits" },
  { id: "supply-chain-audits", name: "Supply Chain", fullName: "Supply Chain Audits" },
  {
    id: "factory-capability",
    name: "Factory Capability",
    fullName: "Factory Capability Assessment",
  },
  { id: "pre-assessment", name: "Pre-Assessment", fullName: "Pre-Assessment and Gap Analysis" },
  { id: "corrective-action", name: "Corrective Action", fullName: "Corrective Action Support" },
  { id: "slcp", name: "SLCP", fullName: "Social & Labor Convergence Program" },
  { id: "higg-fem", name: "Higg FEM", fullName: "Higg Facility Environmental Module" },
  { id: "zdhc-chemcheck", name: "ZDHC ChemCheck", fullName: "ZDHC Gateway ChemCheck" },
  { id: "sbti", name: "SBTi", fullName: "Science Based Targets initiative" },
] as const satisfies readonly CertificationName[];

export type CertificationId = (typeof CERTIFICATION_INDEX)[number]["id"];

const byId: ReadonlyMap<string, CertificationName> = new Map(
  CERTIFICATION_INDEX.map((c) => [c.id, c]),
);

export const certificationName = (id: string): CertificationName | undefined => byId.get(id);
