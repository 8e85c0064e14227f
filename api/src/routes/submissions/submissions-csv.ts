import {
  businessIsoString,
  businessLocalDateTime,
  STAGE_NAMES,
  type Submission,
  type SubmissionDetailField,
  type SubmissionKind,
} from "@app/contract";
import { CSV_BYTE_ORDER_MARK, type CsvCell, csvLine, keepAsText } from "./csv-cells.ts";

/** The fields of a submission the export writes. */
export type CsvSubmission = Pick<
  Submission,
  | SubmissionDetailField
  | "reference"
  | "status"
  | "notification"
  | "stage"
  | "assigneeId"
  | "followUpOn"
  | "source"
>;

/** A lead's assignee as the file names them: their e-mail (empty for nobody). */
export type EmailOfPerson = (id: string) => string | undefined;

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
  "Stage",
  "Assigned to",
  "Follow-up on",
  "First page of the visit",
  "Referring site",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
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

/** One submission's cells, in the header's order. */
export const submissionCsvCells = (s: CsvSubmission, emailOf: EmailOfPerson): CsvCell[] => [
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
  STAGE_NAMES[s.stage],
  s.assigneeId ? (emailOf(s.assigneeId) ?? "") : "",
  s.followUpOn,
  s.source?.landingPage ?? null,
  s.source?.referrer ?? null,
  s.source?.utmSource ?? null,
  s.source?.utmMedium ?? null,
  s.source?.utmCampaign ?? null,
  s.source?.utmTerm ?? null,
  s.source?.utmContent ?? null,
];

/**
 * The submissions as a CSV file, escaped and with spreadsheet formulas neutralised: the
 * byte-order mark and the header first, then a chunk's rows each time the reader wants more.
 * A slow download leaves the next chunk unread in the database instead of piling up in memory.
 * `onError` hears a chunk that could not be read; the download then breaks off, unfinished.
 */
export function submissionsCsvStream(
  chunks: AsyncIterable<readonly CsvSubmission[]>,
  emailOf: EmailOfPerson,
  onError?: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const line = (s: CsvSubmission) => csvLine(submissionCsvCells(s, emailOf));
  const encoder = new TextEncoder();
  const rows = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BYTE_ORDER_MARK + csvLine(SUBMISSION_CSV_HEADER)));
    },
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(line).join("")));
      } catch (error) {
        onError?.(error);
        controller.error(error);
      }
    },
    // The reader went away (a download cancelled): no more chunks are read.
    async cancel() {
      await rows.return?.();
    },
  });
}

/** e.g. inbox-quote-2025-05-01.csv, the day in Phnom Penh like the times inside. */
export function csvFilename(kind: SubmissionKind | "all", now = new Date()): string {
  const day = businessLocalDateTime(now).slice(0, 10);
  return `inbox-${kind}-${day}.csv`;
}
