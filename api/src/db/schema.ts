import {
  ATTACHMENT_TYPES,
  LEAD_HISTORY_FIELDS,
  type LeadSource,
  ROLES,
  STAGES,
} from "@app/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * bytea as Uint8Array on both drivers. Written as hex text that PostgreSQL decodes: PGlite's own
 * encoding of a Uint8Array parameter blocked the event loop for 12 s on a 20 MB PDF (2.5 s
 * this way). Read large ones with `bytesOf` (db/bytes.ts).
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (bytes) =>
    sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex")}, 'hex')` as unknown as Uint8Array,
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The columns every leased job queue keeps (see leased-queue.ts): tries in the current run
 * ("Send again" starts a new one at 0), the claim counter (never reset: a worker's hold lasts
 * while the row still has the number it took, so a worker that lost its lease never overwrites
 * a later claim's result), when it is due or its lease ends, and the other side's last answer.
 */
const leasedJobColumns = () => ({
  attempts: integer("attempts").notNull().default(0),
  claim: integer("claim").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lastAnswer: text("last_answer"),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});

/** A check that a text column holds one of `values` (the enum its contract names). */
const oneOf = (column: { name: string }, values: readonly string[]) =>
  sql.raw(`${column.name} in (${values.map((value) => `'${value}'`).join(", ")})`);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: text("id").primaryKey(),
    /** Stored lower-cased; the unique index makes one account per address. */
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    /** The authenticator's shared key once two-step sign-in is on; null while it is off. */
    totpKey: bytea("totp_key"),
    /** A key shown by set-up and not yet confirmed with a code. */
    totpPendingKey: bytea("totp_pending_key"),
    /** The last time step whose code was accepted: a code works once, and never an older one. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /**
     * The password last signed in with fails the current policy (it was set under an older one):
     * it still works, and the admin asks for a new one. Set at each password sign-in.
     */
    passwordChangeSuggested: boolean("password_change_suggested").notNull().default(false),
    /** What the team calls the person (empty for an account from before the team). */
    name: text("name").notNull().default(""),
    /**
     * One of ROLES (packages/contract). Migration 0017 made every account from before the team
     * its owner; 0018 took the default away, so no insert makes an owner without saying so.
     */
    role: text("role", { enum: ROLES }).notNull(),
    /** Set while the owner has disabled the account: it cannot sign in, its sessions are gone. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (table) => [check("admin_users_role_check", oneOf(table.role, ROLES))],
);

/**
 * The owner's invitations, and recoveries of a person's sign-in: a link that works once, for
 * INVITATION_DAYS days. Only the token's SHA-256 is kept. Accepted ones stay (acceptedAt) so a
 * reused link says it was used.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull(),
    name: text("name").notNull().default(""),
    tokenHash: text("token_hash").notNull().unique(),
    /** A recovery: the account whose password the link sets again (null: a new person). */
    userId: text("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    invitedBy: text("invited_by"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (table) => [
    index("admin_invitations_email_idx").on(table.email),
    check("admin_invitations_role_check", oneOf(table.role, ROLES)),
  ],
);

/** Single-use codes for when the authenticator is lost; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** WebAuthn credentials (passkeys) an administrator registered. */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    /** The credential id, base64url, as the authenticator reports it. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("admin_passkeys_user_idx").on(table.userId)],
);

/** A WebAuthn challenge handed out and not yet answered; each is used once, by any process. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
    /** The administrator registering; null for a sign-in (the passkey names its user). */
    userId: text("user_id").references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("webauthn_challenges_expiry_idx").on(table.expiresAt)],
);

/** Browsers and apps an administrator has signed in from (the hash of a long-lived cookie). */
export const adminKnownDevices = pgTable(
  "admin_known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * This device's own allowance of wrong guesses (auth/device-allowance.ts): how many since
     * `failed_guesses_since`, the start of its window. A guess takes its slot in one
     * conditional UPDATE, so parallel guesses on any number of processes get no more.
     */
    failedGuesses: integer("failed_guesses").notNull().default(0),
    failedGuessesSince: timestamp("failed_guesses_since", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);

/** Who did what from where: append-only from the API, pruned after the retention period. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor"),
    action: text("action").notNull(),
    target: text("target"),
    detail: text("detail"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("activity_log_at_idx").on(table.at),
    index("activity_log_action_idx").on(table.action, table.id),
  ],
);

/** Sessions the Lucia way: the id is the SHA-256 of the token in the cookie, never the token. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** The id the session list shows and revokes by; unrelated to the token. */
    publicId: text("public_id")
      .notNull()
      .unique()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When this session last proved the password (sign-in, or "confirm it's you"). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /**
     * The token went out in a `__Host-` cookie (https): it is never accepted under the old
     * cookie name, which a sibling subdomain or plain http could have planted.
     */
    hostCookie: boolean("host_cookie").notNull().default(false),
  },
  (table) => [index("admin_sessions_user_idx").on(table.userId)],
);

