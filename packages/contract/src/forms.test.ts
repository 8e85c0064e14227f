import { describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import {
  ContactFormSchema,
  MAX_PAGE_PATH_LENGTH,
  PagePathSchema,
  QuoteFormSchema,
} from "./forms.ts";
import { HONEYPOT_FIELD } from "./limits.ts";

// The spec's wording (section 5), typed out here rather than imported: these tests pin it.
const spec = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  service: "Please specify the service you're interested in",
  message: "Message must be at least 10 characters",
};

const validQuote = {
  name: "Dara Sok",
  email: "dara@factory.example",
  phone: "+855 12 345 678",
  service: "GOTS certification",
  message: "We need a quote for two production sites.",
};
const validContact = {
  name: "Mey Lin",
  email: "mey@brand.example",
  company: "Brand Co",
  message: "Please call me about an audit next month.",
};

const errorsOf = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

const tooLongEmail = `${"a".repeat(250)}@example.com`;

const badNames = ["", "A", "  B  ", undefined, 42];
const badEmails = ["", "plainaddress", "a@", "@example.com", "a b@example.com", tooLongEmail];
const badMessages = ["", "Too short", "    x     ", undefined, null];

describe("QuoteFormSchema", () => {
  it("accepts a complete quote and trims its text", () => {
    const parsed = QuoteFormSchema.parse({ ...validQuote, name: "  Dara Sok  " });
    expect(parsed).toEqual(validQuote);
  });

  it.each([
    ...badNames.map((value) => ["name", value, spec.name] as const),
    ...badEmails.map((value) => ["email", value, spec.email] as const),
    ...["1234567", "   12   ", "1".repeat(41)].map(
      (value) => ["phone", value, spec.phone] as const,
    ),
    ...["", "x", " y ", undefined].map((value) => ["service", value, spec.service] as const),
    ...badMessages.map((value) => ["message", value, spec.message] as const),
  ])("answers %s = %j with the spec's message", (field, value, message) => {
    expect(errorsOf(QuoteFormSchema, { ...validQuote, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it("lists every spec message at once for an empty form", () => {
    expect(errorsOf(QuoteFormSchema, {})).toEqual({
      name: [spec.name],
      email: [spec.email],
      service: [spec.service],
      message: [spec.message],
    });
  });

  it.each([undefined, "", "   "])("treats phone %j as not given", (phone) => {
    expect(QuoteFormSchema.parse({ ...validQuote, phone }).phone).toBeUndefined();
  });

  it("accepts a phone of exactly 8 characters", () => {
    expect(QuoteFormSchema.parse({ ...validQuote, phone: "12345678" }).phone).toBe("12345678");
  });
});

describe("ContactFormSchema", () => {
  it("accepts a complete message, and one without a company", () => {
    expect(ContactFormSchema.parse(validContact)).toEqual(validContact);
    const { company: _, ...withoutCompany } = validContact;
    expect(ContactFormSchema.parse(withoutCompany).company).toBeUndefined();
    expect(ContactFormSchema.parse({ ...validContact, company: "  " }).company).toBeUndefined();
  });

  it.each([
    ...badNames.map((value) => ["name", value, spec.name] as const),
    ...badEmails.map((value) => ["email", value, spec.email] as const),
    ...badMessages.map((value) => ["message", value, spec.message] as const),
  ])("answers %s = %j with the spec's message", (field, value, message) => {
    expect(errorsOf(ContactFormSchema, { ...validContact, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it("lists every spec message at once for an empty form", () => {
    expect(errorsOf(ContactFormSchema, {})).toEqual({
      name: [spec.name],
      email: [spec.email],
      message: [spec.message],
    });
  });
});

describe("honeypot", () => {
  it("is the field named website, kept in the parsed form so the server can see it", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(QuoteFormSchema.parse({ ...validQuote, website: "bot" })[HONEYPOT_FIELD]).toBe("bot");
    expect(ContactFormSchema.parse({ ...validContact, website: "bot" })[HONEYPOT_FIELD]).toBe(
      "bot",
    );
  });
});

describe("page (where a form was sent from)", () => {
  it.each(["/", "/certifications/gots", "/about?utm_source=newsletter", "/caf%C3%A9#contact"])(
    "keeps the site path %s",
    (page) => {
      expect(PagePathSchema.parse(page)).toBe(page);
    },
  );

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "about",
    "/with space",
    "/line\r\nbreak",
    `/${"a".repeat(MAX_PAGE_PATH_LENGTH)}`,
    42,
  ])("drops %j rather than refusing the visitor's message", (page) => {
    const quote = {
      name: "Dara Sok",
      email: "dara@factory.example",
      service: "GOTS",
      message: "A quote for two sites, please.",
      page,
    };
    const parsed = QuoteFormSchema.parse(quote);
    expect(parsed.page).toBeUndefined();
    expect(ContactFormSchema.parse(quote).page).toBeUndefined();
  });
});
