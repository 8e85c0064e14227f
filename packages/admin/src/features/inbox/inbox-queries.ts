import { SUBMISSION_PAGE_MAX, type SubmissionKind, type SubmissionListStatus } from "@app/contract";
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";

type SubmissionPage = SuccessJson<Awaited<ReturnType<ApiClient["admin"]["submissions"]["$get"]>>>;
export type SubmissionRow = SubmissionPage["items"][number];

export type KindFilter = "all" | SubmissionKind;
/**
 * "inbox" is new and read, filtered by the server like any status; "all" sends no status, which
 * the server answers with everything but spam.
 */
export type StatusFilter = "all" | SubmissionListStatus;

export interface InboxFilter {
  kind: KindFilter;
  status: StatusFilter;
}

export const submissionKeys = {
  all: ["submissions"] as const,
  list: (filter: InboxFilter) => ["submissions", "list", filter] as const,
  counts: (kind: KindFilter) => ["submissions", "counts", kind] as const,
};

const listQuery = (filter: InboxFilter) => ({
  ...(filter.kind !== "all" && { kind: filter.kind }),
  ...(filter.status !== "all" && { status: filter.status }),
});

const fetchPage = (api: ApiClient, filter: InboxFilter, cursor?: string, limit?: number) =>
  readJson(
    api.admin.submissions.$get({
      query: {
        ...listQuery(filter),
        ...(cursor && { cursor }),
        ...(limit && { limit: String(limit) }),
      },
    }),
  );

/**
 * The list a page at a time, newest first, at the server's default page size. A refetch (after
 * a change) walks the cursors again from the first page, so loaded pages stay consistent.
 */
export function useSubmissions(filter: InboxFilter) {
  const api = useAdminApi();
  return useInfiniteQuery({
    queryKey: submissionKeys.list(filter),
    queryFn: ({ pageParam }) => fetchPage(api, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

const countsOptions = (api: ApiClient, kind: KindFilter) =>
  queryOptions({
    queryKey: submissionKeys.counts(kind),
    queryFn: () =>
      readJson(api.admin.submissions.counts.$get({ query: kind === "all" ? {} : { kind } })),
  });

/** How many submissions have each status, for one kind or all. */
export function useSubmissionCounts(kind: KindFilter) {
  return useQuery(countsOptions(useAdminApi(), kind));
}

/** How many messages nobody has opened yet: the number on the Inbox tab. */
export function useUnreadCount() {
  return useQuery({ ...countsOptions(useAdminApi(), "all"), select: (counts) => counts.new });
}

/** Every submission the filter matches, for the CSV export: the largest pages, one after another. */
export function useExportSubmissions() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: async (filter: InboxFilter) => {
      const rows: SubmissionRow[] = [];
      let cursor: string | undefined;
      do {
        const page = await fetchPage(api, filter, cursor, SUBMISSION_PAGE_MAX);
        rows.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return rows;
    },
  });
}

export function useUpdateSubmission() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "new" | "read" | "archived" }) =>
      readJson(
        api.admin.submissions[":id"].$patch({ param: { id: String(id) }, json: { status } }),
      ),
    // Lists and counts alike: a status change moves a message between filters.
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
