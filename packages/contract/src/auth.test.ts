import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LoginFormSchema } from "./auth.ts";

const spec = {
  email: "Please enter a valid email address",
  password: "Password is required",
};

const errorsOf = (input: unknown) => {
  const result = LoginFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("LoginFormSchema", () => {
  it("accepts an address and any non-empty password, spaces included", () => {
    expect(LoginFormSchema.parse({ email: " admin@example.com ", password: " " })).toEqual({
      email: "admin@example.com",
      password: " ",
    });
  });

  it.each(["", "admin", "admin@", undefined])(
    "answers email %j with the spec's message",
    (email) => {
      expect(errorsOf({ email, password: "secret" })).toEqual({ email: [spec.email] });
    },
  );

  it.each(["", undefined, null])("answers password %j with the spec's message", (password) => {
    expect(errorsOf({ email: "admin@example.com", password })).toEqual({
      password: [spec.password],
    });
  });
});
