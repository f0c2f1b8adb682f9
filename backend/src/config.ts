// Configuration from the environment, validated at start with one clear message per bad value.
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { systemClock, type Clock } from '@shared/clock';
import { DEFAULT_CASE_UPLOAD_LIMITS } from '@shared/contract/case-files';
import { NO_PROXY, parseTrustProxy, type TrustProxy } from '@shared/contract/client-address';

export type DatabaseConfig = ({ client: 'mysql2'; url: string } | { client: 'better-sqlite3'; filename: string }) & { pool?: DatabasePool };

/**
 * The connection pool: its size (DB_POOL_MIN, default 0; DB_POOL_MAX, default 10; MySQL only, SQLite keeps its one
 * connection) and how long a query waits for a free connection before it fails (DB_ACQUIRE_TIMEOUT_MS, default 10000).
 */
export interface DatabasePool {
  min: number;
  max: number;
  acquireTimeoutMs: number;
}
export const DEFAULT_DATABASE_POOL: DatabasePool = { min: 0, max: 10, acquireTimeoutMs: 10_000 };

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  database: DatabaseConfig;
  jwtSecret: Uint8Array;
  /**
   * Keys derived from JWT_SECRET (HKDF-SHA256), one per kind of signed token, so a token of one kind is never
   * accepted as another (ADR 0001).
   */
  keys: { accessToken: Uint8Array; downloadLink: Uint8Array; releasePreview: Uint8Array; newsletterLink: Uint8Array; personExport: Uint8Array };
  /** The absolute limit of a session from its sign-in, refreshes included (SESSION_MAX_HOURS; default 12). */
  sessionMaxMs: number;
  uploadsDir: string;
  /** Where uploaded files live: the uploads folder, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** The built frontend. */
  distDir: string;
  /** The first super admin, created when no admin exists. */
  firstAdmin?: { email: string; password: string; name: string };
  /** Seed the demo content into an empty database: only when SEED_DEMO=true is given (`npm start` gives it; ADR 0004). */
  seedDemo: boolean;
  /**
   * Who stands in front of the server (TRUST_PROXY: a number of proxies, or their addresses and CIDR ranges): the
   * client's address, for every per-address limit, is the one the nearest trusted proxy saw (ADR 0003).
   */
  trustProxy: TrustProxy;
  /**
   * The site's own origin (PUBLIC_URL, e.g. https://www.novaguide.example; SITE_URL is its deprecated alias): links in
   * emails, and the canonical link, og:url, robots.txt and sitemap.xml where the settings give no canonical URL. Never
   * taken from a request's Host or X-Forwarded-Host (ADR 0004). Required in production; http://localhost:PORT otherwise.
   */
  publicUrl: string;
  /** The mail server for booking and message emails; absent when SMTP_HOST is not set (nothing is sent). */
  mail?: MailConfig;
  /** How long the first retry of a failed email waits; each next one waits twice as long (MAIL_RETRY_MS). */
  mailRetryMs: number;
  /** How often each instance looks for due emails (MAIL_POLL_MS, default 5000). */
  mailPollMs: number;
  /**
   * How long an instance's claim on an email holds (MAIL_CLAIM_MS, default 60000): one that dies mid-send frees its
   * emails after this, and another instance sends them. Longer than a send ever takes.
   */
  mailClaimMs: number;
  /** The most newsletter emails the whole fleet sends in a minute (NEWSLETTER_RATE_PER_MINUTE, default 300; ADR 0040). */
  newsletterRatePerMinute: number;
  /** The request log's level (LOG_LEVEL: fatal, error, warn, info, debug, trace or silent; default info, silent in tests). */
  logLevel: LogLevel;
  /** One JSON line per request (production), or readable lines on a terminal (development); LOG_FORMAT=json|pretty. */
  logFormat: 'json' | 'pretty';
  /** Case files sent with a booking: the most one file and one booking may be (CASE_UPLOAD_MAX_FILE_MB, CASE_UPLOAD_MAX_BOOKING_MB). */
  caseUploads: {
    maxFileBytes: number;
    maxBookingBytes: number;
    /** Days after a booking is closed (completed or cancelled) when its case files are deleted (CASE_FILE_RETENTION_DAYS); absent: kept. */
    retentionDays?: number;
  };
  /**
   * The live chat (ADR 0041): minutes a visitor's message may wait for an answer before the team is emailed
   * (CHAT_UNANSWERED_MINUTES, default 5), and days after which closed conversations are deleted (CHAT_RETENTION_DAYS;
   * 0, the default, keeps them).
   */
  chat: { unansweredMinutes: number; retentionDays: number };
  /**
   * On SIGTERM: how long /readyz answers 503 while requests are still served, so a load balancer takes the instance
   * out before it stops accepting (SHUTDOWN_DRAIN_MS, default 5000); then how long the requests in flight get to
   * finish (SHUTDOWN_GRACE_MS, default 8000). The process exits 2 s after both, whatever happens.
   */
  shutdown: { drainMs: number; graceMs: number };
  /** The most the content cache keeps, in bytes (CONTENT_CACHE_MB, default 64): past it, the least recently used answers go. */
  contentCacheBytes: number;
  /**
   * The key of the Test State calls (TEST_STATE_KEY, 16+ characters): with it they are mounted, and a test suite sets
   * up its states through HTTP; without it they answer 404. Refused in production, where they would let whoever holds
   * the key erase the site's content.
   */
  testStateKey?: string;
  /** The Redis server through which instances pass the chat's live events to each other (REDIS_URL); absent: in-process only. */
  redisUrl?: string;
  /** What a start outside production says is missing but not fatal (logged as warnings when the server starts). */
  warnings?: string[];
  /**
   * What the server reads time from and schedules its rounds on: the system's; a test gives a manual one to move
   * time (ADR 0035). Not from the environment: it rides here because every service and route already has the config.
   */
  clock: Clock;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface MailConfig {
  host: string;
  port: number;
  /** TLS from the start (port 465), else STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From address, e.g. 'NovaGuide <planning@novaguide.example>'. */
  from: string;
}

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Config);

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, s3rver, ...); absent for AWS itself. */
  endpoint?: string;
  /** A fixed key pair; without one the SDK's default credential chain (role, profile, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (what most S3-compatible services want). */
  forcePathStyle: boolean;
  /** Server-side encryption asked of the bucket for every object written (S3_SSE), and the KMS key for aws:kms (S3_SSE_KMS_KEY_ID). */
  serverSideEncryption?: { algorithm: 'AES256' | 'aws:kms'; kmsKeyId?: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const bool = (v: string | undefined, fallback: boolean) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v.toLowerCase()));

