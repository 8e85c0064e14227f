import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";

export const contentKeys = {
  all: ["content"] as const,
  list: ["content", "list"] as const,
  deleted: ["content", "deleted"] as const,
  revisions: (section: string) => ["content", "revisions", section] as const,
  usage: (section: string) => ["content", "usage", section] as const,
};

type ListCall = ApiClient["content"]["$get"];
export type ContentSectionRow = SuccessJson<Awaited<ReturnType<ListCall>>>[number];
type DeletedCall = ApiClient["admin"]["content-deleted"]["$get"];
export type DeletedSectionRow = SuccessJson<Awaited<ReturnType<DeletedCall>>>[number];
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

/** Puts a section the server just answered with into the cached list at once. */
function useKeepInList() {
  const queryClient = useQueryClient();
  return (saved: ContentSectionRow, replaces = saved.section) => {
    queryClient.setQueryData(contentKeys.list, (list: ContentSectionRow[] | undefined) =>
      list?.some((s) => s.section === replaces)
        ? list.map((s) => (s.section === replaces ? saved : s))
        : list && [...list, saved],
    );
    return queryClient.invalidateQueries({ queryKey: contentKeys.all });
  };
}

/** POST /api/admin/content; the list and the section's history refresh afterwards. */
export function useSaveContent() {
  const api = useAdminApi();
  const keepInList = useKeepInList();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, content, version }: SaveRequest) =>
      readJson(
        api.admin.content.$post({
          // A new section is created only if no one else created it meanwhile (409 otherwise).
          json: { section, content, ...(version !== undefined ? { version } : { create: true }) },
        }),
      ),
    onSuccess: (saved) => keepInList(saved),
  });
}

/** GET /api/admin/content-deleted: deleted sections whose history is kept, newest first. */
export const useDeletedSections = (enabled = true) => {
  const api = useAdminApi();
  return useQuery({
    queryKey: contentKeys.deleted,
    queryFn: () => readJson(api.admin["content-deleted"].$get()),
    enabled,
  });
};

/** Who links to a section: other sections and the pages that show those links. */
export const useSectionUsage = (section: string, enabled: boolean) => {
  const api = useAdminApi();
  return useQuery({
    queryKey: contentKeys.usage(section),
    queryFn: () => readJson(api.admin.content[":section"].usage.$get({ param: { section } })),
    enabled,
    staleTime: 0,
  });
};

export interface DeleteRequest {
  section: string;
  expectedVersion: number;
}

/** DELETE /api/admin/content/:section: its page leaves the site; its history stays. */
export function useDeleteSection() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, expectedVersion }: DeleteRequest) =>
      readJson(
        api.admin.content[":section"].$delete({
          param: { section },
          query: { expectedVersion: String(expectedVersion) },
        }),
      ),
    onSuccess: (_, { section }) => {
      queryClient.setQueryData(contentKeys.list, (list: ContentSectionRow[] | undefined) =>
        list?.filter((s) => s.section !== section),
      );
      return queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

export interface RenameRequest {
  section: string;
  to: string;
  expectedVersion: number;
}

/** Renames an entry within its collection; the old address answers 301 to the new one. */
export function useRenameSection() {
  const api = useAdminApi();
  const keepInList = useKeepInList();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, to, expectedVersion }: RenameRequest) =>
      readJson(
        api.admin.content[":section"].rename.$post({
          param: { section },
          json: { to, expectedVersion },
        }),
      ),
    onSuccess: (renamed, { section }) => keepInList(renamed, section),
  });
}

export interface RestoreRequest {
  section: string;
  version: number;
  /** The live version seen; none for a deleted section, which the restore brings back. */
  expectedVersion: number | undefined;
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
          json: expectedVersion === undefined ? {} : { expectedVersion },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
