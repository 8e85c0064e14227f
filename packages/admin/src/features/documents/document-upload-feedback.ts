import { fileMessages } from "@app/contract";
import { notifyFailure, notifyInvalid, notifySuccess } from "../../lib/notify.ts";
import type { DocumentUploadOutcome } from "./document-queries.ts";

/** The toasts of a PDF upload: refused before sending, replaced, added, or refused by the server. */
export const documentUploadToasts = {
  onSuccess(outcome: DocumentUploadOutcome) {
    if (outcome.status === "refused") {
      notifyInvalid(outcome.check.message);
    } else if (outcome.result.replaced) {
      notifySuccess(fileMessages.documentReplaced);
    } else {
      notifySuccess({
        ...fileMessages.documentUploaded,
        description: outcome.result.file.filepath,
      });
    }
  },
  onError(error: unknown) {
    notifyFailure(
      fileMessages.documentUploadFailure.title,
      error,
      fileMessages.documentUploadFailure.description,
    );
  },
};
