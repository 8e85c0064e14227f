import { describe, expect, it } from "vitest";
import {
  type CsvSubmission,
  csvFilename,
  receivedCell,
  submissionsCsvStream,
} from "./submissions-csv.ts";

/** The work fields of a lead nobody has touched yet. */
const untouched = { stage: "new", assigneeId: null, followUpOn: null, source: null } as const;
const emailOf = (id: string) => (id === "u-1" ? "sreyneang@company.example" : undefined);

/**
 * The whole file the stream writes, from chunks of rows as the database answers them, its
 * byte-order mark kept (Response.text() would drop it).
 */
async function submissionsCsv(...chunks: CsvSubmission[][]): Promise<string> {
  async function* read() {
    yield* chunks;
  }
  const bytes = await new Response(submissionsCsvStream(read(), emailOf)).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

describe("submissionsCsv", () => {
  it("writes one escaped row per submission under a header, after a byte-order mark", async () => {
    const csv = await submissionsCsv([
      {
        id: 7,
        reference: "Q-00007",
        kind: "quote",
        status: "new",
        createdAt: "2025-05-01T08:00:00.000Z",
        name: '=cmd|"/c calc"!A1',
        email: "a@example.com",
        phone: "+855 12 345 678",
        company: null,
        service: "GOTS, GRS",
        standard: "gots",
        standardName: "GOTS",
        appointmentAt: null,
        message: "Line one\nLine two",
        page: "/certifications/gots",
        notification: {
          state: "sent",
          attempts: 1,
          lastAnswer: "250 OK",
          nextAttemptAt: null,
          sentAt: "2025-05-01T08:00:02.000Z",
        },
        stage: "quoted",
        assigneeId: "u-1",
        followUpOn: "2025-05-06",
        source: {
          landingPage: "/certifications/gots",
          referrer: "mail.google.com",
          utmSource: "newsletter",
          utmMedium: "email",
          utmCampaign: "gots-2027",
          utmTerm: null,
          utmContent: null,
        },
      },
    ]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe(
      '\uFEFFID,Reference,"Received (Phnom Penh, UTC+7)",Kind,Status,Name,Email,Phone,Company,Service,Standard,Appointment (Phnom Penh),Message,Sent from,E-mail,Stage,Assigned to,Follow-up on,First page of the visit,Referring site,utm_source,utm_medium,utm_campaign,utm_term,utm_content',
    );
    expect(row).toBe(
      // The phone behind an invisible zero-width space: text, with no quote mark to see.
      '7,Q-00007,2025-05-01 15:00 +07:00,quote,new,"\'=cmd|""/c calc""!A1",a@example.com,\u200B+855 12 345 678,,"GOTS, GRS",GOTS,,"Line one\nLine two",/certifications/gots,sent,Quoted,sreyneang@company.example,2025-05-06,/certifications/gots,mail.google.com,newsletter,email,gots-2027,,',
    );
    expect(end).toBe("");
  });

  it("gives a contact's meeting on Phnom Penh's clock, and a standard by its slug when no name was kept", async () => {
    const base = {
      id: 8,
      reference: "C-00008",
      kind: "contact" as const,
      status: "read" as const,
      createdAt: "2026-11-27T08:00:00.000Z",
      name: "Mey Lin",
      email: "mey@brand.example",
      phone: null,
      company: "Brand Co",
      service: null,
      standard: null,
      standardName: null,
      // 03:00 UTC is 10:00 in Phnom Penh.
      appointmentAt: "2026-12-01T10:00:00+07:00",
      message: "Let us meet.",
      page: null,
      notification: null,
      ...untouched,
    };
    // One chunk after another, as the export reads them.
    const [, contact, quote] = (
      await submissionsCsv(
        [base],
        [{ ...base, kind: "quote", appointmentAt: null, standard: "lwg", standardName: null }],
      )
    ).split("\r\n");
    expect(contact).toBe(
      "8,C-00008,2026-11-27 15:00 +07:00,contact,read,Mey Lin,mey@brand.example,,Brand Co,,,2026-12-01 10:00,Let us meet.,,,New,,,,,,,,,",
    );
    expect(quote).toContain(",Brand Co,,lwg,,Let us meet.,");
  });

  it("writes when a message came in on Phnom Penh's clock, with its offset", () => {
    expect(receivedCell("2026-11-27T07:05:00.000Z")).toBe("2026-11-27 14:05 +07:00");
    // Late evening in London is the next morning in Phnom Penh.
    expect(receivedCell("2026-11-27T20:30:59.999Z")).toBe("2026-11-28 03:30 +07:00");
  });

  it("names the file by kind and Phnom Penh's day", () => {
    expect(csvFilename("quote", new Date("2025-05-01T12:00:00Z"))).toBe(
      "inbox-quote-2025-05-01.csv",
    );
    expect(csvFilename("all", new Date("2025-05-01T18:00:00Z"))).toBe("inbox-all-2025-05-02.csv");
  });
});

describe("submissionsCsvStream", () => {
  const row: CsvSubmission = {
    id: 1,
    reference: "Q-00001",
    kind: "quote",
    status: "new",
    createdAt: "2026-11-27T08:00:00.000Z",
    name: "Dara",
    email: "dara@example.com",
    phone: null,
    company: null,
    service: null,
    standard: null,
    standardName: null,
    appointmentAt: null,
    message: "Hello.",
    page: null,
    notification: null,
    ...untouched,
  };

  it("reads the next chunk only when the reader wants more, and stops reading when cancelled", async () => {
    let read = 0;
    let finished = false;
    async function* chunks() {
      try {
        for (let n = 0; n < 1000; n++) {
          read++;
          yield [{ ...row, id: n }];
        }
      } finally {
        finished = true;
      }
    }
    const reader = submissionsCsvStream(chunks(), emailOf).getReader();
    await reader.read(); // the byte-order mark and the header
    await reader.read();
    await reader.read();
    // Two chunks read, perhaps one more waiting in the stream's queue: never all of them.
    expect(read).toBeLessThanOrEqual(3);
    await reader.cancel();
    expect(finished).toBe(true);
  });

  it("breaks off, and says so, when a chunk cannot be read", async () => {
    const failure = new Error("the database went away");
    async function* chunks() {
      yield [row];
      throw failure;
    }
    const heard: unknown[] = [];
    const stream = submissionsCsvStream(chunks(), emailOf, (error) => heard.push(error));
    await expect(new Response(stream).arrayBuffer()).rejects.toBe(failure);
    expect(heard).toEqual([failure]);
  });
});
