import { LANGUAGE_INFO, TRANSLATED_LANGUAGES } from "@app/contract/languages";
import { Route, Routes } from "react-router-dom";
import { AdminRedirect } from "./components/admin-route.tsx";
import { HydrationSlice } from "./components/hydration-slice.tsx";
import { FallbackPage, PublicLayout } from "./components/public-layout.tsx";
import { preloadable } from "./lib/lazy.tsx";
import type { PageMatch } from "./lib/pages.ts";
import { HomePage } from "./pages/home-page.tsx";

/** Pages other than home are their own chunks: the home page never loads their code. */
const aboutPage = preloadable(() => import("./pages/about-page.tsx").then((m) => m.AboutPage));
const certificationPage = preloadable(() =>
  import("./pages/certification-page.tsx").then((m) => m.CertificationPage),
);
const pillarPage = preloadable(() => import("./pages/pillar-page.tsx").then((m) => m.PillarPage));
const textPage = preloadable(() => import("./pages/text-page.tsx").then((m) => m.TextPage));
const quotePage = preloadable(() => import("./pages/quote-page.tsx").then((m) => m.QuotePage));
const searchPage = preloadable(() => import("./pages/search-page.tsx").then((m) => m.SearchPage));
const serviceGroupPage = preloadable(() =>
  import("./pages/service-group-page.tsx").then((m) => m.ServiceGroupPage),
);

const PAGES = {
  about: aboutPage,
  certification: certificationPage,
  pillar: pillarPage,
  "text-page": textPage,
  quote: quotePage,
  search: searchPage,
  "service-group": serviceGroupPage,
} as const;

/** Loads the code of the page a path shows (before hydrating it). */
export async function preloadPage(match: PageMatch): Promise<void> {
  if (Object.hasOwn(PAGES, match.kind)) await PAGES[match.kind as keyof typeof PAGES].preload();
}

/** The server renders every page synchronously: it loads all of them once. */
export const preloadAllPages = () =>
  Promise.all(Object.values(PAGES).map((page) => page.preload()));

/** Every page, the same under each language's prefix. */
const pageRoutes = (
  <>
    <Route index element={<HomePage />} />
    <Route path="about" element={<aboutPage.Component />} />
    <Route path="quote" element={<quotePage.Component />} />
    <Route path="search" element={<searchPage.Component />} />
    <Route path="services/:slug" element={<serviceGroupPage.Component />} />
    <Route path="certifications/:slug" element={<certificationPage.Component />} />
    <Route path="pillars/:slug" element={<pillarPage.Component />} />
    <Route path=":slug" element={<textPage.Component />} />
    <Route path="*" element={<FallbackPage />} />
  </>
);

/**
 * The public site's routes; the server and the client render this same tree. English is at
 * the root, each other language under its prefix (`/km/about`). Below the root everything
 * hydrates in slices (HydrationSlice): the first, blocking pass is only the root.
 */
export function App() {
  return (
    <HydrationSlice>
      <Routes>
        <Route path="/admin/*" element={<AdminRedirect />} />
        <Route element={<PublicLayout />}>
          {TRANSLATED_LANGUAGES.map((language) => (
            <Route key={language} path={LANGUAGE_INFO[language].pathPrefix.slice(1)}>
              {pageRoutes}
            </Route>
          ))}
          {pageRoutes}
        </Route>
      </Routes>
    </HydrationSlice>
  );
}
