import { describe, expect, it } from "vitest";
import { contactFormSchema, quoteFormSchema } from "../forms.ts";
import { LANGUAGES } from "./languages.ts";
import { SITE_TEXTS, type SiteText } from "./site-text.ts";

type Tree = { [key: string]: unknown };

/** Every leaf of a table by its dotted path; functions are called with sample arguments. */
function leaves(table: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else if (typeof value === "function") found.set(`${path}()`, String(value("name", 7)));
    else for (const [p, v] of leaves(value as Tree, path)) found.set(p, v);
  }
  return found;
}

const KHMER = /[\u1780-\u17ff]/;
/** Words that are the same in Khmer: a file format's name. */
const SAME_IN_KHMER = new Set(["chrome.pdf"]);

describe("the interface text tables", () => {
  const english = leaves(SITE_TEXTS.en as unknown as Tree);

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s has every key English has, and no other",
    (language) => {
      const table = leaves(SITE_TEXTS[language] as unknown as Tree);
      expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it("gives every Khmer text in Khmer script, never empty", () => {
    for (const [path, text] of leaves(SITE_TEXTS.km as unknown as Tree)) {
      expect(text.trim(), path).not.toBe("");
      if (!SAME_IN_KHMER.has(path)) expect(text, path).toMatch(KHMER);
    }
  });

  it("validates the forms in the visitor's language", () => {
    const text: SiteText = SITE_TEXTS.km;
    const quote = quoteFormSchema(text.validation).safeParse({
      name: "ដ",
      email: "no",
      service: "",
      message: "ខ្លី",
    });
    const messages = Object.fromEntries(
      quote.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      name: text.validation.name,
      email: text.validation.email,
      service: text.validation.service,
      message: text.validation.message,
    });
    const contact = contactFormSchema(text.validation).safeParse({
      name: "ដារ៉ា",
      email: "dara@example.com",
      company: "ក".repeat(201),
      message: "សួស្តី សូមផ្ញើព័ត៌មានបន្ថែម",
    });
    expect(contact.error?.issues[0]?.message).toBe("ឈ្មោះក្រុមហ៊ុនមិនអាចវែងជាង 200 តួអក្សរទេ");
  });
});