/** Reads and validates the configuration; throws ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as Config['env'];
  if (!['production', 'development', 'test'].includes(nodeEnv)) problems.push(`NODE_ENV must be production, development or test (got "${env.NODE_ENV}")`);

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be an integer from 0 to 65535 (got "${env.PORT}")`);

  let database: DatabaseConfig;
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^mysql:\/\/[^/]+\/[^/?]+/.test(url)) problems.push('DATABASE_URL must look like mysql://user:password@host:3306/database');
    database = { client: 'mysql2', url };
  } else {
    database = { client: 'better-sqlite3', filename: resolve(cwd, env.SQLITE_FILE ?? 'data/novaguide.sqlite') };
  }
  database.pool = databasePoolOf(env, problems);

  const dataDir = resolve(cwd, 'data');
  let secret = env.JWT_SECRET;
  if (!secret) {
    if (nodeEnv === 'production') problems.push('JWT_SECRET is required in production (at least 32 characters)');
    else secret = embeddedSecret(dataDir);
  }
  if (secret && secret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');

  const firstAdmin =
    env.ADMIN_EMAIL || env.ADMIN_PASSWORD
      ? { email: env.ADMIN_EMAIL ?? '', password: env.ADMIN_PASSWORD ?? '', name: env.ADMIN_NAME ?? 'Super Admin' }
      : undefined;
  if (firstAdmin) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(firstAdmin.email)) problems.push('ADMIN_EMAIL must be an email address');
    if (!/^(?=.*[A-Z])(?=.*[0-9])(?=.*[!-/:-@[-`{-~]).{8,}$/.test(firstAdmin.password)) {
      problems.push('ADMIN_PASSWORD must have 8+ characters with a capital letter, a number and a symbol');
    }
  }

  const uploadsDir = resolve(cwd, env.UPLOADS_DIR ?? 'uploads');
  let storage: StorageConfig = { kind: 'local', dir: uploadsDir };
  const bucket = env.S3_BUCKET?.trim();
  if (bucket) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,254}$/.test(bucket)) problems.push(`S3_BUCKET must be a bucket's name, without s3:// or a folder (got "${bucket}")`);
    const endpoint = env.S3_ENDPOINT?.trim().replace(/\/+$/, '') || undefined;
    if (endpoint && !/^https?:\/\/[^/]+$/.test(endpoint))
      problems.push(`S3_ENDPOINT must be an address such as http://127.0.0.1:9000 (got "${env.S3_ENDPOINT}")`);
    const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
    const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
    if (!accessKeyId !== !secretAccessKey) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credential chain');
    }
    storage = {
      kind: 's3',
      bucket,
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, !!endpoint),
      serverSideEncryption: serverSideEncryptionOf(env, problems),
    };
  }

  let mail: MailConfig | undefined;
  const smtpHost = env.SMTP_HOST?.trim();
  if (smtpHost) {
    const smtpPort = Number(env.SMTP_PORT ?? 587);
    if (!Number.isInteger(smtpPort) || smtpPort < 1 || smtpPort > 65535) problems.push(`SMTP_PORT must be an integer from 1 to 65535 (got "${env.SMTP_PORT}")`);
    const from = env.SMTP_FROM?.trim() || 'NovaGuide <no-reply@localhost>';
    if (!/[^\s@<]+@[^\s@>]+/.test(from)) problems.push('SMTP_FROM must be an address, e.g. "NovaGuide <planning@novaguide.example>"');
    if (env.SMTP_USER && !env.SMTP_PASSWORD) problems.push('SMTP_PASSWORD is required with SMTP_USER');
    mail = {
      host: smtpHost,
      port: smtpPort,
      secure: bool(env.SMTP_SECURE, smtpPort === 465),
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      from,
    };
  }
  const mailRetryMs = Number(env.MAIL_RETRY_MS ?? 30_000);
  if (!Number.isFinite(mailRetryMs) || mailRetryMs < 1) problems.push(`MAIL_RETRY_MS must be a positive number of milliseconds (got "${env.MAIL_RETRY_MS}")`);
  const mailPollMs = wholeSetting(env, problems, 'MAIL_POLL_MS', 5000, 10, 'milliseconds');
  const mailClaimMs = wholeSetting(env, problems, 'MAIL_CLAIM_MS', 60_000, 1000, 'milliseconds');
  const newsletterRatePerMinute = wholeSetting(env, problems, 'NEWSLETTER_RATE_PER_MINUTE', 300, 1, 'emails');
  const publicUrl = publicOrigin(env, nodeEnv, port, problems);
  // Outside production these are warnings at start; in production (PUBLIC_URL is required there anyway) problems.
  const warnings = smtpHost ? mailAddressProblems(env, publicUrl, nodeEnv === 'production') : [];
  if (nodeEnv === 'production') problems.push(...warnings.splice(0));

  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  const logFormat = logFormatOf(env) as Config['logFormat'];
  if (!['json', 'pretty'].includes(logFormat)) problems.push(`LOG_FORMAT must be json or pretty (got "${env.LOG_FORMAT}")`);

  const MB = 1024 * 1024;
  const megabytes = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} must be a whole number of megabytes, at least 1 (got "${raw}")`);
    return value * MB;
  };
  const caseUploads: Config['caseUploads'] = {
    maxFileBytes: megabytes('CASE_UPLOAD_MAX_FILE_MB', DEFAULT_CASE_UPLOAD_LIMITS.maxFileBytes),
    maxBookingBytes: megabytes('CASE_UPLOAD_MAX_BOOKING_MB', DEFAULT_CASE_UPLOAD_LIMITS.maxBookingBytes),
  };
  const retention = env.CASE_FILE_RETENTION_DAYS?.trim();
  if (retention && !['off', 'false', '0'].includes(retention.toLowerCase())) {
    const days = Number(retention);
    if (!Number.isInteger(days) || days < 1) problems.push(`CASE_FILE_RETENTION_DAYS must be a whole number of days, at least 1, or off (got "${retention}")`);
    else caseUploads.retentionDays = days;
  }
  if (caseUploads.maxBookingBytes < caseUploads.maxFileBytes) problems.push('CASE_UPLOAD_MAX_BOOKING_MB must be at least CASE_UPLOAD_MAX_FILE_MB');
  const contentCacheBytes = megabytes('CONTENT_CACHE_MB', 64 * MB);
  const chat = {
    unansweredMinutes: wholeSetting(env, problems, 'CHAT_UNANSWERED_MINUTES', 5, 1, 'minutes'),
    retentionDays: wholeSetting(env, problems, 'CHAT_RETENTION_DAYS', 0, 0, 'days'),
  };

  const sessionHours = Number(env.SESSION_MAX_HOURS?.trim() || 12);
  if (!Number.isFinite(sessionHours) || sessionHours <= 0 || sessionHours > 720)
    problems.push(`SESSION_MAX_HOURS must be a number of hours above 0 and at most 720 (got "${env.SESSION_MAX_HOURS}")`);

  const shutdown = {
    drainMs: wholeSetting(env, problems, 'SHUTDOWN_DRAIN_MS', 5000, 0, 'milliseconds'),
    graceMs: wholeSetting(env, problems, 'SHUTDOWN_GRACE_MS', 8000, 0, 'milliseconds'),
  };

  const trust = parseTrustProxy(env.TRUST_PROXY);
  if (trust.problem) problems.push(trust.problem);

  // An empty value is no key, so a test harness that sets one by default can take it away again.
  const testStateKey = env.TEST_STATE_KEY || undefined;
  if (testStateKey !== undefined) {
    if (nodeEnv === 'production') {
      problems.push("TEST_STATE_KEY must not be set in production: the test-state calls let whoever holds the key erase the site's content");
    } else if (testStateKey.length < 16) problems.push('TEST_STATE_KEY must be at least 16 characters');
  }

  const redisUrl = env.REDIS_URL?.trim() || undefined;
  // Not echoed: the address may hold Redis's password.
  if (redisUrl && !/^rediss?:\/\/[^/\s]+(\/\d*)?$/.test(redisUrl))
    problems.push('REDIS_URL must look like redis://host:6379 or rediss://user:password@host:6380/0');

  if (problems.length) throw new ConfigError(problems);
  const jwtSecret = new TextEncoder().encode(secret);
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    database,
    jwtSecret,
    keys: {
      accessToken: deriveKey(jwtSecret, 'novaguide access token'),
      downloadLink: deriveKey(jwtSecret, 'novaguide case-file download link'),
      releasePreview: deriveKey(jwtSecret, 'novaguide release preview link'),
      newsletterLink: deriveKey(jwtSecret, 'novaguide newsletter link'),
      // The person export link's encryption key (dir + A256GCM): the address it carries is read by nobody else.
      personExport: deriveKey(jwtSecret, 'novaguide person export link'),
    },
    sessionMaxMs: sessionHours * 3_600_000,
    uploadsDir,
    storage,
    distDir: resolve(cwd, env.DIST_DIR ?? 'dist'),
    firstAdmin,
    seedDemo: bool(env.SEED_DEMO, false),
    trustProxy: trust.trust ?? NO_PROXY,
    publicUrl,
    mail,
    mailRetryMs,
    mailPollMs,
    mailClaimMs,
    newsletterRatePerMinute,
    logLevel,
    logFormat,
    caseUploads,
    chat,
    shutdown,
    contentCacheBytes,
    ...(testStateKey ? { testStateKey } : {}),
    ...(redisUrl ? { redisUrl } : {}),
    ...(warnings.length ? { warnings } : {}),
    clock: systemClock,
  };
}

/** LOG_FORMAT as given, else pretty in development and JSON lines anywhere else. */
export const logFormatOf = (env: NodeJS.ProcessEnv) =>
  env.LOG_FORMAT?.trim().toLowerCase() || ((env.NODE_ENV ?? 'development') === 'development' ? 'pretty' : 'json');

