import type * as React from "react";
import { Container } from "../components/section-heading.tsx";

/** The navy band at the top of inner pages, with the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-16 text-white sm:py-20">
      <div
        aria-hidden
        className="absolute -right-32 -top-32 -z-10 size-96 rounded-full bg-accent-500/10"
      />
      <Container>
        {eyebrow ? <div className="mb-4">{eyebrow}</div> : null}
        <h1 className="max-w-4xl text-4xl font-bold leading-tight tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-brand-100">{lead}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </Container>
    </section>
  );
}
