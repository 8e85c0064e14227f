import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";

export const contentKeys = {
  all: ["content"] as const,
  list: ["content", "list"] as const,
  revisions: (section: string) => ["content", "revisions", section] as const,
};

type ListCall = ApiClient["content"]["$get"];
export type ContentSectionRow = SuccessJson<Awaited<ReturnType<ListCall>>>[number];
type RevisionsCall = ApiClient["admin"]["content"][":section"]["revisions"]["$get"];
export type ContentRevisionRow = SuccessJson<Awaited<ReturnType<RevisionsCall>>>[number];

export const contentListQuery = (api: ApiClient) =>
  queryOptions({ queryKey: contentKeys.list, queryFn: () => readJson(api.content.$get()) });

export const useContentList = () => useQuery(contentListQuery(useAdminApi()));

export const revisionsQuery = (api: ApiClient, section: string) =>
  queryOptions({
    queryKey: contentKeys.revisions(section),
    queryFn: () => readJson(api.admin.content[":section"].revisions.$get({ param: { section } })),
  });

export const useRevisions = (section: string, enabled = true) =>
  useQuery({ ...revisionsQuery(useAdminApi(), section), enabled });

export interface SaveRequest {
  section: string;
  content: Record<string, unknown>;
  /** The version edited; undefined only for a new section. */
  version: number | undefined;
}

/** POST /api/admin/content; the list and the section's history refresh afterwards. */
export function useSaveContent() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, content, version }: SaveRequest) =>
      readJson(
        api.admin.content.$post({
          // A new section is created only if no one else created it meanwhile (409 otherwise).
          json: { section, content, ...(version !== undefined ? { version } : { create: true }) },
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(contentKeys.list, (list: ContentSectionRow[] | undefined) =>
        list?.some((s) => s.section === saved.section)
          ? list.map((s) => (s.section === saved.section ? saved : s))
          : list && [...list, saved],
      );
      return queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

export interface RestoreRequest {
  section: string;
  version: number;
  expectedVersion: number;
}

/** Restoring writes the old content as a new version; history only grows. */
export function useRestoreRevision() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, version, expectedVersion }: RestoreRequest) =>
      readJson(
        api.admin.content[":section"].revisions[":version"].restore.$post({
          param: { section, version: String(version) },
          json: { expectedVersion },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
