import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";

const linkKey = ["account", "telegram-link"] as const;

/**
 * The signed-in person's link; while a code waits to be sent in Telegram it is asked every
 * two seconds, so the card shows the link as soon as the bot made it.
 */
export function useTelegramLink(waitingForCode: boolean) {
  const api = useAdminApi();
  return useQuery({
    queryKey: linkKey,
    queryFn: () => readJson(api.admin.telegram.link.$get()),
    refetchOnMount: "always",
    refetchInterval: waitingForCode ? 2_000 : false,
  });
}

export function useMakeTelegramCode() {
  const api = useAdminApi();
  return useMutation({ mutationFn: () => readJson(api.admin.telegram.link.$post()) });
}

export function useUnlinkTelegram() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson(api.admin.telegram.link.$delete()),
    onSuccess: (state) => queryClient.setQueryData(linkKey, state),
  });
}
