import { z } from "zod";
import { NewPasswordSchema } from "../account/password-change.ts";
import { validationMessages } from "../messages.ts";
import { PERMISSIONS, ROLES } from "./roles.ts";

/** How long an invitation's link works, once (decision 044). */
export const INVITATION_DAYS = 7;
export const TEAM_NAME_MAX = 100;

/** Where an invitation's link leads: the token in the fragment never reaches a server's logs. */
export const INVITATION_PATH = "/admin/join";
export const invitationLink = (origin: string, token: string) =>
  `${origin}${INVITATION_PATH}#${token}`;

export const TEAM_STATUSES = ["active", "invited", "disabled"] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

const roleMessage = `Choose a role: ${ROLES.join(", ")}.`;
export const RoleSchema = z.enum(ROLES, { error: roleMessage });

const nameField = z
  .string()
  .trim()
  .max(TEAM_NAME_MAX, `A name has at most ${TEAM_NAME_MAX} characters.`);

const emailField = z
  .string({ error: validationMessages.email })
  .trim()
  .toLowerCase()
  .max(254, validationMessages.email)
  .pipe(z.email({ error: validationMessages.email }));

/** One person on the team, or one invited and not yet joined (GET /api/admin/users). */
export const TeamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  status: z.enum(TEAM_STATUSES),
  lastSignInAt: z.string().nullable(),
  totpEnabled: z.boolean(),
  passkeyCount: z.number(),
  /** The Telegram account linked to act as them in the staff group (`@name`), if any. */
  telegramName: z.string().nullable(),
  /** For an invitation: when its link stops working. */
  expiresAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamListSchema = z.object({ users: TeamMemberSchema.array() });

/** POST /api/admin/users/invitations */
export const InvitationRequestSchema = z.object({
  email: emailField,
  role: RoleSchema,
  name: nameField.optional(),
});
export type InvitationRequest = z.infer<typeof InvitationRequestSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
});

export const InvitationCreatedSchema = z.object({
  invitation: InvitationSchema,
  /** The link to give the person: it works once, for INVITATION_DAYS days. */
  link: z.string(),
  /** Whether the link was also e-mailed to them (only when the site can send mail). */
  emailed: z.boolean(),
});
export type InvitationCreated = z.infer<typeof InvitationCreatedSchema>;

/** GET /api/admin/invitations/:token, for the page the link opens. */
export const InvitationViewSchema = z.object({
  email: z.string(),
  role: RoleSchema,
  expiresAt: z.string(),
  /** The link recovers an existing account's sign-in: the person chooses a new password. */
  recovery: z.boolean(),
  /** The name the owner gave, or the account's: what the page offers to keep. */
  name: z.string(),
});
export type InvitationView = z.infer<typeof InvitationViewSchema>;

/** POST /api/admin/invitations/:token/accept */
export const InvitationAcceptSchema = z.object({
  name: nameField.min(1, "Enter your name, as the team will see it."),
  password: NewPasswordSchema,
});
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;

/** PATCH /api/admin/users/:id */
export const TeamMemberChangeSchema = z
  .object({ role: RoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    message: "Say what to change: the role, or whether the account is disabled.",
  });
export type TeamMemberChange = z.infer<typeof TeamMemberChangeSchema>;

/** POST /api/admin/users/:id/recovery: a link for the person to choose a new password. */
export const RecoveryRequestSchema = z.object({
  /** They lost their phone or security key: two-step sign-in and passkeys are turned off now. */
  resetSecondFactor: z.boolean().default(false),
});
export type RecoveryRequest = z.infer<typeof RecoveryRequestSchema>;

export const RecoveryCreatedSchema = z.object({
  link: z.string(),
  emailed: z.boolean(),
  expiresAt: z.string(),
});
export type RecoveryCreated = z.infer<typeof RecoveryCreatedSchema>;

const SignedInPersonSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  permissions: z.enum(PERMISSIONS).array(),
  passwordChangeSuggested: z.boolean(),
});

/** What GET /api/admin/me says of the signed-in person. */
export const MeSchema = z.object({ admin: SignedInPersonSchema });
export type Me = z.infer<typeof MeSchema>;

/**
 * What accepting a link answers: the person, signed in; or, for a recovery of an account that
 * still has two-step sign-in or a passkey, null: the new password is set, and they sign in
 * with it and their second factor, which a link alone must never stand in for.
 */
export const InvitationAcceptedSchema = z.object({ admin: SignedInPersonSchema.nullable() });
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;

export const teamMessages = {
  alreadyOnTeam: (email: string) => `${email} already has an account on this site.`,
  invitationNotFound: "This invitation link is not known. Ask the owner for a new one.",
  invitationUsed:
    "This invitation was already used. Sign in instead, or ask the owner for a new one.",
  invitationExpired: `This invitation has expired (links work for ${INVITATION_DAYS} days). Ask the owner for a new one.`,
  userNotFound: "There is no such person on the team.",
  recoverDisabled: "This account is disabled: enable it first, then send the recovery link.",
  lastOwner:
    "This is the only active owner: make someone else an owner first, so the site is never left without one.",
} as const;
