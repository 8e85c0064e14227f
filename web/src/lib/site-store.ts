import type {
  AboutContent,
  AboutPageContent,
  CertificationContent,
  CertificationPageContent,
  ContactContent,
  GetStartedContent,
  HeroContent,
  IconName,
  PillarContent,
  PillarPageContent,
  ResourcesContent,
  SearchPage,
  ServiceGroup,
  ServicesContent,
  SiteContent,
  SiteSnapshot,
  TextPageContent,
  TrainingContent,
  WebsiteImage,
} from "@app/contract";
import {
  byCodePoint,
  type CertificationSummary,
  groupStandardsOnSite,
  standardsInNoGroup,
  summarizeCertification,
} from "@app/contract/standard-lists";

/**
 * What pages read of a file: its URL, type, sizes, alt text and focal point. The admin's
 * details (name, description, checksum, dates) stay out of the page data embedded in every page.
 */
export type PageFile = Pick<
  WebsiteImage,
  | "filepath"
  | "version"
  | "contentType"
  | "byteSize"
  | "width"
  | "height"
  | "alt"
  | "decorative"
  | "focalX"
  | "focalY"
>;

const pageFile = (file: WebsiteImage): PageFile => ({
  filepath: file.filepath,
  version: file.version,
  contentType: file.contentType,
  byteSize: file.byteSize,
  width: file.width,
  height: file.height,
  alt: file.alt,
  decorative: file.decorative,
  focalX: file.focalX,
  focalY: file.focalY,
});

/** The single sections the layout reads, with their types. */
export interface SingleSections {
  hero: HeroContent;
  site: SiteContent;
  services: ServicesContent;
  training: TrainingContent;
  resources: ResourcesContent;
  "get-started": GetStartedContent;
  contact: ContactContent;
  about: AboutContent;
  "about-page": AboutPageContent;
  "certification-page": CertificationPageContent;
  "pillar-page": PillarPageContent;
}

export interface Entries {
  certification: CertificationContent;
  pillar: PillarContent;
  page: TextPageContent;
}

export type { CertificationSummary };

/**
 * Which standards are on the site, as counts of them read it (not their words): the slugs the
 * service groups list whose standard is not on the site (deleted since, or never published),
 * and how many standards no group lists.
 */
export interface StandardsOnSite {
  absent: string[];
  inNoGroup: number;
}

/** A pillar as the grids show it, numbered by its place in the order. */
export interface PillarSummary {
  slug: string;
  numeral: string;
  title: string;
  summary: string;
  icon: IconName;
}

type Content = Record<string, unknown>;

/**
 * Exactly what one page read, embedded in it for hydration and answered by GET /api/page-data
 * for client navigations. `null` means "asked for, and there is none".
 */
export interface PageData {
  sections: Record<string, Content | null>;
  redirects: Record<string, string | null>;
  /** The standards a page names one by one (a group's first few, a chosen one), by slug. */
  standards?: Record<string, CertificationSummary | null>;
  standardsOnSite?: StandardsOnSite;
  pillars?: PillarSummary[];
  files: Record<string, PageFile | null>;
  /** The year the page was rendered in (Phnom Penh), when it shows it. */
  year?: number;
  /** Whether this page says at its top that it still shows English words (one page's data). */
  englishShown?: boolean;
  /**
   * The same, by path, for the pages the browser has: kept under the browser's own path of
   * each (see `forPath`), never under the server's spelling of it.
   */
  englishShownOn?: Record<string, boolean>;
  /** The results page's search (one page's data). */
  search?: SearchPage;
  /** The same, by the browser's path of each results page it has (`/search?q=gots`). */
  searchOn?: Record<string, SearchPage>;
}

const NUMERALS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
export const numeral = (index: number) => NUMERALS[index] ?? String(index + 1);

const entriesOf = (snapshot: SiteSnapshot, collection: string) =>
  Object.values(snapshot.sections)
    .filter((s) => s.section.startsWith(`${collection}:`))
    .map((s) => ({ slug: s.section.slice(collection.length + 1), content: s.content }));

