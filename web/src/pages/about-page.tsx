import { entryPath } from "@app/contract/section-name";
import { Button } from "@app/ui/components/button";
import { ArrowLeftIcon, CheckIcon, EyeIcon, MessageSquareIcon, TargetIcon } from "lucide-react";
import { Icon } from "../components/icon.tsx";
import { LinkTopic } from "../components/link-topic.tsx";
import { Container, SectionHeading, StatGrid } from "../components/section-heading.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { useSiteText } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { sectionHref } from "../lib/navigation.ts";
import { fillTokens, usePillars, useSingle, useSiteContent } from "../lib/site-data.ts";
import { PageHero } from "./page-hero.tsx";

export function AboutPage() {
  const { chrome } = useSiteText();
  const about = useSingle("about");
  const page = useSingle("about-page");
  const pillarPage = useSingle("pillar-page");
  const site = useSiteContent();
  const pillars = usePillars();
  return (
    <>
      <PageHero
        eyebrow={
          <span className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-100">
            {page.eyebrow} · {site.tagline}
          </span>
        }
        title={site.brandName}
        lead={about.story}
      >
        <Button asChild variant="cta" size="lg">
          <Link to={sectionHref("contact")}>
            <MessageSquareIcon aria-hidden />
            {about.contactText}
          </Link>
        </Button>
        <Button asChild variant="outline-inverse" size="lg">
          <Link to="/">
            <ArrowLeftIcon aria-hidden />
            {chrome.backToHome}
          </Link>
        </Button>
      </PageHero>

      <section aria-label={chrome.keyFigures} className="bg-sand py-14">
        <Container>
          <StatGrid items={site.figures} />
        </Container>
      </section>

      <section aria-labelledby="mission-title" className="bg-white py-20">
        <Container className="grid gap-8 lg:grid-cols-3">
          <article className="rounded-2xl bg-brand-50 p-8">
            <TargetIcon className="size-8 text-brand-700" aria-hidden />
            <h2 id="mission-title" className="mt-4 text-2xl font-bold text-brand-900">
              {page.missionTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{about.mission}</p>
          </article>
          <article className="rounded-2xl bg-accent-50 p-8">
            <EyeIcon className="size-8 text-accent-700" aria-hidden />
            <h2 className="mt-4 text-2xl font-bold text-brand-900">{page.visionTitle}</h2>
            <p className="mt-3 leading-relaxed text-slate-700">{about.vision}</p>
          </article>
          <article className="rounded-2xl bg-white p-8 ring-1 ring-slate-200">
            <h2 className="text-2xl font-bold text-brand-900">{page.standardsTitle}</h2>
            <p className="mt-3 text-slate-700">{page.standardsLead}</p>
            <ul className="mt-4 grid gap-2">
              {about.standards.map((standard, index) => (
                <li key={index} className="flex gap-2 text-sm text-slate-700">
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
            eyebrow={page.scope.eyebrow}
            title={page.scope.title}
            lead={page.scope.lead}
          />
          <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {pillars.map((pillar) => (
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
                  <span className="sr-only">
                    {fillTokens(pillarPage.numberText, { numeral: pillar.numeral })}:{" "}
                  </span>
                  {pillar.title}
                </h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{pillar.summary}</p>
                <Link
                  to={entryPath("pillar", pillar.slug)}
                  className="mt-4 text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  {about.pillarLinkText}
                  <LinkTopic topic={pillar.title} /> <span aria-hidden>→</span>
                </Link>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="values-title" className="bg-white py-20">
        <Container>
          <SectionHeading
            id="values-title"
            eyebrow={page.values.eyebrow}
            title={page.values.title}
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {page.values.items.map((value, index) => (
              <li key={index} className="rounded-xl border border-slate-200 p-6 text-center">
                <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{value.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{value.description}</p>
              </li>
            ))}
          </ul>
          <SiteImage
            filename={about.image}
            slot="feature"
            alt={about.imageAlt}
            sizes="(min-width: 800px) 768px, 100vw"
            className="mx-auto mt-16 aspect-[4/3] w-full max-w-3xl rounded-2xl shadow-lg"
          />
        </Container>
      </section>
    </>
  );
}
