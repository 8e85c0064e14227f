import type { OpeningHours, SiteContent } from "@app/contract";
import { type Language, localizedPath } from "@app/contract/languages";
import { openingDaysOf } from "@app/contract/opening-days";
import { entryName, entryPath, serviceGroupPath } from "@app/contract/section-name";
import type { SiteText } from "@app/contract/site-text-en";
import { groupOfStandard } from "@app/contract/standard-lists";
import type { PageMeta } from "./page-meta.ts";
import type { PageMatch } from "./pages.ts";
import { fileSrc } from "./site-data.ts";
import type { Entries, PageFile, SingleSections, SiteStore } from "./site-store.ts";

/**
 * What search engines read beside the page (issue 39), as JSON-LD: the company as an
 * Organization and a LocalBusiness on every page, a Service on each standard's page, and where
 * a page sits (a BreadcrumbList), in the page's language. Written on the server only.
 */
type JsonLd = Record<string, unknown>;

const organizationId = (origin: string) => `${origin}/#organization`;

function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours.map((line) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: openingDaysOf(line).map((day) => `https://schema.org/${day}`),
    opens: line.opens,
    closes: line.closes,
  }));
}

/** The company twice over: as an organization, and as a place people can visit or call. */
export function companyJsonLd(
  site: SiteContent,
  logo: PageFile | null,
  origin: string,
  language: Language,
): JsonLd[] {
  const sameAs = Object.values(site.social).filter((href) => href !== "#");
  const url = `${origin}${localizedPath(language, "/")}`;
  const logoUrl = `${origin}${logo ? fileSrc(logo) : `/images/${site.logo}`}`;
  const address = { "@type": "PostalAddress", streetAddress: site.address, addressCountry: "KH" };
  return [
    {
      "@type": "Organization",
      "@id": organizationId(origin),
      name: site.brandName,
      alternateName: site.shortName,
      url,
      logo: logoUrl,
      email: site.email,
      telephone: site.phones[0],
      address,
      ...(sameAs.length > 0 && { sameAs }),
    },
    {
      "@type": "LocalBusiness",
      "@id": `${origin}/#business`,
      name: site.brandName,
      url,
      image: logoUrl,
      email: site.email,
      telephone: site.phones[0],
      address,
      parentOrganization: { "@id": organizationId(origin) },
      ...((site.openingHours ?? []).length > 0 && {
        openingHoursSpecification: openingHoursSpecification(site.openingHours ?? []),
      }),
    },
  ];
}

const single = <K extends keyof SingleSections>(store: SiteStore, name: K) =>
  store.section(name) as unknown as SingleSections[K];

/** The pages above this one, home first, with the page itself last. */
function trail(
  match: PageMatch,
  store: SiteStore,
  text: SiteText,
  meta: PageMeta,
): { name: string; path: string }[] | undefined {
  const home = { name: text.chrome.navHome, path: "/" };
  const shortTitle = (section: string, key: string) =>
    String((store.section(section) as Record<string, unknown> | null)?.[key] ?? "");
  switch (match.kind) {
    case "about":
      return [home, { name: shortTitle("about-page", "eyebrow"), path: "/about" }];
    case "quote":
      return [home, { name: single(store, "hero").quoteTitle, path: meta.path ?? "" }];
    case "service-group": {
      const group = store.serviceGroup(match.slug);
      return group && [home, { name: group.title, path: serviceGroupPath(group.anchor) }];
    }
    case "certification": {
      const record = store.section(entryName("certification", match.slug)) as
        | Entries["certification"]
        | null;
      if (!record) return undefined;
      const group = groupOfStandard(single(store, "services").groups, match.slug);
      return [
        home,
        ...(group ? [{ name: group.title, path: serviceGroupPath(group.anchor) }] : []),
        { name: record.name, path: entryPath("certification", match.slug) },
      ];
    }
    case "pillar":
      return [
        home,
        { name: shortTitle(entryName("pillar", match.slug), "title"), path: meta.path ?? "" },
      ];
    case "text-page":
      return [
        home,
        { name: shortTitle(entryName("page", match.slug), "title"), path: meta.path ?? "" },
      ];
    default:
      return undefined;
  }
}

function breadcrumbJsonLd(
  steps: { name: string; path: string }[],
  origin: string,
  language: Language,
): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${localizedPath(language, step.path)}`,
    })),
  };
}

function serviceJsonLd(
  record: Entries["certification"],
  meta: PageMeta,
  origin: string,
  language: Language,
): JsonLd {
  return {
    "@type": "Service",
    name: record.fullName,
    alternateName: record.name,
    serviceType: "Certification",
    description: meta.description,
    url: `${origin}${localizedPath(language, meta.path ?? "/")}`,
    provider: { "@id": organizationId(origin) },
  };
}

/** The page's JSON-LD graph; none for a page search engines are asked to leave out. */
export function structuredData(
  match: PageMatch,
  meta: PageMeta,
  store: SiteStore,
  text: SiteText,
  origin: string,
): JsonLd | undefined {
  if (meta.noindex) return undefined;
  const language = match.language;
  const site = single(store, "site");
  const graph = companyJsonLd(site, store.file(site.logo), origin, language);
  if (match.kind === "certification") {
    const record = store.section(entryName("certification", match.slug)) as
      | Entries["certification"]
      | null;
    if (record) graph.push(serviceJsonLd(record, meta, origin, language));
  }
  const steps = trail(match, store, text, meta);
  if (steps) graph.push(breadcrumbJsonLd(steps, origin, language));
  return { "@context": "https://schema.org", "@graph": graph };
}
