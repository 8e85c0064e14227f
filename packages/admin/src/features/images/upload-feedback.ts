import { ALLOWED_IMAGE_TYPES, toastMessages } from "@app/contract";
import { uploadToasts as toastsFor } from "../../components/stored-file/upload-toasts.ts";

/** The spec's toasts for an upload: refused before sending, replaced, added, or failed. */
export const uploadToasts = toastsFor({
  replaced: toastMessages.uploadReplaced,
  uploaded: toastMessages.uploadNew,
  failure: toastMessages.uploadFailure,
});

/** What the file pickers offer: the six allowed types (the check after choosing still applies). */
export const IMAGE_ACCEPT = ALLOWED_IMAGE_TYPES.join(",");
