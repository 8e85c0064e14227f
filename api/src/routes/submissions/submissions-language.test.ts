import {
  type ApiError,
  type ContactFormInput,
  type QuoteFormInput,
  SITE_TEXTS,
  SubmissionPageSchema,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";

const km = SITE_TEXTS.km;
const en = SITE_TEXTS.en;

const quote = {
  name: "សុខ ដារ៉ា",
  email: "dara@factory.example",
  service: "វិញ្ញាបនកម្មផលិតផល (GOTS, GRS, OCS, RCS...)",
  message: "យើងត្រូវការសម្រង់តម្លៃសម្រាប់រោងចក្រពីរ។",
};

/** The forms answer in the language they were filled in: the page's, sent as `lang`. */
describe.each(drivers)("form answers in the visitor's language [%s]", (kind) => {
  const api = serverForTests(kind, {
    config: { formRateLimit: { max: 3, windowMs: 60_000 } },
  });

  const post = {
    quote: (json: QuoteFormInput) => api.visitor.quote.$post({ json }),
    contact: (json: ContactFormInput) => api.visitor.contact.$post({ json }),
  };
  /** A refusal's body: the form routes declare only their success. */
  const refusal = async (res: { json(): Promise<unknown> }) => (await res.json()) as ApiError;

  it("words every refusal in Khmer for a form sent from a Khmer page", async () => {
    const res = await post.quote({
      name: "ដ",
      email: "no",
      service: "",
      message: "ខ្លី",
      lang: "km",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: km.answers.validation,
      fields: {
        name: km.validation.name,
        email: km.validation.email,
        service: km.validation.service,
        message: km.validation.message,
      },
    });
    const long = await post.contact({
      name: "ដារ៉ា",
      email: "dara@factory.example",
      company: "ក".repeat(201),
      message: "សូមទាក់ទងមកខ្ញុំវិញ",
      lang: "km",
    });
    expect((await refusal(long)).fields).toEqual({
      company: km.validation.tooLong("company", 200),
    });
  });

  it("answers success in Khmer and stores the lead as written", async () => {
    const res = await post.quote({ ...quote, page: "/km/", lang: "km" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: km.answers.quoteReceived,
      reference: expect.stringMatching(/^Q-\d{5}$/),
    });
    const list = SubmissionPageSchema.parse(
      await (await api.admin.admin.submissions.$get({ query: {} })).json(),
    );
    expect(list.items[0]).toMatchObject({ name: quote.name, service: quote.service, page: "/km/" });
  });

  it("answers in English when the form names no language or one the site does not have", async () => {
    const none = await post.contact({ name: "D", email: "x", message: "short" });
    expect((await refusal(none)).error).toBe(en.answers.validation);
    // A language the types refuse, sent raw as a hostile client would.
    const other = await api.server.request("/api/contact", {
      method: "POST",
      json: { name: "D", email: "x", message: "short", lang: "fr" },
    });
    expect((await other.json()).fields.name).toBe(en.validation.name);
  });

  it("says 'too many requests' in Khmer too", async () => {
    for (let i = 0; i < 2; i++) {
      expect((await post.quote({ ...quote, lang: "km" })).status).toBe(200);
    }
    const limited = await post.quote({ ...quote, lang: "km" });
    expect(limited.status).toBe(429);
    expect((await refusal(limited)).error).toBe(km.answers.tooManyRequests);
  });
});
