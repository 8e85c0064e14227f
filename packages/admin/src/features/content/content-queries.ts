import { splitTranslation } from "@app/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import { responseError } from "../../lib/api-error.ts";

export const contentKeys = {
  all: ["content"] as const,
  list: ["content", "list"] as const,
  deleted: ["content", "deleted"] as const,
  schedules: ["content", "schedules"] as const,
  revisions: (section: string) => ["content", "revisions", section] as const,
  usage: (section: string) => ["content", "usage", section] as const,
};

type ListCall = ApiClient["admin"]["content"]["$get"];
/** A section as the admin edits it: its draft when one waits, and what the site shows beside. */
export type ContentSectionRow = SuccessJson<Awaited<ReturnType<ListCall>>>[number];
type DeletedCall = ApiClient["admin"]["content-deleted"]["$get"];
export type DeletedSectionRow = SuccessJson<Awaited<ReturnType<DeletedCall>>>[number];
type RevisionsCall = ApiClient["admin"]["content"][":section"]["revisions"]["$get"];
export type ContentRevisionRow = SuccessJson<Awaited<ReturnType<RevisionsCall>>>[number];

/** GET /api/admin/content: every section, drafts and entries never published included. */
export const contentListQuery = (api: ApiClient) =>
  queryOptions({ queryKey: contentKeys.list, queryFn: () => readJson(api.admin.content.$get()) });

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
  /** false: saved as a draft, the site keeps what it shows. */
  publish: boolean;
}

/**
 * Puts a section the server just answered with into the cached list at once. The list (every
 * section in full: megabytes on a large site) is fetched again only when the save touches
 * other rows: a renamed section, or English whose translations read it.
 */
function useKeepInList() {
  const queryClient = useQueryClient();
  return (saved: ContentSectionRow, replaces = saved.section) => {
    let othersChanged = replaces !== saved.section;
    queryClient.setQueryData(contentKeys.list, (list: ContentSectionRow[] | undefined) => {
      othersChanged ||=
        list?.some(
          (s) => splitTranslation(s.section).base === saved.section && s.section !== saved.section,
        ) === true;
      return list?.some((s) => s.section === replaces)
        ? list.map((s) => (s.section === replaces ? saved : s))
        : list && [...list, saved];
    });
    return queryClient.invalidateQueries({
      queryKey: contentKeys.all,
      predicate: (query) => othersChanged || query.queryKey[1] !== contentKeys.list[1],
    });
  };
}

/** POST /api/admin/content; the list and the section's history refresh afterwards. */
export function useSaveContent() {
  const api = useAdminApi();
  const keepInList = useKeepInList();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, content, version, publish }: SaveRequest) =>
      readJson(
        api.admin.content.$post({
          json: {
            section,
            content,
            publish,
            // A new section is created only if no one else created it meanwhile (409 otherwise).
            ...(version !== undefined ? { version } : { create: true }),
          },
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

export interface DraftRequest {
  section: string;
  /** The draft's version the admin saw: a draft changed since answers 409. */
  version: number;
}

export interface PublishRequest extends DraftRequest {
  /** When to publish (an instant with its offset); now when not given. */
  at?: string;
  /** When the entry leaves the site; null cancels a time set before. */
  unpublishAt?: string | null;
}

/**
 * POST /api/admin/content/:section/publish: the draft goes on the site as the next version, now
 * or at the time given.
 */
export function usePublishDraft() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, ...json }: PublishRequest) =>
      readJson(api.admin.content[":section"].publish.$post({ param: { section }, json })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

/** GET /api/admin/schedules: changes waiting for their time, then the last week's. */
export const useSchedules = () => {
  const api = useAdminApi();
  return useQuery({
    queryKey: contentKeys.schedules,
    queryFn: () => readJson(api.admin.schedules.$get()),
    // A change done by the server at its time shows without a reload.
    refetchInterval: 30_000,
  });
};
export type ScheduleRow = SuccessJson<
  Awaited<ReturnType<ApiClient["admin"]["schedules"]["$get"]>>
>[number];

/** A scheduled change still to come: neither done nor cancelled. */
export const isWaiting = (row: ScheduleRow) => row.doneAt === null && row.cancelledAt === null;

/** DELETE /api/admin/schedules/:id: the change waits no more. */
export function useCancelSchedule() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      readJson(api.admin.schedules[":id"].$delete({ param: { id: String(id) } })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

/** DELETE /api/admin/content/:section/draft: the site keeps what it shows. */
export function useDiscardDraft() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, version }: DraftRequest) =>
      readJson(
        api.admin.content[":section"].draft.$delete({
          param: { section },
          query: { expectedVersion: String(version) },
        }),
      ),
    // Not awaited: the refreshed list drops the draft's notice, and the caller's own callbacks
    // (close the editor, say it is done) must run before it unmounts.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}

const previewLinksKey = (section: string) => ["content", "preview-links", section] as const;

/** GET /api/admin/content/:section/preview-links: the links that still open. */
export const usePreviewLinks = (section: string, enabled: boolean) => {
  const api = useAdminApi();
  return useQuery({
    queryKey: previewLinksKey(section),
    queryFn: () =>
      readJson(api.admin.content[":section"]["preview-links"].$get({ param: { section } })),
    enabled,
  });
};

/** POST /api/admin/content/:section/preview-links: a secret address, shown once. */
export function useCreatePreviewLink(section: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      readJson(api.admin.content[":section"]["preview-links"].$post({ param: { section } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewLinksKey(section) }),
  });
}

/** DELETE /api/admin/content/:section/preview-links/:id: the link opens no more. */
export function useRevokePreviewLink(section: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await api.admin.content[":section"]["preview-links"][":id"].$delete({
        param: { section, id: String(id) },
      });
      if (!res.ok) throw await responseError(res as unknown as Response);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewLinksKey(section) }),
  });
}