/** Events counted by the throttles (failed logins, form posts), shared by every API process. */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("throttle_events_lookup_idx").on(table.bucket, table.key, table.at)],
);

export const websiteContent = pgTable(
  "website_content",
  {
    id: serial("id").primaryKey(),
    section: text("section").notNull().unique(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
    /** What the content links to (`certification:gots`, `image:logo.svg`), found at each save. */
    refs: text("refs").array().notNull().default(sql`'{}'::text[]`),
    /** Set when the admin deleted the section: off the site, its row and history kept for restore. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /**
     * The revision `content` holds, live on the site; null while the entry was never published
     * (its `content` is then its first draft, shown nowhere public).
     */
    publishedVersion: integer("published_version"),
    /** Saved but not published: what the next publish puts on the site. */
    draft: jsonb("draft").$type<Record<string, unknown>>(),
  },
  (table) => [index("website_content_refs_idx").using("gin", table.refs)],
);

/**
 * One row whose number rises with every change to what the site shows (its published sections,
 * redirects and stored files), raised by triggers in the writing transaction itself (migration
 * 0015), so no write path can forget it. A process compares it with the changes it heard of to
 * find one it missed (decision 042).
 */
export const siteVersion = pgTable("site_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** A renamed entry's old name: its old URL answers 301 to the new one. */
export const sectionRedirects = pgTable("section_redirects", {
  fromSection: text("from_section").primaryKey(),
  toSection: text("to_section").notNull(),
  createdAt: createdAt(),
  /** Visitors sent on, added in batches (the site's version does not rise for them). */
  hits: integer("hits").notNull().default(0),
  lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
});

/**
 * An old or mistyped address of the site sent on by hand (decision 048): `from_path` is an
 * English path (`/old`, also answering `/km/old`), `to_target` a path of the site or an
 * https:// address. Applied by every process from its copy, kept in step by the site's version.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull().unique(),
    toTarget: text("to_target").notNull(),
    status: integer("status").notNull(),
    createdAt: createdAt(),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
  },
  (table) => [check("redirects_status_check", sql`${table.status} in (301, 302)`)],
);

/**
 * Public paths that answered "not found" (decision 048): the busiest NOT_FOUND_KEPT_PATHS of
 * the last NOT_FOUND_KEPT_DAYS, counted in memory and added in batches.
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    path: text("path").primaryKey(),
    count: integer("count").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The site the last visitor who said came from (`www.google.com`). */
    referrer: text("referrer"),
  },
  (table) => [index("not_found_paths_count_idx").on(table.count, table.lastSeenAt)],
);

export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: serial("id").primaryKey(),
    section: text("section").notNull(),
    version: integer("version").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    restoredFromVersion: integer("restored_from_version"),
    /** When this revision went on the site; null for a draft never published. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("content_revisions_section_version_idx").on(table.section, table.version),
  ],
);

/**
 * Content changes set for a time (decision 035): a section's draft published, or an entry taken
 * off the site. Done once, by whichever process claims it first; kept afterwards as a record.
 */
export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: serial("id").primaryKey(),
    section: text("section").notNull(),
    /** `publish` (the section's draft goes on the site) or `unpublish` (the entry leaves it). */
    action: text("action").$type<"publish" | "unpublish">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    /** Set once it ran, with what came of it; or once it was cancelled. */
    doneAt: timestamp("done_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Why it did nothing (the draft was discarded meanwhile); null when it did its work. */
    failure: text("failure"),
  },
  (table) => [
    // One waiting change of each kind per section; the worker asks for the earliest due.
    uniqueIndex("content_schedules_waiting_idx")
      .on(table.section, table.action)
      .where(sql`done_at is null and cancelled_at is null`),
    index("content_schedules_due_idx")
      .on(table.at)
      .where(sql`done_at is null and cancelled_at is null`),
  ],
);

