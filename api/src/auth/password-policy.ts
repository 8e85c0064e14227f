import {
  normalizePassword,
  PASSWORD_MIN_STRENGTH,
  passwordMessages,
  passwordShapeProblem,
} from "@app/contract";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { websiteContent } from "../db/schema.ts";
import { isKnownPhrase } from "./known-phrases.ts";

/**
 * New passwords as NIST SP 800-63B (5.1.1.2) asks: a length (the contract's shape rules, the
 * same the admin's form applies), then a check against common and breached passwords, words
 * of the service and the user's own name, with no composition rules. The list is zxcvbn's
 * (`@zxcvbn-ts/language-common`: about 49,000 passwords from breach corpora, 7,800 diceware
 * words, keyboard patterns); a password must reach PASSWORD_MIN_STRENGTH. It lives on the
 * server only: the admin's bundle carries none of it.
 */
let estimator: ZxcvbnFactory | undefined;
/** Built at the first check (about 0.1 s and a few MB): a server that never sets one pays nothing. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/** What a password of this account must not be built from. */
export interface PasswordContext {
  email?: string;
  /** The site's names (brand, short name, host): words an attacker of this site tries first. */
  siteNames?: readonly string[];
}

/** Letters, marks and digits only, lower-cased: "Owner.Standards-Example" → "ownerstandardsexample". */
const lettersAndDigits = (value: string) =>
  value.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "");

/**
 * The e-mail, its local part and domain's labels, and the site's names and their words, each
 * also without its punctuation and spaces.
 */
export function passwordUserInputs({ email, siteNames = [] }: PasswordContext): string[] {
  const inputs = new Set<string>();
  const add = (value: string | undefined) => {
    const word = value?.trim().toLowerCase();
    if (!word) return;
    for (const form of [word, lettersAndDigits(word)]) if (form.length >= 3) inputs.add(form);
  };
  if (email) {
    add(email);
    const [local, domain] = email.split("@");
    add(local);
    for (const part of local?.split(/[._+-]+/) ?? []) add(part);
    for (const label of domain?.split(".") ?? []) add(label);
  }
  for (const name of siteNames) {
    add(name);
    for (const word of name.split(/[\s.,:;/-]+/)) add(word);
  }
  return [...inputs];
}

/** Returns why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const normalized = normalizePassword(password);
  if (isKnownPhrase(normalized)) return passwordMessages.tooGuessable;
  const inputs = passwordUserInputs(context);
  if (strength().check(normalized, inputs).score < PASSWORD_MIN_STRENGTH) {
    return passwordMessages.tooGuessable;
  }
  // The e-mail or the site's name re-typed with other punctuation ("owner.standards.example"):
  // weak once punctuation and spaces are gone, and weak because of those words.
  const bare = lettersAndDigits(normalized);
  if (bare && bare !== normalized) {
    const result = strength().check(bare, inputs);
    const fromInputs = result.sequence.some(
      (match) => "dictionaryName" in match && match.dictionaryName === "userInputs",
    );
    if (result.score < PASSWORD_MIN_STRENGTH && fromInputs) return passwordMessages.tooGuessable;
  }
  return null;
}

/** The site's names as the content holds them (brand and short name), and its public host. */
export async function siteNames(db: Db, publicUrl?: string): Promise<string[]> {
  const names: string[] = [];
  const [row] = await db
    .select({ content: websiteContent.content })
    .from(websiteContent)
    .where(eq(websiteContent.section, "site"));
  for (const key of ["brandName", "shortName"]) {
    const value = row?.content[key];
    if (typeof value === "string") names.push(value);
  }
  if (publicUrl) {
    const host = new URL(publicUrl).hostname.replace(/^www\./, "");
    names.push(host, host.split(".")[0] ?? "");
  }
  return names;
}
