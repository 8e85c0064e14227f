import type { ActivityAction } from "@app/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";

type ActivityPage = SuccessJson<Awaited<ReturnType<ApiClient["admin"]["activity"]["$get"]>>>;
export type ActivityRow = ActivityPage["items"][number];

/**
 * What the list shows: one action or all (""), one person's entries (their e-mail) or
 * everyone's, and days (YYYY-MM-DD, "" = open) from and to.
 */
export interface ActivityFilter {
  action: ActivityAction | "";
  person: string;
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTER: ActivityFilter = { action: "", person: "", from: "", to: "" };

export const isFiltered = (filter: ActivityFilter) =>
  filter.action !== "" || filter.person !== "" || filter.from !== "" || filter.to !== "";

export const activityKeys = {
  all: ["activity"] as const,
  list: (filter: ActivityFilter) => ["activity", "list", filter] as const,
};

const fetchPage = (api: ApiClient, filter: ActivityFilter, cursor?: string) =>
  readJson(
    api.admin.activity.$get({
      query: {
        ...(filter.action && { action: filter.action }),
        ...(filter.person && { person: filter.person }),
        ...(filter.from && { from: filter.from }),
        ...(filter.to && { to: filter.to }),
        ...(cursor && { cursor }),
      },
    }),
  );

/**
 * The log a page at a time, newest first. Stale at once: the panel's default is never, but the
 * log grows with every change anyone makes, so opening the tab (which mounts this) asks again.
 * A refetch walks the cursors again from the first page, so newcomers never shift a page.
 */
export function useActivity(filter: ActivityFilter) {
  const api = useAdminApi();
  return useInfiniteQuery({
    queryKey: activityKeys.list(filter),
    queryFn: ({ pageParam }) => fetchPage(api, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
