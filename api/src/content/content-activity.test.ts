import {
  type ActivityAction,
  type ContentRestore,
  type ContentSave,
  ContentSectionSchema,
} from "@app/contract";
import { describe, expect, it } from "vitest";
import { adminEntry, loggedActivity } from "../../test/activity-entries.ts";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";
import { CERTIFICATIONS } from "../db/seed/content/certifications.ts";

const USER_AGENT = "content-activity-test/1.0";

describe.each(drivers)("content changes in the activity log [%s]", (kind) => {
  const api = serverForTests(kind);
  /** Every request carries the user agent the log records. */
  const withAgent = { headers: { "user-agent": USER_AGENT } };
  const save = (json: ContentSave) => api.admin.admin.content.$post({ json }, withAgent);
  const remove = (section: string, query: { expectedVersion?: string } = {}, client = api.admin) =>
    client.admin.content[":section"].$delete({ param: { section }, query }, withAgent);
  const read = async (section: string) =>
    ContentSectionSchema.parse(
      await (
        await api.visitor["content-json"][":section"].$get({ param: { section }, query: {} })
      ).json(),
    );
  const logged = () => loggedActivity(api.server, api.cookie, ["content."]);
  const entry = (action: ActivityAction, target: string | null, detail: string | null) =>
    adminEntry(USER_AGENT, action, target, detail);

  it("records each change with who, what, from where; refused changes record nothing", async () => {
    const section = "certification:activity-test";
    const content = { ...CERTIFICATIONS.gots!, name: "ACT", fullName: "Activity Test" };
    expect((await save({ section, content, create: true })).status).toBe(201);
    expect(
      (await save({ section, content: { ...content, name: "ACT2" }, version: 1 })).status,
    ).toBe(200);
    // Refused: a stale version, a name taken, a section the layout needs, no session.
    expect((await save({ section, content, version: 1 })).status).toBe(409);
    expect((await save({ section, content, create: true })).status).toBe(409);
    expect((await remove("hero")).status).toBe(409);
    expect((await remove("hero", {}, api.visitor)).status).toBe(401);
    expect((await save({ section, content: { ...content, fullName: " " } })).status).toBe(400);

    const restore = (from: string, version: number, json: ContentRestore) =>
      api.admin.admin.content[":section"].revisions[":version"].restore.$post(
        { param: { section: from, version: String(version) }, json },
        withAgent,
      );
    expect((await restore(section, 1, { expectedVersion: 2 })).status).toBe(200);
    expect((await restore(section, 99, {})).status).toBe(404);

    // Linked from the service groups: the rename rewrites that link.
    const services = await read("services");
    const groups = structuredClone(services.content) as { groups: { standards: string[] }[] };
    groups.groups[0]!.standards.push("activity-test");
    expect(
      (await save({ section: "services", content: groups, version: services.version })).status,
    ).toBe(200);
    const renamed = "certification:activity-renamed";
    const rename = (to: string) =>
      api.admin.admin.content[":section"].rename.$post(
        { param: { section }, json: { to } },
        withAgent,
      );
    expect((await rename("pillar:elsewhere")).status).toBe(400);
    expect((await rename(renamed)).status).toBe(200);

    expect((await remove(renamed, { expectedVersion: "1" })).status).toBe(409);
    expect((await remove(renamed, { expectedVersion: "3" })).status).toBe(200);
    // Brought back from the deleted entries: its last revision, version 3.
    expect((await restore(renamed, 3, {})).status).toBe(200);

    expect(await logged()).toMatchObject([
      entry("content.created", section, "version 1"),
      entry("content.saved", section, "version 2"),
      entry("content.restored", section, "version 1"),
      entry("content.saved", "services", `version ${services.version + 1}`),
      entry("content.renamed", renamed, `${section} → ${renamed}, links updated in services`),
      entry("content.deleted", renamed, "version 3"),
      entry("content.restored", renamed, "deleted entry, version 3"),
    ]);
    expect((await read(renamed)).version).toBe(4);
  });
});
