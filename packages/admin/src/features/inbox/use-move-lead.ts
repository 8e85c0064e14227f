import type { Stage } from "@app/contract";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { type SubmissionPage, submissionKeys } from "./inbox-queries.ts";
import { withStage } from "./lead-board-columns.ts";

type ListData = InfiniteData<SubmissionPage, string | undefined>;

export interface LeadMove {
  id: number;
  stage: Stage;
}

/**
 * Moves a lead to another stage (PATCH `stage`). Every loaded list shows it there at once;
 * when the server refuses, they show it where it was again, and the caller says why.
 */
export function useMoveLead() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const lists = { queryKey: submissionKeys.lists };
  return useMutation({
    mutationFn: ({ id, stage }: LeadMove) =>
      readJson(api.admin.submissions[":id"].$patch({ param: { id: String(id) }, json: { stage } })),
    onMutate: async ({ id, stage }: LeadMove) => {
      // A reload already on its way would answer the old stage over the new one.
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<ListData>(lists);
      queryClient.setQueriesData<ListData>(
        lists,
        (data) => data && { ...data, pages: withStage(data.pages, id, stage) },
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    // The lists (a lead may leave a filtered one), the counts and the lead's history; not
    // waited for, so the caller hears of a refusal at once, not after the lists reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
  });
}
