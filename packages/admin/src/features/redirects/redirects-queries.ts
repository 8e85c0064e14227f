import type { Redirect, RedirectInput } from "@app/contract";
import { toast } from "@app/ui/lib/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson } from "../../lib/api-client.ts";
import { redirectsWords } from "./redirects-words.ts";

export const redirectKeys = {
  all: ["redirects"] as const,
  list: ["redirects", "list"] as const,
  missing: ["redirects", "not-found"] as const,
};

/** The redirects, made by hand and by renaming pages; asked again each time the area opens. */
export function useRedirects() {
  const api = useAdminApi();
  return useQuery({
    queryKey: redirectKeys.list,
    queryFn: () => readJson(api.admin.redirects.$get()),
    select: (answer) => answer.redirects,
    refetchOnMount: "always",
  });
}

/** The addresses that answered "not found": counted all the time, so asked again on opening. */
export function useMissingPages() {
  const api = useAdminApi();
  return useQuery({
    queryKey: redirectKeys.missing,
    queryFn: () => readJson(api.admin["not-found"].$get()),
    select: (answer) => answer.paths,
    refetchOnMount: "always",
  });
}

function useRedirectChange<V, R>(
  send: (api: ApiClient, variables: V) => Promise<R>,
  onSuccess?: (answer: R, variables: V) => void,
) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(api, variables),
    // Here, not in `mutate`'s: the row that asked is gone once the list is asked again.
    onSuccess,
    // Also after a refusal: someone else may have changed them meanwhile. The missing pages
    // too: an address redirected is no longer missing.
    onSettled: () => queryClient.invalidateQueries({ queryKey: redirectKeys.all }),
  });
}

export const useAddRedirect = () =>
  useRedirectChange((api, json: RedirectInput) => readJson(api.admin.redirects.$post({ json })));

/** The changes to a redirect; its id may hold `:` (`rename:certification:old`), so it is encoded. */
export const useChangeRedirect = () =>
  useRedirectChange((api, { id, change }: { id: string; change: Partial<RedirectInput> }) =>
    readJson(
      api.admin.redirects[":id"].$patch({ param: { id: encodeURIComponent(id) }, json: change }),
    ),
  );

/** Deletes a redirect and says so: its line, and the button pressed, leave the list. */
export const useDeleteRedirect = () =>
  useRedirectChange(
    (api, redirect: Redirect) =>
      readJson(
        api.admin.redirects[":id"].$delete({ param: { id: encodeURIComponent(redirect.id) } }),
      ),
    (_, redirect) =>
      toast({
        title: redirectsWords.deleteDialog.deleted,
        description: redirect.from,
        variant: "success",
      }),
  );
