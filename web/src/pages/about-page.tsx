import { Button } from "@app/ui/components/button";
import { ArrowLeftIcon, CheckIcon, EyeIcon, MessageSquareIcon, TargetIcon } from "lucide-react";
import { Link } from "react-router-dom";
import { sectionHref } from "../catalog/navigation.ts";
import { PILLAR_INDEX as PILLARS } from "../catalog/pillar-index.ts";
import { ABOUT_STATISTICS, CORE_VALUES, SUPPORTED_STANDARDS } from "../catalog/services.ts";
import { Icon } from "../components/icon.tsx";
import { Container, SectionHeading, StatGrid } from "../components/section-heading.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { usePageMeta } from "../lib/document-meta.ts";
import { aboutMeta } from "../lib/page-meta.ts";
import { useAboutContent, useSiteContent } from "../lib/site-data.ts";
import { PageHero } from "./page-hero.tsx";

export function AboutPage() {
  const about = useAboutContent();
  const site = useSiteContent();
  usePageMeta(aboutMeta);
  return (
    <>
      <PageHero
        eyebrow={
          <span className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-100">
            About us · {site.tagline}
          </span>
        }
        title={`About ${site.brandName}`}
        lead={about.story}
      >
        <Button asChild variant="cta" size="lg">
          <Link to={sectionHref("contact")}>
            <MessageSquareIcon aria-hidden />
            Contact Us
          </Link>
        </Button>
        <Button asChild variant="outline-inverse" size="lg">
          <Link to="/">
            <ArrowLeftIcon aria-hidden />
            Back to Home
          </Link>
        </Button>
      </PageHero>

      <section aria-label="Key figures" className="bg-sand py-14">
        <Container>
          <StatGrid items={ABOUT_STATISTICS} />
        </Container>
      </section>

      <section aria-labelledby="mission-title" className="bg-white py-20">
        <Container className="grid gap-8 lg:grid-cols-3">
          <article className="rounded-2xl bg-brand-50 p-8">
            <TargetIcon className="size-8 text-brand-700" aria-hidden />
            <h2 id="mission-title" className="mt-4 text-2xl font-bold text-brand-900">
              Mission
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{about.mission}</p>
          </article>
          <article className="rounded-2xl bg-accent-50 p-8">
            <EyeIcon className="size-8 text-accent-700" aria-hidden />
            <h2 className="mt-4 text-2xl font-bold text-brand-900">Vision</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{about.vision}</p>
          </article>
          <article className="rounded-2xl bg-white p-8 ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-brand-900">About Us</h2>
            <p className="mt-3 text-slate-700">
              We work with global accredited certification bodies across these standards:
            </p>
            <ul className="mt-4 grid gap-2">
              {SUPPORTED_STANDARDS.map((standard) => (
                <li key={standard} className="flex gap-2 text-sm text-slate-700">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden />
                  {standard}
                </li>
              ))}
            </ul>
          </article>
        </Container>
      </section>

      <section aria-labelledby="scope-title" className="bg-sand py-20">
        <Container>
          <SectionHeading
            id="scope-title"
            eyebrow="What we do"
            title="Our Scope & Reach"
            lead="Six pillars describe how we work with manufacturers, suppliers and brands."
          />
          <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {PILLARS.map((pillar) => (
              <li
                key={pillar.slug}
                className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <span className="flex items-center justify-between">
                  <span className="font-serif text-3xl font-bold text-accent-700" aria-hidden>
                    {pillar.numeral}
                  </span>
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={pillar.icon} className="size-5" />
                  </span>
                </span>
                <h3 className="mt-3 font-semibold leading-snug text-brand-900">
                  <span className="sr-only">Pillar {pillar.numeral}: </span>
                  {pillar.title}
                </h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{pillar.summary}</p>
                <Link
                  to={`/pillars/${pillar.slug}`}
                  className="mt-4 text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  Read more<span className="sr-only"> about {pillar.title}</span> →
                </Link>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="values-title" className="bg-white py-20">
        <Container>
          <SectionHeading id="values-title" eyebrow="How we work" title="Our Core Values" />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {CORE_VALUES.map((value) => (
              <li key={value.title} className="rounded-xl border border-slate-200 p-6 text-center">
                <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{value.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{value.description}</p>
              </li>
            ))}
          </ul>
          <SiteImage
            filename="about-team.svg"
            alt="Illustration of auditors at work"
            className="mx-auto mt-16 aspect-[4/3] w-full max-w-3xl rounded-2xl shadow-lg"
          />
        </Container>
      </section>
    </>
  );
}
