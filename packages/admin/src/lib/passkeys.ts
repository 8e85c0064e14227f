import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { useAdminContext } from "../admin-context.tsx";

/**
 * Whether passkeys can be offered here: the host has not said they cannot bind to its origin
 * (the desktop app), and the browser has WebAuthn at all.
 */
export function usePasskeysAvailable(): boolean {
  const { platform } = useAdminContext();
  return platform.passkeys !== false && typeof window.PublicKeyCredential === "function";
}

/**
 * The browser's passkey prompt was closed, timed out or refused: the person chose not to go on,
 * which is not a failure to shout about. WebAuthn says all of these with NotAllowedError.
 */
export const isCancelledPrompt = (error: unknown): boolean =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");

/** The authenticator already holds a passkey of this account (WebAuthn's InvalidStateError). */
export const isAlreadyRegistered = (error: unknown): boolean =>
  error instanceof Error && error.name === "InvalidStateError";

/**
 * The server's options as `@simplewebauthn/browser` takes them. They are that library's own
 * JSON (from `@simplewebauthn/server`); only Hono's typing of JSON mangles the binary extension
 * inputs (PRF), which the server never asks for.
 */
export const passkeyOptions = <T extends "create" | "get">(
  _kind: T,
  json: unknown,
): T extends "create"
  ? PublicKeyCredentialCreationOptionsJSON
  : PublicKeyCredentialRequestOptionsJSON => json as never;

/**
 * The browser's answer as the contract's schema takes it: the response's text and list fields.
 * `publicKeyAlgorithm` (a number, a convenience copy of what `attestationObject` holds) and
 * absent optional fields are left out; the server verifies from the attestation itself.
 */
export function passkeyAnswer(answer: RegistrationResponseJSON | AuthenticationResponseJSON) {
  const response: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(answer.response)) {
    if (typeof value === "string" || Array.isArray(value)) response[key] = value;
  }
  const { clientExtensionResults } = answer;
  return { ...answer, response, clientExtensionResults: { ...clientExtensionResults } };
}
