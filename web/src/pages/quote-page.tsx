import { quoteChoiceOf } from "@app/contract/quote-links";
import { Card } from "@app/ui/components/card";
import { useLocation } from "react-router-dom";
import { ContactDetails } from "../components/contact-details.tsx";
import { QuoteForm } from "../components/quote-form.tsx";
import { Container } from "../components/section-heading.tsx";
import { knownQuoteChoice } from "../lib/pages.ts";
import { useSingle, useSiteStore } from "../lib/site-data.ts";
import { PageHero } from "./page-hero.tsx";

/**
 * The quote form on a page of its own (`/quote`, `/km/quote`): where every quote button leads
 * from pages that have no form, with the standard or service group of that page chosen
 * (`/quote?standard=gots`).
 */
export function QuotePage() {
  const hero = useSingle("hero");
  const contact = useSingle("contact");
  const store = useSiteStore();
  const { search } = useLocation();
  const choice = knownQuoteChoice(quoteChoiceOf(search), store);
  return (
    <>
      <PageHero title={hero.quoteTitle} lead={hero.quoteLead} />
      <section aria-label={hero.quoteTitle} className="bg-sand py-12 sm:py-16">
        <Container className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <Card className="p-6 sm:p-8">
            {/* A new choice (another button, Back) is a new form with that choice. */}
            <QuoteForm key={search} idPrefix="quote-page" choice={choice} />
          </Card>
          <aside aria-label={contact.title} className="grid content-start gap-4">
            <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm ring-1 ring-slate-200">
              {contact.replyTime}
            </p>
            <ContactDetails />
          </aside>
        </Container>
      </section>
    </>
  );
}
