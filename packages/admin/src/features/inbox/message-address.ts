import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAdminApi } from "../../admin-context.tsx";
import { areaAddress, messageAddress, parseAdminPath } from "../../lib/admin-address.ts";
import { readJson } from "../../lib/api-client.ts";
import { useAdminPath, useAdminSearch, useNavigate } from "../../lib/navigation.ts";
import { notifyFailure } from "../../lib/notify.ts";
import { type SubmissionRow, submissionKeys } from "./inbox-queries.ts";
import type { useOpenSubmission } from "./open-submission.ts";

type OpenSubmission = ReturnType<typeof useOpenSubmission>;

/** One message by its id, for an address naming one the loaded list does not hold. */
function useSubmissionById(id: number | undefined) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...submissionKeys.all, "one", id],
    queryFn: () => readJson(api.admin.submissions[":id"].$get({ param: { id: String(id) } })),
    enabled: id !== undefined,
    retry: false,
  });
}

/**
 * The open message has an address (`/inbox/412`): opening one goes there, closing it goes back
 * to `/inbox`, and the address opens its message (a reload, a shared link, Back and Forward).
 * The list's lead filter (`?stage=quoted`) goes along both ways.
 */
export function useMessageAddress(opened: OpenSubmission, rows: readonly SubmissionRow[]) {
  const navigate = useNavigate();
  const search = useAdminSearch();
  const route = parseAdminPath(useAdminPath(), ["inbox"]);
  const wanted = route?.kind === "message" ? route.id : undefined;
  const shown = opened.submission?.id;
  const listed = wanted === undefined ? undefined : rows.find((row) => row.id === wanted);
  const fetched = useSubmissionById(wanted !== undefined && !listed ? wanted : undefined);
  const found = listed ?? fetched.data;
  // The latest hook result, without re-running the effect every time the hook answers anew.
  const latest = useRef(opened);
  latest.current = opened;

  useEffect(() => {
    if (wanted === undefined) {
      if (shown !== undefined) latest.current.close();
      return;
    }
    if (shown !== wanted && found) latest.current.open(found);
  }, [wanted, shown, found]);

  // An address naming a message that is not there (erased, a mistyped number): the inbox.
  const missing = wanted !== undefined && !listed && fetched.isError;
  useEffect(() => {
    if (!missing) return;
    notifyFailure("Message not found", fetched.error, "That message is not in the inbox.");
    navigate(areaAddress("inbox") + search, { replace: true });
  }, [missing, fetched.error, navigate, search]);

  return {
    open(row: SubmissionRow) {
      opened.open(row);
      navigate(messageAddress(row.id) + search);
    },
    close() {
      opened.close();
      navigate(areaAddress("inbox") + search);
    },
  };
}
