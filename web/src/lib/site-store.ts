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
  ServiceGroup,
  ServicesContent,
  SiteContent,
  SiteSnapshot,
  TextPageContent,
  TrainingContent,
  WebsiteImage,
} from "@app/contract";

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

/** What lists of standards need: not the whole page of each. */
export interface CertificationSummary {
  slug: string;
  name: string;
  fullName: string;
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
  /** Every standard, for pages that list them all (the quote form, the home page). */
  certifications?: CertificationSummary[];
  /** The standards a page names one by one (a standard's related ones), by slug. */
  standards?: Record<string, CertificationSummary | null>;
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
}

const NUMERALS = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
export const numeral = (index: number) => NUMERALS[index] ?? String(index + 1);

const entriesOf = (snapshot: SiteSnapshot, collection: string) =>
  Object.values(snapshot.sections)
    .filter((s) => s.section.startsWith(`${collection}:`))
    .map((s) => ({ slug: s.section.slice(collection.length + 1), content: s.content }));

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const summarizeCertification = (slug: string, content: Content): CertificationSummary => ({
  slug,
  name: String(content.name ?? slug),
  fullName: String(content.fullName ?? slug),
});

function summarizeCertifications(snapshot: SiteSnapshot): CertificationSummary[] {
  return entriesOf(snapshot, "certification")
    .map(({ slug, content }) => summarizeCertification(slug, content))
    .sort((a, b) => byCodePoint(a.slug, b.slug));
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
  certifications(): CertificationSummary[] | undefined;
  certification(slug: string): CertificationSummary | null | undefined;
  pillars(): PillarSummary[] | undefined;
  file(filename: string): PageFile | null | undefined;
  year(): number | undefined;
  englishShownOn(path: string): boolean | undefined;
}

/**
 * `englishShown`: the page says it still shows English. The server learns it from a first
 * render (what the page read), then renders again with it: see entry-server.
 */
function snapshotSource(snapshot: SiteSnapshot, englishShown: boolean): StoreSource {
  let certifications: CertificationSummary[] | undefined;
  let pillars: PillarSummary[] | undefined;
  const files = new Map(snapshot.files.map((f) => [f.filename, pageFile(f)]));
  return {
    section: (name) =>
      Object.hasOwn(snapshot.sections, name) ? snapshot.sections[name]!.content : null,
    redirect: (name) =>
      Object.hasOwn(snapshot.redirects, name) ? snapshot.redirects[name]! : null,
    certifications: () => (certifications ??= summarizeCertifications(snapshot)),
    certification: (slug) => {
      const name = `certification:${slug}`;
      return Object.hasOwn(snapshot.sections, name)
        ? summarizeCertification(slug, snapshot.sections[name]!.content)
        : null;
    },
    pillars: () => (pillars ??= summarizePillars(snapshot)),
    file: (filename) => files.get(filename) ?? null,
    year: () => snapshot.year,
    // The server renders one page: whatever the router calls its path.
    englishShownOn: () => englishShown,
  };
}

function pageDataSource(data: PageData): StoreSource {
  const own = <T>(record: Record<string, T>, key: string) =>
    Object.hasOwn(record, key) ? record[key] : undefined;
  return {
    section: (name) => own(data.sections, name),
    redirect: (name) => own(data.redirects, name),
    certifications: () => data.certifications,
    certification: (slug) => {
      const named = data.standards && own(data.standards, slug);
      if (named !== undefined) return named;
      return data.certifications && (data.certifications.find((c) => c.slug === slug) ?? null);
    },
    pillars: () => data.pillars,
    file: (filename) => own(data.files, filename),
    year: () => data.year,
    englishShownOn: (path) => data.englishShownOn?.[path],
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

  certifications(): CertificationSummary[] {
    const value = this.source.certifications() ?? [];
    this.used.certifications = value;
    this.dependencies.add("index:certification");
    return value;
  }

  /**
   * One standard as lists name it, or null when there is none: the page depends on that one
   * standard, not on every standard of the site (a page that lists them all reads those).
   */
  certification(slug: string): CertificationSummary | null {
    const value = this.source.certification(slug) ?? null;
    this.used.standards ??= {};
    this.used.standards[slug] = value;
    this.dependencies.add(`section:certification:${slug}`);
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
  const { englishShown, ...rest } = data;
  return { ...rest, englishShownOn: { ...data.englishShownOn, [path]: englishShown === true } };
}

/** Page data of several pages in one: what the browser has learnt so far. */
export function mergePageData(into: PageData, data: PageData): PageData {
  return {
    sections: { ...into.sections, ...data.sections },
    redirects: { ...into.redirects, ...data.redirects },
    certifications: data.certifications ?? into.certifications,
    standards: { ...into.standards, ...data.standards },
    pillars: data.pillars ?? into.pillars,
    files: { ...into.files, ...data.files },
    year: data.year ?? into.year,
    englishShownOn: { ...into.englishShownOn, ...data.englishShownOn },
  };
}