/**
 * A secret address that shows a section's draft to whoever has it (decision 036): only the
 * token's SHA-256 is kept, so the address is shown once, when it is made.
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    section: text("section").notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("preview_links_section_idx").on(table.section)],
);

export const websiteImages = pgTable("website_images", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  filename: text("filename").notNull().unique(),
  filepath: text("filepath").notNull().unique(),
  section: text("section").notNull(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  width: integer("width"),
  height: integer("height"),
  /** PDFs only: how many pages the document has. */
  pageCount: integer("page_count"),
  sha256: text("sha256").notNull(),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
  /** What the picture shows; "" when decorative (or not yet written). */
  alt: text("alt").notNull().default(""),
  decorative: boolean("decorative").notNull().default(false),
  /** The point kept in view when a page crops the picture, 0..1 from the left and the top. */
  focalX: real("focal_x").notNull().default(0.5),
  focalY: real("focal_y").notNull().default(0.5),
});

/**
 * How often visitors downloaded each PDF, counted by the server as it serves the file
 * (decision 029). Goes with the document when it is deleted; a replacement keeps it.
 */
export const documentDownloads = pgTable("document_downloads", {
  imageId: integer("image_id")
    .primaryKey()
    .references(() => websiteImages.id, { onDelete: "cascade" }),
  downloads: bigint("downloads", { mode: "number" }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** Filenames the administrator deleted: the seed never brings them back. */
export const deletedFiles = pgTable("deleted_files", {
  filename: text("filename").primaryKey(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every version of every image's bytes; the current one has website_images.version. */
export const imageFiles = pgTable(
  "image_files",
  {
    id: serial("id").primaryKey(),
    imageId: integer("image_id")
      .notNull()
      .references(() => websiteImages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    bytes: bytea("bytes").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    width: integer("width"),
    height: integer("height"),
    pageCount: integer("page_count"),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    restoredFromVersion: integer("restored_from_version"),
  },
  (table) => [uniqueIndex("image_files_image_version_idx").on(table.imageId, table.version)],
);

/**
 * Smaller copies of a raster image's version in AVIF and WebP, made by the rendition worker.
 * Derived data: not backed up, remade from the originals when missing.
 */
export const imageRenditions = pgTable(
  "image_renditions",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => websiteImages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    format: text("format", { enum: ["avif", "webp"] }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.version, table.format, table.width] })],
);

/**
 * The renditions still to make, one row per image version. Claimed like the mail outbox: a
 * worker takes a due row with FOR UPDATE SKIP LOCKED and holds it for a lease, so several API
 * processes never make one twice, and a job whose worker died falls due again.
 */
export const renditionJobs = pgTable(
  "rendition_jobs",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => websiteImages.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** pending: due at next_attempt_at; working: claimed until next_attempt_at; done; failed. */
    state: text("state", { enum: ["pending", "working", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Counts claims, never reset: a worker finishes a job only while its claim is the last. */
    claim: integer("claim").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.version] }),
    index("rendition_jobs_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`state in ('pending', 'working')`),
  ],
);

export const submissions = pgTable(
  "submissions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["quote", "contact"] }).notNull(),
    status: text("status", { enum: ["new", "read", "archived", "spam"] })
      .notNull()
      .default("new"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    service: text("service"),
    /**
     * The standard a quote is for (a `certification:<slug>` entry's slug) and its English short
     * name when the request came in, so the inbox still names it if the entry is renamed or gone.
     */
    standard: text("standard"),
    standardName: text("standard_name"),
    /** When a contact asked to meet, if they did. */
    appointmentAt: timestamp("appointment_at", { withTimezone: true }),
    message: text("message").notNull(),
    /** The site path the form was sent from, when it said. */
    page: text("page"),
    /** Where the sale stands (STAGES in the contract), beside the inbox's status. */
    stage: text("stage", { enum: STAGES }).notNull().default("new"),
    /** Who on the team looks after it; emptied when they are removed. */
    assigneeId: text("assignee_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The day to get back to the client, on Phnom Penh's calendar. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** Where it came from: the visit's first page, referring host and utm_* (LeadSource). */
    source: jsonb("source").$type<LeadSource>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("submissions_stage_check", oneOf(table.stage, STAGES)),
    // "My leads" and the follow-ups due read these, not every lead.
    index("submissions_assignee_idx").on(table.assigneeId, table.createdAt),
    index("submissions_follow_up_idx")
      .on(table.followUpOn)
      .where(sql`follow_up_on is not null and stage not in ('won', 'lost')`),
    // The inbox pages newest first by (created_at, id); a backward scan of this index serves it.
    index("submissions_created_id_idx").on(table.createdAt, table.id),
    index("submissions_status_idx").on(table.status).where(sql`status <> 'spam'`),
    // The unread count on every admin screen reads the new ones alone, however many leads are kept.
    index("submissions_new_idx").on(table.kind, table.createdAt).where(sql`status = 'new'`),
  ],
);

/** What the team wrote about a lead: calls, what the client said, what to quote. */
export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: text("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** Who wrote it, by e-mail: kept after they leave the team. */
    author: text("author").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("submission_notes_submission_idx").on(table.submissionId, table.createdAt)],
);

/**
 * Documents a visitor sent with a quote (certificate, scope list, factory photo), checked by
 * their bytes on the way in. Gone with their lead: retention and erasure delete the lead.
 */
export const submissionAttachments = pgTable(
  "submission_attachments",
  {
    id: text("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** The order the visitor chose them in. */
    position: integer("position").notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type", { enum: ATTACHMENT_TYPES }).notNull(),
    byteSize: integer("byte_size").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("submission_attachments_type_check", oneOf(table.contentType, ATTACHMENT_TYPES)),
    index("submission_attachments_submission_idx").on(table.submissionId, table.position),
    // The day's allowance for documents reads the last day's alone.
    index("submission_attachments_created_idx").on(table.createdAt),
  ],
);

/** Every change to a lead's status, stage, assignee or follow-up day: who, when, from, to. */
export const submissionHistory = pgTable(
  "submission_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    field: text("field", { enum: LEAD_HISTORY_FIELDS }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("submission_history_submission_idx").on(table.submissionId, table.id)],
);

/**
 * The outbox of lead e-mails: one row per submission to e-mail, written in the submission's own
 * transaction and sent by the outbox worker. A worker claims due rows with FOR UPDATE SKIP
 * LOCKED and marks them `sending` with `next_attempt_at` moved to the end of a lease, which it
 * keeps extending while it talks to the mail server: several API processes never send one
 * twice, and the row of a worker that died mid-send falls due again when its lease ends.
 * Erasing a submission erases its e-mail.
 */
export const submissionNotifications = pgTable(
  "submission_notifications",
  {
    submissionId: integer("submission_id")
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** pending: due at next_attempt_at; sending: claimed until next_attempt_at; sent; failed. */
    state: text("state", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** last_answer: the mail server's acceptance once sent, else its refusal or the network error. */
    ...leasedJobColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The worker's question: which rows are due? Only unfinished rows are in this index.
    index("submission_notifications_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`state in ('pending', 'sending')`),
    // The dashboard's question, on every visit: how many are still to send or failed for good?
    // Sent rows (nearly all of them) are not in this index.
    index("submission_notifications_open_idx")
      .on(table.state)
      .where(sql`state in ('pending', 'sending', 'failed')`),
  ],
);

/**
 * The mornings the lead digest was planned, one row per day on Phnom Penh's calendar: the
 * process that inserts the day plans its e-mails, so several processes plan it once.
 */
export const leadDigestDays = pgTable("lead_digest_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  plannedAt: timestamp("planned_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The morning e-mails to the people with leads due or untouched, one per person and day, sent
 * like the lead e-mails (a worker claims a due row for a lease; see leased-queue.ts). What it
 * lists is read when it is sent.
 */
export const leadDigests = pgTable(
  "lead_digests",
  {
    day: date("day", { mode: "string" })
      .notNull()
      .references(() => leadDigestDays.day, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** pending: due at next_attempt_at; sending: claimed until then; sent; failed; empty (nothing left to list). */
    state: text("state", { enum: ["pending", "sending", "sent", "failed", "empty"] })
      .notNull()
      .default("pending"),
    ...leasedJobColumns(),
    /** How many leads the sent e-mail listed. */
    leadCount: integer("lead_count"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId] }),
    index("lead_digests_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`state in ('pending', 'sending')`),
  ],
);

/**
 * Backups this installation made (automatic ones into BACKUP_DIR, and downloads from the admin),
 * for the admin's status and so that several API processes make one automatic backup a day.
 * Not part of a backup: it describes this machine's files.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["automatic", "download"] }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    error: text("error"),
  },
  (table) => [index("backup_runs_kind_started_idx").on(table.kind, table.startedAt)],
);

/**
 * Settings the owner makes in the admin, one row per group (`mail`). A secret in it (the mail
 * password) is sealed with a key kept outside the database and its backups (decision 025):
 * a backup holds only the sealed bytes.
 */
export const siteSettings = pgTable("site_settings", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  /** AES-256-GCM, `v1.<nonce>.<ciphertext+tag>` in base64url; null = no secret. */
  sealedSecret: text("sealed_secret"),
  updatedAt: updatedAt(),
});

/**
 * The staff group's messages in Telegram (decision 046), posted like the lead e-mails (a worker
 * claims a due row for a lease; see leased-queue.ts). A lead's message is written from the lead
 * when it is posted and goes with the lead when it is erased; a digest's or an alert's text is
 * written when it is queued and cleared once posted.
 */
export const telegramPosts = pgTable(
  "telegram_posts",
  {
    id: serial("id").primaryKey(),
    /** Names the message once (`lead:12`, `digest:2026-11-29`, `alert:backup:2026-11-29`): queued twice, posted once. */
    key: text("key").notNull().unique(),
    submissionId: integer("submission_id")
      .unique()
      .references(() => submissions.id, { onDelete: "cascade" }),
    text: text("text"),
    /** pending: due at next_attempt_at; posting: claimed until then; sent; failed. */
    state: text("state", { enum: ["pending", "posting", "sent", "failed"] })
      .notNull()
      .default("pending"),
    /** last_answer: the message's number once posted, else Telegram's refusal or the network error. */
    ...leasedJobColumns(),
    /** Where it was posted, so a button pressed under it can edit it. */
    chatId: text("chat_id"),
    messageId: integer("message_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("telegram_posts_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`state in ('pending', 'posting')`),
    index("telegram_posts_updated_idx").on(table.updatedAt),
    // A press under a message: which lead was it posted for?
    index("telegram_posts_message_idx").on(table.chatId, table.messageId),
  ],
);

/** A staff member's Telegram account: their presses on the group's buttons act as them. */
export const telegramLinks = pgTable("telegram_links", {
  userId: text("user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  telegramUserId: bigint("telegram_user_id", { mode: "number" }).notNull().unique(),
  /** The name Telegram gave when linking (`@username` or first name), for the Account screen. */
  telegramName: text("telegram_name").notNull(),
  linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A one-time code for `/start <code>`, one per person at a time; only its hash is kept. */
export const telegramLinkCodes = pgTable("telegram_link_codes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Who reads the bot's updates (one process at a time, for a lease) and the next update to read:
 * advanced in the transaction that handles an update, so a restart never handles one twice.
 * One row per bot (the number that starts its token).
 */
export const telegramPolling = pgTable("telegram_polling", {
  botId: text("bot_id").primaryKey(),
  holder: text("holder"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull().defaultNow(),
  nextUpdateId: bigint("next_update_id", { mode: "number" }).notNull().default(0),
});

/**
 * Today's random salt for counting visitors (decision 047): a visitor is a hash of it, the
 * address and the user agent. One row per day, shared by every process, deleted once the day
 * is over, so no visit can be followed into the next day.
 */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * One page shown to a visitor (the beacon, POST /api/v): no address, no user agent, no cookie;
 * `visitor` is the day's hash. Kept ANALYTICS_RETENTION_DAYS, after its day was rolled up.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    visitor: text("visitor").notNull(),
    path: text("path").notNull(),
    lang: text("lang").notNull(),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    device: text("device").notNull(),
  },
  (table) => [index("page_views_day_visitor_idx").on(table.day, table.visitor, table.at)],
);

/**
 * A day's figures, kept for ever: visitors and page views in all (`total`, name ""), and by
 * page, referring site, campaign, language and device ("" = none). Insights reads these.
 */
export const visitDays = pgTable(
  "visit_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    name: text("name").notNull(),
    visitors: integer("visitors").notNull(),
    pageViews: integer("page_views").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.name] })],
);

/** PostgreSQL's full-text document type, written and read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Site search's index (decision 049): one row per thing a visitor can find, in each language,
 * its words as made by `api/src/search/search-documents.ts`. Derived from the live content:
 * rebuilt from it whenever the site's version moves past `search_index_state`'s.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    language: text("language").notNull(),
    /** What it shows: `certification:gots`, `services#textile`, `resources#3`. */
    key: text("key").notNull(),
    /** The English section it is made from (with that section's translation). */
    section: text("section").notNull(),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    /** The words snippets are cut from, in the language (English where not translated). */
    body: text("body").notNull(),
    words: tsvector("words").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.key] }),
    index("search_documents_section_idx").on(table.section),
    index("search_documents_words_idx").using("gin", table.words),
  ],
);

/** Which version of each section (and its translations) the index was made from. */
export const searchSources = pgTable("search_sources", {
  section: text("section").primaryKey(),
  versions: text("versions").notNull(),
});

/** The site's version the whole index matches, and the rule it was made with. */
export const searchIndexState = pgTable("search_index_state", {
  id: integer("id").primaryKey(),
  siteVersion: bigint("site_version", { mode: "number" }).notNull(),
  rules: integer("rules").notNull(),
});

/**
 * What visitors searched, per day and language, without who or when: the query as search read
 * it (its words), how often, and how often it found nothing.
 */
export const searchDays = pgTable(
  "search_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    language: text("language").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull(),
    foundNothing: integer("found_nothing").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.language, table.query] })],
);