/** With email on, its links need the site's address and its sender an address of its own. */
function mailAddressProblems(env: NodeJS.ProcessEnv, publicUrl: string, production: boolean): string[] {
  const said: string[] = [];
  if (!production && !env.PUBLIC_URL?.trim() && !env.SITE_URL?.trim()) {
    said.push(
      `SMTP_HOST is set but PUBLIC_URL (or SITE_URL) is not: the links in emails point to ${publicUrl}. Set it to the site's address, e.g. https://www.novaguide.example`,
    );
  }
  if (!env.SMTP_FROM?.trim()) {
    const example = 'e.g. SMTP_FROM="NovaGuide <planning@novaguide.example>"';
    said.push(
      production
        ? `SMTP_FROM is required in production when SMTP_HOST is set: the address emails come from, ${example}`
        : `SMTP_HOST is set but SMTP_FROM is not: emails come from no-reply@localhost. Set the address they come from, ${example}`,
    );
  }
  return said;
}

/**
 * PUBLIC_URL (or its deprecated alias SITE_URL) as an origin: http(s), a host, no path, query or fragment (a
 * trailing slash is dropped). Required in production: a missing one would leave links to be made from a header.
 */
function publicOrigin(env: NodeJS.ProcessEnv, nodeEnv: string, port: number, problems: string[]): string {
  const name = env.PUBLIC_URL?.trim() ? 'PUBLIC_URL' : 'SITE_URL';
  const given = env[name]?.trim();
  if (env.PUBLIC_URL?.trim() && env.SITE_URL?.trim() && env.SITE_URL.trim().replace(/\/+$/, '') !== env.PUBLIC_URL.trim().replace(/\/+$/, '')) {
    problems.push('SITE_URL is the old name of PUBLIC_URL: give PUBLIC_URL alone (they differ)');
  }
  if (!given) {
    if (nodeEnv === 'production') problems.push("PUBLIC_URL is required in production: the site's own address, e.g. https://www.novaguide.example");
    return `http://localhost:${port}`;
  }
  const example = 'e.g. https://www.novaguide.example';
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    problems.push(`${name} must be the site's address, ${example} (got "${given}")`);
    return given;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`${name} must start with https:// or http://, ${example} (got "${given}")`);
  else if (url.username || url.password || url.search || url.hash || url.pathname !== '/' || given.includes('?') || given.includes('#')) {
    problems.push(`${name} must be an origin alone, without a path, query or credentials, ${example} (got "${given}")`);
  }
  return url.origin;
}

