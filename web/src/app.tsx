import { Route, Routes } from "react-router-dom";
import { AdminRedirect } from "./components/admin-route.tsx";
import { FallbackPage, PublicLayout } from "./components/public-layout.tsx";
import { preloadable } from "./lib/lazy.tsx";
import type { PageMatch } from "./lib/pages.ts";
import { HomePage } from "./pages/home-page.tsx";

/** Pages other than home are their own chunks: the home page never loads their code or data. */
const aboutPage = preloadable(() => import("./pages/about-page.tsx").then((m) => m.AboutPage));
const certificationPage = preloadable(() =>
  import("./pages/certification-page.tsx").then((m) => m.CertificationPage),
);
const pillarPage = preloadable(() => import("./pages/pillar-page.tsx").then((m) => m.PillarPage));
const privacyPage = preloadable(() => import("./pages/legal-pages.tsx").then((m) => m.PrivacyPage));
const termsPage = preloadable(() => import("./pages/legal-pages.tsx").then((m) => m.TermsPage));

const ALL_PAGES = [aboutPage, certificationPage, pillarPage, privacyPage, termsPage];

/** Loads the code of the page a path shows (before hydrating it). */
export async function preloadPage(match: PageMatch): Promise<void> {
  const page = {
    about: aboutPage,
    certification: certificationPage,
    pillar: pillarPage,
    privacy: privacyPage,
    terms: termsPage,
  }[match.kind as string];
  await page?.preload();
}

/** The server renders every page synchronously: it loads all of them once. */
export const preloadAllPages = () => Promise.all(ALL_PAGES.map((page) => page.preload()));

/** The public site's routes; the server and the client render this same tree. */
export function App() {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminRedirect />} />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<aboutPage.Component />} />
        <Route path="privacy" element={<privacyPage.Component />} />
        <Route path="terms" element={<termsPage.Component />} />
        <Route path="certifications/:id" element={<certificationPage.Component />} />
        <Route path="pillars/:slug" element={<pillarPage.Component />} />
        <Route path="*" element={<FallbackPage />} />
      </Route>
    </Routes>
  );
}
