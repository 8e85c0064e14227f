import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";

export const telegramKeys = {
  settings: ["telegram", "settings"] as const,
};

/** The bot, its group and its last message; asked again each time Settings opens. */
export function useTelegramSettings() {
  const api = useAdminApi();
  return useQuery({
    queryKey: telegramKeys.settings,
    queryFn: () => readJson(api.admin.telegram.$get()),
    refetchOnMount: "always",
  });
}

/** Posts a test message now; the answer is Telegram's, posted or refused. */
export function useSendTestTelegram() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readJson(api.admin.telegram.test.$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: telegramKeys.settings }),
  });
}
