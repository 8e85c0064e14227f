import { Button } from "@app/ui/components/button";
import { LayoutGridIcon, SendIcon } from "lucide-react";
import { QuoteLink } from "../components/quote-link.tsx";
import { Container } from "../components/section-heading.tsx";
import { SectionLink } from "../components/section-link.tsx";
import { SERVICES_SECTION_ID } from "../lib/navigation.ts";
import { useSingle } from "../lib/site-data.ts";

export function GetStartedSection() {
  const block = useSingle("get-started");
  return (
    <section
      aria-labelledby="get-started-title"
      className="bg-gradient-to-r from-brand-800 to-accent-700 py-16"
    >
      <Container className="flex flex-col items-center gap-6 text-center text-white md:flex-row md:justify-between md:text-left">
        <div>
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight">
            {block.title}
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-brand-50">{block.text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <Button asChild variant="inverse" size="lg">
            <SectionLink section={SERVICES_SECTION_ID}>
              <LayoutGridIcon aria-hidden />
              {block.servicesText}
            </SectionLink>
          </Button>
          <Button asChild variant="cta" size="lg">
            <QuoteLink>
              <SendIcon aria-hidden />
              {block.quoteText}
            </QuoteLink>
          </Button>
        </div>
      </Container>
    </section>
  );
}
