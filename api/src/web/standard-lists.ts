import {
  type ContentSection,
  entryName,
  groupStandardsOnSite,
  parseSectionName,
  type ServicesContent,
  type StandardList,
  standardsInNoGroup,
  summarizeCertification,
} from "@app/contract";

/**
 * A list of the standards on the site, named in the language `sections` are in (see
 * localizeSections): a service group's in the group's order, by its anchor, or (null) those no
 * group lists. Undefined when the site has no such group.
 */
export function standardList(
  sections: readonly ContentSection[],
  anchor: string | null,
): StandardList | undefined {
  const byName = new Map(sections.map((section) => [section.section, section.content]));
  const groups = (byName.get("services") as ServicesContent | undefined)?.groups ?? [];
  const standard = (slug: string) => byName.get(entryName("certification", slug));
  let slugs: string[];
  if (anchor === null) {
    const onSite = sections.flatMap(({ section }) => {
      const { collection, slug, language } = parseSectionName(section);
      return collection === "certification" && !language ? [slug] : [];
    });
    slugs = standardsInNoGroup(groups, onSite);
  } else {
    const group = groups.find((candidate) => candidate.anchor === anchor);
    if (!group) return undefined;
    slugs = groupStandardsOnSite(group, (slug) => standard(slug) !== undefined);
  }
  return { standards: slugs.map((slug) => summarizeCertification(slug, standard(slug)!)) };
}
