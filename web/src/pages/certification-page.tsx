import { notFoundMessages } from "@app/contract/messages";
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

import { Link, useParams } from "react-router-dom";
import { type Certification, findCertification, HOW_WE_HELP } from "../catalog/certifications.ts";
import { sectionHref } from "../catalog/navigation.ts";
import { SERVICE_GROUPS } from "../catalog/services.ts";
import { Container } from "../components/section-heading.tsx";
import { usePageMeta } from "../lib/document-meta.ts";
import { certificationMeta } from "../lib/page-meta.ts";
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
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight text-brand-900">{title}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item} className="flex gap-3 text-slate-700">
              {icon ? (
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden />
              ) : null}
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function StepsCard({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight text-brand-900">{title}</h2>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-lg bg-brand-50 p-4 lg:flex-col">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {index + 1}
              </span>
              <span className="font-medium text-brand-900">{step}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function relatedStandards(record: Certification) {
  const group = SERVICE_GROUPS.find((g) =>
    g.features.some((f) => f.href.endsWith(`/${record.id}`)),
  );
  if (!group) return undefined;
  return {
    group,
    others: group.features.filter((f) => !f.href.endsWith(`/${record.id}`)).slice(0, 6),
  };
}

export function CertificationPage() {
  const { id } = useParams();
  const record = findCertification(id);
  usePageMeta((context) => certificationMeta(context, record), [record]);
  if (!record) {
    return (
      <NotFoundCard
        title={notFoundMessages.certificationTitle}
        text={notFoundMessages.certificationText}
      />
    );
  }
  const related = relatedStandards(record);
  const isCertification = record.kind === "certification";
  return (
    <>
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-14 text-white sm:py-16">
        <Container>
          <Button asChild variant="outline-inverse" size="sm">
            <Link to="/">
              <ArrowLeftIcon aria-hidden />
              Back to Home
            </Link>
          </Button>
          <Badge variant="inverse" className="mt-8 block w-fit px-3 py-1 text-sm">
            {record.name}
          </Badge>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold leading-tight tracking-tight text-balance sm:text-5xl">
            {record.fullName}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-brand-100">
            {record.description}
          </p>
        </Container>
      </section>
      <section aria-label="Details" className="bg-sand py-14">
        <Container className="grid gap-6 lg:grid-cols-2">
          {record.keyFeatures ? <ListCard title="Key Features" items={record.keyFeatures} /> : null}
          {record.benefits ? <ListCard title="Benefits" items={record.benefits} /> : null}
          <ListCard title="What it covers" items={record.covers} />
          <ListCard title="Who needs it" items={record.audience} />
          {record.requirements ? (
            <ListCard title="Requirements" items={record.requirements} />
          ) : null}
          {record.process ? (
            <StepsCard title="Certification Process" steps={record.process} />
          ) : (
            <StepsCard title="How we can help" steps={HOW_WE_HELP[record.kind]} />
          )}
        </Container>
      </section>
      <section aria-labelledby="cert-cta" className="bg-white py-14">
        <Container>
          <div className="flex flex-col items-center gap-6 rounded-2xl bg-gradient-to-r from-brand-800 to-accent-700 p-10 text-center text-white md:flex-row md:justify-between md:text-left">
            <div>
              <h2 id="cert-cta" className="text-3xl font-bold">
                {isCertification ? "Ready to Get Certified?" : "Ready to Get Started?"}
              </h2>
              <p className="mt-2 text-brand-50">
                Ask for a quotation or talk to our team about {record.name}.
              </p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <Button asChild variant="cta" size="lg">
                <Link to={sectionHref("contact")}>
                  <SendIcon aria-hidden />
                  Get Quote
                </Link>
              </Button>
              <Button asChild variant="inverse" size="lg">
                <Link to={sectionHref("contact")}>
                  <MessageSquareIcon aria-hidden />
                  Contact Us
                </Link>
              </Button>
            </div>
          </div>
          {related && related.others.length > 0 ? (
            <nav aria-labelledby="related-title" className="mt-14">
              <h2 id="related-title" className="text-xl font-bold text-brand-900">
                More in {related.group.title}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {related.others.map((feature) => (
                  <li key={feature.href}>
                    <Link
                      to={feature.href}
                      className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-accent-500 hover:text-brand-800"
                    >
                      {feature.name}
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
