import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { ArrowRightIcon, ChevronDownIcon, ChevronUpIcon, InfoIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { SERVICES_SECTION_ID } from "../catalog/navigation.ts";
import {
  FEATURES_SHOWN_COLLAPSED,
  SERVICE_GROUPS,
  type ServiceGroup,
} from "../catalog/services.ts";
import { Icon } from "../components/icon.tsx";
import { Container, SectionHeading } from "../components/section-heading.tsx";
import { SectionLink } from "../components/section-link.tsx";
import { SiteImage } from "../components/site-image.tsx";

/** The features a group shows: the first 8 unless expanded, and how many are hidden. */
export function visibleFeatures<T>(features: readonly T[], expanded: boolean) {
  const shown = expanded ? features : features.slice(0, FEATURES_SHOWN_COLLAPSED);
  return { shown, hidden: features.length - shown.length };
}

function ServiceGroupCard({ group, reverse }: { group: ServiceGroup; reverse: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleFeatures(group.features, expanded);
  const listId = `${group.id}-standards`;
  const canToggle = group.features.length > FEATURES_SHOWN_COLLAPSED;
  return (
    <article
      id={group.id}
      aria-labelledby={`${group.id}-title`}
      className="section-anchor overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className={cn("grid lg:grid-cols-[380px_1fr]", reverse && "lg:grid-cols-[1fr_380px]")}>
        <div
          className={cn(
            "flex flex-col bg-gradient-to-br p-6 text-white sm:p-8",
            group.gradient,
            reverse && "lg:order-2",
          )}
        >
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-lg bg-white/15">
              <Icon name={group.icon} className="size-6" />
            </span>
            <h3 id={`${group.id}-title`} className="text-2xl font-bold leading-tight">
              {group.title}
            </h3>
          </div>
          <p className="mt-4 leading-relaxed text-brand-50">{group.description}</p>
          <SiteImage
            filename={group.image}
            alt=""
            className="mt-6 aspect-[8/5] w-full rounded-xl bg-white/10 ring-1 ring-white/20"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="inverse">
              <SectionLink section={SERVICES_SECTION_ID}>
                <InfoIcon aria-hidden />
                Learn More
              </SectionLink>
            </Button>
            <Button asChild variant="cta">
              <SectionLink section="contact">
                <SendIcon aria-hidden />
                Get Quote
              </SectionLink>
            </Button>
          </div>
        </div>
        <div className="p-6 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            {group.features.length} standards and services
          </p>
          <ul id={listId} className="mt-4 grid gap-3 sm:grid-cols-2">
            {shown.map((feature) => (
              <li
                key={feature.href}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3"
              >
                <span className="text-sm font-medium text-slate-800">{feature.name}</span>
                <Button asChild variant="ghost" size="sm" className="shrink-0 text-accent-700">
                  <Link to={feature.href} aria-label={`Read more about ${feature.name}`}>
                    Read More
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
                  ? `+${hidden} more standards`
                  : `All ${group.features.length} standards shown`}
              </p>
              <Button
                variant="outline"
                size="sm"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
                {expanded ? "Show Less" : "Show All"}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ServicesSection() {
  return (
    <section
      id={SERVICES_SECTION_ID}
      aria-labelledby="services-title"
      className="section-anchor bg-sand py-20"
    >
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow="Our services"
          title="Certification, audits and verification for every stage of your supply chain"
          lead="Four service families, delivered by experienced auditors together with global accredited certification bodies."
        />
        <div className="mt-12 grid gap-8">
          {SERVICE_GROUPS.map((group, index) => (
            <ServiceGroupCard key={group.id} group={group} reverse={index % 2 === 1} />
          ))}
        </div>
      </Container>
    </section>
  );
}
