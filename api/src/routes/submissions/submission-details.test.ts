import {
  businessLocalDateTime,
  type ContactFormInput,
  ContentSectionSchema,
  type QuoteFormInput,
  SITE_TEXTS,
  type Submission,
  SubmissionPageSchema,
  submissionReference,
} from "@app/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";
import { submissions } from "../../db/schema.ts";

const quote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  service: "Products certification",
  message: "We need a quote for two production sites.",
};
const contact = {
  name: "Mey Lin",
  email: "mey@brand.example",
  message: "Please meet us about an audit of our plant.",
};

const DAY = 86_400_000;
/** A day `days` from today on Phnom Penh's clock, as the date field gives it. */
const phnomPenhDay = (days: number) =>
  businessLocalDateTime(new Date(Date.now() + days * DAY)).slice(0, 10);

/** The standard a quote is for, and when a contact would like to meet, through to the inbox. */
describe.each(drivers)("a quote's standard and a contact's appointment [%s]", (kind) => {
  const api = serverForTests(kind);
  const db = () => api.server.running.deps.database.db;

  const post = {
    quote: (json: QuoteFormInput) => api.visitor.quote.$post({ json }),
    contact: (json: ContactFormInput) => api.visitor.contact.$post({ json }),
  };

  /** Posts a form that must be taken; answers the reference the visitor was given. */
  const taken = async (sent: ReturnType<(typeof post)["quote" | "contact"]>) => {
    const res = await sent;
    expect(res.status).toBe(200);
    return (await res.json()).reference;
  };
  const send = {
    quote: (json: QuoteFormInput) => taken(post.quote(json)),
    contact: (json: ContactFormInput) => taken(post.contact(json)),
    /** A quote the types refuse (a standard that is no text), sent as a hostile client would. */
    quoteRaw: async (json: unknown) => {
      const res = await api.server.request("/api/quote", { method: "POST", json });
      expect(res.status).toBe(200);
      return ((await res.json()) as { reference: string }).reference;
    },
  };

  const inbox = async (): Promise<Submission[]> => {
    const res = await api.admin.admin.submissions.$get({ query: { limit: "200" } });
    expect(res.status).toBe(200);
    return SubmissionPageSchema.parse(await res.json()).items;
  };
  const listed = async (message: string) => {
    const found = (await inbox()).find((s) => s.message === message);
    if (!found) throw new Error(`not in the inbox: ${message}`);
    return found;
  };
  const row = async (id: number) => {
    const [found] = await db().select().from(submissions).where(eq(submissions.id, id));
    return found;
  };

  const editContent = async (
    section: string,
    change: (content: Record<string, unknown>) => void,
  ) => {
    const current = ContentSectionSchema.parse(
      await (
        await api.visitor["content-json"][":section"].$get({ param: { section }, query: {} })
      ).json(),
    );
    const content = structuredClone(current.content);
    change(content);
    const res = await api.admin.admin.content.$post({
      json: { section, content, version: current.version },
    });
    expect(res.status).toBe(200);
  };

  it("stores the standard a quote names, by slug and short name, and answers the stored id's reference", async () => {
    const message = "A GOTS quote for our dye house.";
    const reference = await send.quote({ ...quote, standard: "gots", message });
    const stored = await listed(message);
    expect(reference).toBe(submissionReference("quote", stored.id));
    expect(reference).toMatch(/^Q-\d{5}$/);
    expect(stored).toMatchObject({ standard: "gots", standardName: "GOTS", reference });
    expect(await row(stored.id)).toMatchObject({ standard: "gots", standardName: "GOTS" });
  });

  it("records no standard the site does not have, and takes the lead all the same", async () => {
    for (const [standard, message] of [
      ["no-such-standard", "A quote for a standard nobody has heard of."],
      ["GOTS; drop table submissions", "A quote whose standard is no slug at all."],
      ["gots@km", "A quote naming a translation instead of a standard."],
      [42, "A quote whose standard is a number."],
    ] as const) {
      const reference =
        typeof standard === "number"
          ? await send.quoteRaw({ ...quote, standard, message })
          : await send.quote({ ...quote, standard, message });
      const stored = await listed(message);
      expect(reference).toBe(stored.reference);
      expect(stored).toMatchObject({ standard: null, standardName: null });
      expect(await row(stored.id)).toMatchObject({ standard: null, standardName: null });
    }
    // Leaving it out is a quote with no standard, as before.
    await send.quote({ ...quote, message: "A quote that names no standard." });
    expect(await listed("A quote that names no standard.")).toMatchObject({ standard: null });
  });

  it("keeps the name a standard had when the request came in, and follows a renamed slug", async () => {
    await editContent("certification:rms", (content) => {
      content.name = "RMS (mohair)";
    });
    await send.quote({ ...quote, standard: "rms", message: "Mohair, after the rename." });
    expect(await listed("Mohair, after the rename.")).toMatchObject({
      standard: "rms",
      standardName: "RMS (mohair)",
    });
    await editContent("certification:rms", (content) => {
      content.name = "RMS";
    });
    expect(await listed("Mohair, after the rename.")).toMatchObject({
      standardName: "RMS (mohair)",
    });

    // A page still showing the old slug sends it: the request is for the standard it became.
    const renamed = await api.admin.admin.content[":section"].rename.$post({
      param: { section: "certification:ras" },
      json: { to: "certification:alpaca" },
    });
    expect(renamed.status).toBe(200);
    await send.quote({ ...quote, standard: "ras", message: "Alpaca, by its old slug." });
    expect(await listed("Alpaca, by its old slug.")).toMatchObject({
      standard: "alpaca",
      standardName: "RAS",
    });
  });

  it("stores a contact's future appointment and lists it on Phnom Penh's clock", async () => {
    const day = phnomPenhDay(10);
    const reference = await send.contact({ ...contact, appointment: `${day}T14:30` });
    const stored = await listed(contact.message);
    expect(reference).toBe(submissionReference("contact", stored.id));
    expect(reference).toMatch(/^C-\d{5}$/);
    expect(stored.appointmentAt).toBe(`${day}T14:30:00+07:00`);
    // The instant itself: 14:30 in Phnom Penh is 07:30 UTC.
    const { appointmentAt } = (await row(stored.id))!;
    expect(appointmentAt?.toISOString()).toBe(`${day}T07:30:00.000Z`);

    await send.contact({
      ...contact,
      appointment: "",
      message: "No meeting needed, thanks.",
    });
    expect(await listed("No meeting needed, thanks.")).toMatchObject({ appointmentAt: null });
  });

  it("refuses a past or impossible appointment with a field error in the form's language, storing nothing", async () => {
    const before = (await inbox()).length;
    const yesterday = `${phnomPenhDay(-1)}T10:00`;
    const cases = [
      { lang: "en", appointment: yesterday },
      { lang: "km", appointment: yesterday },
      { lang: "en", appointment: "2027-02-30T10:00" },
      { lang: "en", appointment: `${phnomPenhDay(400)}T10:00` },
      { lang: "en", appointment: "next Tuesday" },
    ] as const;
    for (const { lang, appointment } of cases) {
      const res = await post.contact({ ...contact, appointment, lang });
      expect(res.status, appointment).toBe(400);
      expect(await res.json()).toEqual({
        error: SITE_TEXTS[lang].answers.validation,
        fields: { appointment: SITE_TEXTS[lang].validation.appointment },
      });
    }
    expect(SITE_TEXTS.km.validation.appointment).not.toBe(SITE_TEXTS.en.validation.appointment);
    expect(await inbox()).toHaveLength(before);
  });

  it("answers a spam contact with a reference too, and keeps its appointment like any other", async () => {
    const day = phnomPenhDay(3);
    const res = await post.contact({
      ...contact,
      appointment: `${day}T09:00`,
      message: "Cheap followers, meet me!",
      website: "https://spam.example",
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({
      success: true,
      message: SITE_TEXTS.en.answers.contactReceived,
      reference: expect.stringMatching(/^C-\d{5}$/),
    });
    const spam = await api.admin.admin.submissions.$get({ query: { status: "spam" } });
    const [caught] = SubmissionPageSchema.parse(await spam.json()).items;
    expect(caught).toMatchObject({
      reference: answer.reference,
      status: "spam",
      appointmentAt: `${day}T09:00:00+07:00`,
    });
  });
});
