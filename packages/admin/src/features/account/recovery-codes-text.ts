/** "JBSW Y3DP EHPK 3PXP": a key in groups of four, for reading off a screen and typing. */
export const inGroupsOfFour = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

/** The .txt the recovery codes download as: what they are for, for whom, and the codes. */
export function recoveryCodesFile(codes: readonly string[], site: string, now = new Date()) {
  const text = [
    `Recovery codes for the admin of ${site}`,
    `Made on ${now.toISOString().slice(0, 10)}`,
    "",
    "Each code signs you in once, in place of a code from your authenticator app.",
    "Keep them somewhere safe, like a password manager. New codes replace all of these.",
    "",
    ...codes,
    "",
  ].join("\n");
  return {
    blob: new Blob([text], { type: "text/plain;charset=utf-8" }),
    filename: `recovery-codes-${site.replace(/[^a-z0-9.-]+/gi, "-")}.txt`,
    text,
  };
}