/** A 256-bit key of its own for one kind of token, derived from JWT_SECRET. */
const deriveKey = (secret: Uint8Array, purpose: string) => new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), purpose, 32));

/** The embedded default keeps a generated secret next to its database, so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** S3_SSE: AES256 (keys the bucket's service manages) or aws:kms (with S3_SSE_KMS_KEY_ID, or the account's default key). */
function serverSideEncryptionOf(env: NodeJS.ProcessEnv, problems: string[]): S3Config['serverSideEncryption'] {
  const algorithm = env.S3_SSE?.trim();
  const kmsKeyId = env.S3_SSE_KMS_KEY_ID?.trim() || undefined;
  if (!algorithm) {
    if (kmsKeyId) problems.push('S3_SSE_KMS_KEY_ID needs S3_SSE=aws:kms');
    return undefined;
  }
  if (algorithm !== 'AES256' && algorithm !== 'aws:kms') {
    problems.push(`S3_SSE must be AES256 or aws:kms (got "${algorithm}")`);
    return undefined;
  }
  if (kmsKeyId && algorithm !== 'aws:kms') problems.push('S3_SSE_KMS_KEY_ID needs S3_SSE=aws:kms');
  return { algorithm, ...(kmsKeyId ? { kmsKeyId } : {}) };
}

