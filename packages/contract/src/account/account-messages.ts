/** What the server and the admin say about the administrator's own account. */
export const accountMessages = {
  totpRequired: "Enter the 6-digit code from your authenticator app.",
  invalidCode: "That code is not valid. Codes change every 30 seconds and work only once.",
  invalidRecoveryCode: "That recovery code is not valid or has already been used.",
  totpAlreadyEnabled: "Two-step sign-in is already on. Turn it off first to set it up again.",
  totpNotStarted: "Start the set-up again: no authenticator is waiting to be confirmed.",
  totpNotEnabled: "Two-step sign-in is not on.",
  wrongCurrentPassword: "Your current password is not correct.",
  samePassword: "The new password must be different from the current one.",
  reauthRequired:
    "Confirm it's you: enter your password again (and a code, with two-step sign-in on) to go ahead.",
  sessionNotFound: "This session has already ended.",
  passkeyNotFound: "This passkey is not registered (it may have been removed).",
  passkeyExists: "This passkey is already registered.",
  passkeyLimit: (max: number) => `At most ${max} passkeys can be registered. Remove one first.`,
  passkeyChallengeExpired: "The passkey request expired. Please try again.",
  passkeyFailed: "The passkey could not be verified. Please try again.",
  passkeyUnavailable:
    "Passkeys need the website's own address in a browser. In the desktop app, sign in with your password (and code).",
} as const;
