import { Button } from "@app/ui/components/button";
import { LayoutGridIcon, SendIcon } from "lucide-react";
import { SERVICES_SECTION_ID } from "../catalog/navigation.ts";
import { Container } from "../components/section-heading.tsx";
import { SectionLink } from "../components/section-link.tsx";

export function GetStartedSection() {
  return (
    <section
      aria-labelledby="get-started-title"
      className="bg-gradient-to-r from-brand-800 to-accent-700 py-16"
    >
      <Container className="flex flex-col items-center gap-6 text-center text-white md:flex-row md:justify-between md:text-left">
        <div>
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight">
            Ready to Get Started?
          </h2>
          <p className="mt-2 max-w-2xl text-lg text-brand-50">
            Tell us about your products and the standards your buyers ask for. We will recommend a
            route and send a clear quotation.
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <Button asChild variant="inverse" size="lg">
            <SectionLink section={SERVICES_SECTION_ID}>
              <LayoutGridIcon aria-hidden />
              View All Services
            </SectionLink>
          </Button>
          <Button asChild variant="cta" size="lg">
            <SectionLink section="contact">
              <SendIcon aria-hidden />
              Get Quote Now
            </SectionLink>
          </Button>
        </div>
      </Container>
    </section>
  );
}
