import { accountMessages, type Reauth } from "@app/contract";
import { apiErrorMessage, isApiError } from "@app/contract/api-error";

/**
 * The server's refusal of an action that needs a recent sign-in (removing a passkey, ending
 * other sessions, downloading a backup): 403 with the contract's words, which is what tells it
 * apart from any other 403.
 */
export const isReauthRequired = (error: unknown): boolean =>
  isApiError(error, 403) && apiErrorMessage(error) === accountMessages.reauthRequired;

/**
 * The typed client's options that send "confirm it's you" as the JSON body. These routes read
 * the proof without a typed validator (a recent session sends no body), so it goes in `init`.
 */
export const proofBody = (proof: Reauth | undefined) =>
  proof
    ? {
        init: {
          body: JSON.stringify(proof),
          headers: { "Content-Type": "application/json" },
        },
      }
    : undefined;
