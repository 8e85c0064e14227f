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
import { fillTokens, useSingle, useSiteStore } from "../lib/site-data.ts";
import type { CertificationSummary } from "../lib/site-store.ts";

/** Standards shown before "Show All", as the spec says. */
export const FEATURES_SHOWN_COLLAPSED = 8;

/**
 * The standards of a group (by slug) the home page may show: all of a list it opens in place
 * (a page's worth at most), else the first 8; a longer list is read on the group's page.
 */
export const standardsShownInPlace = (standards: readonly string[]) =>
  standards.length <= STANDARDS_PER_PAGE ? standards : standards.slice(0, FEATURES_SHOWN_COLLAPSED);

/** The features a group shows: the first 8 unless expanded, and how many of `total` are hidden. */
export function visibleFeatures<T>(features: readonly T[], total: number, expanded: boolean) {
  const shown = expanded ? features : features.slice(0, FEATURES_SHOWN_COLLAPSED);
  return { shown, hidden: total - shown.length };
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
  count,
  standards,
  index,
}: {
  group: ServiceGroup;
  /** How many standards on the site it lists. */
  count: number;
  /** Those it may show (standardsShownInPlace). */
  standards: readonly CertificationSummary[];
  index: number;
}) {
  const services = useSingle("services");
  const { chrome } = useSiteText();
  const langOf = useTextLanguage();
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleFeatures(standards, count, expanded);
  const listId = `${group.anchor}-standards`;
  const canToggle = count > FEATURES_SHOWN_COLLAPSED;
  // A list longer than a page of the group's own page is read there, a page at a time.
  const opensInPlace = count <= STANDARDS_PER_PAGE;
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
            {fillTokens(services.countText, { count })}
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
                  : fillTokens(services.countText, { count })}
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
  const store = useSiteStore();
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
          {services.groups.map((group, index) => {
            const listed = store.groupStandards(group);
            // Each read on its own: the page depends on the standards it shows and no others.
            const shown = standardsShownInPlace(listed).flatMap(
              (slug) => store.certification(slug) ?? [],
            );
            return (
              <ServiceGroupCard
                key={group.anchor}
                group={group}
                count={listed.length}
                standards={shown}
                index={index}
              />
            );
          })}
        </div>
      </Container>
    </section>
  );
}
