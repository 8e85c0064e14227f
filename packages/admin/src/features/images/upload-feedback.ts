import { ALLOWED_IMAGE_TYPES, toastMessages } from "@app/contract";
import { notifyFailure, notifyInvalid, notifySuccess } from "../../lib/notify.ts";
import type { UploadOutcome } from "./image-queries.ts";

/** The spec's toasts for an upload: refused before sending, replaced, added, or failed. */
export const uploadToasts = {
  onSuccess(outcome: UploadOutcome) {
    if (outcome.status === "refused") {
      notifyInvalid(outcome.check.message);
    } else if (outcome.result.replaced) {
      notifySuccess(toastMessages.uploadReplaced);
    } else {
      notifySuccess({ ...toastMessages.uploadNew, description: outcome.result.file.filepath });
    }
  },
  onError(error: unknown) {
    notifyFailure(
      toastMessages.uploadFailure.title,
      error,
      toastMessages.uploadFailure.description,
    );
  },
};

/** What the file pickers offer: the six allowed types (the check after choosing still applies). */
export const IMAGE_ACCEPT = ALLOWED_IMAGE_TYPES.join(",");
