import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits.ts";
import { CurrentPasswordSchema } from "./totp.ts";

/**
 * What the server and the admin say about a new password (NIST SP 800-63B: a length, a list
 * of common and breached passwords, no composition rules). Both import these words, so the
 * form says client-side exactly what the server would answer.
 */
export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters (invisible characters don't count).`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  onlySpaces: "A password can't be only spaces.",
  oneCharacter: "A password can't be one character repeated.",
  controlCharacters:
    "A password can't contain control characters (tabs, line breaks and the like).",
  tooGuessable:
    "This password is too easy to guess: it is common, has appeared in data breaches, or is built from your e-mail address or the site's name. A few unrelated words with spaces are easy to remember and hard to guess.",
  hint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words with spaces are easy to remember and hard to guess; common and breached passwords are refused.`,
  changeSuggestedTitle: "Please choose a new password",
  changeSuggested:
    "Your password still works, but it no longer meets the password rules: it is too short or too easy to guess. Change it in Account.",
} as const;

/**
 * The smallest zxcvbn score (0–4) a new password must reach on the server: 3 is "safely
 * unguessable" (about 10^8 guesses or more) with the user's e-mail and the site's name counted
 * as known words.
 */
export const PASSWORD_MIN_STRENGTH = 3;

/** Code points that show nothing (zero-width spaces and joiners, variation selectors, BOM). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Control characters and UTF-16 halves without their partner. */
const CONTROL = /\p{Cc}|\p{Cs}/u;

/** The password as it is hashed and compared: Unicode NFKC (a ligature and its letters match). */
export const normalizePassword = (password: string): string => password.normalize("NFKC");

/**
 * How many characters the password counts for: code points (an emoji is one, not two UTF-16
 * units) after NFKC normalisation, without the invisible ones.
 */
export const passwordCharacterCount = (password: string): number =>
  [...normalizePassword(password).replace(INVISIBLE, "")].length;

/**
 * Why a new password is refused on its own, without any list: control characters, too long,
 * only spaces, too short, one character repeated. Null when its shape is fine (the server
 * then checks it against common and breached passwords).
 */
export function passwordShapeProblem(password: string): string | null {
  if (CONTROL.test(password)) return passwordMessages.controlCharacters;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const visible = [...normalizePassword(password).replace(INVISIBLE, "")];
  if (visible.every((character) => /^\s$/u.test(character))) return passwordMessages.onlySpaces;
  if (visible.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (new Set(visible).size === 1) return passwordMessages.oneCharacter;
  return null;
}

/** A password an administrator may choose, as far as the shape goes (any script, spaces). */
export const NewPasswordSchema = z
  .string({ error: passwordMessages.tooShort })
  .superRefine((password, context) => {
    const problem = passwordShapeProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const PasswordChangeSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
