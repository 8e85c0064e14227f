import {
  apiErrorMessages,
  type ContactFormInput,
  type QuoteFormInput,
  type Submission,
  SubmissionPageSchema,
  SubmissionSchema,
  type SubmissionUpdate,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";

const quote = {
  name: "  Dara Sok ",
  email: "dara@factory.example",
  service: "GOTS certification",
  message: "We need a quote for two production sites.",
};
const contact = {
  name: "Mey Lin",
  email: "mey@brand.example",
  company: "Brand Co",
  message: "Please call me about an audit next month.",
};

describe.each(drivers)("form intake and inbox [%s]", (kind) => {
  const api = serverForTests(kind);

  const post = {
    quote: (json: QuoteFormInput) => api.visitor.quote.$post({ json }),
    contact: (json: ContactFormInput) => api.visitor.contact.$post({ json }),
  };
  /** Input the types refuse (missing fields, a foreign Origin), sent as a hostile client would. */
  const postRaw = (path: "/api/quote" | "/api/contact", json: unknown, init: RequestInit = {}) =>
    api.server.request(path, { method: "POST", json, ...init });

  /** Every matching submission, page after page. */
  const inbox = async (query: Record<string, string> = {}) => {
    const all: Submission[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.admin.admin.submissions.$get({
        query: { ...query, ...(cursor && { cursor }) },
      });
      expect(res.status).toBe(200);
      const page = SubmissionPageSchema.parse(await res.json());
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  };

  const patch = (id: number | string, json: SubmissionUpdate) =>
    api.admin.admin.submissions[":id"].$patch({ param: { id: String(id) }, json });
  /** A status the types refuse, sent as a hostile client would. */
  const patchRaw = (id: number, json: unknown) =>
    api.server.request(`/api/admin/submissions/${id}`, {
      method: "PATCH",
      cookie: api.cookie,
      json,
    });

  const findByMessage = async (message: string, query: Record<string, string> = {}) =>
    (await inbox(query)).find((s) => s.message === message);

  it("stores a quote request before answering success", async () => {
    const res = await post.quote(quote);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({
      success: true,
      message: apiErrorMessages.quoteReceived,
      reference: expect.stringMatching(/^Q-\d{5}$/),
    });

    const stored = await findByMessage(quote.message);
    expect(stored?.reference).toBe(answer.reference);
    expect(stored).toMatchObject({
      kind: "quote",
      status: "new",
      name: "Dara Sok",
      email: quote.email,
      phone: null,
      company: null,
      service: quote.service,
    });
    expect(new Date(stored!.createdAt).toISOString()).toBe(stored!.createdAt);
    expect(new Date(stored!.updatedAt).toISOString()).toBe(stored!.updatedAt);
  });

  it("stores a quote's phone when given, and treats an empty phone as none", async () => {
    await post.quote({ ...quote, phone: "+855 12 345 678", message: "With a phone here." });
    await post.quote({ ...quote, phone: "", message: "With an empty phone." });
    expect(await findByMessage("With a phone here.")).toMatchObject({ phone: "+855 12 345 678" });
    expect(await findByMessage("With an empty phone.")).toMatchObject({ phone: null });
  });

  it("stores a contact message before answering success", async () => {
    const res = await post.contact(contact);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({
      success: true,
      message: apiErrorMessages.contactReceived,
      reference: expect.stringMatching(/^C-\d{5}$/),
    });
    expect(await findByMessage(contact.message)).toMatchObject({
      reference: answer.reference,
      appointmentAt: null,
      kind: "contact",
      status: "new",
      name: contact.name,
      company: "Brand Co",
      phone: null,
      service: null,
    });
  });

  it("answers a quote's bad fields with the spec's messages, word for word", async () => {
    const res = await post.quote({
      name: "A",
      email: "not-an-address",
      phone: "1234",
      service: "x",
      message: "Too short",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: apiErrorMessages.validation,
      fields: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
        service: "Please specify the service you're interested in",
        message: "Message must be at least 10 characters",
      },
    });
  });

  it("answers a quote without its required fields with the same messages", async () => {
    const res = await postRaw("/api/quote", {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: unknown }).fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      service: "Please specify the service you're interested in",
      message: "Message must be at least 10 characters",
    });
  });

  it("answers a contact message's bad or missing fields with the spec's messages", async () => {
    const bad = await post.contact({ name: " B ", email: "x@", message: "Hi" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: apiErrorMessages.validation,
      fields: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        message: "Message must be at least 10 characters",
      },
    });
    const missing = await postRaw("/api/contact", { company: "Only a company" });
    expect(((await missing.json()) as { fields: unknown }).fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
  });

  it("answers 400 for malformed JSON and stores nothing", async () => {
    const before = (await inbox()).length;
    // Malformed on purpose: no client of the types can send it.
    for (const path of ["/api/quote", "/api/contact"]) {
      const res = await api.server.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"name": "Dara", "email":',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: apiErrorMessages.invalidJsonBody });
    }
    expect(await inbox()).toHaveLength(before);
  });

  it("answers 413 for a 2 MB body and stores nothing", async () => {
    const before = (await inbox()).length;
    for (const form of ["quote", "contact"] as const) {
      const res = await post[form]({ ...quote, message: "x".repeat(2 * 1024 * 1024) });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: apiErrorMessages.tooLarge });
    }
    expect(await inbox()).toHaveLength(before);
  });

  it("answers 403 to a foreign Origin and stores nothing", async () => {
    const res = await postRaw(
      "/api/contact",
      { ...contact, message: "Sent from another site." },
      { headers: { origin: "https://evil.example" } },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: apiErrorMessages.badOrigin });
    expect(await findByMessage("Sent from another site.")).toBeUndefined();
  });

  it("files a honeypot hit as spam, answers it like a success and hides it by default", async () => {
    const honest = await post.quote({ ...quote, message: "An honest request." });
    const bot = await post.quote({
      ...quote,
      message: "Cheap pills, best price!",
      website: "https://spam.example",
    });
    expect(bot.status).toBe(honest.status);
    // The same answer, a reference of the same shape included: nothing tells a bot it was caught.
    const [botAnswer, honestAnswer] = [await bot.json(), await honest.json()];
    expect({ ...botAnswer, reference: "" }).toEqual({ ...honestAnswer, reference: "" });
    expect(botAnswer.reference).toMatch(/^Q-\d{5}$/);
    expect(botAnswer.reference).not.toBe(honestAnswer.reference);

    const botContact = await post.contact({
      ...contact,
      message: "Buy followers today!",
      website: "x",
    });
    expect(await botContact.json()).toEqual({
      success: true,
      message: apiErrorMessages.contactReceived,
      reference: expect.stringMatching(/^C-\d{5}$/),
    });

    expect(await findByMessage("Cheap pills, best price!")).toBeUndefined();
    expect(await findByMessage("Buy followers today!")).toBeUndefined();
    const spam = await inbox({ status: "spam" });
    expect(spam.map((s) => s.message).sort()).toEqual([
      "Buy followers today!",
      "Cheap pills, best price!",
    ]);
    expect(spam.every((s) => s.status === "spam")).toBe(true);
  });

  it("lists newest first and filters by kind and status", async () => {
    const all = await inbox();
    const times = all.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((s) => s.status !== "spam")).toBe(true);

    const contacts = await inbox({ kind: "contact" });
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every((s) => s.kind === "contact")).toBe(true);
    const quotes = await inbox({ kind: "quote", status: "new" });
    expect(quotes.length).toBe(all.filter((s) => s.kind === "quote").length);
    expect(await inbox({ status: "archived" })).toEqual([]);
  });

  it("answers 400 for an unknown kind or status filter", async () => {
    for (const query of [{ kind: "letter" }, { status: "deleted" }]) {
      const res = await api.admin.admin.submissions.$get({ query });
      expect(res.status).toBe(400);
    }
  });

  it("changes a submission's status and answers the updated submission", async () => {
    const target = (await findByMessage(contact.message))!;
    const res = await patch(target.id, { status: "archived" });
    expect(res.status).toBe(200);
    const updated: Submission = SubmissionSchema.parse(await res.json());
    expect(updated).toMatchObject({ ...target, status: "archived", updatedAt: expect.any(String) });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(target.updatedAt));
    expect(await inbox({ status: "archived" })).toEqual([updated]);
    expect((await inbox({ status: "new" })).some((s) => s.id === target.id)).toBe(false);
  });

  it("answers 404 for a missing submission or an id none can have, 400 for a bad status", async () => {
    expect((await patch(2_000_000, { status: "read" })).status).toBe(404);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await patch(id, { status: "read" })).status).toBe(404);
    }
    const target = (await inbox())[0]!;
    for (const status of ["spam", "deleted"]) {
      const res = await patchRaw(target.id, { status });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { status: expect.any(String) } });
    }
    // Nothing to change at all.
    expect((await patchRaw(target.id, {})).status).toBe(400);
  });

  it("keeps the inbox to administrators", async () => {
    expect((await api.visitor.admin.submissions.$get({ query: {} })).status).toBe(401);
    const anonymous = await api.visitor.admin.submissions[":id"].$patch({
      param: { id: "1" },
      json: { status: "read" },
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: apiErrorMessages.notAuthenticated });
    // A foreign Origin, sent raw as another site's page would.
    const foreign = await api.server.request("/api/admin/submissions/1", {
      method: "PATCH",
      cookie: api.cookie,
      json: { status: "read" },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });

  it("keeps submissions across a restart", async () => {
    const before = await inbox();
    expect(before.length).toBeGreaterThan(0);
    api.server = await api.server.restart();
    api.cookie = await api.server.login();
    expect(await inbox()).toEqual(before);
  });
});
