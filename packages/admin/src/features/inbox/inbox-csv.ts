import { businessIsoString, businessLocalDateTime, type Submission } from "@app/contract";
import { keepAsText, toCsv } from "../../lib/csv.ts";

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
  "Received (Phnom Penh, UTC+7)",
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

/**
 * When a message came in, on the business's clock with its offset, `2026-11-27 14:05 +07:00`:
 * the time the team lives by, and still one instant wherever the file is opened.
 */
export function receivedCell(at: string): string {
  const iso = businessIsoString(new Date(at));
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} ${iso.slice(19)}`;
}

/** The submissions as CSV, escaped and with spreadsheet formulas neutralised. */
export function submissionsCsv(rows: readonly CsvSubmission[]): string {
  return toCsv(
    SUBMISSION_CSV_HEADER,
    rows.map((s) => [
      s.id,
      s.reference,
      receivedCell(s.createdAt),
      s.kind,
      s.status,
      s.name,
      s.email,
      keepAsText(s.phone),
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

/** e.g. inbox-quote-2025-05-01.csv, the day in Phnom Penh like the times inside. */
export function csvFilename(kind: string, now = new Date()): string {
  const day = businessLocalDateTime(now).slice(0, 10);
  return `inbox-${kind === "all" ? "all" : kind}-${day}.csv`;
}
