import { useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";

export const backupKeys = {
  status: ["backups", "status"] as const,
};

/**
 * The backups' status, asked again whenever the card appears. `watching`: asked every two
 * seconds, while a download is being prepared (the browser's download bar shows it, not us).
 */
export function useBackupStatus(watching = false) {
  const api = useAdminApi();
  return useQuery({
    queryKey: backupKeys.status,
    queryFn: () => readJson(api.admin.backups.$get()),
    refetchOnMount: "always",
    refetchInterval: watching ? 2000 : false,
  });
}
