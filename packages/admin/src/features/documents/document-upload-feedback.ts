import { fileMessages } from "@app/contract";
import { uploadToasts } from "../../components/stored-file/upload-toasts.ts";

/** The toasts of a PDF upload: refused before sending, replaced, added, or refused by the server. */
export const documentUploadToasts = uploadToasts({
  replaced: fileMessages.documentReplaced,
  uploaded: fileMessages.documentUploaded,
  failure: fileMessages.documentUploadFailure,
});
