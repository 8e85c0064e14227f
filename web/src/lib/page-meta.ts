import type { SiteContent, WebsiteImage } from "@app/contract";
import { notFoundMessages } from "@app/contract/messages";
import { imagePublicPath, type SiteImageFilename } from "@app/contract/site-images";
import { imageSrc } from "./site-data.ts";

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; absent for pages that must not be indexed. */
  canonicalPath?: string;
  /** Image path (relative to the origin) for social cards. */
  image?: string;
  noindex?: boolean;
  type: "website" | "article";
}

export interface MetaContext {
  site: SiteContent;
  images: readonly WebsiteImage[];
}

export function imagePath(images: readonly WebsiteImage[], filename: SiteImageFilename): string {
  const image = images.find((i) => i.filename === filename);
  return image ? imageSrc(image) : imagePublicPath(filename);
}

const withBrand = (site: SiteContent, title: string) => `${title} | ${site.brandName}`;

export const homeMeta = ({ site, images }: MetaContext): PageMeta => ({
  title: `${site.brandName} | Certification, Audit & Training ${site.tagline}`,
  description:
    "Certification, audits, verification and training for textile sustainability, social and quality standards: GOTS, GRS, OCS, ISO 9001, 14001, 45001, SLCP, Higg Index and more.",
  canonicalPath: "/",
  image: imagePath(images, "hero-factory.svg"),
  type: "website",
});

export const aboutMeta = ({ site, images }: MetaContext): PageMeta => ({
  title: withBrand(site, "About Us"),
  description: `${site.brandName} has supported manufacturers and brands with certification, audits and training ${site.tagline}. Our mission, vision, scope and values.`,
  canonicalPath: "/about",
  image: imagePath(images, "about-team.svg"),
  type: "website",
});

export const privacyMeta = ({ site }: MetaContext): PageMeta => ({
  title: withBrand(site, "Privacy Policy"),
  description: `What ${site.brandName} collects through this website's forms, why, and how long we keep it.`,
  canonicalPath: "/privacy",
  type: "website",
});

export const termsMeta = ({ site }: MetaContext): PageMeta => ({
  title: withBrand(site, "Terms of Service"),
  description: `The terms for using the ${site.brandName} website and its resources.`,
  canonicalPath: "/terms",
  type: "website",
});

export const adminMeta = ({ site }: MetaContext): PageMeta => ({
  title: withBrand(site, "Admin"),
  description: "Administration of the website content and images.",
  noindex: true,
  type: "website",
});

export const notFoundMeta = ({ site }: MetaContext): PageMeta => ({
  title: withBrand(site, notFoundMessages.pageTitle),
  description: "The page you are looking for does not exist.",
  noindex: true,
  type: "website",
});

export function certificationMeta(
  { site, images }: MetaContext,
  record: { id: string; name: string; fullName: string; description: string } | undefined,
): PageMeta {
  if (!record) {
    return {
      title: withBrand(site, notFoundMessages.certificationTitle),
      description: notFoundMessages.certificationText,
      noindex: true,
      type: "website",
    };
  }
  return {
    title: withBrand(site, `${record.fullName} (${record.name})`),
    description: record.description,
    canonicalPath: `/certifications/${record.id}`,
    image: imagePath(images, "hero-factory.svg"),
    type: "article",
  };
}

export function pillarMeta(
  { site, images }: MetaContext,
  pillar:
    | { slug: string; seo: { title: string; description: string; image: SiteImageFilename } }
    | undefined,
): PageMeta {
  if (!pillar) {
    return {
      title: withBrand(site, notFoundMessages.pillarTitle),
      description: notFoundMessages.pillarText,
      noindex: true,
      type: "website",
    };
  }
  return {
    title: withBrand(site, pillar.seo.title),
    description: pillar.seo.description,
    canonicalPath: `/pillars/${pillar.slug}`,
    image: imagePath(images, pillar.seo.image),
    type: "article",
  };
}
