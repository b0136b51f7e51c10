import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { COMMON_PASSWORD, isCommonPassword, MIN_PASSWORD } from './features/auth/password-rules';

/** The repository root: server/src (ts-jest) and server/dist (compiled) both sit two levels down. */
export const ROOT_DIR = path.resolve(__dirname, '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Durations like `8h`, `30m`, `45s`, `2d` or plain seconds → seconds. */
const duration = z
  .string()
  .regex(/^\d+\s*[smhd]?$/, 'use a number of seconds or a value like 30m, 8h, 2d')
  .transform((v) => {
    const n = parseInt(v, 10);
    const unit = v.trim().slice(-1);
    const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit] ?? 1;
    return n * factor;
  })
  .refine((s) => s > 0, 'must be positive');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * The owner role's URL: it runs the migrations and pg-boss's set-up, then grants the role of
   * DATABASE_URL what serving needs (database/app-role.ts). Unset: DATABASE_URL does both.
   */
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default(path.join(ROOT_DIR, '.data')),
  CLIENT_DIST: z.string().default(path.join(ROOT_DIR, 'client', 'dist')),
  /** The server-rendering bundle (`vite build --ssr`); public pages fall back to the shell without it. */
  CLIENT_SSR: z.string().default(path.join(ROOT_DIR, 'client', 'dist-ssr', 'entry-server.cjs')),
  /** The site's public origin for canonical links, Open Graph and the sitemap; default: the request's. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: duration.default(8 * 3600),
  /**
   * The key of the keyed hashes (HMAC-SHA256) that stand for an e-mail address where the address
   * itself must not be kept: the erasure ledger and the count of confirmation mails per address.
   * Default: derived from JWT_SECRET; set it to keep the ledger's hashes when JWT_SECRET changes.
   */
  PRIVACY_HASH_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The key recovery codes are stored under (HMAC-SHA-256); default: derived from the JWT secret. */
  RECOVERY_CODE_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(3).max(64).default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD, `must be at least ${MIN_PASSWORD} characters`)
    .refine((p) => !isCommonPassword(p), COMMON_PASSWORD)
    .optional(),
  SEED_DEMO: bool.default(true),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(5),
  MAX_DOCUMENT_MB: z.coerce.number().positive().max(100).default(10),
  PUBLIC_WRITE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(30),
  /** Parcel price questions (`parcelPrice`, /parcel/price) per client IP per minute. */
  PARCEL_PRICE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(60),
  /** Retention: contact messages this many days after their last change… */
  RETENTION_MESSAGES_DAYS: z.coerce.number().int().positive().default(730),
  /** …reservations after their journey date… */
  RETENTION_RESERVATIONS_DAYS: z.coerce.number().int().positive().default(365),
  /** …rejected registrations after the rejection… */
  RETENTION_REJECTED_DAYS: z.coerce.number().int().positive().default(183),
  /** …and booking documents after the journey date. */
  RETENTION_DOCUMENTS_DAYS: z.coerce.number().int().positive().default(90),
  /** Field-data beacons per client IP and minute: a page view sends one or two. */
  VITALS_LIMIT_PER_MIN: z.coerce.number().int().positive().default(60),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  /** A session not used for this many minutes ends. */
  /** Whose accounts must use two-step sign-in; default `admin` in production, `none` elsewhere. */
  REQUIRE_2FA: z.enum(['admin', 'all', 'none']).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  GRAPHQL_INTROSPECTION: bool.optional(),
  // Operation limits (graphql-armor + graphql-js), checked before any resolver runs.
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(15),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(8),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().positive().default(2000),
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(5000),
  // REST list answers without ?page= carry at most this many newest rows.
  REST_LIST_CAP: z.coerce.number().int().positive().max(10000).default(1000),
  TRUST_PROXY: z.string().default('loopback'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 characters)')
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Where `npm run backup` writes snapshots (backup/): a folder, or BACKUP_S3_BUCKET when set. */
  BACKUP_DIR: z.string().optional(),
  BACKUP_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 characters)')
    .optional(),
  /** Snapshots kept: each backup removes the oldest beyond this many. */
  BACKUP_KEEP: z.coerce.number().int().positive().default(14),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /**
   * `smtp://` requires STARTTLS (credentials and visitors' data never cross the network in clear
   * text); `off` only for a local test server without TLS. `smtps://` is TLS from the start.
   */
  SMTP_TLS: z.enum(['on', 'off']).default('on'),
  /** Sender of staff replies to visitors: an address, or `Name <address>`. */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
      'must be an e-mail address or Name <address>',
    )
    .optional(),
  STAFF_ALERT_EMAIL: z.string().email('must be an e-mail address').optional(),
  BACKOFFICE_URL: z.string().url('must be a URL like https://example.com').optional(),
  /**
   * Service levels (features/service-levels/): the team's working days (Sun…Sat) and hours in
   * Asia/Dhaka — Bangladesh's weekend is Friday and Saturday — and each kind of request's
   * first-reply target in working hours (a registration's day: 9 h). Holidays are data staff edit.
   */
  WORKING_DAYS: z
    .string()
    .regex(
      /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)(,(Sun|Mon|Tue|Wed|Thu|Fri|Sat))*$/,
      'use days like Sun,Mon,Tue',
    )
    .default('Sun,Mon,Tue,Wed,Thu'),
  WORKING_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'use hours like 09:00-18:00')
    .refine((v) => v.slice(0, 5) < v.slice(6), 'the day must end after it starts')
    .default('09:00-18:00'),
  REPLY_HOURS_MESSAGE: z.coerce.number().positive().max(500).default(4),
  REPLY_HOURS_RESERVATION: z.coerce.number().positive().max(500).default(2),
  REPLY_HOURS_REGISTRATION: z.coerce.number().positive().max(500).default(9),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** After SIGTERM: how long the replica keeps serving, not ready, before it closes (http/drain.ts). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  isProduction: boolean;
  jwtSecret: string;
  /** PRIVACY_HASH_KEY, or one derived from the JWT secret. */
  privacyHashKey: string;
  /** The stored recovery codes' HMAC key: from RECOVERY_CODE_KEY, or derived from the JWT secret. */
  recoveryCodeKey: Buffer;
  uploadDir: string;
  privateDir: string;
  introspection: boolean;
  backupDir: string;
}

