import type { SubmissionUpdate } from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";
import { submissionKeys } from "./inbox-queries.ts";

const leadKey = (id: number) => [...submissionKeys.all, "lead", id] as const;

/** Whom a lead may be given to, by name (also read to name owners and history's people). */
export function useAssignees() {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...submissionKeys.all, "assignees"],
    queryFn: () => readJson(api.admin.submissions.assignees.$get()),
    select: (answer) => answer.assignees,
    staleTime: 60_000,
  });
}

/** The signed-in person among the assignees (the session tells the e-mail, not the id). */
export function useMyself() {
  const email = useSession().data?.admin.email.toLowerCase();
  const assignees = useAssignees();
  return assignees.data?.find((person) => person.email.toLowerCase() === email);
}

/** One lead with its notes (oldest first) and history. */
export function useLead(id: number) {
  const api = useAdminApi();
  return useQuery({
    queryKey: leadKey(id),
    queryFn: () => readJson(api.admin.submissions[":id"].$get({ param: { id: String(id) } })),
  });
}

/** Changes a lead's stage, owner or follow-up day (or status); answers the lead as saved. */
export function useUpdateLead(id: number) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SubmissionUpdate) =>
      readJson(api.admin.submissions[":id"].$patch({ param: { id: String(id) }, json: update })),
    // The lists (a lead moves between filters) and the lead's history alike.
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}

export function useAddNote(id: number) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      readJson(
        api.admin.submissions[":id"].notes.$post({ param: { id: String(id) }, json: { text } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKey(id) }),
  });
}
