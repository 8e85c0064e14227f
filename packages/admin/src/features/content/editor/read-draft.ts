import { toastMessages, validationMessages } from "@app/contract";
import { parseJsonWithPosition } from "../../../lib/json-position.ts";
import { notifyInvalid } from "../../../lib/notify.ts";
import { type Content, isContentObject } from "../parse-content.ts";

/**
 * The draft's JSON as a content object; otherwise says what is wrong (and, given a way to,
 * shows where) and gives undefined.
 */
export function readDraftContent(text: string, revealError?: () => void): Content | undefined {
  const result = parseJsonWithPosition(text);
  if (!result.ok) {
    notifyInvalid(toastMessages.invalidJson);
    revealError?.();
    return undefined;
  }
  if (!isContentObject(result.value)) {
    notifyInvalid({
      title: toastMessages.invalidJson.title,
      description: validationMessages.contentObject,
    });
    return undefined;
  }
  return result.value as Content;
}
