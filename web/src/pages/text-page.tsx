import { textPageTokens } from "@app/contract/fill-tokens";
import { useParams } from "react-router-dom";
import { FallbackPage } from "../components/public-layout.tsx";
import { Container } from "../components/section-heading.tsx";
import { useTextLanguage } from "../i18n/language.tsx";
import { fillTokens, useEntry, useSiteContent } from "../lib/site-data.ts";
import { PageHero } from "./page-hero.tsx";

/** A text page (`page:<slug>`): privacy, terms, and any the business adds. */
export function TextPage() {
  const { slug = "" } = useParams();
  const page = useEntry("page", slug);
  const site = useSiteContent();
  const langOf = useTextLanguage();
  if (!page) return <FallbackPage />;
  const values = textPageTokens(site);
  const fill = (text: string) => <Filled text={fillTokens(text, values)} email={site.email} />;
  return (
    <>
      <PageHero
        title={<span lang={langOf(page.title)}>{page.title}</span>}
        lead={<span lang={langOf(page.lead)}>{fillTokens(page.lead, values)}</span>}
      />
      <section className="bg-white py-14">
        <Container className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
          {page.blocks.map((block, index) => (
            <div key={index} className="space-y-4 pt-6 first:pt-0">
              <h2 lang={langOf(block.heading)} className="text-2xl font-bold text-brand-900">
                {block.heading}
              </h2>
              {block.paragraphs.map((paragraph, index) => (
                <p key={index} lang={langOf(paragraph)}>
                  {fill(paragraph)}
                </p>
              ))}
              {block.bullets.length > 0 ? (
                <ul className="space-y-2">
                  {block.bullets.map((bullet, index) => (
                    <li key={index} lang={langOf(bullet)} className="ml-5 list-disc">
                      {fill(bullet)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </Container>
      </section>
    </>
  );
}

/** Text with the company's e-mail address as a link wherever it appears. */
function Filled({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a className="font-medium text-brand-700 underline" href={`mailto:${email}`}>
          {email}
        </a>
      ) : null}
    </span>
  ));
}
