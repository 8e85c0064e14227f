import { heroOverlayBackground } from "@app/contract/hero-overlay";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { CalendarCheckIcon, CheckCircle2Icon, FileTextIcon } from "lucide-react";
import { APPOINTMENT_SECTION_ID, focusAppointmentField } from "../components/contact-form.tsx";
import { QuoteForm } from "../components/quote-form.tsx";
import { QUOTE_SECTION_ID, QuoteLink } from "../components/quote-link.tsx";
import { Container, StatGrid } from "../components/section-heading.tsx";
import { SectionLink } from "../components/section-link.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { useSingle, useSiteContent } from "../lib/site-data.ts";

export function HeroSection() {
  const hero = useSingle("hero");
  const site = useSiteContent();
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="section-anchor relative isolate overflow-hidden bg-brand-900"
    >
      <SiteImage
        filename={hero.image}
        slot="hero"
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full bg-brand-900"
      />
      <div
        aria-hidden
        data-hero-veil
        className="absolute inset-0 -z-10"
        style={{ backgroundImage: heroOverlayBackground(hero.overlay) }}
      />
      <Container className="grid items-start gap-10 py-14 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div className="text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.35)]">
          <Badge variant="inverse" className="mb-5 px-3 py-1 text-xs text-balance sm:text-sm">
            {site.brandName} · {site.tagline}
          </Badge>
          <h1
            id="hero-title"
            className="text-4xl font-bold leading-tight tracking-tight text-balance sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-xl font-medium text-pretty text-accent-100">
            {hero.subtitle}
          </p>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            {hero.description}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="cta" size="lg">
              <QuoteLink>
                <FileTextIcon aria-hidden />
                {hero.ctaText}
              </QuoteLink>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <SectionLink section={APPOINTMENT_SECTION_ID} onNavigate={focusAppointmentField}>
                <CalendarCheckIcon aria-hidden />
                {hero.appointmentText}
              </SectionLink>
            </Button>
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {hero.highlights.map((highlight, index) => (
              <li key={index} className="flex gap-3 text-brand-50">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-accent-500" aria-hidden />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
        <div
          id={QUOTE_SECTION_ID}
          className="section-anchor rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5 sm:p-8"
        >
          <h2 className="text-2xl font-bold text-brand-900">{hero.quoteTitle}</h2>
          <p className="mb-6 mt-1 text-sm text-slate-600">{hero.quoteLead}</p>
          <QuoteForm />
        </div>
      </Container>
      <Container className="pb-14">
        <StatGrid items={site.figures} tone="dark" />
      </Container>
    </section>
  );
}
