import { Button } from "@app/ui/components/button";
import { ArrowLeftIcon, CompassIcon, SearchXIcon } from "lucide-react";
import { Container } from "../components/section-heading.tsx";
import { useSiteText } from "../i18n/language.tsx";
import { Link } from "../i18n/link.tsx";
import { sectionHref } from "../lib/navigation.ts";

/** A centred card with the page's h1, used by every not-found screen. */
export function NotFoundCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  const { chrome } = useSiteText();
  return (
    <section className="bg-sand py-24">
      <Container className="flex justify-center">
        <div className="w-full max-w-lg rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
          <SearchXIcon className="mx-auto size-12 text-brand-500" aria-hidden />
          <h1 className="mt-5 text-3xl font-bold text-brand-900">{title}</h1>
          <p className="mt-3 text-slate-600">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/">
                <ArrowLeftIcon aria-hidden />
                {chrome.backToHome}
              </Link>
            </Button>
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}

export function NotFoundPage() {
  const { chrome, notFound } = useSiteText();
  return (
    <NotFoundCard title={notFound.pageTitle} text={notFound.pageText}>
      <Button asChild size="lg" variant="outline">
        <Link to={sectionHref("services")}>
          <CompassIcon aria-hidden />
          {chrome.browseServices}
        </Link>
      </Button>
    </NotFoundCard>
  );
}
