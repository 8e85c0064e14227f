import type { SubmissionKind, SubmissionStatus } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";

export type SubmissionRow = SuccessJson<
  Awaited<ReturnType<ApiClient["admin"]["submissions"]["$get"]>>
>[number];

export type KindFilter = "all" | SubmissionKind;
/** "inbox" is new and read; "all" is everything but spam (the server leaves spam out unless asked). */
export type StatusFilter = "inbox" | "all" | SubmissionStatus;

export interface InboxFilter {
  kind: KindFilter;
  status: StatusFilter;
}

export const submissionKeys = {
  all: ["submissions"] as const,
  list: (filter: InboxFilter) => ["submissions", "list", filter] as const,
  unread: ["submissions", "unread"] as const,
};

const byNewest = (a: SubmissionRow, b: SubmissionRow) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id;

export function useSubmissions(filter: InboxFilter) {
  const api = useAdminApi();
  return useQuery({
    queryKey: submissionKeys.list(filter),
    queryFn: async () => {
      const serverStatus =
        filter.status === "inbox" || filter.status === "all" ? undefined : filter.status;
      const rows = await readJson(
        api.admin.submissions.$get({
          query: {
            ...(filter.kind !== "all" && { kind: filter.kind }),
            ...(serverStatus && { status: serverStatus }),
          },
        }),
      );
      const shown =
        filter.status === "inbox"
          ? rows.filter((s) => s.status === "new" || s.status === "read")
          : rows;
      return [...shown].sort(byNewest);
    },
  });
}

/** How many messages nobody has opened yet: the number on the Inbox tab. */
export function useUnreadCount() {
  const api = useAdminApi();
  return useQuery({
    queryKey: submissionKeys.unread,
    queryFn: async () =>
      (await readJson(api.admin.submissions.$get({ query: { status: "new" } }))).length,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
