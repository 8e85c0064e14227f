import { entryPath } from "@app/contract/section-name";
import { Button } from "@app/ui/components/button";
import {
  ArrowRightIcon,
  BookOpenIcon,
  CheckIcon,
  MessageSquareIcon,
  QuoteIcon,
} from "lucide-react";
import { Icon } from "../components/icon.tsx";
import { Container, SectionHeading, StatGrid } from "../components/section-heading.tsx";
import { SectionLink } from "../components/section-link.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { Link } from "../i18n/link.tsx";
import { fillTokens, usePillars, useSingle, useSiteContent } from "../lib/site-data.ts";

export function AboutSection() {
  const about = useSingle("about");
  const site = useSiteContent();
  const pillars = usePillars();
  const pillarPage = useSingle("pillar-page");
  return (
    <section id="about" aria-labelledby="about-title" className="section-anchor bg-sand py-20">
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="about-title"
              align="left"
              eyebrow={about.eyebrow}
              title={fillTokens(about.title, { shortName: site.shortName })}
            />
            <blockquote className="mt-6 border-l-4 border-accent-600 pl-5">
              <QuoteIcon className="mb-2 size-6 text-accent-700" aria-hidden />
              <p className="text-xl font-medium leading-relaxed text-brand-900">{about.mission}</p>
              <footer className="mt-2 text-sm font-semibold text-slate-600">
                {about.missionLabel}
              </footer>
            </blockquote>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/about">
                  <BookOpenIcon aria-hidden />
                  {about.ourStoryText}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <SectionLink section="contact">
                  <MessageSquareIcon aria-hidden />
                  {about.contactText}
                </SectionLink>
              </Button>
            </div>
          </div>
          <SiteImage
            filename={about.image}
            slot="feature"
            alt={about.imageAlt}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="aspect-[4/3] w-full rounded-2xl shadow-lg"
          />
        </div>

        <StatGrid items={site.figures} className="mt-14" />

        <div className="mt-14 grid gap-8 rounded-2xl bg-brand-900 p-8 text-white lg:grid-cols-[1fr_1.4fr] lg:p-10">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-100">
              {about.storyEyebrow}
            </p>
            <h3 className="mt-2 text-2xl font-bold">{about.storyTitle}</h3>
            <p className="mt-3 leading-relaxed text-brand-100">{about.story}</p>
            <Link
              to="/about"
              className="mt-5 inline-flex items-center gap-2 font-semibold text-accent-100 hover:text-white"
            >
              {about.storyLinkText}
              <ArrowRightIcon className="size-4" aria-hidden />
            </Link>
          </div>
          <div>
            <h4 className="font-semibold text-white">{about.standardsTitle}</h4>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {about.standards.map((standard, index) => (
                <li key={index} className="flex gap-2 text-brand-50">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-500" aria-hidden />
                  {standard}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <h3 className="mt-16 text-center text-2xl font-bold text-brand-900">
          {about.pillarsTitle}
        </h3>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {pillars.map((pillar) => (
            <li key={pillar.slug}>
              <Link
                to={entryPath("pillar", pillar.slug)}
                className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-accent-500"
              >
                <span className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={pillar.icon} className="size-6" />
                  </span>
                  <span className="text-sm font-bold text-accent-700">
                    {fillTokens(pillarPage.numberText, { numeral: pillar.numeral })}
                  </span>
                </span>
                <span className="mt-4 font-semibold leading-snug text-brand-900">
                  {pillar.title}
                </span>
                <span className="mt-2 flex-1 text-sm text-slate-600">{pillar.summary}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
                  {about.pillarLinkText}
                  <ArrowRightIcon className="size-4" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
