import { describe, expect, it } from "vitest";
import { csvFilename, submissionsCsv } from "./inbox-csv.ts";

describe("submissionsCsv", () => {
  it("writes one escaped row per submission under a header", () => {
    const csv = submissionsCsv([
      {
        id: 7,
        kind: "quote",
        status: "new",
        createdAt: "2025-05-01T08:00:00.000Z",
        name: '=cmd|"/c calc"!A1',
        email: "a@example.com",
        phone: "+855 12 345 678",
        company: null,
        service: "GOTS, GRS",
        message: "Line one\nLine two",
        page: "/certifications/gots",
        notification: {
          state: "sent",
          attempts: 1,
          lastAnswer: "250 OK",
          nextAttemptAt: null,
          sentAt: "2025-05-01T08:00:02.000Z",
        },
      },
    ]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe(
      "ID,Received (UTC),Kind,Status,Name,Email,Phone,Company,Service,Message,Sent from,E-mail",
    );
    expect(row).toBe(
      '7,2025-05-01T08:00:00.000Z,quote,new,"\'=cmd|""/c calc""!A1",a@example.com,\'+855 12 345 678,,"GOTS, GRS","Line one\nLine two",/certifications/gots,sent',
    );
    expect(end).toBe("");
  });

  it("names the file by kind and day", () => {
    expect(csvFilename("quote", new Date("2025-05-01T12:00:00Z"))).toBe(
      "inbox-quote-2025-05-01.csv",
    );
  });
});
