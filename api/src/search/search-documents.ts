import {
  type AboutPageContent,
  type CertificationContent,
  entryPath,
  fillTokens,
  type Language,
  localizedPath,
  type PillarContent,
  parseSectionName,
  type ResourcesContent,
  type SearchKind,
  type ServicesContent,
  SITE_TEXTS,
  serviceGroupPath,
  type TextPageContent,
  textPageTokens,
} from "@app/contract";

/**
 * One thing a visitor can find, in one language, as the index stores it. Its words are weighed
 * as ranking reads them: `title` words (A) over `lead` words (B) over the rest (C).
 */
export interface SearchDocument {
  key: string;
  kind: SearchKind;
  path: string;
  title: string;
  /** Texts that introduce it (a description, a summary). */
  lead: string[];
  /** Every other text a visitor reads on it. */
  rest: string[];
}

/** The sections whose words are found, besides every standard, pillar and text page. */
export const SEARCHED_SINGLE_SECTIONS = ["about-page", "services", "resources"] as const;

/** The section whose words (the company's name, e-mail, address) text pages may name. */
export const TOKENS_SECTION = "site";

/** Whether an English section's words are in the index (with its translations'). */
export function isSearched(section: string): boolean {
  const { collection } = parseSectionName(section);
  if (collection !== undefined) return true;
  return (SEARCHED_SINGLE_SECTIONS as readonly string[]).includes(section);
}

const present = (...texts: (string | undefined)[]) =>
  texts.filter((text): text is string => typeof text === "string" && text.trim() !== "");

/** A page the owner keeps out of search engines is left out of site search too. */
const hidden = (content: { seo?: { noindex?: boolean } }) => content.seo?.noindex === true;

/** "Global Organic Textile Standard (GOTS)"; "ISO 9001 Quality Management Systems" as it is. */
function standardTitle({ name, fullName }: CertificationContent): string {
  const full = fullName.trim();
  if (!full || full === name) return name;
  return full.toLowerCase().includes(name.toLowerCase()) ? full : `${full} (${name})`;
}

/**
 * What a section shows that a visitor can find, in `language` (its content already in that
 * language, English where a text is not translated). A section that feeds no page gives none.
 */
export function searchDocuments(
  section: string,
  content: Record<string, unknown>,
  language: Language,
  /** The company's details in `language`, which text pages' words may name (`{brandName}`). */
  site: { brandName: string; email: string; address: string },
): SearchDocument[] {
  const at = (path: string) => localizedPath(language, path);
  const { collection, slug } = parseSectionName(section);
  switch (collection) {
    case "certification": {
      const standard = content as CertificationContent;
      if (hidden(standard)) return [];
      return [
        {
          key: section,
          kind: "standard",
          path: at(entryPath("certification", slug)),
          title: standardTitle(standard),
          lead: present(standard.description),
          rest: present(
            ...standard.keyFeatures,
            ...standard.benefits,
            ...standard.covers,
            ...standard.audience,
            ...standard.requirements,
            ...standard.process,
          ),
        },
      ];
    }
    case "pillar": {
      const pillar = content as PillarContent;
      if (hidden(pillar)) return [];
      return [
        {
          key: section,
          kind: "pillar",
          path: at(entryPath("pillar", slug)),
          title: pillar.title,
          lead: present(pillar.summary, pillar.intro),
          rest: present(
            ...pillar.sections.flatMap((part) => [part.heading, part.body, ...part.bullets]),
            ...pillar.features,
            pillar.cta.title,
            pillar.cta.description,
          ),
        },
      ];
    }
    case "page": {
      const page = content as TextPageContent;
      if (hidden(page)) return [];
      const tokens = textPageTokens(site);
      const filled = (...texts: string[]) => present(...texts).map((t) => fillTokens(t, tokens));
      return [
        {
          key: section,
          kind: "page",
          path: at(entryPath("page", slug)),
          title: fillTokens(page.title, tokens),
          lead: filled(page.lead, page.description),
          rest: filled(
            ...page.blocks.flatMap((block) => [
              block.heading,
              ...block.paragraphs,
              ...block.bullets,
            ]),
          ),
        },
      ];
    }
    case undefined:
      return singleSectionDocuments(section, content, language);
    default:
      return [];
  }
}

function singleSectionDocuments(
  section: string,
  content: Record<string, unknown>,
  language: Language,
): SearchDocument[] {
  const at = (path: string) => localizedPath(language, path);
  switch (section) {
    case "about-page": {
      const about = content as AboutPageContent;
      if (hidden(about)) return [];
      return [
        {
          key: section,
          kind: "page",
          path: at("/about"),
          title: SITE_TEXTS[language].chrome.aboutUs,
          lead: present(about.standardsLead, about.scope.title, about.scope.lead),
          rest: present(
            about.values.title,
            ...about.values.items.flatMap((value) => [value.title, value.description]),
          ),
        },
      ];
    }
    case "services":
      return (content as ServicesContent).groups.map((group) => ({
        key: `services#${group.anchor}`,
        kind: "service",
        path: at(serviceGroupPath(group.anchor)),
        title: group.title,
        lead: present(group.description),
        rest: [],
      }));
    case "resources":
      return (content as ResourcesContent).items.map((item) => ({
        key: `resources#${item.document}`,
        kind: "resource",
        // The document itself: a PDF reads the same in every language.
        path: `/pdfs/${encodeURIComponent(item.document)}`,
        title: item.title,
        lead: present(item.description),
        rest: present(item.category, item.type),
      }));
    default:
      return [];
  }
}
