import {
  splitTranslation,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  toSectionSummary,
  translationName,
  translationState,
  translationStates,
} from "@app/contract";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import { responseError } from "../../lib/api-error.ts";

export const contentKeys = {
  all: ["content"] as const,
  list: ["content", "list"] as const,
  summaries: ["content", "summaries"] as const,
  section: (section: string) => ["content", "section", section] as const,
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

type SummariesCall = ApiClient["admin"]["content"]["summaries"]["$get"];
/** A section as the admin's lists show it: its names, where it stands, its translations. */
export type SectionSummaryRow = SuccessJson<Awaited<ReturnType<SummariesCall>>>[number];

/**
 * GET /api/admin/content: every section in full, drafts and entries never published included.
 * Megabytes on a large site: only the search through every text reads it, and only while
 * searching (the desktop's bulk replace too); lists read the summaries, editors their section.
 */
export const contentListQuery = (api: ApiClient) =>
  queryOptions({ queryKey: contentKeys.list, queryFn: () => readJson(api.admin.content.$get()) });

export const useContentList = (enabled = true) =>
  // Every write marks it stale; otherwise a search begun again within the minute reads no more.
  useQuery({ ...contentListQuery(useAdminApi()), enabled, staleTime: 60_000 });

/** GET /api/admin/content/summaries: every section not deleted, as the lists show it. */
export const summariesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: contentKeys.summaries,
    queryFn: () => readJson(api.admin.content.summaries.$get()),
  });

export const useSectionSummaries = (enabled = true) =>
  useQuery({ ...summariesQuery(useAdminApi()), enabled });

/** GET /api/admin/content/:section: one section in full, as its editor starts from it. */
export const sectionQuery = (api: ApiClient, section: string) =>
  queryOptions({
    queryKey: contentKeys.section(section),
    queryFn: () => readJson(api.admin.content[":section"].$get({ param: { section } })),
  });

/** One saved section in full; `enabled` false while the summaries say there is none to read. */
export const useContentSection = (section: string, enabled = true) =>
  useQuery({ ...sectionQuery(useAdminApi(), section), enabled });

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
 * A saved section's summary, from the save's answer; `others` are the summaries before it
 * (where it was called `replaces`, before a rename). Its translations' state is worked out from
 * the translations loaded here (an editor loads the section's); while one that is saved is not
 * loaded, the state before stays until the summaries are read again.
 */
export function summaryAfterSave(
  queryClient: QueryClient,
  saved: ContentSectionRow,
  others: readonly SectionSummaryRow[],
  replaces = saved.section,
): SectionSummaryRow {
  const before = others.find((row) => row.section === replaces);
  const loaded = (language: TranslatedLanguage) =>
    queryClient.getQueryData<ContentSectionRow>(
      contentKeys.section(translationName(saved.section, language)),
    );
  const unknown = TRANSLATED_LANGUAGES.some(
    (language) => before?.translations?.[language]?.saved && !loaded(language),
  );
  return toSectionSummary(
    saved,
    saved.content,
    (section) => others.find((row) => row.section === section)?.title,
    unknown ? before?.translations : translationStates(saved, loaded),
  );
}

/**
 * An English section's summary once its translation into `language` was saved, from the
 * English words loaded here; undefined when they are not (or are older than the summary).
 */
function withTranslation(
  queryClient: QueryClient,
  english: SectionSummaryRow,
  translation: ContentSectionRow,
  language: TranslatedLanguage,
): SectionSummaryRow | undefined {
  const words = queryClient.getQueryData<ContentSectionRow>(contentKeys.section(english.section));
  if (!words || words.version !== english.version) return undefined;
  const state = translationState(words, translation);
  const translations = { ...english.translations };
  if (state) translations[language] = state;
  else delete translations[language];
  return { ...english, translations };
}

/**
 * Puts a section the server just answered with into the summaries and its own entry at once.
 * The summaries are read again (small, and a 304 when nothing else changed) only when the save
 * touched other rows: a rename, English whose translations the server realigned, or a
 * translation whose English's words are not loaded here. Every other content query (history,
 * usage, schedules) is read again; the list of every section in full only if in use.
 */
function useKeepSaved() {
  const queryClient = useQueryClient();
  return (saved: ContentSectionRow, replaces = saved.section) => {
    let othersChanged = replaces !== saved.section;
    const { base, language } = splitTranslation(saved.section);
    queryClient.setQueryData(contentKeys.section(saved.section), saved);
    if (replaces !== saved.section) {
      queryClient.removeQueries({ queryKey: contentKeys.section(replaces) });
    }
    queryClient.setQueryData(contentKeys.summaries, (rows: SectionSummaryRow[] | undefined) => {
      if (!rows) return rows;
      const summary = summaryAfterSave(queryClient, saved, rows, replaces);
      othersChanged ||=
        !language &&
        TRANSLATED_LANGUAGES.some((other) =>
          rows.some((row) => row.section === translationName(saved.section, other)),
        );
      let next = rows.some((row) => row.section === replaces)
        ? rows.map((row) => (row.section === replaces ? summary : row))
        : [...rows, summary].sort((a, b) => (a.section < b.section ? -1 : 1));
      if (language) {
        const english = next.find((row) => row.section === base);
        const updated = english && withTranslation(queryClient, english, saved, language);
        if (updated) next = next.map((row) => (row === english ? updated : row));
        else othersChanged ||= english !== undefined;
      }
      return next;
    });
    if (!language) {
      // The server may have realigned the translations' words with the English lists.
      for (const other of TRANSLATED_LANGUAGES) {
        void queryClient.invalidateQueries({
          queryKey: contentKeys.section(translationName(saved.section, other)),
        });
      }
    }
    void queryClient.invalidateQueries({
      queryKey: contentKeys.all,
      predicate: ({ queryKey }) =>
        queryKey[1] !== "section" && (othersChanged || queryKey[1] !== contentKeys.summaries[1]),
    });
  };
}

/** POST /api/admin/content; the list and the section's history refresh afterwards. */
export function useSaveContent() {
  const api = useAdminApi();
  const keepSaved = useKeepSaved();
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
    onSuccess: (saved) => keepSaved(saved),
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
      queryClient.setQueryData(contentKeys.summaries, (rows: SectionSummaryRow[] | undefined) =>
        rows?.filter((row) => row.section !== section),
      );
      queryClient.removeQueries({ queryKey: contentKeys.section(section) });
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
  const keepSaved = useKeepSaved();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ section, to, expectedVersion }: RenameRequest) =>
      readJson(
        api.admin.content[":section"].rename.$post({
          param: { section },
          json: { to, expectedVersion },
        }),
      ),
    onSuccess: (renamed, { section }) => keepSaved(renamed, section),
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

/**
 * GET /api/admin/schedules: changes waiting for their time, then the last week's. Not asked
 * (`enabled` false) for a role that may not read the content.
 */
export const useSchedules = (enabled = true) => {
  const api = useAdminApi();
  return useQuery({
    enabled,
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
