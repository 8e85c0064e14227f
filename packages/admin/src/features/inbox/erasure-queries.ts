import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { submissionKeys } from "./inbox-queries.ts";

/**
 * How many messages an address has, asked when the admin presses "Find messages": an answer
 * to that one step, never cached, so a second look counts again.
 */
export function useErasureLookup() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: (email: string) =>
      readJson(api.admin.submissions.erasure.count.$post({ json: { email } })),
  });
}

/** Erases every message from an address; answers how many went. */
export function useEraseSubmissions() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      readJson(api.admin.submissions.erasure.$post({ json: { email } })),
    // Lists, counts and the unread badge: whatever was erased is gone from all of them.
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