/** The whole number `name` gives (`fallback` when unset), or a problem naming it when it is not one of `least` or more. */
function wholeSetting(env: NodeJS.ProcessEnv, problems: string[], name: string, fallback: number, least: number, unit: string): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < least) problems.push(`${name} must be a whole number of ${unit}, at least ${least} (got "${raw}")`);
  return value;
}

/** DB_POOL_MIN, DB_POOL_MAX and DB_ACQUIRE_TIMEOUT_MS: whole numbers, the least pool no larger than the largest. */
function databasePoolOf(env: NodeJS.ProcessEnv, problems: string[]): DatabasePool {
  const pool = {
    min: wholeSetting(env, problems, 'DB_POOL_MIN', DEFAULT_DATABASE_POOL.min, 0, 'connections'),
    max: wholeSetting(env, problems, 'DB_POOL_MAX', DEFAULT_DATABASE_POOL.max, 1, 'connections'),
    acquireTimeoutMs: wholeSetting(env, problems, 'DB_ACQUIRE_TIMEOUT_MS', DEFAULT_DATABASE_POOL.acquireTimeoutMs, 1, 'milliseconds'),
  };
  if (pool.min > pool.max) problems.push(`DB_POOL_MIN (${pool.min}) must not be above DB_POOL_MAX (${pool.max})`);
  return pool;
}
