import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SITE_IMAGES, versionedImagePath } from "@app/contract";
import { describe, expect, it } from "vitest";
import { imageSrc } from "../lib/site-data.ts";
import { visibleFeatures } from "../sections/services-section.tsx";
import { CERTIFICATION_INDEX } from "./certification-index.ts";
import { CERTIFICATIONS, findCertification, HOW_WE_HELP } from "./certifications.ts";
import { NAV_ITEMS } from "./navigation.ts";
import { PILLAR_INDEX } from "./pillar-index.ts";
import { PILLAR_CTA_PARAGRAPH, PILLARS } from "./pillars.ts";
import { RESOURCES } from "./resources.ts";
import {
  ABOUT_STATISTICS,
  FEATURES_SHOWN_COLLAPSED,
  SERVICE_GROUPS,
  SERVICE_STATISTICS,
} from "./services.ts";
import { DOCUMENTS, TRAINING_FEATURES, TRAINING_ITEMS } from "./training.ts";

/** The certification ids the spec's services section links to (section 2). */
const SPEC_IDS = [
  "gots",
  "ocs",
  "grs",
  "rcs",
  "rws",
  "rds",
  "rms",
  "management-system",
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
  "iso-9001",
  "iso-14001",
  "iso-45001",
  "iso-26000",
  "iso-27701",
  "iso-50001",
  "iso-22000",
  "social-compliance-audits",
  "environmental-compliance",
  "health-safety-audits",
  "quality-management-audits",
  "supply-chain-audits",
  "factory-capability",
  "pre-assessment",
  "corrective-action",
  "slcp",
  "higg-fem",
  "zdhc-chemcheck",
  "sbti",
];

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

describe("certification catalogue", () => {
  it("has a full record for every id the services section links, and nothing else", () => {
    const linked = SERVICE_GROUPS.flatMap((group) => group.features.map((f) => f.id));
    expect(new Set(linked)).toEqual(new Set(SPEC_IDS));
    expect(linked).toHaveLength(SPEC_IDS.length);
    expect(CERTIFICATIONS.map((c) => c.id).sort()).toEqual([...SPEC_IDS].sort());
    expect(CERTIFICATION_INDEX.map((c) => c.id).sort()).toEqual([...SPEC_IDS].sort());
    for (const record of CERTIFICATIONS) {
      expect(record.name, record.id).not.toBe("");
      expect(record.fullName, record.id).not.toBe("");
      expect(record.description.length, record.id).toBeGreaterThan(60);
      expect(record.covers.length, record.id).toBeGreaterThan(0);
      expect(record.audience.length, record.id).toBeGreaterThan(0);
      expect(HOW_WE_HELP[record.kind].length, record.id).toBeGreaterThan(0);
    }
    for (const group of SERVICE_GROUPS) {
      for (const feature of group.features)
        expect(feature.href).toBe(`/certifications/${feature.id}`);
    }
  });

  it("keeps the spec's thresholds and process steps for gots, ocs and grs", () => {
    const gots = findCertification("gots")!;
    expect(gots.fullName).toBe("Global Organic Textile Standard");
    expect(gots.description).toContain("70%");
    expect(gots.process).toEqual([
      "Application submission",
      "Document review",
      "On-site inspection",
      "Transaction certificate issuance",
      "Annual surveillance",
    ]);
    const ocs = findCertification("ocs")!;
    expect(ocs.fullName).toBe("Organic Content Standard");
    expect(ocs.description).toContain("95%");
    expect(ocs.process).toEqual([
      "Initial application",
      "Documentation review",
      "On-site audit",
      "Certification decision",
      "Ongoing monitoring",
    ]);
    const grs = findCertification("grs")!;
    expect(grs.fullName).toBe("Global Recycled Standard");
    expect(grs.description).toContain("20%");
    expect(grs.process).toEqual([
      "Pre-assessment",
      "Application submission",
      "Audit scheduling",
      "Certification audit",
      "Certificate issuance",
    ]);
    for (const record of [gots, ocs, grs]) {
      expect(record.keyFeatures?.length).toBeGreaterThan(0);
      expect(record.benefits?.length).toBeGreaterThan(0);
      expect(record.requirements?.length).toBeGreaterThan(0);
    }
    expect(findCertification("nope")).toBeUndefined();
  });
});

