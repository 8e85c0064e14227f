import { z } from "zod";

/** How many passkeys one account may hold: enough for every device, bounded for the list. */
export const PASSKEY_LIMIT = 20;
export const PASSKEY_NAME_MAX = 60;
/** Passkey sign-in attempts (options handed out) per client address per 10 minutes. */
export const PASSKEY_OPTIONS_LIMIT = 30;

export const PasskeyInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof PasskeyInfoSchema>;

export const PasskeyListSchema = z.object({ items: z.array(PasskeyInfoSchema) });

export const PasskeyNameSchema = z
  .string({ error: "Give the passkey a name, like “Work laptop”." })
  .trim()
  .min(1, "Give the passkey a name, like “Work laptop”.")
  .max(PASSKEY_NAME_MAX, `A passkey's name is at most ${PASSKEY_NAME_MAX} characters.`);

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/**
 * What `@simplewebauthn/browser` sends back, checked for shape only: the server's WebAuthn
 * library verifies the contents.
 */
export const WebAuthnResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.record(
    z.string(),
    z.union([base64url, z.number(), z.array(z.string().max(32)).max(10)]),
  ),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

export const PasskeyRegistrationSchema = z.object({
  name: PasskeyNameSchema,
  response: WebAuthnResponseSchema,
});

export const PasskeyLoginSchema = z.object({ response: WebAuthnResponseSchema });
