import type { SubmissionRow } from "./inbox-queries.ts";

/**
 * A mailto: answering the client, with the reference the visitor was shown in the subject, so
 * the reply is easy to match with their request.
 */
export function replyHref(s: Pick<SubmissionRow, "kind" | "reference" | "email">): string {
  const subject = `${s.kind === "quote" ? "Your quotation request" : "Your message"} ${s.reference}`;
  return `mailto:${s.email}?subject=${encodeURIComponent(subject)}`;
}
