import { ACCOUNT_PLANS, BILLING_INTERVALS } from "@statement-converter/contract";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The D1 schema of the whole product. Times are ISO-8601 UTC strings, money is integer cents,
 * ids are random UUIDs (conversions) or text ids.
 */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    passwordSalt: text("password_salt"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** The plan (contract/src/plans.ts); new accounts get DEFAULT_PLAN. */
    plan: text("plan", { enum: ACCOUNT_PLANS }).notNull().default("registered"),
    billingInterval: text("billing_interval", { enum: BILLING_INTERVALS }).notNull().default("monthly"),
    /** What paid plans' billing periods are counted from (monthly or yearly steps); null: createdAt. */
    billingCycleStart: text("billing_cycle_start"),
    /** A downgrade waiting for the next billing period, and when it applies. */
    pendingPlan: text("pending_plan", { enum: ACCOUNT_PLANS }),
    pendingPlanAt: text("pending_plan_at"),
    /** When the last "80% of your allowance used" e-mail went out (one per window). */
    quotaNoticeAt: text("quota_notice_at"),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    /** A new address waiting for its confirmation link. */
    pendingEmail: text("pending_email"),
    googleSubject: text("google_subject"),
    createdAt: text("created_at").notNull().default(now),
    lastSignInAt: text("last_sign_in_at"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_google_unique").on(t.googleSubject),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use tokens: password reset and e-mail confirmation. Only the hash is stored. */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["password_reset", "email_verification"] }).notNull(),
    /** For e-mail confirmation: the address being confirmed. */
    email: text("email"),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId, t.purpose)],
);

export const conversions = sqliteTable(
  "conversions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** Lower-cased file name, for case-insensitive search. */
    fileNameLower: text("file_name_lower").notNull(),
    fileSize: integer("file_size").notNull(),
    /**
     * SHA-256 of the uploaded file (hex), kept after the file is deleted so a user can show the
     * same file beside its rows without uploading it again; null for uploads made before it.
     */
    fileSha256: text("file_sha256"),
    pageCount: integer("page_count"),
    status: text("status", { enum: ["pending", "processing", "completed", "failed"] })
      .notNull()
      .default("pending"),
    /** R2 key of the uploaded file; null once the file is deleted. */
    fileKey: text("file_key"),
    uploadDate: text("upload_date").notNull().default(now),
    processedAt: text("processed_at"),
    bankName: text("bank_name"),
    accountNumber: text("account_number"),
    currency: text("currency"),
    periodStart: text("period_start"),
    periodEnd: text("period_end"),
    openingBalanceCents: integer("opening_balance_cents"),
    closingBalanceCents: integer("closing_balance_cents"),
    reconciled: integer("reconciled", { mode: "boolean" }),
    /** Checking, savings, credit card or loan statement; null when it does not say. */
    accountType: text("account_type", { enum: ["checking", "savings", "credit_card", "loan"] }),
    /**
     * JSON array of the statement's accounts in document order, money in cents:
     * { accountNumber, name, currency, openingBalanceCents, closingBalanceCents, reconciled,
     * transactionCount } (conversions/stored-accounts.ts reads and writes it).
     */
    accounts: text("accounts").notNull().default("[]"),
    /** JSON array of { code, row?, message }. */
    warnings: text("warnings").notNull().default("[]"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    transactionsCount: integer("transactions_count").notNull().default(0),
    /**
     * A scan read by OCR as a background job (conversions/ocr-job.ts): its scanned pages read so
     * far and in all, while it is `processing`; null for files read in the request.
     */
    ocrPagesDone: integer("ocr_pages_done"),
    ocrPagesTotal: integer("ocr_pages_total"),
    /** JSON array of the pages (1-based) read by OCR; null when every page had a text layer. */
    ocrPages: text("ocr_pages"),
  },
  (t) => [
    index("conversions_user_upload_idx").on(t.userId, t.uploadDate),
    index("conversions_user_processed_idx").on(t.userId, t.processedAt),
    index("conversions_file_cleanup_idx").on(t.status, t.uploadDate),
  ],
);

export const transactions = sqliteTable(
  "transactions",
  {
    conversionId: text("conversion_id")
      .notNull()
      .references(() => conversions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    date: text("date").notNull(),
    parsedDate: text("parsed_date"),
    valueDate: text("value_date"),
    description: text("description").notNull(),
    details: text("details").notNull().default(""),
    type: text("type").notNull(),
    amountCents: integer("amount_cents").notNull(),
    balanceCents: integer("balance_cents"),
    reference: text("reference"),
    bankName: text("bank_name"),
    /** The row's account: the masked number (else the name) of one of the conversion's accounts. */
    account: text("account"),
    /** Where the row is printed, as JSON (`{ page, boxes? }`); null for rows stored before it was recorded. */
    source: text("source"),
    /** 0 to 1: how sure OCR was of the row's figures; null for rows read from a text layer. */
    confidence: real("confidence"),
  },
  (t) => [primaryKey({ columns: [t.conversionId, t.position] })],
);

export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    /** JSON array of the links in the mail. */
    links: text("links").notNull().default("[]"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.id)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name"),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: text("created_at").notNull().default(now),
});

export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  createdAt: text("created_at").notNull().default(now),
});

/**
 * Throttled events (sign-in attempts, reset and confirmation mails, sign-ups, contact messages),
 * one row per event and key: `bucket` names what is counted ("login:email", "signup:ip" ...),
 * `key` for whom (an address or an IP).
 */
export const rateEvents = sqliteTable(
  "rate_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    /** Unix ms, for cheap window queries. */
    at: real("at").notNull(),
  },
  (t) => [index("rate_events_bucket_key_at_idx").on(t.bucket, t.key, t.at)],
);

/**
 * Pages counted against allowances: one row per successful conversion run. `subject` is a user id,
 * or `visitor:HASH` for signed-out visitors (a keyed hash of the address, allowance/visitor-key.ts; their
 * rows go once their 24 hours are over). Inserted only by the conditional INSERT of
 * allowance/usage.ts, so parallel runs cannot pass an allowance; a stored conversion is charged once
 * (the unique index on `conversion_id`).
 */
export const pageUsage = sqliteTable(
  "page_usage",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subject: text("subject").notNull(),
    pages: integer("pages").notNull(),
    /** Unix ms. */
    at: real("at").notNull(),
    conversionId: text("conversion_id"),
  },
  (t) => [
    index("page_usage_subject_idx").on(t.subject, t.at),
    uniqueIndex("page_usage_conversion_unique").on(t.conversionId).where(sql`${t.conversionId} IS NOT NULL`),
  ],
);

/** API keys (auth/api-keys.ts): only the SHA-256 of a key is stored, and its first characters. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    /** 'sc_live_AbCd': enough to tell keys apart in the list. */
    keyStart: text("key_start").notNull(),
    createdAt: text("created_at").notNull().default(now),
    expiresAt: text("expires_at"),
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_hash_unique").on(t.keyHash), index("api_keys_user_idx").on(t.userId)],
);
