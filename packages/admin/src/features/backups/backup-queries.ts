import type { Reauth } from "@app/contract";
import { throwIfNotOk } from "@app/contract/api-error";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { attachmentName, download } from "../../lib/download.ts";
import { FORGET_SECRETS } from "../../lib/query-client.ts";
import { proofBody } from "../../lib/step-up.ts";

export const backupKeys = {
  status: ["backups", "status"] as const,
};

/**
 * The backups' status, asked again whenever the card appears. `watching`: asked every two
 * seconds, while a download is being prepared.
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

/**
 * One archive of everything, fetched through the API client (the desktop app's server too,
 * with the session cookie) and saved under the server's file name. A POST, with the proof
 * ("confirm it's you") when the server asked for it; none from a recent sign-in.
 */
export function useDownloadBackup() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: async (proof?: Reauth) => {
      const sent = api.admin.backup.$post(undefined, proofBody(proof));
      const response = await throwIfNotOk((await sent) as unknown as Response);
      const name = attachmentName(response.headers, "backup.tar");
      download(await response.blob(), name);
      return name;
    },
    ...FORGET_SECRETS,
  });
}