export class ConfigError extends Error {}

/** The two roles' URLs: the owner runs the migrations, the app serves (the same URL for one role). */
export interface DatabaseUrls {
  owner: string;
  app: string;
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses and validates the environment once; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const clean = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const missing = (['JWT_SECRET', 'DATABASE_URL'] as const).filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(
        `NODE_ENV=production requires ${missing.join(' and ')}. ` +
          'Set JWT_SECRET to a random string of 32+ characters and DATABASE_URL to postgres://user:pass@host:5432/db.',
      );
    }
  }
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'MIGRATION_DATABASE_URL requires DATABASE_URL (the role that serves requests); ' +
        'without both, the embedded PostgreSQL makes its own two roles.',
    );
  }
  if (e.BACKUP_S3_BUCKET) {
    const needed = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const missing = needed.filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(`BACKUP_S3_BUCKET requires ${missing.join(', ')} (the same S3 store).`);
    }
  }
  if (e.STORAGE === 's3') {
    const needed = [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const;
    const missing = needed.filter((k) => !e[k]);
    if (missing.length) {
      throw new ConfigError(`STORAGE=s3 requires ${missing.join(', ')} (any S3-compatible store).`);
    }
  }
  const jwtSecret = e.JWT_SECRET ?? readOrCreateDevSecret(e.DATA_DIR);
  return {
    ...e,
    isProduction,
    jwtSecret,
    privacyHashKey:
      e.PRIVACY_HASH_KEY ??
      createHmac('sha256', jwtSecret).update('digitalride privacy hash').digest('base64url'),
    // Its bytes are those two-factor.ts derived before (codes stored then still match).
    recoveryCodeKey: createHash('sha256')
      .update(e.RECOVERY_CODE_KEY ?? `recovery-codes:${jwtSecret}`)
      .digest(),
    uploadDir: path.join(e.DATA_DIR, 'uploads'),
    privateDir: path.join(e.DATA_DIR, 'private'),
    introspection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    backupDir: e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'),
  };
}

/**
 * The owner's and the app's database URLs (MIGRATION_DATABASE_URL defaults to DATABASE_URL: one
 * role does both); none without DATABASE_URL — the embedded PostgreSQL makes its own two.
 */
export function databaseUrls(config: Env): DatabaseUrls | undefined {
  if (!config.DATABASE_URL) return undefined;
  return { owner: config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL, app: config.DATABASE_URL };
}

/** loadConfig() for a command's entry point: a configuration problem is printed, and it exits 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
