import { SubmissionPageSchema } from "@app/contract";
import { describe, expect, it } from "vitest";
import { drivers } from "../../../test/test-database.ts";
import { serverForTests } from "../../../test/test-server.ts";

/** One message by its id: what the admin's address of it (`/admin/inbox/412`) opens. */
describe.each(drivers)("a message by its id [%s]", (kind) => {
  const api = serverForTests(kind);

  it("answers the message as the list shows it, 404 for none, 401 without a session", async () => {
    const sent = await api.visitor.contact.$post({
      json: { name: "Mey Lin", email: "mey@brand.example", message: "Please call us back." },
    });
    expect(sent.status).toBe(200);
    const list = SubmissionPageSchema.parse(
      await (await api.admin.admin.submissions.$get({ query: {} })).json(),
    );
    const listed = list.items.find((s) => s.message === "Please call us back.")!;

    const byId = (id: number | string, client = api.admin) =>
      client.admin.submissions[":id"].$get({ param: { id: String(id) } });
    const one = await byId(listed.id);
    expect(one.status).toBe(200);
    // The list's row, with the lead's source, notes, history, attachments (none yet) and its
    // Telegram message (none: Telegram is off).
    expect(await one.json()).toEqual({
      ...JSON.parse(JSON.stringify(listed)),
      source: null,
      notes: [],
      attachments: [],
      history: [],
      telegram: null,
    });

    const missing = await byId(listed.id + 1000);
    expect(missing.status).toBe(404);
    expect((await byId(listed.id, api.visitor)).status).toBe(401);
    expect((await byId("abc")).status).toBe(404);
    // Digits only: "1e0" and " 1" name no message, though a number parser reads them as 1.
    // Sent raw: the path is spelled exactly as written, percent-encoding included.
    for (const id of ["1e0", "%201", "0x1", "99999999999"]) {
      expect(
        (await api.server.request(`/api/admin/submissions/${id}`, { cookie: api.cookie })).status,
        id,
      ).toBe(404);
    }
  });
});
