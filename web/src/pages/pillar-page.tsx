import { entryPath } from "@app/contract/section-name";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { ArrowLeftIcon, CheckIcon, MailIcon, PhoneIcon } from "lucide-react";
import { useParams } from "react-router-dom";
import { telHref } from "../components/contact-details.tsx";
import { Icon } from "../components/icon.tsx";
import { Container } from "../components/section-heading.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { fillTokens, useEntry, usePillars, useSingle, useSiteContent } from "../lib/site-data.ts";
import { NotFoundCard } from "./not-found.tsx";

export function PillarPage() {
  const { chrome, notFound: notFoundMessages } = useSiteText();
  const langOf = useTextLanguage();
  const { slug = "" } = useParams();
  const pillar = useEntry("pillar", slug);
  const words = useSingle("pillar-page");
  const pillars = usePillars();
  const site = useSiteContent();
  if (!pillar)
    return <NotFoundCard title={notFoundMessages.pillarTitle} text={notFoundMessages.pillarText} />;
  const numeral = pillars.find((p) => p.slug === slug)?.numeral ?? "";
  const others = pillars.filter((p) => p.slug !== slug);
  const phone = site.phones[0]!;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-14 text-white sm:py-16">
        <Container className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <Link
              to="/"
              className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-100 hover:text-white"
            >
              <ArrowLeftIcon className="size-4" aria-hidden />
              {chrome.backToHome}
            </Link>
            <p className="mt-8 flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] text-accent-100">
              <Icon name={pillar.icon} className="size-5" />
              {fillTokens(words.numberText, { numeral })}
            </p>
            <h1
              lang={langOf(pillar.title)}
              className="mt-3 text-4xl font-bold leading-tight tracking-tight text-balance sm:text-5xl"
            >
              {pillar.title}
            </h1>
            <p
              lang={langOf(pillar.summary)}
              className="mt-5 text-lg leading-relaxed text-brand-100"
            >
              {pillar.summary}
            </p>
          </div>
          <SiteImage
            filename={pillar.image}
            slot="card"
            sizes="(min-width: 1024px) 520px, 100vw"
            priority
            className="aspect-[8/5] w-full rounded-2xl shadow-2xl ring-1 ring-white/20"
          />
        </Container>
      </section>

      <section aria-labelledby="pillar-overview" className="bg-white py-16">
        <Container className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <h2 id="pillar-overview" className="text-2xl font-bold text-brand-900">
              {words.overviewTitle}
            </h2>
            <p lang={langOf(pillar.intro)} className="mt-4 text-lg leading-relaxed text-slate-700">
              {pillar.intro}
            </p>
            {pillar.sections.map((section, index) => (
              <div key={index} className="mt-10">
                <h3 lang={langOf(section.heading)} className="text-xl font-semibold text-brand-900">
                  {section.heading}
                </h3>
                <p lang={langOf(section.body)} className="mt-3 leading-relaxed text-slate-700">
                  {section.body}
                </p>
                <ul className="mt-4 grid gap-2">
                  {section.bullets.map((bullet, index) => (
                    <li key={index} lang={langOf(bullet)} className="flex gap-3 text-slate-700">
                      <CheckIcon className="mt-1 size-4 shrink-0 text-accent-700" aria-hidden />
                      {bullet}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <aside
            aria-labelledby="pillar-features"
            className="h-fit rounded-2xl bg-sand p-6 ring-1 ring-slate-200"
          >
            <h2 id="pillar-features" className="text-lg font-bold text-brand-900">
              {words.featuresTitle}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {pillar.features.map((feature, index) => (
                <li key={index} lang={langOf(feature)}>
                  <Badge variant="brand" className="px-3 py-1 text-sm">
                    {feature}
                  </Badge>
                </li>
              ))}
            </ul>
          </aside>
        </Container>
      </section>

      <section aria-labelledby="pillar-cta" className="bg-white pb-16">
        <Container>
          <div className="rounded-2xl bg-gradient-to-br from-cta-600 to-cta-700 p-8 text-white shadow-lg sm:p-10">
            <h2 id="pillar-cta" lang={langOf(pillar.cta.title)} className="text-3xl font-bold">
              {pillar.cta.title}
            </h2>
            <p
              lang={langOf(pillar.cta.description)}
              className="mt-2 text-lg font-medium text-white"
            >
              {pillar.cta.description}
            </p>
            <p className="mt-4 max-w-3xl leading-relaxed text-cta-50">{words.ctaParagraph}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="inverse" size="lg">
                <a href={telHref(phone)}>
                  <PhoneIcon aria-hidden />
                  {fillTokens(words.callText, { phone })}
                </a>
              </Button>
              <Button asChild variant="outline-inverse" size="lg">
                <a href={`mailto:${site.email}`}>
                  <MailIcon aria-hidden />
                  {fillTokens(words.emailText, { email: site.email })}
                </a>
              </Button>
            </div>
          </div>
          <nav aria-labelledby="other-pillars" className="mt-14">
            <h2 id="other-pillars" className="text-xl font-bold text-brand-900">
              {words.othersTitle}
            </h2>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={entryPath("pillar", other.slug)}
                    className="flex h-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-accent-500 hover:text-brand-800"
                  >
                    <Icon name={other.icon} className="size-5 shrink-0 text-accent-700" />
                    <span lang={langOf(other.title)}>{other.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
    </>
  );
}
