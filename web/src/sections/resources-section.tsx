import { emptyStateMessages } from "@app/contract/messages";
import { Badge } from "@app/ui/components/badge";
import { Input } from "@app/ui/components/input";
import { cn } from "@app/ui/lib/cn";
import { DownloadIcon, SearchIcon, SearchXIcon } from "lucide-react";
import { useMemo, useState } from "react";
import {
  filterResources,
  RESOURCE_CATEGORIES,
  RESOURCES,
  type ResourceCategory,
} from "../catalog/resources.ts";
import { Icon } from "../components/icon.tsx";
import { Container, SectionHeading } from "../components/section-heading.tsx";

const numberFormat = new Intl.NumberFormat("en-US");

export function ResourcesSection() {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<ResourceCategory>("All");
  const results = useMemo(() => filterResources(RESOURCES, search, category), [search, category]);

  return (
    <section
      id="resources"
      aria-labelledby="resources-title"
      className="section-anchor bg-white py-20"
    >
      <Container>
        <SectionHeading
          id="resources-title"
          eyebrow="Resources"
          title="Resources Library"
          lead="Guides, toolkits and checklists to prepare for certification and audits."
        />
        <div className="mx-auto mt-10 max-w-4xl">
          <div className="relative">
            <label htmlFor="resource-search" className="sr-only">
              Search resources
            </label>
            <SearchIcon
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="resource-search"
              type="search"
              placeholder="Search resources..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="h-12 pl-10 text-base"
            />
          </div>
          <fieldset className="mt-4 flex flex-wrap justify-center gap-2">
            <legend className="sr-only">Filter by category</legend>
            {RESOURCE_CATEGORIES.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={category === name}
                onClick={() => setCategory(name)}
                className={cn(
                  "cursor-pointer rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500",
                  category === name
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50",
                )}
              >
                {name}
              </button>
            ))}
          </fieldset>
        </div>
        <p className="sr-only" aria-live="polite">
          {results.length === 1 ? "1 resource found" : `${results.length} resources found`}
        </p>
        {results.length === 0 ? (
          <div className="mx-auto mt-10 max-w-md rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <SearchXIcon className="mx-auto size-10 text-slate-400" aria-hidden />
            <p className="mt-4 font-semibold text-brand-900">{emptyStateMessages.resourcesTitle}</p>
            <p className="mt-1 text-sm text-slate-600">{emptyStateMessages.resourcesText}</p>
          </div>
        ) : (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Resources">
            {results.map((item) => (
              <li
                key={item.title}
                className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <div
                  className={cn(
                    "flex items-center gap-3 bg-gradient-to-r p-5 text-white",
                    item.gradient,
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
                  <h3 className="mt-3 font-semibold text-brand-900">{item.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{item.description}</p>
                  <p className="mt-4 text-xs text-slate-600">
                    {item.size} · {numberFormat.format(item.downloads)} downloads
                  </p>
                  <a
                    href={item.file}
                    download
                    className="mt-4 inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    <DownloadIcon className="size-4" aria-hidden />
                    Download
                    <span className="sr-only"> {item.title} (PDF)</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
