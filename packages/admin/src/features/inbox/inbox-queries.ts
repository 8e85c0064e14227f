import { countMatching, type SubmissionKind } from "@app/contract";
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import type { InboxFilter } from "../../lib/ui-state.ts";
import { type LeadFilter, leadFilterQuery, NO_LEAD_FILTER } from "./lead-filter.ts";
import { notificationPollDelay } from "./notification-polling.ts";

export type SubmissionPage = SuccessJson<
  Awaited<ReturnType<ApiClient["admin"]["submissions"]["$get"]>>
>;
export type SubmissionRow = SubmissionPage["items"][number];

export type { InboxFilter };
export type KindFilter = InboxFilter["kind"];
/**
 * "inbox" is new and read, filtered by the server like any status; "all" sends no status, which
 * the server answers with everything but spam.
 */
export type StatusFilter = InboxFilter["status"];
/** "failed": only messages whose e-mail failed for good; "any" sends no filter. */
export type NotificationFilter = InboxFilter["notification"];

/** What the counts depend on: the status is chosen from them, not sent. */
type CountsFilter = Pick<InboxFilter, "kind" | "notification">;

export const submissionKeys = {
  all: ["submissions"] as const,
  /** Every loaded list, whatever its filter. */
  lists: ["submissions", "list"] as const,
  list: (filter: InboxFilter, lead: LeadFilter) => ["submissions", "list", filter, lead] as const,
  counts: ({ kind, notification }: CountsFilter) =>
    ["submissions", "counts", { kind, notification }] as const,
  unread: (kind: KindFilter) => ["submissions", "unread", { kind }] as const,
};

const countsQuery = ({ kind, notification }: CountsFilter) => ({
  ...(kind !== "all" && { kind }),
  ...(notification !== "any" && { notification }),
});

const listQuery = (filter: InboxFilter) => ({
  ...countsQuery(filter),
  ...(filter.status !== "all" && { status: filter.status }),
});

const fetchPage = (api: ApiClient, filter: InboxFilter, lead: LeadFilter, cursor?: string) =>
  readJson(
    api.admin.submissions.$get({
      query: { ...listQuery(filter), ...leadFilterQuery(lead), ...(cursor && { cursor }) },
    }),
  );

/**
 * The list a page at a time, newest first, at the server's default page size. A refetch (after
 * a change) walks the cursors again from the first page, so loaded pages stay consistent.
 * While a loaded message's e-mail is still on its way, the list asks again by itself, so the
 * admin sees it turn to E-mailed (or failed) without reloading.
 */
export function useSubmissions(
  filter: InboxFilter,
  lead: LeadFilter = NO_LEAD_FILTER,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const api = useAdminApi();
  return useInfiniteQuery({
    queryKey: submissionKeys.list(filter, lead),
    enabled,
    queryFn: ({ pageParam }) => fetchPage(api, filter, lead, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      notificationPollDelay(
        query.state.data?.pages.flatMap((page) => page.items) ?? [],
        Date.now(),
      ),
  });
}

const countsOptions = (api: ApiClient, filter: CountsFilter) =>
  queryOptions({
    queryKey: submissionKeys.counts(filter),
    queryFn: () => readJson(api.admin.submissions.counts.$get({ query: countsQuery(filter) })),
  });

/**
 * How many submissions have each status, for one kind or all, and only those whose e-mail
 * failed when the filter says so: what the list's "Showing N of M" counts from.
 */
export function useSubmissionCounts(filter: InboxFilter) {
  const { kind, notification } = filter;
  return useQuery(countsOptions(useAdminApi(), { kind, notification }));
}

const unreadOptions = (api: ApiClient, kind: KindFilter) =>
  queryOptions({
    queryKey: submissionKeys.unread(kind),
    queryFn: () =>
      readJson(api.admin.submissions.unread.$get({ query: kind === "all" ? {} : { kind } })),
  });

/**
 * How many messages nobody has opened yet: the number on the Inbox tab, on every screen. It
 * asks for the new ones alone, whose cost follows how many are unread, not how many are kept.
 */
export function useUnreadCount(enabled = true) {
  return useQuery({
    ...unreadOptions(useAdminApi(), "all"),
    enabled,
    select: (unread) => unread.new,
  });
}

/** How often the dashboard asks for its figures again while the panel is open. */
export const DASHBOARD_POLL_MS = 60_000;

/**
 * One kind's new messages, with when the oldest of them came in: the dashboard's "2 new, oldest
 * waiting 3 days". Asked again every minute, so new requests show while the panel stays open;
 * a change in the inbox refreshes it with the rest of the submissions' queries.
 */
export function useWaitingCounts(kind: SubmissionKind) {
  return useQuery({
    ...unreadOptions(useAdminApi(), kind),
    refetchInterval: DASHBOARD_POLL_MS,
  });
}

/** How many messages' e-mails to the business failed for good, spam aside (as the inbox lists them). */
export function useFailedEmailCount() {
  return useQuery({
    ...countsOptions(useAdminApi(), { kind: "all", notification: "failed" }),
    select: (counts) => countMatching(counts, undefined),
    refetchInterval: DASHBOARD_POLL_MS,
  });
}

/**
 * GET /api/admin/submissions/export.csv: every message the filters match (kind, status, e-mail
 * and the lead filter: stage, whose, follow-up), as a file the server writes while the browser
 * saves it.
 */
export function submissionExportPath(
  filter: InboxFilter,
  lead: LeadFilter = NO_LEAD_FILTER,
): string {
  const query = new URLSearchParams({
    ...listQuery(filter),
    ...leadFilterQuery(lead),
  }).toString();
  return `/api/admin/submissions/export.csv${query && `?${query}`}`;
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

/** Queues a failed or retrying e-mail again ("Send again"); answers the updated message. */
export function useResendNotification() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      readJson(api.admin.submissions[":id"].notification.$post({ param: { id: String(id) } })),
    // Also after a refusal: the e-mail may have been sent meanwhile, and the list shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
