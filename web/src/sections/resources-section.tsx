import { formatFileSize } from "@app/contract/file-size";
import { Badge } from "@app/ui/components/badge";
import { Input } from "@app/ui/components/input";
import { cn } from "@app/ui/lib/cn";
import { DownloadIcon, SearchIcon, SearchXIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Icon } from "../components/icon.tsx";
import { Container, SectionHeading } from "../components/section-heading.tsx";
import { useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { fileSrc, useSingle, useSiteStore } from "../lib/site-data.ts";
import { filterResources } from "./resource-filter.ts";

/** Header bands take turns through these. */
const GRADIENTS = [
  "from-accent-700 to-brand-700",
  "from-brand-700 to-brand-500",
  "from-brand-800 to-accent-700",
];

export function ResourcesSection() {
  const { chrome, resources: empty } = useSiteText();
  const langOf = useTextLanguage();
  const resources = useSingle("resources");
  const store = useSiteStore();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string>();
  const results = useMemo(
    () => filterResources(resources.items, search, category),
    [resources.items, search, category],
  );
  const filters = [
    { label: resources.allCategories, value: undefined },
    ...resources.categories.map((name) => ({ label: name, value: name })),
  ];

  return (
    <section
      id="resources"
      aria-labelledby="resources-title"
      className="section-anchor bg-white py-20"
    >
      <Container>
        <SectionHeading
          id="resources-title"
          eyebrow={resources.eyebrow}
          title={resources.title}
          lead={resources.lead}
        />
        <div className="mx-auto mt-10 max-w-4xl">
          <div className="relative">
            <label htmlFor="resource-search" className="sr-only">
              {chrome.searchResources}
            </label>
            <SearchIcon
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="resource-search"
              type="search"
              placeholder={chrome.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="h-12 pl-10 text-base"
            />
          </div>
          <fieldset className="mt-4 flex flex-wrap justify-center gap-2">
            <legend className="sr-only">{chrome.filterByCategory}</legend>
            {filters.map(({ label, value }) => (
              <button
                key={label}
                type="button"
                aria-pressed={category === value}
                onClick={() => setCategory(value)}
                className={cn(
                  "cursor-pointer rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
                  category === value
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50",
                )}
              >
                {label}
              </button>
            ))}
          </fieldset>
        </div>
        <p className="sr-only" aria-live="polite">
          {chrome.resourcesFound(results.length)}
        </p>
        {results.length === 0 ? (
          <div className="mx-auto mt-10 max-w-md rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <SearchXIcon className="mx-auto size-10 text-slate-400" aria-hidden />
            <p className="mt-4 font-semibold text-brand-900">{empty.emptyTitle}</p>
            <p className="mt-1 text-sm text-slate-600">{empty.emptyText}</p>
          </div>
        ) : (
          <ul
            className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={chrome.resources}
          >
            {results.map((item, index) => {
              const file = store.file(item.document);
              return (
                <li
                  key={item.title}
                  className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
                >
                  <div
                    className={cn(
                      "flex items-center gap-3 bg-gradient-to-r p-5 text-white",
                      GRADIENTS[index % GRADIENTS.length],
                    )}
                  >
                    <span className="flex size-11 items-center justify-center rounded-lg bg-white/15">
                      <Icon name={item.icon} className="size-6" />
                    </span>
                    <span className="text-sm font-semibold">{item.type}</span>
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <Badge variant="neutral" className="w-fit">
                      {item.category}
                    </Badge>
                    <h3 lang={langOf(item.title)} className="mt-3 font-semibold text-brand-900">
                      {item.title}
                    </h3>
                    <p
                      lang={langOf(item.description)}
                      className="mt-2 flex-1 text-sm text-slate-600"
                    >
                      {item.description}
                    </p>
                    {file ? (
                      <p className="mt-4 text-xs text-slate-600">{formatFileSize(file.byteSize)}</p>
                    ) : null}
                    <a
                      href={file ? fileSrc(file) : `/pdfs/${item.document}`}
                      download
                      className="mt-4 inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                    >
                      <DownloadIcon className="size-4" aria-hidden />
                      {resources.downloadText}
                      <span className="sr-only">
                        {" "}
                        {item.title} ({chrome.pdf})
                      </span>
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </section>
  );
}
