import type { ReferenceKind } from "@app/contract";
import { previewPath } from "@app/contract";
import { useQuery } from "@tanstack/react-query";
import { useAdminContext } from "../../admin-context.tsx";
import { type ApiClient, readJson, siteUrl } from "../../lib/api-client.ts";
import { type ContentSectionRow, useContentList } from "./content-queries.ts";

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

const text = (content: Record<string, unknown>, key: string) => {
  const value = content[key];
  return typeof value === "string" ? value : "";
};

/**
 * Standards or pillars as the owner knows them ("GOTS: Global Organic Textile Standard"),
 * sorted; the address is added only where two of them read the same.
 */
export function entryOptions(
  rows: readonly Pick<ContentSectionRow, "section" | "content">[],
  prefix: string,
): ReferenceOption[] {
  const named = rows
    .filter((row) => row.section.startsWith(prefix))
    .map((row) => {
      const slug = row.section.slice(prefix.length);
      const name = text(row.content, "name");
      const fullName = text(row.content, "fullName");
      const title = text(row.content, "title");
      const label = name && fullName ? `${name}: ${fullName}` : name || title || fullName || slug;
      return { value: slug, label, name: name || title || fullName || slug };
    });
  const uses = new Map<string, number>();
  for (const option of named) uses.set(option.label, (uses.get(option.label) ?? 0) + 1);
  return named
    .map((option) =>
      (uses.get(option.label) ?? 0) > 1
        ? { ...option, label: `${option.label} (address: ${option.value})` }
        : option,
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The choices of a picker: images and PDFs from their libraries, standards and pillars from the content. */
export function useReferenceOptions(target: ReferenceKind): ReferenceOptions {
  const { apiBaseUrl } = useAdminContext();
  const isFile = target === "image" || target === "document";
  const library = useLibrary(target === "document" ? "document" : "image", isFile);
  const content = useContentList();
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
    options: entryOptions(content.data ?? [], `${target}:`),
    isPending: content.isPending,
    error: content.error,
  };
}
