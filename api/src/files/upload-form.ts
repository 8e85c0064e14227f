import {
  apiErrorMessages,
  fieldErrors,
  type UploadFields,
  UploadFieldsSchema,
} from "@app/contract";
import { HttpError } from "../lib/http-error.ts";

/** The file is in `image` or in `file`: typed clients may use either name. */
export type UploadForm = UploadFields & { image?: File; file?: File };

type FormValue = string | File | (string | File)[];

/**
 * The multipart upload: one file, in `image` (the spec's name, also for a PDF) or in `file`,
 * and the optional text fields of UploadFieldsSchema. An empty text field counts as absent,
 * as an HTML form sends it.
 */
export function parseUploadForm(form: Record<string, FormValue>): UploadForm {
  const file = form.image instanceof File ? form.image : form.file;
  if (!(file instanceof File)) throw new HttpError(400, apiErrorMessages.noFile);

  const text: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const key of Object.keys(UploadFieldsSchema.shape)) {
    const value = form[key];
    if (value === undefined) continue;
    if (typeof value !== "string") problems[key] = apiErrorMessages.validation;
    else if (value.trim() !== "") text[key] = value;
  }
  const parsed = UploadFieldsSchema.safeParse(text);
  if (!parsed.success) Object.assign(problems, fieldErrors(parsed.error.issues));
  if (Object.keys(problems).length > 0 || !parsed.success) {
    throw new HttpError(400, apiErrorMessages.validation, problems);
  }
  return { ...parsed.data, image: file };
}
