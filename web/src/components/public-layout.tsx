import { Suspense, useMemo } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSiteText } from "../i18n/language.tsx";
import { usePageMeta } from "../lib/document-meta.ts";
import { PageDataBoundary } from "../lib/page-data-provider.tsx";
import { matchPage, resolvePage } from "../lib/pages.ts";
import { useSingle, useSiteStore } from "../lib/site-data.ts";
import { useScrollOnNavigate } from "../lib/use-scroll-on-navigate.ts";
import { NotFoundPage } from "../pages/not-found.tsx";
import { ContactForm } from "./contact-form.tsx";
import { EnglishShownNotice } from "./english-shown-notice.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { HydrateWhenNear, HydrationSlice } from "./hydration-slice.tsx";
import { PageLoading } from "./page-loading.tsx";
import { Container } from "./section-heading.tsx";
import { ToasterSlot } from "./toaster-slot.tsx";

function ExpertsForm() {
  const contact = useSingle("contact");
  return (
    <div className="border-b border-white/10 bg-brand-800">
      <Container className="grid gap-8 py-14 lg:grid-cols-[1fr_1.6fr]">
        <div className="text-white">
          <h2 className="text-3xl font-bold">{contact.expertsTitle}</h2>
          <p className="mt-3 leading-relaxed text-brand-100">{contact.expertsLead}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <ContactForm variant="pillar" idPrefix="experts" label={contact.expertsTitle} />
        </div>
      </Container>
    </div>
  );
}

/** The page's head tags, once its data is here. */
function PageMeta() {
  usePageMeta();
  return null;
}

function PillarFooter() {
  const store = useSiteStore();
  const { pathname } = useLocation();
  const match = useMemo(() => matchPage(pathname), [pathname]);
  const found = match.kind === "pillar" && resolvePage(match, store).status === 200;
  return found ? <ExpertsForm /> : null;
}

export function PublicLayout() {
  useScrollOnNavigate();
  const { chrome } = useSiteText();
  return (
    <>
      <a href="#main" className="skip-link">
        {chrome.skipToContent}
      </a>
      <HydrationSlice>
        <Header />
      </HydrationSlice>
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageLoading />}>
          <PageDataBoundary>
            <PageMeta />
            <EnglishShownNotice />
            <Outlet />
          </PageDataBoundary>
        </Suspense>
      </main>
      <HydrateWhenNear name="footer">
        <Footer>
          <PageDataBoundary>
            <PillarFooter />
          </PageDataBoundary>
        </Footer>
      </HydrateWhenNear>
      <ToasterSlot />
    </>
  );
}

/** Paths without their own page: a redirect (a home section, a renamed entry), else the 404. */
export function FallbackPage() {
  const store = useSiteStore();
  const { pathname } = useLocation();
  const { redirect } = resolvePage(matchPage(pathname), store);
  if (redirect) return <Navigate to={redirect} replace />;
  return <NotFoundPage />;
}
