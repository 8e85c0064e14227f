import { entryPath } from "@app/contract/section-name";
import { groupOfStandard } from "@app/contract/standard-lists";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardHeader } from "@app/ui/components/card";
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckCircle2Icon,
  MessageSquareIcon,
  SendIcon,
} from "lucide-react";

import { useParams } from "react-router-dom";
import { QuoteLink } from "../components/quote-link.tsx";
import { Container } from "../components/section-heading.tsx";
import { useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { sectionHref } from "../lib/navigation.ts";
import { fillTokens, useEntry, useSingle, useSiteStore } from "../lib/site-data.ts";
import type { CertificationSummary } from "../lib/site-store.ts";
import { NotFoundCard } from "./not-found.tsx";

function ListCard({
  title,
  items,
  icon = true,
}: {
  title: string;
  items: readonly string[];
  icon?: boolean;
}) {
  const langOf = useTextLanguage();
  // An empty list leaves its card out: not every standard has features or requirements.
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight text-brand-900">{title}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item, index) => (
            <li key={index} className="flex gap-3 text-slate-700">
              {icon ? (
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
              ) : null}
              <span lang={langOf(item)}>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function StepsCard({ title, steps }: { title: string; steps: readonly string[] }) {
  const langOf = useTextLanguage();
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <h2 lang={langOf(title)} className="text-lg font-semibold leading-tight text-brand-900">
          {title}
        </h2>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {steps.map((step, index) => (
            <li key={index} className="flex gap-3 rounded-lg bg-brand-50 p-4 lg:flex-col">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <span lang={langOf(step)} className="font-medium text-brand-900">
                {step}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** How many other standards of its group a standard's page names. */
const RELATED_STANDARDS = 6;

/**
 * The service group that lists this standard, and up to six others of it: each read on its
 * own, so the page depends on the standards it names and no others.
 */
function useRelated(slug: string) {
  const services = useSingle("services");
  const store = useSiteStore();
  const group = groupOfStandard(services.groups, slug);
  if (!group) return undefined;
  const others: CertificationSummary[] = [];
  for (const other of group.standards) {
    if (others.length === RELATED_STANDARDS) break;
    const summary = other === slug ? null : store.certification(other);
    if (summary) others.push(summary);
  }
  return { group, others };
}

export function CertificationPage() {
  const { chrome, notFound: notFoundMessages } = useSiteText();
  const langOf = useTextLanguage();
  const { slug = "" } = useParams();
  const record = useEntry("certification", slug);
  const words = useSingle("certification-page");
  const related = useRelated(slug);
  if (!record) {
    return (
      <NotFoundCard
        title={notFoundMessages.certificationTitle}
        text={notFoundMessages.certificationText}
      />
    );
  }
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-14 text-white sm:py-16">
        <Container>
          <Button asChild variant="outline-inverse" size="sm">
            <Link to="/">
              <ArrowLeftIcon aria-hidden />
              {chrome.backToHome}
            </Link>
          </Button>
          <Badge variant="inverse" className="mt-8 block w-fit px-3 py-1 text-sm">
            {record.name}
          </Badge>
          <h1
            lang={langOf(record.fullName)}
            className="mt-4 max-w-4xl text-4xl font-bold leading-tight tracking-tight text-balance sm:text-5xl"
          >
            {record.fullName}
          </h1>
          <p
            lang={langOf(record.description)}
            className="mt-5 max-w-3xl text-lg leading-relaxed text-brand-100"
          >
            {record.description}
          </p>
        </Container>
      </section>
      <section aria-label={chrome.details} className="bg-sand py-14">
        <Container className="grid gap-6 lg:grid-cols-2">
          <ListCard title={words.keyFeaturesTitle} items={record.keyFeatures} />
          <ListCard title={words.benefitsTitle} items={record.benefits} />
          <ListCard title={words.coversTitle} items={record.covers} />
          <ListCard title={words.audienceTitle} items={record.audience} />
          <ListCard title={words.requirementsTitle} items={record.requirements} />
          {record.process.length > 0 ? (
            <StepsCard title={record.processTitle} steps={record.process} />
          ) : null}
        </Container>
      </section>
      <section aria-labelledby="cert-cta" className="bg-white py-14">
        <Container>
          <div className="flex flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-brand-800 to-accent-700 p-10 text-center text-white md:flex-row md:justify-between md:text-left">
            <div>
              <h2 id="cert-cta" lang={langOf(record.ctaTitle)} className="text-3xl font-bold">
                {record.ctaTitle}
              </h2>
              <p className="mt-2 text-brand-50">
                {fillTokens(words.ctaText, { name: record.name })}
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <Button asChild variant="cta" size="lg">
                <QuoteLink standard={slug}>
                  <SendIcon aria-hidden />
                  {words.quoteText}
                </QuoteLink>
              </Button>
              <Button asChild variant="inverse" size="lg">
                <Link to={sectionHref("contact")}>
                  <MessageSquareIcon aria-hidden />
                  {words.contactText}
                </Link>
              </Button>
            </div>
          </div>
          {related && related.others.length > 0 ? (
            <nav aria-labelledby="related-title" className="mt-14">
              <h2 id="related-title" className="text-xl font-bold text-brand-900">
                {fillTokens(words.relatedTitle, { group: related.group.title })}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {related.others.map((feature) => (
                  <li key={feature.slug}>
                    <Link
                      to={entryPath("certification", feature.slug)}
                      className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-accent-500 hover:text-brand-800"
                    >
                      <span lang={langOf(feature.fullName)}>{feature.fullName}</span>
                      <ArrowRightIcon className="size-4 shrink-0 text-accent-700" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </Container>
      </section>
    </>
  );
}
