import { Card } from "@app/ui/components/card";
import { ContactDetails } from "../components/contact-details.tsx";
import { ContactForm } from "../components/contact-form.tsx";
import { Container, SectionHeading } from "../components/section-heading.tsx";
import { useSingle } from "../lib/site-data.ts";

export function ContactSection() {
  const contact = useSingle("contact");
  return (
    <section id="contact" aria-labelledby="contact-title" className="section-anchor bg-sand py-20">
      <Container>
        <SectionHeading
          id="contact-title"
          eyebrow={contact.eyebrow}
          title={contact.title}
          lead={contact.lead}
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
          <ContactDetails />
          <Card className="p-6 sm:p-8">
            <h3 className="mb-6 text-xl font-bold text-brand-900">{contact.formTitle}</h3>
            <ContactForm variant="home" idPrefix="contact" label={contact.title} />
          </Card>
        </div>
      </Container>
    </section>
  );
}
