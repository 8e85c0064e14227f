import { parseSectionName, sectionDefinition } from "@app/contract";

interface SectionLike {
  section: string;
  content: Record<string, unknown>;
}

const textOf = (content: Record<string, unknown>, key: string) => {
  const value = content[key];
  return typeof value === "string" ? value.trim() : "";
};

/** What the admin calls a section in lists: "Hero", "GOTS: Global Organic Textile Standard". */
export function sectionTitle({ section, content }: SectionLike): string {
  const { collection, slug } = parseSectionName(section);
  const definition = sectionDefinition(section);
  if (!collection) return definition?.label ?? section;
  const name = textOf(content, "name");
  const fullName = textOf(content, "fullName");
  if (name && fullName && name !== fullName) return `${name}: ${fullName}`;
  return name || textOf(content, "title") || fullName || slug;
}

/** The kind of a section: "Standard", "Pillar", or "Custom JSON" for a free-form one. */
export const sectionKind = (section: string): string =>
  sectionDefinition(section)?.label ?? "Custom JSON";
