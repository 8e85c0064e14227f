import type { Submission } from "@app/contract";
import { toCsv } from "../../lib/csv.ts";

/** The fields of a submission the export writes; the list's rows have at least these. */
export type CsvSubmission = Pick<
  Submission,
  | "id"
  | "kind"
  | "status"
  | "createdAt"
  | "name"
  | "email"
  | "phone"
  | "company"
  | "service"
  | "message"
  | "page"
  | "notification"
>;

export const SUBMISSION_CSV_HEADER = [
  "ID",
  "Received (UTC)",
  "Kind",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Service",
  "Message",
  "Sent from",
  "E-mail",
] as const;

/** The submissions as CSV, escaped and with spreadsheet formulas neutralised. */
export function submissionsCsv(rows: readonly CsvSubmission[]): string {
  return toCsv(
    SUBMISSION_CSV_HEADER,
    rows.map((s) => [
      s.id,
      s.createdAt,
      s.kind,
      s.status,
      s.name,
      s.email,
      s.phone,
      s.company,
      s.service,
      s.message,
      s.page,
      s.notification?.state ?? "",
    ]),
  );
}

/** e.g. inbox-quote-2025-05-01.csv */
export function csvFilename(kind: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `inbox-${kind === "all" ? "all" : kind}-${day}.csv`;
}
