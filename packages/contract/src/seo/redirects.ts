import { z } from "zod";
import { splitLanguagePath } from "../i18n/languages.ts";

/**
 * Redirects (issue 39): an old or mistyped address of the site sent on to a page, in both
 * languages (`/old` and `/km/old`). Made by hand (`manual`) or by renaming an entry (`rename`).
 */
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_KINDS = ["manual", "rename"] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

export const REDIRECT_FROM_MAX = 500;
export const REDIRECT_TO_MAX = 2000;
/** Far past any site's old addresses; keeps every process's copy small. */
export const REDIRECTS_MAX = 5000;

/** Paths of the site that are never pages: a redirect from them would never be asked for. */
const NOT_PAGES = [
  "/api",
  "/admin",
  "/assets",
  "/images",
  "/pdfs",
  "/preview",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.ico",
];

export const redirectMessages = {
  fromRequired: "Enter the old address, starting with /",
  fromNotPath:
    "Enter an address of this site starting with / (like /old-page), without https:// or the site's name",
  fromQuery: "Leave out the part from ? or #: a redirect matches the address itself",
  fromHome: "The home page cannot be redirected",
  fromNotPage: "This address is not a page of the site (the admin, the API or the site's files)",
  fromBadCharacters: "This address holds characters no address can have",
  tooLong: (max: number) => `At most ${max} characters`,
  toRequired: "Enter where visitors should go: an address of this site (/page) or https://…",
  toNotAllowed:
    "Send visitors to an address of this site starting with / or to another site starting with https://",
  sameAddress: "A redirect cannot lead to its own address",
  loop: (chain: readonly string[]) =>
    `This would send visitors in a circle: ${chain.join(" → ")}. Change where one of them goes.`,
  toMissing: (path: string) =>
    `No page lives at ${path}. Choose an address that opens a page, or create the page first.`,
  shadows: (path: string) =>
    `${path} is a live page of the site: a redirect would hide it. Take the page off the site or rename it instead.`,
  taken: (path: string) => `${path} is already redirected. Change that redirect instead.`,
  takenByRename: (path: string) =>
    `${path} is already redirected, because a page was renamed. Delete that redirect first to send it elsewhere.`,
  renameFixed:
    "This redirect was made when a page was renamed: it can only be deleted (the old address then shows “not found”).",
  notFound: "This redirect no longer exists. Reload the list.",
  changedMeanwhile: "Someone changed the redirects at the same moment. Save again.",
  tooMany: `At most ${REDIRECTS_MAX} redirects: delete some that are no longer used.`,
} as const;

const UNSAFE = /[\p{Cc}\p{Cf}\\]/u;

/**
 * A path of the site as one spelling, decoded, without empty segments or its language prefix;
 * undefined when it cannot be decoded or holds what no address can.
 */
function englishSitePath(given: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(given);
  } catch {
    return undefined;
  }
  if (UNSAFE.test(decoded) || decoded.startsWith("//")) return undefined;
  return splitLanguagePath(`/${decoded.split("/").filter(Boolean).join("/")}`).path;
}

/**
 * The one spelling of an old address, or why it cannot be one: a path of this site, decoded,
 * without a trailing slash, and in English (a redirect of `/km/old` is the redirect of `/old`,
 * which answers in both languages).
 */
