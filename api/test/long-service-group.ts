import type { ServicesContent } from "@app/contract";
import type { TestApiClient } from "./test-server.ts";

/**
 * Grows the first service group by `count` new standards (copies of GOTS named `<PREFIX>01`...),
 * through the API as the owner would; returns the group's address, title and standards.
 */
export async function growFirstServiceGroup(admin: TestApiClient, prefix: string, count: number) {
  const read = async (section: string) => {
    const res = await admin["content-json"][":section"].$get({ param: { section }, query: {} });
    if (res.status !== 200) throw new Error(`reading ${section}: ${res.status}`);
    return await res.json();
  };
  const gots = await read("certification:gots");
  const slugs: string[] = [];
  for (let n = 1; n <= count; n++) {
    const code = `${prefix.toUpperCase()}${String(n).padStart(2, "0")}`;
    const slug = code.toLowerCase();
    const res = await admin.admin.content.$post({
      json: {
        section: `certification:${slug}`,
        content: { ...gots.content, name: code, fullName: `Standard ${code}` },
        create: true,
      },
    });
    if (res.status !== 201) throw new Error(`adding ${code}: ${res.status}`);
    slugs.push(slug);
  }
  const services = await read("services");
  const content = structuredClone(services.content) as unknown as ServicesContent;
  const group = content.groups[0]!;
  group.standards.push(...slugs);
  const saved = await admin.admin.content.$post({
    json: { section: "services", content: { ...content }, version: services.version },
  });
  if (saved.status !== 200) throw new Error(`saving the services: ${saved.status}`);
  return { anchor: group.anchor, title: group.title, standards: group.standards };
}
