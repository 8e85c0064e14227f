import { Suspense, useMemo } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { matchPage } from "../lib/pages.ts";
import { useScrollOnNavigate } from "../lib/use-scroll-on-navigate.ts";
import { NotFoundPage } from "../pages/not-found.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ContactFormSlot } from "./lazy-parts.tsx";
import { Container } from "./section-heading.tsx";
import { ToasterSlot } from "./toaster-slot.tsx";

function ExpertsForm() {
  return (
    <div className="border-b border-white/10 bg-brand-800">
      <Container className="grid gap-8 py-14 lg:grid-cols-[1fr_1.6fr]">
        <div className="text-white">
          <h2 className="text-3xl font-bold">Contact Our Experts</h2>
          <p className="mt-3 leading-relaxed text-brand-100">
            Tell us about your sites, products and goals. One of our specialists will get back to
            you.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <ContactFormSlot variant="pillar" idPrefix="experts" label="Contact Our Experts" />
        </div>
      </Container>
    </div>
  );
}

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <p role="status" className="text-slate-600">
        Loading...
      </p>
    </div>
  );
}

export function PublicLayout() {
  const location = useLocation();
  const match = useMemo(() => matchPage(location.pathname), [location.pathname]);
  useScrollOnNavigate();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer>{match.kind === "pillar" && match.found ? <ExpertsForm /> : null}</Footer>
      <ToasterSlot />
    </>
  );
}

/** Paths without their own route: a known redirect to a home section, else the 404 page. */
export function FallbackPage() {
  const location = useLocation();
  const match = matchPage(location.pathname);
  if (match.kind === "redirect") return <Navigate to={match.to} replace />;
  return <NotFoundPage />;
}
