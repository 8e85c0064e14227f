import type { CertificationContent } from "@app/contract";
import { itemsOnPage, listPageCount, shownListPage } from "@app/contract/list-pages";
import { entryPath, serviceGroupPath } from "@app/contract/section-name";
import { Button } from "@app/ui/components/button";
import { ArrowRightIcon, MessageSquareIcon, SendIcon } from "lucide-react";
import { useLocation, useParams } from "react-router-dom";
import { Icon } from "../components/icon.tsx";
import { LinkTopic } from "../components/link-topic.tsx";
import { ListPager } from "../components/list-pager.tsx";
import { QuoteLink } from "../components/quote-link.tsx";
import { Container } from "../components/section-heading.tsx";
import { SiteImage } from "../components/site-image.tsx";
import { useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { sectionHref } from "../lib/navigation.ts";
import { fillTokens, useSingle, useSiteStore } from "../lib/site-data.ts";
import { NotFoundCard } from "./not-found.tsx";
import { PageHero } from "./page-hero.tsx";

/** A standard's summary on its group's page: the first sentence of its description. */
export function summaryOf(description: string): string {
  const end = description.search(/[.!?។](\s|$)/);
  return end < 0 ? description : description.slice(0, end + 1);
}

/**
 * A service group's own page (`/services/<address>`): what the group is and every standard it
 * lists, each with its summary and a link to its page. "Learn More" on the home page leads here.
 */
export function ServiceGroupPage() {
  const { chrome, notFound } = useSiteText();
  const langOf = useTextLanguage();
  const { slug = "" } = useParams();
  const { search } = useLocation();
  const store = useSiteStore();
  const services = useSingle("services");
  const certificationWords = useSingle("certification-page");
  const group = store.serviceGroup(slug);
  // Its standards on the site: which exist is all the page reads of the others.
  const listed = group ? store.groupStandards(group) : [];
  const page = group && shownListPage(listed.length, search);
  // No such group, or no such page of its list (resolvePage answers 404 for both).
  if (!group || page === undefined) {
    return <NotFoundCard title={notFound.pageTitle} text={notFound.pageText} />;
  }
  const pages = listPageCount(listed.length);
  // A page of the list at a time; each standard is read on its own, so the page depends on the
  // standards it shows and no others.
  const standards = itemsOnPage(listed, page).flatMap((standardSlug) => {
    const content = store.section(`certification:${standardSlug}`) as CertificationContent | null;
    return content ? [{ slug: standardSlug, content }] : [];
  });
  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.16em] text-accent-100">
            <Icon name={group.icon} className="size-5" />
            {services.eyebrow}
          </span>
        }
        title={group.title}
        lead={group.description}
      >
        <Button asChild variant="cta" size="lg">
          <QuoteLink service={group.anchor}>
            <SendIcon aria-hidden />
            {services.quoteText}
            <LinkTopic topic={group.title} />
          </QuoteLink>
        </Button>
        <Button asChild variant="outline-inverse" size="lg">
          <Link to={sectionHref("contact")}>
            <MessageSquareIcon aria-hidden />
            {certificationWords.contactText}
          </Link>
        </Button>
      </PageHero>
      <section aria-labelledby="group-standards" className="bg-sand py-14">
        <Container>
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_340px]">
            <div>
              <h2 id="group-standards" className="text-2xl font-bold text-brand-900">
                {chrome.standardsInGroup}
              </h2>
              <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-slate-600">
                {fillTokens(services.countText, { count: listed.length })}
              </p>
              <ul className="mt-6 grid gap-4 md:grid-cols-2">
                {standards.map(({ slug: standardSlug, content }) => (
                  <li
                    key={standardSlug}
                    className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                  >
                    <p className="text-sm font-bold uppercase tracking-wide text-accent-700">
                      {content.name}
                    </p>
                    <h3
                      lang={langOf(content.fullName)}
                      className="mt-1 text-lg font-semibold leading-snug text-brand-900"
                    >
                      {content.fullName}
                    </h3>
                    <p
                      lang={langOf(content.description)}
                      className="mt-2 flex-1 text-sm leading-relaxed text-slate-700"
                    >
                      {summaryOf(content.description)}
                    </p>
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Button asChild variant="outline" size="sm">
                        <Link to={entryPath("certification", standardSlug)}>
                          {services.readMoreText}
                          <LinkTopic topic={content.fullName} />
                          <ArrowRightIcon aria-hidden />
                        </Link>
                      </Button>
                      <Button asChild variant="ghost" size="sm" className="text-accent-700">
                        <QuoteLink standard={standardSlug}>
                          <SendIcon aria-hidden />
                          {certificationWords.quoteText}
                          <LinkTopic topic={content.name} />
                        </QuoteLink>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <ListPager
                path={serviceGroupPath(group.anchor)}
                page={page}
                pages={pages}
                label={chrome.standardsInGroup}
              />
            </div>
            <SiteImage
              filename={group.image}
              slot="card"
              sizes="(min-width: 1024px) 340px, calc(100vw - 32px)"
              className="aspect-[8/5] w-full rounded-xl shadow-sm ring-1 ring-slate-200"
            />
          </div>
        </Container>
      </section>
    </>
  );
}
