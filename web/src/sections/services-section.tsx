import type { ServiceGroup } from "@app/contract";
import { STANDARDS_PER_PAGE } from "@app/contract/list-pages";
import { entryPath, serviceGroupPath } from "@app/contract/section-name";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { ArrowRightIcon, ChevronDownIcon, ChevronUpIcon, InfoIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { Icon } from "../components/icon.tsx";
import { LinkTopic } from "../components/link-topic.tsx";
import { QuoteLink } from "../components/quote-link.tsx";
import { Container, SectionHeading } from "../components/section-heading.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { SERVICES_SECTION_ID } from "../lib/navigation.ts";
import { groupStandards } from "../lib/service-groups.ts";
import { fillTokens, useCertifications, useSingle } from "../lib/site-data.ts";
import type { CertificationSummary } from "../lib/site-store.ts";

/** Standards shown before "Show All", as the spec says. */
export const FEATURES_SHOWN_COLLAPSED = 8;

/** The features a group shows: the first 8 unless expanded, and how many are hidden. */
export function visibleFeatures<T>(features: readonly T[], expanded: boolean) {
  const shown = expanded ? features : features.slice(0, FEATURES_SHOWN_COLLAPSED);
  return { shown, hidden: features.length - shown.length };
}

/** Header bands take turns through these, so neighbouring cards differ. */
const GRADIENTS = [
  "from-brand-800 to-brand-600",
  "from-brand-700 to-accent-700",
  "from-accent-700 to-brand-700",
  "from-brand-900 to-brand-700",
];

function ServiceGroupCard({
  group,
  standards,
  index,
}: {
  group: ServiceGroup;
  standards: readonly CertificationSummary[];
  index: number;
}) {
  const services = useSingle("services");
  const { chrome } = useSiteText();
  const langOf = useTextLanguage();
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleFeatures(standards, expanded);
  const listId = `${group.anchor}-standards`;
  const canToggle = standards.length > FEATURES_SHOWN_COLLAPSED;
  // A list longer than a page of the group's own page is read there, a page at a time.
  const opensInPlace = standards.length <= STANDARDS_PER_PAGE;
  const reverse = index % 2 === 1;
  return (
    <article
      id={group.anchor}
      aria-labelledby={`${group.anchor}-title`}
      className="section-anchor overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className={cn("grid lg:grid-cols-[380px_1fr]", reverse && "lg:grid-cols-[1fr_380px]")}>
        <div
          className={cn(
            "flex flex-col bg-gradient-to-br p-6 text-white sm:p-8",
            GRADIENTS[index % GRADIENTS.length],
            reverse && "lg:order-2",
          )}
        >
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-lg bg-white/15">
              <Icon name={group.icon} className="size-6" />
            </span>
            <h3 id={`${group.anchor}-title`} className="text-2xl font-bold leading-tight">
              {group.title}
            </h3>
          </div>
          <p className="mt-4 leading-relaxed text-brand-50">{group.description}</p>
          <SiteImage
            filename={group.image}
            slot="card"
            sizes="(min-width: 1024px) 316px, calc(100vw - 80px)"
            className="mt-6 aspect-[8/5] w-full rounded-xl bg-white/10 ring-1 ring-white/20"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="inverse">
              <Link to={serviceGroupPath(group.anchor)}>
                <InfoIcon aria-hidden />
                {services.learnMoreText}
                <LinkTopic topic={group.title} />
              </Link>
            </Button>
            <Button asChild variant="cta">
              <QuoteLink service={group.anchor}>
                <SendIcon aria-hidden />
                {services.quoteText}
                <LinkTopic topic={group.title} />
              </QuoteLink>
            </Button>
          </div>
        </div>
        <div className="p-6 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            {fillTokens(services.countText, { count: standards.length })}
          </p>
          <ul id={listId} className="mt-4 grid gap-3 sm:grid-cols-2">
            {shown.map((standard) => (
              <li
                key={standard.slug}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3"
              >
                <span
                  lang={langOf(standard.fullName)}
                  className="text-sm font-medium text-slate-800"
                >
                  {standard.fullName}
                </span>
                <Button asChild variant="ghost" size="sm" className="shrink-0 text-accent-700">
                  <Link to={entryPath("certification", standard.slug)}>
                    {services.readMoreText}
                    <LinkTopic topic={standard.fullName} />
                    <ArrowRightIcon aria-hidden />
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
          {canToggle ? (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                {hidden > 0
                  ? fillTokens(services.moreText, { count: hidden })
                  : fillTokens(services.countText, { count: standards.length })}
              </p>
              {opensInPlace ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => setExpanded((value) => !value)}
                >
                  {expanded ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
                  {expanded ? chrome.showLess : chrome.showAll}
                </Button>
              ) : (
                <Button asChild variant="outline" size="sm">
                  <Link to={serviceGroupPath(group.anchor)}>
                    {chrome.showAll}
                    <LinkTopic topic={group.title} />
                    <ArrowRightIcon aria-hidden />
                  </Link>
                </Button>
              )}
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ServicesSection() {
  const services = useSingle("services");
  const certifications = useCertifications();
  return (
    <section
      id={SERVICES_SECTION_ID}
      aria-labelledby="services-title"
      className="section-anchor bg-sand py-20"
    >
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          title={services.title}
          lead={services.lead}
        />
        <div className="mt-12 grid gap-8">
          {services.groups.map((group, index) => (
            <ServiceGroupCard
              key={group.anchor}
              group={group}
              standards={groupStandards(group, certifications)}
              index={index}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
