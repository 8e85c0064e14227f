import { entryPath } from "@app/contract/section-name";
import { Button } from "@app/ui/components/button";
import { ArrowRightIcon, DownloadIcon, SendIcon } from "lucide-react";
import { Icon } from "../components/icon.tsx";
import { QuoteLink } from "../components/quote-link.tsx";
import { Container, SectionHeading } from "../components/section-heading.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { fileSrc, usePillars, useSingle, useSiteStore } from "../lib/site-data.ts";

export function TrainingSection() {
  const { chrome } = useSiteText();
  const langOf = useTextLanguage();
  const training = useSingle("training");
  const store = useSiteStore();
  const pillars = usePillars();
  return (
    <section
      id="training-development"
      aria-labelledby="training-title"
      className="section-anchor bg-white py-20"
    >
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="training-title"
              align="left"
              eyebrow={training.eyebrow}
              title={training.title}
              lead={training.lead}
            />
            <dl className="mt-8 grid grid-cols-3 gap-4">
              {training.features.map((feature) => (
                <div
                  key={feature.number}
                  className="flex flex-col-reverse rounded-xl bg-brand-50 p-4"
                >
                  <dt className="mt-1 text-sm text-slate-700">{feature.label}</dt>
                  <dd className="flex items-center gap-2 text-2xl font-bold text-brand-800">
                    <Icon name={feature.icon} className="size-5 text-accent-700" />
                    {feature.number}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {/* A pillar that was deleted leaves no button to a page that is gone. */}
              {pillars.some((pillar) => pillar.slug === training.pillar) ? (
                <Button asChild size="lg">
                  <Link to={entryPath("pillar", training.pillar)}>
                    {training.pillarText}
                    <ArrowRightIcon aria-hidden />
                  </Link>
                </Button>
              ) : null}
              <Button asChild size="lg" variant="outline">
                <QuoteLink>
                  <SendIcon aria-hidden />
                  {training.quoteText}
                </QuoteLink>
              </Button>
            </div>
          </div>
          <SiteImage
            filename={training.image}
            slot="feature"
            sizes="(min-width: 1024px) 600px, 100vw"
            className="aspect-[4/3] w-full rounded-2xl shadow-lg"
          />
        </div>
        <h3 className="mt-16 text-xl font-bold text-brand-900">{training.itemsTitle}</h3>
        <span id="course-new-tab" hidden>
          {chrome.opensInNewTab}
        </span>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {training.items.map((item) => {
            const file = store.file(item.document);
            return (
              <li key={item.document}>
                <a
                  href={file ? fileSrc(file) : `/pdfs/${item.document}`}
                  target="_blank"
                  rel="noopener"
                  className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-500 hover:shadow-md"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                    <Icon name={item.icon} className="size-6" />
                  </span>
                  <span className="flex flex-col">
                    <span
                      lang={langOf(item.title)}
                      className="font-semibold text-brand-900 group-hover:text-brand-700"
                    >
                      {item.title}
                    </span>
                    <span className="mt-1 text-sm text-slate-600">{item.description}</span>
                    <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
                      <DownloadIcon className="size-4" aria-hidden />
                      {training.itemLinkText}
                    </span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
