import { type MailSettingsFormValues, mailSettingsMessages } from "@app/contract";
import { toast } from "@app/ui/lib/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";

export type MailSettingsView = SuccessJson<Awaited<ReturnType<ApiClient["admin"]["mail"]["$get"]>>>;

export const mailKeys = {
  settings: ["mail", "settings"] as const,
};

/**
 * The mail configuration and the outbox's counts. Asked again each time the card appears:
 * the counts change as e-mails go out, and the card is only on screen in Settings.
 */
export function useMailSettings() {
  const api = useAdminApi();
  return useQuery({
    queryKey: mailKeys.settings,
    queryFn: () => readJson(api.admin.mail.$get()),
    refetchOnMount: "always",
  });
}

/** Sends a test e-mail now; the answer is the mail server's, accepted or refused. */
export function useSendTestMail() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: () => readJson(api.admin.mail.test.$post()),
  });
}

/**
 * Saves the mail settings made in the admin; the answer is the new view of them (never the
 * password), put in the cache so the card shows it at once.
 */
export function useSaveMailSettings() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MailSettingsFormValues) =>
      readJson(api.admin.mail.settings.$put({ json: settings })),
    onSuccess: (settings) => {
      // Said here, not by the form: a first save remounts the form, which then misses its own
      // callbacks.
      toast({ ...mailSettingsMessages.saved, variant: "success" });
      queryClient.setQueryData(mailKeys.settings, settings);
    },
  });
}
