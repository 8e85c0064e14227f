import { businessLocalDateTime, type Submission } from "@app/contract";
import { toCsv } from "../../lib/csv.ts";

/** The fields of a submission the export writes; the list's rows have at least these. */
export type CsvSubmission = Pick<
  Submission,
  | "id"
  | "reference"
  | "kind"
  | "status"
  | "createdAt"
  | "name"
  | "email"
  | "phone"
  | "company"
  | "service"
  | "standard"
  | "standardName"
  | "appointmentAt"
  | "message"
  | "page"
  | "notification"
>;

export const SUBMISSION_CSV_HEADER = [
  "ID",
  "Reference",
  "Received (UTC)",
  "Kind",
  "Status",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Service",
  "Standard",
  "Appointment (Phnom Penh)",
  "Message",
  "Sent from",
  "E-mail",
] as const;

/** A meeting's time as Phnom Penh's clock shows it, `2026-12-01 10:00`: a spreadsheet reads it. */
const appointmentCell = (at: string | null) =>
  at ? businessLocalDateTime(new Date(at)).replace("T", " ") : null;

/** The submissions as CSV, escaped and with spreadsheet formulas neutralised. */
export function submissionsCsv(rows: readonly CsvSubmission[]): string {
  return toCsv(
    SUBMISSION_CSV_HEADER,
    rows.map((s) => [
      s.id,
      s.reference,
      s.createdAt,
      s.kind,
      s.status,
      s.name,
      s.email,
      s.phone,
      s.company,
      s.service,
      // The name it had when the request came in; its slug, should no name have been kept.
      s.standardName ?? s.standard,
      appointmentCell(s.appointmentAt),
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
