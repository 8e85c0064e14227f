import { aboutDefaults, heroDefaults, siteDefaults } from "@app/contract";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App, preloadAllPages } from "./app.tsx";
import { findCertification } from "./catalog/certifications.ts";
import { findPillar } from "./catalog/pillars.ts";
import { AdminLoading } from "./components/admin-route.tsx";
import { preloadForms } from "./components/lazy-parts.tsx";
import { renderHead } from "./lib/head.ts";
import {
  aboutMeta,
  adminMeta,
  certificationMeta,
  homeMeta,
  type MetaContext,
  notFoundMeta,
  type PageMeta,
  pillarMeta,
  privacyMeta,
  termsMeta,
} from "./lib/page-meta.ts";
import { matchPage, type PageMatch, pageStatus, sitemapPaths } from "./lib/pages.ts";
import {
  createQueryClient,
  PUBLIC_SECTIONS,
  parseSection,
  registerSectionDefaults,
  SITE_DATA_ELEMENT_ID,
  type SiteData,
  seedQueryClient,
  serializeForScript,
} from "./lib/site-data.ts";
import { Root } from "./root.tsx";

export type { SiteData };
export { PUBLIC_SECTIONS, sitemapPaths };

export interface RenderResult {
  status: number;
  /** Set for paths that lead to a home section: answer with a redirect instead of a page. */
  redirect?: string;
  /** Tags for <head>. */
  head: string;
  /** Markup for the root element. */
  html: string;
  /** The non-executable JSON script the browser seeds its query cache from. */
  dataScript: string;
}

const defaults = { hero: heroDefaults, site: siteDefaults, about: aboutDefaults };
registerSectionDefaults(defaults);

function pageMeta(match: PageMatch, context: MetaContext): PageMeta {
  switch (match.kind) {
    case "home":
      return homeMeta(context);
    case "about":
      return aboutMeta(context);
    case "privacy":
      return privacyMeta(context);
    case "terms":
      return termsMeta(context);
    case "admin":
      return adminMeta(context);
    case "certification":
      return certificationMeta(context, findCertification(match.id));
    case "pillar":
      return pillarMeta(context, findPillar(match.slug));
    default:
      return notFoundMeta(context);
  }
}

let ready: Promise<unknown> | undefined;
/** Loads every code-split part once, so each render is synchronous and complete. */
export const prepare = () => {
  ready ??= Promise.all([preloadAllPages(), preloadForms()]);
  return ready;
};

/**
 * Renders a path with the given content, on the server. The same data travels in the page,
 * so hydration in the browser sees exactly what the server rendered.
 */
export async function render(url: string, data: SiteData, origin: string): Promise<RenderResult> {
  await prepare();
  const pathname = new URL(url, "http://localhost").pathname;
  const match = matchPage(pathname);
  const site = parseSection("site", data.content.site);
  const head = renderHead(
    pageMeta(match, { site, images: data.images }),
    site,
    data.images,
    origin,
  );
  const status = pageStatus(match);
  if (match.kind === "redirect")
    return { status, redirect: match.to, head, html: "", dataScript: "" };
  if (match.kind === "admin") {
    return { status, head, html: renderToString(<AdminLoading />), dataScript: "" };
  }
  const client = createQueryClient();
  seedQueryClient(client, data);
  const html = renderToString(
    <StrictMode>
      <Root client={client}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Root>
    </StrictMode>,
  );
  client.clear();
  const dataScript = `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${serializeForScript({ ...data, defaults })}</script>`;
  return { status, head, html, dataScript };
}
