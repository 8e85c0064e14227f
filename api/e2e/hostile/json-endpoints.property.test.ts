import { ContactFormSchema, QuoteFormSchema, sectionDefinition } from "@app/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { submissions, websiteContent } from "../../src/db/schema.ts";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

/** Keys that try to reach prototypes, mixed into generated objects. */
const nastyKey = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf");
const hugeString = fc.string({ minLength: 0, maxLength: 20 }).map((s) => s.repeat(2000));
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  hugeString,
  fc.constant("\u0000\ud800"),
);

const deepNesting = fc
  .integer({ min: 50, max: 3000 })
  .map((depth) => "[".repeat(depth) + "]".repeat(depth));

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    anyText,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), nastyKey), tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** A plausible form with one or more fields replaced by hostile values. */
const hostileForm = (fields: string[]) =>
  fc.record(
    Object.fromEntries(fields.map((field) => [field, fc.oneof(hostileValue, fc.string())])),
    { requiredKeys: [] },
  );

/** Raw bodies: JSON of hostile values, deep nesting, proto keys as raw text, and non-JSON. */
const rawBody = (fields: string[]) =>
  fc.oneof(
    hostileForm(fields).map((value) => JSON.stringify(value)),
    hostileValue.map((value) => JSON.stringify(value) ?? "null"),
    deepNesting,
    fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
    fc.string(),
  );

describe.each(drivers)("hostile JSON on every endpoint [%s]", (kind) => {
  const api = serverForTests(kind);

  const endpoints: { method: string; path: string; fields: string[]; admin: boolean }[] = [
    {
      method: "POST",
      path: "/api/quote",
      fields: ["name", "email", "phone", "service", "standard", "message", "website"],
      admin: false,
    },
    {
      method: "POST",
      path: "/api/contact",
      fields: ["name", "email", "company", "appointment", "message", "website"],
      admin: false,
    },
    { method: "POST", path: "/api/admin/login", fields: ["email", "password"], admin: false },
    {
      method: "POST",
      path: "/api/admin/content",
      fields: ["section", "content", "version"],
      admin: true,
    },
    { method: "PATCH", path: "/api/admin/submissions/1", fields: ["status"], admin: true },
    {
      method: "POST",
      path: "/api/admin/images/1/restore",
      fields: ["version", "expectedVersion"],
      admin: true,
    },
    {
      method: "POST",
      path: "/api/admin/content/hero/revisions/1/restore",
      fields: ["expectedVersion"],
      admin: true,
    },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: never a 500, always a JSON error or success`, async () => {
      await fc.assert(
        fc.asyncProperty(rawBody(endpoint.fields), async (body) => {
          const res = await api.server.request(endpoint.path, {
            method: endpoint.method,
            body,
            headers: { "content-type": "application/json" },
            ...(endpoint.admin && { cookie: api.cookie }),
          });
          const text = await res.text();
          expect(res.status, text).toBeLessThan(500);
          const parsed = JSON.parse(text) as Record<string, unknown>;
          if (res.status >= 400) expect(typeof parsed.error).toBe("string");
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("changed no prototype and stored no invalid row", async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain("polluted");

    const { db } = api.server.running.deps.database;
    for (const row of await db.select().from(submissions)) {
      const schema = row.kind === "quote" ? QuoteFormSchema : ContactFormSchema;
      const candidate = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null));
      expect(schema.safeParse(candidate).success, JSON.stringify(row)).toBe(true);
    }
    for (const row of await db.select().from(websiteContent)) {
      expect(
        row.content !== null && typeof row.content === "object" && !Array.isArray(row.content),
      ).toBe(true);
      const definition = sectionDefinition(row.section);
      if (definition) {
        expect(definition.schema.safeParse(row.content).success).toBe(true);
      }
    }
  });
});
