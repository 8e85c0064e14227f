import { describe, expect, it } from "vitest";
import { escapeHtml } from "../lib/escape-html.ts";
import { headerText, type LeadSubmission, leadEmail, phnomPenhTime } from "./lead-email.ts";

const lead: LeadSubmission = {
  id: 7,
  kind: "quote",
  name: "Dara Sok",
  email: "dara@factory.example",
  phone: "+855 12 345 678",
  company: null,
  service: "GOTS certification",
  standard: "gots",
  standardName: "GOTS",
  appointmentAt: null,
  message: "Two sites.\nOne in Kandal, one in Phnom Penh.",
  page: "/certifications/gots",
  // 23:30 UTC is already the next morning in Phnom Penh (UTC+7).
  createdAt: new Date("2026-11-23T23:30:00Z"),
};

describe("leadEmail", () => {
  it("says what it is in the subject and replies to the visitor", () => {
    const mail = leadEmail(lead);
    expect(mail.subject).toBe("Quote request Q-00007: GOTS certification from Dara Sok");
    expect(mail.replyTo).toEqual({ name: "Dara Sok", address: "dara@factory.example" });
    expect(
      leadEmail({ ...lead, kind: "contact", service: null, company: "Brand Co" }).subject,
    ).toBe("Contact message C-00007 from Dara Sok (Brand Co)");
    expect(leadEmail({ ...lead, kind: "contact", service: null }).subject).toBe(
      "Contact message C-00007 from Dara Sok",
    );
    expect(leadEmail({ ...lead, id: 412, service: null }).subject).toBe(
      "Quote request Q-00412 from Dara Sok",
    );
  });

  it("gives the time on the business's clock, Phnom Penh", () => {
    expect(phnomPenhTime(lead.createdAt)).toBe(
      "Tuesday, 24 November 2026 at 06:30 (Phnom Penh time)",
    );
    expect(leadEmail(lead).text).toMatch(/Received: +Tuesday, 24 November 2026 at 06:30/);
  });

  it("lists every field in the text, the message as written", () => {
    const { text } = leadEmail(lead, "https://www.company.example");
    expect(text).toContain("Name:      Dara Sok\n");
    expect(text).toContain("Phone:     +855 12 345 678\n");
    expect(text).toContain("Sent from: https://www.company.example/certifications/gots\n");
    expect(text).toContain("Message:\nTwo sites.\nOne in Kandal, one in Phnom Penh.\n");
    expect(text).toContain("Inbox: https://www.company.example/admin");
    expect(leadEmail(lead).text).toContain("Sent from: /certifications/gots\n");
  });

  it("gives the reference and the standard by the name it had when the request came in", () => {
    const { text, html } = leadEmail(lead, "https://www.company.example");
    expect(text).toContain("New quote request Q-00007 from the website.\n");
    expect(text).toContain("Reference: Q-00007\n");
    expect(text).toContain("Standard:  GOTS\n");
    expect(html).toContain(">Q-00007<");
    expect(html).toContain(
      '<a href="https://www.company.example/certifications/gots" style="color:#1d4ed8;">GOTS</a>',
    );
    // With no name kept it shows the slug; with no standard, no line at all.
    expect(leadEmail({ ...lead, standardName: null }).text).toContain("Standard:  gots\n");
    expect(leadEmail({ ...lead, standard: null, standardName: null }).text).not.toContain(
      "Standard",
    );
  });

  it("lists the attached files with their sizes, and says where to open them", () => {
    const { text, html } = leadEmail(lead, undefined, [
      { filename: "current-certificate.pdf", byteSize: 1_258_291 },
      { filename: "factory-<1>.jpg", byteSize: 348_160 },
    ]);
    expect(text).toMatch(
      /Attachments \(2\): +current-certificate\.pdf \(1\.2 MB\), factory-<1>\.jpg \(340 KB\); open them in the admin inbox\n/,
    );
    expect(html).toContain("factory-&lt;1&gt;.jpg (340 KB)");
    expect(leadEmail(lead).text).not.toContain("Attachment");
  });

  it("gives the meeting a contact asked for on Phnom Penh's clock", () => {
    const contact = {
      ...lead,
      kind: "contact" as const,
      service: null,
      standard: null,
      standardName: null,
      // 03:00 UTC is 10:00 in Phnom Penh.
      appointmentAt: new Date("2026-12-01T03:00:00Z"),
    };
    const { text, html } = leadEmail(contact);
    expect(text).toContain("Appointment: Tuesday 1 December 2026, 10:00 (Phnom Penh time)\n");
    expect(html).toContain("Tuesday 1 December 2026, 10:00 (Phnom Penh time)");
    expect(leadEmail(lead).text).not.toContain("Appointment");
  });

  it("escapes every value in the HTML", () => {
    const hostile = {
      ...lead,
      name: `<img src=x onerror="alert(1)">`,
      message: "</div><script>alert('x')</script>",
      phone: null,
    };
    const { html } = leadEmail(hostile);
    expect(html).not.toMatch(/<img|<script/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("&lt;/div&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  });
});

describe("headerText", () => {
  it("flattens line breaks and control characters into single spaces", () => {
    expect(headerText("Dara\r\nBcc: x@y.example")).toBe("Dara Bcc: x@y.example");
    expect(headerText("a\u0000\u001b\u2028b\tc")).toBe("a b c");
  });

  it("shortens a long value with an ellipsis", () => {
    expect(headerText("x".repeat(500))).toHaveLength(120);
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that matter", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
