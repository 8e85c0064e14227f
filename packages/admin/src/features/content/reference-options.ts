import type { ReferenceKind } from "@app/contract";
import { isTranslation, previewPath } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { useAdminContext } from "../../admin-context.tsx";
import { type ApiClient, readJson, siteUrl } from "../../lib/api-client.ts";
import { type SectionSummaryRow, useSectionSummaries } from "./content-queries.ts";
import { byTitle } from "./section-label.ts";

/** One choice of a reference picker: what is stored, what the admin reads, and a thumbnail. */
export interface ReferenceOption {
  value: string;
  label: string;
  /** What it is called when read out after a move: "GOTS", "Company brochure". */
  name: string;
  thumbnail?: string;
}

export interface ReferenceOptions {
  options: ReferenceOption[];
  isPending: boolean;
  error: unknown;
}

interface LibraryFile {
  filename: string;
  name: string;
  filepath: string;
  version: number;
  contentType: string;
  width: number | null;
}

type LibraryCall = (api: ApiClient) => Promise<LibraryFile[]>;

const LIBRARIES: Record<"image" | "document", LibraryCall> = {
  image: (api) => readJson(api.images.$get()),
  document: (api) => readJson(api.documents.$get()),
};

function useLibrary(target: "image" | "document", enabled: boolean) {
  const { api } = useAdminContext();
  return useQuery({
    queryKey: ["content", "picker", target],
    queryFn: () => LIBRARIES[target](api),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * Standards or pillars as the owner knows them ("GOTS: Global Organic Textile Standard"),
 * sorted; the address is added only where two of them read the same.
 */
export function entryOptions(
  rows: readonly Pick<SectionSummaryRow, "section" | "title" | "shortName">[],
  prefix: string,
): ReferenceOption[] {
  const named = rows
    .filter((row) => row.section.startsWith(prefix) && !isTranslation(row.section))
    .map((row) => ({
      value: row.section.slice(prefix.length),
      label: row.title,
      name: row.shortName,
    }));
  const uses = new Map<string, number>();
  for (const option of named) uses.set(option.label, (uses.get(option.label) ?? 0) + 1);
  return named
    .map((option) =>
      (uses.get(option.label) ?? 0) > 1
        ? { ...option, label: `${option.label} (address: ${option.value})` }
        : option,
    )
    .sort((a, b) => byTitle(a.label, b.label));
}

/** Each summaries list's options by prefix: every picker of a form shares them. */
const optionsOf = new WeakMap<readonly SectionSummaryRow[], Map<string, ReferenceOption[]>>();

function sharedEntryOptions(rows: readonly SectionSummaryRow[], prefix: string) {
  let byPrefix = optionsOf.get(rows);
  if (!byPrefix) {
    byPrefix = new Map();
    optionsOf.set(rows, byPrefix);
  }
  let options = byPrefix.get(prefix);
  if (!options) {
    options = entryOptions(rows, prefix);
    byPrefix.set(prefix, options);
  }
  return options;
}

const NO_SUMMARIES: readonly SectionSummaryRow[] = [];

/** The choices of a picker: images and PDFs from their libraries, standards and pillars from the content. */
export function useReferenceOptions(target: ReferenceKind): ReferenceOptions {
  const { apiBaseUrl } = useAdminContext();
  const isFile = target === "image" || target === "document";
  const library = useLibrary(target === "document" ? "document" : "image", isFile);
  const summaries = useSectionSummaries();
  if (isFile) {
    return {
      options: (library.data ?? []).map((file) => ({
        value: file.filename,
        name: file.name || file.filename,
        label:
          file.name && file.name !== file.filename
            ? `${file.name} (${file.filename})`
            : file.filename,
        // Thumbnails are 40 px: a photograph's smallest rendition, never its original.
        thumbnail: target === "image" ? siteUrl(apiBaseUrl, previewPath(file, 40)) : undefined,
      })),
      isPending: library.isPending,
      error: library.error,
    };
  }
  return {
    options: sharedEntryOptions(summaries.data ?? NO_SUMMARIES, `${target}:`),
    isPending: summaries.isPending,
    error: summaries.error,
  };
}
