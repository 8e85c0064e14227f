import type { ServicesContent } from "@app/contract";
import type { TestApiClient } from "./test-server.ts";

/** A section's content as the site shows it, through the API. */
async function readSection(admin: TestApiClient, section: string) {
  const res = await admin["content-json"][":section"].$get({ param: { section }, query: {} });
  if (res.status !== 200) throw new Error(`reading ${section}: ${res.status}`);
  return await res.json();
}

/**
 * Adds a standard for each code (`PG01` is `certification:pg01`, "Standard PG01"), each a copy
 * of GOTS, through the API as the owner would; returns their slugs.
 */
export async function addStandardCopies(
  admin: TestApiClient,
  codes: readonly string[],
): Promise<string[]> {
  const gots = await readSection(admin, "certification:gots");
  const slugs: string[] = [];
  for (const code of codes) {
    const slug = code.toLowerCase();
    const res = await admin.admin.content.$post({
      json: {
        section: `certification:${slug}`,
        content: { ...gots.content, name: code, fullName: `Standard ${code}` },
        create: true,
      },
    });
    if (res.status !== 201) throw new Error(`adding ${code}: ${res.status} ${await res.text()}`);
    slugs.push(slug);
  }
  return slugs;
}

/**
 * Grows the first service group by `count` new standards (`<PREFIX>01`...); returns the
 * group's address, title and standards.
 */
export async function growFirstServiceGroup(admin: TestApiClient, prefix: string, count: number) {
  const codes = Array.from(
    { length: count },
    (_, i) => `${prefix.toUpperCase()}${String(i + 1).padStart(2, "0")}`,
  );
  const slugs = await addStandardCopies(admin, codes);
  const services = await readSection(admin, "services");
  const content = structuredClone(services.content) as unknown as ServicesContent;
  const group = content.groups[0]!;
  group.standards.push(...slugs);
  const saved = await admin.admin.content.$post({
    json: { section: "services", content: { ...content }, version: services.version },
  });
  if (saved.status !== 200) throw new Error(`saving the services: ${saved.status}`);
  return { anchor: group.anchor, title: group.title, standards: group.standards };
}
