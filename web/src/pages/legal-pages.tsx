import type * as React from "react";
import { Container } from "../components/section-heading.tsx";
import { usePageMeta } from "../lib/document-meta.ts";
import { privacyMeta, termsMeta } from "../lib/page-meta.ts";
import { useSiteContent } from "../lib/site-data.ts";
import { PageHero } from "./page-hero.tsx";

function Prose({ children }: { children: React.ReactNode }) {
  return (
    <section className="bg-white py-14">
      <Container className="max-w-3xl space-y-4 leading-relaxed text-slate-700 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">
        {children}
      </Container>
    </section>
  );
}

export function PrivacyPage() {
  const site = useSiteContent();
  usePageMeta(privacyMeta);
  return (
    <>
      <PageHero
        title="Privacy Policy"
        lead={`How ${site.brandName} handles the information you send through this website.`}
      />
      <Prose>
        <h2>Who we are</h2>
        <p>
          {site.brandName}, {site.address}, is responsible for the information described here. You
          can reach us at{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
        <h2>What the forms collect</h2>
        <ul>
          <li>
            <strong>Request a Quotation:</strong> your name, e-mail address, phone number
            (optional), the service you are interested in and your message.
          </li>
          <li>
            <strong>Contact Us and Contact Our Experts:</strong> your name, e-mail address, company
            (optional) and your message.
          </li>
        </ul>
        <h2>Why we collect it</h2>
        <p>
          We use this information only to answer your enquiry: to prepare a quotation, reply to your
          question and follow up on it. We do not sell it, and we do not use it for advertising.
        </p>
        <h2>Where it is kept and who sees it</h2>
        <p>
          Messages are stored in our website's database. Only our staff who handle enquiries can
          read them. We share them with an accredited certification body partner only when that is
          needed to answer your request, and we will tell you when it is.
        </p>
        <h2>How long we keep it</h2>
        <p>
          We keep enquiries for as long as we need them to answer and follow up, and as required for
          our business records. You can ask us to delete your message at any time.
        </p>
        <h2>Technical data</h2>
        <p>
          When you use the forms, our server processes your network address to protect the site
          against abuse (for example to limit repeated submissions). The public website sets no
          advertising or tracking cookies. The admin area uses a session cookie for our own staff
          only.
        </p>
        <h2>Your choices</h2>
        <p>
          You can ask us which information we hold about you, ask us to correct it or to delete it,
          by writing to{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
      </Prose>
    </>
  );
}

export function TermsPage() {
  const site = useSiteContent();
  usePageMeta(termsMeta);
  return (
    <>
      <PageHero
        title="Terms of Service"
        lead={`The terms for using the ${site.brandName} website.`}
      />
      <Prose>
        <h2>Use of this website</h2>
        <p>
          This website describes our certification, audit, verification and training services. You
          may use it and download the documents offered here for your own business purposes.
        </p>
        <h2>Information on this website</h2>
        <p>
          We take care that the information here is correct and current. Descriptions of standards
          are summaries; the standard owners' own documents are the reference. Nothing on this
          website is a certificate, a certification decision or a binding offer.
        </p>
        <h2>Quotations and services</h2>
        <p>
          A quotation request does not create an obligation for you or for us. Services are provided
          under the written agreement we make with you.
        </p>
        <h2>Names and marks</h2>
        <p>
          Names of standards and labels mentioned on this website belong to their owners. Their
          mention describes the schemes we work with and does not imply endorsement.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about these terms:{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
      </Prose>
    </>
  );
}
