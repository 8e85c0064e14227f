import type { QuoteForm, QuoteFormInput } from "@app/contract";
import { validationMessages } from "@app/contract";
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { lazyResolver } from "./form-parts.tsx";

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<QuoteFormInput>;

describe("form parts", () => {
  it("validates with the contract's schema once its chunk is loaded", async () => {
    const resolver = lazyResolver<QuoteFormInput, QuoteForm>((v) => v.quoteResolver);
    const invalid = await resolver(
      { name: "A", email: "nope", phone: "", service: "", message: "short" },
      undefined,
      options,
    );
    expect(invalid.errors.name?.message).toBe(validationMessages.name);
    expect(invalid.errors.email?.message).toBe(validationMessages.email);
    expect(invalid.errors.service?.message).toBe(validationMessages.service);
    expect(invalid.errors.message?.message).toBe(validationMessages.message);

    const valid = await resolver(
      {
        name: "  Sok Dara ",
        email: "dara@factory.test",
        phone: "",
        service: "Audit & Assessment",
        message: "We need an audit for two sites.",
      },
      undefined,
      options,
    );
    expect(valid.errors).toEqual({});
    // The schema's own output: trimmed, an empty optional phone dropped.
    expect(valid.values).toMatchObject({ name: "Sok Dara", phone: undefined });
  });

  it("leaves validation to the API when the chunk cannot be loaded", async () => {
    const resolver = lazyResolver<QuoteFormInput, QuoteForm>(() => {
      throw new Error("chunk failed to load");
    });
    const values = { name: "A", email: "x", phone: "", service: "", message: "" };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });
});