function standardsOnSiteOf(snapshot: SiteSnapshot): StandardsOnSite {
  const services = snapshot.sections.services?.content as Partial<ServicesContent> | undefined;
  const groups = services?.groups ?? [];
  const listed = [...new Set(groups.flatMap((group) => group.standards))];
  const onSite = new Set(entriesOf(snapshot, "certification").map(({ slug }) => slug));
  return {
    absent: listed.filter((slug) => !onSite.has(slug)),
    inNoGroup: standardsInNoGroup(groups, onSite).length,
  };
}

/** Pillars in the order the pillar page words give; any not listed follow by slug. */
function summarizePillars(snapshot: SiteSnapshot): PillarSummary[] {
  const order = (snapshot.sections["pillar-page"]?.content.order as string[] | undefined) ?? [];
  const rank = (slug: string) => {
    const at = order.indexOf(slug);
    return at < 0 ? order.length : at;
  };
  return entriesOf(snapshot, "pillar")
    .sort((a, b) => rank(a.slug) - rank(b.slug) || byCodePoint(a.slug, b.slug))
    .map(({ slug, content }, index) => ({
      slug,
      numeral: numeral(index),
      title: String(content.title ?? slug),
      summary: String(content.summary ?? ""),
      icon: (content.icon ?? "target") as IconName,
    }));
}

/** Where the store reads from: the whole snapshot on the server, page data in the browser. */
interface StoreSource {
  section(name: string): Content | null | undefined;
  redirect(name: string): string | null | undefined;
  certification(slug: string): CertificationSummary | null | undefined;
  standardsOnSite(): StandardsOnSite | undefined;
  pillars(): PillarSummary[] | undefined;
  file(filename: string): PageFile | null | undefined;
  year(): number | undefined;
  englishShownOn(path: string): boolean | undefined;
  search(path: string): SearchPage | undefined;
}

/**
 * `englishShown`: the page says it still shows English. The server learns it from a first
 * render (what the page read), then renders again with it: see entry-server.
 */
function snapshotSource(snapshot: SiteSnapshot, englishShown: boolean): StoreSource {
  let onSite: StandardsOnSite | undefined;
  let pillars: PillarSummary[] | undefined;
  const files = new Map(snapshot.files.map((f) => [f.filename, pageFile(f)]));
  return {
    section: (name) =>
      Object.hasOwn(snapshot.sections, name) ? snapshot.sections[name]!.content : null,
    redirect: (name) =>
      Object.hasOwn(snapshot.redirects, name) ? snapshot.redirects[name]! : null,
    certification: (slug) => {
      const name = `certification:${slug}`;
      return Object.hasOwn(snapshot.sections, name)
        ? summarizeCertification(slug, snapshot.sections[name]!.content)
        : null;
    },
    standardsOnSite: () => (onSite ??= standardsOnSiteOf(snapshot)),
    pillars: () => (pillars ??= summarizePillars(snapshot)),
    file: (filename) => files.get(filename) ?? null,
    year: () => snapshot.year,
    // The server renders one page: whatever the router calls its path.
    englishShownOn: () => englishShown,
    search: () => snapshot.search,
  };
}

function pageDataSource(data: PageData): StoreSource {
  const own = <T>(record: Record<string, T>, key: string) =>
    Object.hasOwn(record, key) ? record[key] : undefined;
  return {
    section: (name) => own(data.sections, name),
    redirect: (name) => own(data.redirects, name),
    certification: (slug) => data.standards && own(data.standards, slug),
    standardsOnSite: () => data.standardsOnSite,
    pillars: () => data.pillars,
    file: (filename) => own(data.files, filename),
    year: () => data.year,
    englishShownOn: (path) => data.englishShownOn?.[path],
    search: (path) => data.searchOn?.[path],
  };
}

export const emptyPageData = (): PageData => ({ sections: {}, redirects: {}, files: {} });

/**
 * The site's content as pages read it. On the server it records what each render reads: that
 * is the page's data for the browser and its dependencies for the page cache.
 */
export class SiteStore {
  private readonly used: PageData = emptyPageData();
  private readonly dependencies = new Set<string>();

  constructor(private readonly source: StoreSource) {}

  static fromSnapshot(snapshot: SiteSnapshot, options: { englishShown?: boolean } = {}) {
    return new SiteStore(snapshotSource(snapshot, options.englishShown === true));
  }

