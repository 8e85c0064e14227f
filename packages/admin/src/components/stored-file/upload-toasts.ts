import type { ToastMessage } from "@app/contract";
import { notifyFailure, notifyInvalid, notifySuccess } from "../../lib/notify.ts";

/** What an upload came to: refused by the browser's check before sending, or stored. */
export type StoredFileUploadOutcome =
  | { status: "refused"; check: { message: ToastMessage } }
  | { status: "uploaded"; result: { replaced: boolean; file: { filepath: string } } };

/**
 * The toasts of an upload of one kind of file: refused before sending, replaced, added (with
 * the new file's path), or failed; the words are the kind's own.
 */
export function uploadToasts(words: {
  replaced: ToastMessage;
  uploaded: ToastMessage;
  failure: { title: string; description: string };
}) {
  return {
    onSuccess(outcome: StoredFileUploadOutcome) {
      if (outcome.status === "refused") notifyInvalid(outcome.check.message);
      else if (outcome.result.replaced) notifySuccess(words.replaced);
      else notifySuccess({ ...words.uploaded, description: outcome.result.file.filepath });
    },
    onError(error: unknown) {
      notifyFailure(words.failure.title, error, words.failure.description);
    },
  };
}