export function redirectFromPath(raw: string): { path: string } | { problem: string } {
  const given = raw.trim();
  if (given === "") return { problem: redirectMessages.fromRequired };
  if (given.length > REDIRECT_FROM_MAX)
    return { problem: redirectMessages.tooLong(REDIRECT_FROM_MAX) };
  if (!given.startsWith("/") || given.startsWith("//"))
    return { problem: redirectMessages.fromNotPath };
  if (/[?#]/.test(given)) return { problem: redirectMessages.fromQuery };
  const path = englishSitePath(given);
  if (path === undefined || /[?#%]/.test(path) || /\/\.\.?(\/|$)/.test(path))
    return { problem: redirectMessages.fromBadCharacters };
  if (path === "/") return { problem: redirectMessages.fromHome };
  if (NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    return { problem: redirectMessages.fromNotPage };
  return { path };
}

/** Where a redirect leads: a path of this site (its query and anchor kept) or an https:// address. */
export type RedirectTarget =
  | { kind: "site"; path: string; rest: string }
  | { kind: "web"; url: string };

/** The one spelling of where a redirect leads, or why it cannot lead there. */
export function redirectTarget(raw: string): { target: RedirectTarget } | { problem: string } {
  const given = raw.trim();
  if (given === "") return { problem: redirectMessages.toRequired };
  if (given.length > REDIRECT_TO_MAX) return { problem: redirectMessages.tooLong(REDIRECT_TO_MAX) };
  if (UNSAFE.test(given)) return { problem: redirectMessages.toNotAllowed };
  if (given.startsWith("/") && !given.startsWith("//")) {
    const at = given.search(/[?#]/);
    const path = englishSitePath(at < 0 ? given : given.slice(0, at));
    if (path === undefined) return { problem: redirectMessages.toNotAllowed };
    // What the Location header will carry, escaped: within bounds any proxy passes.
    if (encodeURI(given).length > REDIRECT_TO_MAX)
      return { problem: redirectMessages.tooLong(REDIRECT_TO_MAX) };
    return { target: { kind: "site", path, rest: at < 0 ? "" : given.slice(at) } };
  }
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return { problem: redirectMessages.toNotAllowed };
  }
  if (url.protocol !== "https:" || url.username || url.password || !url.hostname)
    return { problem: redirectMessages.toNotAllowed };
  if (url.href.length > REDIRECT_TO_MAX)
    return { problem: redirectMessages.tooLong(REDIRECT_TO_MAX) };
  return { target: { kind: "web", url: url.href } };
}

/**
 * A target on this site's own origin, given as a full address, as the path it is: a redirect
 * to `https://our.site/old` is one to `/old`, checked for circles as every path is.
 */
export function ownSiteTarget(to: string, siteOrigin: string): string {
  try {
    const url = new URL(to.trim());
    return url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : to;
  } catch {
    return to;
  }
}

/**
 * How a target is stored and shown: `/page?x=1` or `https://…`. A path keeps its letters (Khmer
 * reads as Khmer) with `%`, `?` and `#` escaped, so it reads back as the same target.
 */
export const redirectTargetText = (target: RedirectTarget): string =>
  target.kind === "site"
    ? `${target.path.replace(/[%?#]/g, encodeURIComponent)}${target.rest}`
    : target.url;

export const RedirectSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  kind: z.enum(REDIRECT_KINDS),
  hits: z.number().int(),
  lastHitAt: z.string().nullable(),
});
export type Redirect = z.infer<typeof RedirectSchema>;

export const RedirectListSchema = z.object({ redirects: z.array(RedirectSchema) });
export type RedirectList = z.infer<typeof RedirectListSchema>;

const status = z.union([z.literal(301), z.literal(302)], {
  error: "Choose permanent (301) or temporary (302)",
});

/** What the admin sends to make a redirect: checked for shape here, for loops by the server. */
export const RedirectInputSchema = z.object({
  from: z.string({ error: redirectMessages.fromRequired }).superRefine((value, ctx) => {
    const checked = redirectFromPath(value);
    if ("problem" in checked) ctx.addIssue({ code: "custom", message: checked.problem });
  }),
  to: z.string({ error: redirectMessages.toRequired }).superRefine((value, ctx) => {
    const checked = redirectTarget(value);
    if ("problem" in checked) ctx.addIssue({ code: "custom", message: checked.problem });
  }),
  status: status.default(301),
});
export type RedirectInput = z.input<typeof RedirectInputSchema>;

/** A change to a redirect: any of its fields; a status left out stays as it was. */
export const RedirectPatchSchema = RedirectInputSchema.extend({
  status: status.optional(),
}).partial();