  static fromPageData(data: PageData) {
    return new SiteStore(pageDataSource(data));
  }

  section(name: string): Content | null {
    const value = this.source.section(name) ?? null;
    this.used.sections[name] = value;
    this.dependencies.add(`section:${name}`);
    return value;
  }

  /** A service group by its address, from the services section. */
  serviceGroup(anchor: string): ServiceGroup | undefined {
    const services = this.section("services") as ServicesContent | null;
    return services?.groups.find((group) => group.anchor === anchor);
  }

  /** The new name of a renamed entry. */
  redirect(name: string): string | null {
    const value = this.source.redirect(name) ?? null;
    this.used.redirects[name] = value;
    this.dependencies.add(`section:${name}`);
    return value;
  }

  /**
   * One standard as lists name it, or null when there is none: the page depends on that one
   * standard, not on every standard of the site.
   */
  certification(slug: string): CertificationSummary | null {
    const value = this.source.certification(slug) ?? null;
    this.used.standards ??= {};
    this.used.standards[slug] = value;
    this.dependencies.add(`section:certification:${slug}`);
    return value;
  }

  /**
   * A service group's standards on the site, by slug in its order: what its count and its
   * pages read. The page depends on which standards exist (`names:certification`, see
   * api/src/lib/change-keys.ts), not on their words.
   */
  groupStandards(group: ServiceGroup): string[] {
    const absent = new Set(this.standardsOnSite().absent);
    return groupStandardsOnSite(group, (slug) => !absent.has(slug));
  }

  /** How many standards on the site no service group lists. */
  standardsInNoGroup(): number {
    return this.standardsOnSite().inNoGroup;
  }

  private standardsOnSite(): StandardsOnSite {
    // Which slugs the groups list is the services section's.
    this.section("services");
    const value = this.source.standardsOnSite() ?? { absent: [], inNoGroup: 0 };
    this.used.standardsOnSite = value;
    this.dependencies.add("names:certification");
    return value;
  }

  pillars(): PillarSummary[] {
    const value = this.source.pillars() ?? [];
    this.used.pillars = value;
    this.dependencies.add("index:pillar");
    this.dependencies.add("section:pillar-page");
    return value;
  }

  file(filename: string): PageFile | null {
    const value = this.source.file(filename) ?? null;
    this.used.files[filename] = value;
    this.dependencies.add(`file:${filename}`);
    return value;
  }

  /** The year the page is rendered in: the server's clock, kept in the page's data. */
  year(): number {
    const value = this.source.year() ?? new Date().getFullYear();
    this.used.year = value;
    return value;
  }

  /** Whether the page at `path` says it still shows English (see SiteSnapshot.englishShownIn). */
  englishShownOn(path: string): boolean {
    const value = this.source.englishShownOn(path) ?? false;
    this.used.englishShown = value;
    return value;
  }

  /** The search the results page at `path` shows (its query and results), if made. */
  search(path: string): SearchPage | undefined {
    const value = this.source.search(path);
    if (value) this.used.search = value;
    return value;
  }

  /** What the renders so far read. */
  pageData(): PageData {
    return this.used;
  }

  readDependencies(): string[] {
    return [...this.dependencies].sort();
  }
}

/** One page's data as the browser keeps it: what it says of itself, under the browser's path. */
export function forPath(path: string, data: PageData): PageData {
  const { englishShown, search, ...rest } = data;
  return {
    ...rest,
    englishShownOn: { ...data.englishShownOn, [path]: englishShown === true },
    ...(search && { searchOn: { ...data.searchOn, [path]: search } }),
  };
}

/** Page data of several pages in one: what the browser has learnt so far. */
export function mergePageData(into: PageData, data: PageData): PageData {
  return {
    sections: { ...into.sections, ...data.sections },
    redirects: { ...into.redirects, ...data.redirects },
    standards: { ...into.standards, ...data.standards },
    standardsOnSite: data.standardsOnSite ?? into.standardsOnSite,
    pillars: data.pillars ?? into.pillars,
    files: { ...into.files, ...data.files },
    year: data.year ?? into.year,
    englishShownOn: { ...into.englishShownOn, ...data.englishShownOn },
    searchOn: { ...into.searchOn, ...data.searchOn },
  };
}