describe("services", () => {
  it("has four groups with the spec's anchors and collapses after 8 standards", () => {
    expect(SERVICE_GROUPS.map((g) => g.id)).toEqual([
      "products-certification",
      "management-system-certification",
      "audit-assessment-certification",
      "verification-service",
    ]);
    expect(FEATURES_SHOWN_COLLAPSED).toBe(8);
    const products = SERVICE_GROUPS[0]!.features;
    expect(visibleFeatures(products, false)).toEqual({
      shown: products.slice(0, 8),
      hidden: products.length - 8,
    });
    expect(visibleFeatures(products, true)).toEqual({ shown: products, hidden: 0 });
    expect(visibleFeatures([1, 2, 3], false)).toEqual({ shown: [1, 2, 3], hidden: 0 });
  });

  it("shows the spec's statistics", () => {
    expect(SERVICE_STATISTICS.map((s) => `${s.number} ${s.label}`)).toEqual([
      "13+ Standards Certified",
      "1000+ Successful Certification and Audits",
      "50+ Countries Served",
      "5★ Client Rating",
    ]);
    expect(ABOUT_STATISTICS.map((s) => `${s.number} ${s.label}`)).toEqual([
      "15+ Years Experience",
      "1000+ Successful Certification and Audits",
      "10 Global Partners",
      "100% Client Satisfaction",
    ]);
  });

  it("navigates to the spec's eight sections in order", () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      "Home",
      "About Us",
      "Products Certification",
      "Management System Certification",
      "Audit & Assessment Certification",
      "Verification Service",
      "Training & Development",
      "Resources",
    ]);
  });
});

describe("pillars", () => {
  it("has the six spec slugs and titles, each with every field of the pillar record", () => {
    expect(PILLARS.map((p) => p.slug)).toEqual([
      "digital-transformation",
      "field-work-experience",
      "guide-decision-making",
      "capacity-building",
      "visual-management",
      "supply-chain-management",
    ]);
    expect(PILLARS.map((p) => p.title)).toEqual([
      "Digital Transformation & AI-Powered Strategy for Compliance",
      "Field Work Experience & On-Site Assessment",
      "Guide Decision-Making for Certification & Assessment",
      "Knowledge Transfer & Capacity Building",
      "Manpower & Expertise Outsourcing",
      "Supply Chain Management Service",
    ]);
    expect(PILLAR_INDEX).toHaveLength(6);
    const filenames = SITE_IMAGES.map((i) => i.filename) as string[];
    for (const pillar of PILLARS) {
      expect(pillar.summary).not.toBe("");
      expect(pillar.intro).not.toBe("");
      expect(pillar.sections.length).toBeGreaterThan(0);
      for (const section of pillar.sections) {
        expect(section.heading && section.body && section.bullets.length).toBeTruthy();
      }
      expect(pillar.features.length).toBeGreaterThan(0);
      expect(pillar.cta.title && pillar.cta.description).toBeTruthy();
      expect(pillar.seo.title && pillar.seo.description).toBeTruthy();
      expect(filenames).toContain(pillar.seo.image);
      expect(filenames).toContain(pillar.image);
    }
    expect(PILLAR_CTA_PARAGRAPH).toMatch(/AI/);
  });
});

describe("documents", () => {
  it("links six training PDFs and six resource PDFs that exist and carry their title", () => {
    expect(TRAINING_ITEMS).toHaveLength(6);
    expect(TRAINING_FEATURES.map((f) => f.number)).toEqual(["24/7", "AI", "100%"]);
    const linked = [...TRAINING_ITEMS.map((t) => t.pdf), ...RESOURCES.map((r) => r.file)];
    expect(new Set(linked).size).toBe(12);
    for (const path of linked) {
      expect(path).toMatch(/^\/pdfs\/[a-z0-9-]+\.pdf$/);
      const file = `${publicDir}${path}`;
      expect(existsSync(file), path).toBe(true);
      const text = readFileSync(file, "latin1");
      expect(text.startsWith("%PDF-1.4")).toBe(true);
      const doc = DOCUMENTS.find((d) => path.endsWith(d.file))!;
      expect(text).toContain(`/Title (${doc.title.replace(/[()\\]/g, "\\$&")})`);
      expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    }
  });
});

describe("images", () => {
  it("references images exactly as the contract's versionedImagePath does", () => {
    const image = { filepath: "/images/logo.svg", version: 7 };
    expect(imageSrc(image)).toBe(versionedImagePath(image));
  });
});
