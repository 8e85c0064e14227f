import type { ContactForm, QuoteForm } from "@app/contract";
import { SITE_TEXTS, validationMessages } from "@app/contract";
import { describe, expect, it } from "vitest";
import { lazyValidator, serverFieldErrors } from "./form-parts.tsx";

describe("form parts", () => {
  it("checks with the contract's schema once its chunk is loaded", async () => {
    const check = lazyValidator<QuoteForm>((v) => v.checkQuote);
    const invalid = await check(
      {
        name: "A",
        email: "nope",
        phone: "",
        service: "",
        message: "short",
      },
      SITE_TEXTS.en,
    );
    expect(invalid.errors).toEqual({
      name: validationMessages.name,
      email: validationMessages.email,
      service: validationMessages.service,
      message: validationMessages.message,
    });

    const valid = await check(
      {
        name: "  Sok Dara ",
        email: "dara@factory.test",
        phone: "",
        service: "Audit & Assessment",
        message: "We need an audit for two sites.",
        website: "",
      },
      SITE_TEXTS.en,
    );
    expect(valid.errors).toBeUndefined();
    // The schema's own output: trimmed, an empty optional phone dropped.
    expect(valid.values).toMatchObject({ name: "Sok Dara", phone: undefined });
  });

  it("gives each field its first message only", async () => {
    const check = lazyValidator<ContactForm>((v) => v.checkContact);
    const checked = await check({ name: "", email: "", company: "", message: "" }, SITE_TEXTS.en);
    expect(checked.errors?.email).toBe(validationMessages.email);
    expect(checked.errors?.company).toBeUndefined();
  });

  it("leaves validation to the API when the chunk cannot be loaded", async () => {
    const check = lazyValidator<QuoteForm>(() => {
      throw new Error("chunk failed to load");
    });
    const values = { name: "A", email: "x", phone: "", service: "", message: "" };
    expect(await check(values, SITE_TEXTS.en)).toEqual({ values });
  });

  it("words its messages in the page's language", async () => {
    const check = lazyValidator<ContactForm>((v) => v.checkContact);
    const checked = await check({ name: "ដ", email: "x", message: "ខ្លី" }, SITE_TEXTS.km);
    expect(checked.errors).toEqual({
      name: SITE_TEXTS.km.validation.name,
      email: SITE_TEXTS.km.validation.email,
      message: SITE_TEXTS.km.validation.message,
    });
  });

  it("keeps the server's messages of the form's own fields", () => {
    expect(
      serverFieldErrors({ email: "Taken", unknown: "Ignored" }, ["name", "email"] as const),
    ).toEqual({ email: "Taken" });
  });
});
