import { randomBytes } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { repoRoot } from './paths';

export type NodeEnv = 'development' | 'production' | 'test';

/** DATABASE_POOL_MODE: what sits between the app and Postgres on DATABASE_URL. */
export type DatabasePoolMode = 'session' | 'transaction';

/** Where USD rates come from (RATE_PROVIDER): an exchange's public ticker, fixed labelled demo rates (never in production), or none. */
export type RateProviderName = 'kraken' | 'coinbase' | 'demo' | 'off';

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  databaseUrl?: string;
  /**
   * How DATABASE_URL's connections are pooled (DATABASE_POOL_MODE): `session`, a connection of its
   * own per client connection (direct, or a pooler in session mode), or `transaction`, a pooler such
   * as PgBouncer handing out a server connection per transaction: no named prepared statements then.
   */
  databasePoolMode: DatabasePoolMode;
  /** A direct connection, past any pooler (DATABASE_DIRECT_URL): LISTEN, pg-boss and migrations; required in transaction mode. */
  databaseDirectUrl?: string;
  /** An optional read replica (READ_DATABASE_URL): history, statements and dashboards read there (docs/operations.md). */
  readDatabaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  sessionSecret: string;
  publicUrl: string;
  /** PUBLIC_URL was given (otherwise robots.txt and sitemap.xml name the host a request came to). */
  publicUrlSet: boolean;
  /** The built client served at / (CLIENT_DIST, default client/dist); nothing is served when it holds no index.html. */
  clientDist: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Money mails: retries after a failed SMTP attempt (pg-boss), and the first retry's delay in seconds (doubling). */
  mailRetryLimit: number;
  mailRetryDelaySeconds: number;
  /** Webhooks: retries after a failed delivery attempt (WEBHOOK_RETRY_LIMIT), and the first retry's delay in seconds, doubling (WEBHOOK_RETRY_DELAY_SECONDS). */
  webhookRetryLimit: number;
  webhookRetryDelaySeconds: number;
  supportEmail: string;
  uploadDir: string;
  demoSeed: boolean;
  logLevel: string;
  /** Write logs to this file instead of stdout. */
  logFile?: string;
  trustProxy: boolean;
  /** Secure cookies and HSTS when the public URL is https (behind TLS set TRUST_PROXY too). */
  httpsOnly: boolean;
  /** Smallest deposit the server accepts, USD. */
  minimumDeposit: string;
  /** Referral bonus paid on an approved deposit, percent. */
  referralBonusPercent: string;
  /**
   * The home page's live counters are published only once every live figure reaches its threshold
   * (PUBLIC_COUNTERS_MIN_INVESTORS investors, PUBLIC_COUNTERS_MIN_USD dollars deposited or paid out);
   * below it the block is left out rather than showing "1 Satisfied Customers".
   */
  publicCountersMinInvestors: number;
  publicCountersMinUsd: string;
  /** A watched deposit counts as paid when it received at least its quote less this percent (DEPOSIT_UNDERPAY_TOLERANCE_PERCENT, 0–50). */
  depositUnderpayTolerancePercent: string;
  /** Cron (UTC) of the scheduled accrual job (pg-boss), or null when off. */
  accrualCron: string | null;
  /** Cron (UTC) of the proof-of-liabilities snapshot (LIABILITIES_CRON, default weekly), or null when off. */
  liabilitiesCron: string | null;
  /** Where USD rates of the deposit assets come from (RATE_PROVIDER): kraken in production, demo in development, off in tests. */
  rateProvider: RateProviderName;
  /** The provider API's base URL (RATE_PROVIDER_URL), or null for its public one. */
  rateProviderUrl: string | null;
  /** Sign-ups allowed per IP per hour. */
  registerLimitPerHour: number;
  loginIpLimit: number;
  /** Requests one API token may make per minute (API_TOKEN_RATE_LIMIT_PER_MINUTE). */
  apiTokenRateLimitPerMinute: number;
  /** Withdrawals above this amount (USD, a decimal string) need an approved KYC. */
  kycRequiredAboveUsd: string;
  /** Withdrawals at or above this amount (USD, a decimal string) need two different admins' approvals (DUAL_APPROVAL_USD). */
  dualApprovalUsd: string;
  /** AES-256-GCM key that encrypts authenticator secrets at rest (TWO_FACTOR_KEY; random per start outside production). */
  twoFactorKey: Buffer;
  /** How long the database may stay unreachable before /api/health/live fails (DB_UNREACHABLE_GRACE_SECONDS). */
  dbUnreachableGraceSeconds: number;
  /** The EVM chain watcher's networks (EVM_RPC_URL_ETHEREUM, EVM_RPC_URL_TRON …); a network without an RPC URL is not watched. */
  chains: { ethereum: EvmChainConfig; tron: EvmChainConfig };
  /** Bitcoin and Litecoin, watched through a trusted node's watch-only wallets (BITCOIN_RPC_URL, LITECOIN_RPC_URL …). */
  utxoChains: { bitcoin: UtxoChainConfig; litecoin: UtxoChainConfig };
  /** Seconds between two scans of a watched network (CHAIN_POLL_SECONDS). */
  chainPollSeconds: number;
  /** How long a deposit's quote (the asset amount at its rate) holds, minutes (DEPOSIT_QUOTE_MINUTES). */
  depositQuoteMinutes: number;
  /** How long after a quote expires its address is still watched for a late payment, hours (DEPOSIT_WATCH_HOURS). */
  depositWatchHours: number;
  /** The EIP-155 chain id written in Ethereum payment URIs (EVM_CHAIN_ID_ETHEREUM; 1: mainnet). */
  ethereumChainId: number;
  /** Where uploaded files live (STORAGE_DRIVER): local disk under uploadDir, or an S3-protocol bucket shared by every instance. */
  storage: StorageConfig;
  /** GET /metrics: the bearer token it asks for (METRICS_TOKEN), and the separate port it is served on instead of the main one (METRICS_PORT). Neither: no /metrics. */
  metricsToken: string | null;
  metricsPort: number | null;
}

/** S3 (AWS, MinIO, Cloudflare R2, Backblaze B2): the S3_* variables. Without keys the SDK's own chain (an IAM role, say) signs. */
export interface S3Config {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export type StorageConfig = { driver: 'local' } | { driver: 's3'; s3: S3Config };

/** One EVM network the chain watcher may scan: its node's JSON-RPC (null: not watched), the USDT contract, confirmations required. */
export interface EvmChainConfig {
  rpcUrl: string | null;
  /** The USDT token contract in the network's own form (0x… on Ethereum, T… on TRON). */
  usdtContract: string;
  confirmations: number;
}

/** Which of a UTXO coin's networks a node and the deposit keys are on: address prefixes and key versions. */
export type UtxoNetworkMode = 'mainnet' | 'testnet' | 'regtest';

/** Bitcoin or Litecoin: the node's JSON-RPC with user and password in the URL (null: not watched), confirmations, network. */
export interface UtxoChainConfig {
  rpcUrl: string | null;
  confirmations: number;
  network: UtxoNetworkMode;
}

export class ConfigError extends Error {}

/** A mail domain only this machine answers: localhost, *.localhost, a loopback IP. */
const LOCAL_MAIL_DOMAIN = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[(127(\.\d{1,3}){3}|(ipv6:)?::1)\])$/i;

function fail(name: string, why: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${why}`);
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) fail(name, `must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) fail(name, `must be between ${min} and ${max}, got ${n}`);
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  return fail(name, `must be true or false, got "${raw}"`);
}

function url(name: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) fail(name, `must start with ${protocols.join(' or ')}`);
  return raw;
}

function decimal(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(raw)) fail(name, `must be a non-negative number with at most 2 decimals, got "${raw}"`);
  return raw;
}

function underpayTolerance(env: NodeJS.ProcessEnv): string {
  const value = decimal(env, 'DEPOSIT_UNDERPAY_TOLERANCE_PERCENT', '0.5');
  if (Number(value) > 50) fail('DEPOSIT_UNDERPAY_TOLERANCE_PERCENT', 'must be at most 50');
  return value;
}

function cron(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): string | null {
  const raw = env.ACCRUAL_CRON?.trim();
  if (raw === 'off') return null;
  if (!raw) return nodeEnv === 'test' ? null : '*/15 * * * *';
  if (!/^(\S+\s+){4}\S+$/.test(raw)) fail('ACCRUAL_CRON', `must be a 5-field cron expression or "off", got "${raw}"`);
  return raw;
}

/** LIABILITIES_CRON: weekly (Monday 00:00 UTC) unless set; "off" or tests: none. */
function liabilitiesCron(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): string | null {
  const raw = env.LIABILITIES_CRON?.trim();
  if (raw === 'off') return null;
  if (!raw) return nodeEnv === 'test' ? null : '0 0 * * 1';
  const why = cronProblem(raw);
  if (why) fail('LIABILITIES_CRON', `must be a 5-field cron expression (minute hour day-of-month month day-of-week, UTC) or "off": ${why}, got "${raw}"`);
  return raw;
}

const CRON_FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'], base: 1 },
  { name: 'day of week', min: 0, max: 7, names: ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'], base: 0 },
] as const;

/**
 * Why a 5-field cron expression would not schedule (pg-boss refuses it when the schedule starts,
 * which retries forever in the background), or null when every field is a value, range, list or
 * step within its bounds (`*`, `5`, `1-5`, `* /15` without the space, `mon-fri`, `jan,jul`).
 */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return `${fields.length} fields instead of 5`;
  for (const [i, spec] of CRON_FIELDS.entries()) {
    const value = (text: string): number | null => {
      const named = 'names' in spec ? (spec.names as readonly string[]).indexOf(text.toLowerCase()) : -1;
      if (named >= 0 && 'base' in spec) return named + spec.base;
      if (!/^\d{1,2}$/.test(text)) return null;
      const n = Number(text);
      return n >= spec.min && n <= spec.max ? n : null;
    };
    for (const item of fields[i].split(',')) {
      const match = /^(\*|([^-/]+)(?:-([^-/]+))?)(?:\/(\d{1,2}))?$/.exec(item);
      const bad = `the ${spec.name} field "${fields[i]}" is not valid (${spec.min}-${spec.max})`;
      if (!match) return bad;
      const [, , from, to, step] = match;
      if (step !== undefined && (Number(step) < 1 || Number(step) > spec.max)) return bad;
      if (from === undefined) continue;
      const low = value(from);
      const high = to === undefined ? low : value(to);
      if (low === null || high === null || high < low) return bad;
    }
  }
  return null;
}

/**
 * A 32-byte key given as 64 hex characters or base64. Required in production; elsewhere a random
 * one per start (authenticator secrets enabled before a restart then need a recovery code).
 */
function key(env: NodeJS.ProcessEnv, name: string, required: boolean): Buffer {
  const raw = env[name]?.trim();
  if (!raw) {
    if (required) fail(name, 'is required in production (32 random bytes as 64 hex characters: openssl rand -hex 32)');
    return randomBytes(32);
  }
  const bytes = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : /^[A-Za-z0-9+/]{43}=?$/.test(raw) ? Buffer.from(raw, 'base64') : undefined;
  if (!bytes || bytes.length !== 32) fail(name, 'must be 32 bytes as 64 hex characters or base64 (openssl rand -hex 32)');
  return bytes;
}

function rateProvider(env: NodeJS.ProcessEnv, nodeEnv: NodeEnv): RateProviderName {
  const raw = env.RATE_PROVIDER?.trim();
  // Nothing reaches the internet unless asked: the demo start quotes labelled demo rates, tests none.
  if (!raw) return nodeEnv === 'production' ? 'kraken' : nodeEnv === 'test' ? 'off' : 'demo';
  if (!['kraken', 'coinbase', 'demo', 'off'].includes(raw)) fail('RATE_PROVIDER', `must be kraken, coinbase, demo or off, got "${raw}"`);
  if (raw === 'demo' && nodeEnv === 'production') fail('RATE_PROVIDER', 'cannot be demo in production (made-up rates would price real deposits)');
  return raw as RateProviderName;
}

function optionalUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? url(name, raw, ['http:', 'https:']) : null;
}

function utxoNetworkMode(env: NodeJS.ProcessEnv, name: string): UtxoNetworkMode {
  const raw = env[name]?.trim();
  if (!raw) return 'mainnet';
  if (!['mainnet', 'testnet', 'regtest'].includes(raw)) fail(name, `must be mainnet, testnet or regtest, got "${raw}"`);
  return raw as UtxoNetworkMode;
}

function pattern(env: NodeJS.ProcessEnv, name: string, fallback: string, re: RegExp, what: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!re.test(raw)) fail(name, `must be ${what}, got "${raw}"`);
  return raw;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function storage(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE_DRIVER?.trim() || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') return fail('STORAGE_DRIVER', `must be local or s3, got "${driver}"`);
  const bucket = env.S3_BUCKET?.trim();
  // Bucket names: 3-63 lower-case letters, digits, dots and hyphens (what every S3 provider accepts).
  if (!bucket) fail('S3_BUCKET', 'is required when STORAGE_DRIVER=s3');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) fail('S3_BUCKET', `is not a valid bucket name, got "${bucket}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if (accessKeyId && !secretAccessKey) fail('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  if (secretAccessKey && !accessKeyId) fail('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) fail('S3_REGION', `must be a region name such as us-east-1 or auto, got "${region}"`);
  return {
    driver,
    s3: {
      endpoint: optionalUrl(env, 'S3_ENDPOINT')?.replace(/\/+$/, '') ?? null,
      region,
      bucket,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
    },
  };
}

function metricsPort(env: NodeJS.ProcessEnv, port: number): number | null {
  if (!env.METRICS_PORT?.trim()) return null;
  const metrics = int(env, 'METRICS_PORT', 0, 1, 65535);
  if (metrics === port) fail('METRICS_PORT', `must differ from PORT (${port}): it serves /metrics instead of the main port`);
  return metrics;
}

function metricsToken(env: NodeJS.ProcessEnv): string | null {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return null;
  if (raw.length < 16 || !/^[\x21-\x7e]+$/.test(raw)) fail('METRICS_TOKEN', 'must be at least 16 printable characters without spaces (openssl rand -hex 32)');
  return raw;
}

/** Reads and validates the environment once; a bad value stops the app with one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = (env.NODE_ENV || 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    fail('NODE_ENV', `must be development, production or test, got "${nodeEnv}"`);
  }
  const isProduction = nodeEnv === 'production';
  const port = int(env, 'PORT', 3000, 0, 65535);

  const databaseUrl = env.DATABASE_URL ? url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']) : undefined;
  const databasePoolMode = (env.DATABASE_POOL_MODE?.trim() || 'session') as DatabasePoolMode;
  if (!['session', 'transaction'].includes(databasePoolMode)) fail('DATABASE_POOL_MODE', `must be session or transaction, got "${databasePoolMode}"`);
  const databaseDirectUrl = env.DATABASE_DIRECT_URL?.trim()
    ? url('DATABASE_DIRECT_URL', env.DATABASE_DIRECT_URL.trim(), ['postgres:', 'postgresql:'])
    : undefined;
  if (databasePoolMode === 'transaction' && !databaseUrl)
    fail('DATABASE_POOL_MODE', 'transaction needs DATABASE_URL (the pooler); the embedded Postgres has none');
  // Through a transaction pooler LISTEN hears nothing and pg-boss and the migrations lose their session: they need a direct connection.
  if (databasePoolMode === 'transaction' && !databaseDirectUrl)
    fail('DATABASE_DIRECT_URL', 'is required when DATABASE_POOL_MODE is transaction (a connection to Postgres itself, past the pooler)');
  const readDatabaseUrl = env.READ_DATABASE_URL?.trim() ? url('READ_DATABASE_URL', env.READ_DATABASE_URL.trim(), ['postgres:', 'postgresql:']) : undefined;

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (isProduction && sessionSecret.length < 32) fail('SESSION_SECRET', 'must be at least 32 characters in production');
  if (!sessionSecret) sessionSecret = randomBytes(32).toString('hex');

  const publicUrl = env.PUBLIC_URL ? url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) : `http://localhost:${port}`;

  const adminEmail = env.ADMIN_EMAIL || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !EMAIL.test(adminEmail)) fail('ADMIN_EMAIL', 'is not a valid email address');
  if (adminEmail && !adminPassword) fail('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set');
  if (adminPassword && !adminEmail) fail('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  if (adminPassword && adminPassword.length < 8) fail('ADMIN_PASSWORD', 'must be at least 8 characters');

  const smtpUrl = env.SMTP_URL ? url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) : undefined;
  const mailFrom = env.MAIL_FROM || 'no-reply@localhost';
  if (!/^[^\s@]+@[^\s@]+$/.test(mailFrom.replace(/^.*<(.*)>$/, '$1'))) fail('MAIL_FROM', 'is not a valid email address');

  const twoFactorKey = key(env, 'TWO_FACTOR_KEY', isProduction);
  // The address the site, the statements and the mails show, and where contact messages go: in
  // production it must be given and reach someone (support@localhost, the development default, reaches no one).
  const supportEmail = env.SUPPORT_EMAIL?.trim() || (isProduction ? '' : 'support@localhost');
  if (!supportEmail) fail('SUPPORT_EMAIL', 'is required in production (the support address shown on the site and where contact messages go)');
  if (!/^[^\s@]+@[^\s@]+$/.test(supportEmail)) fail('SUPPORT_EMAIL', 'is not a valid email address');
  if (isProduction && LOCAL_MAIL_DOMAIN.test(supportEmail.split('@')[1])) {
    fail('SUPPORT_EMAIL', `cannot be a localhost address in production, got "${supportEmail}"`);
  }

  const root = repoRoot();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(root, p));
  const dataDir = abs(env.DATA_DIR || '.data');
  const uploadDir = abs(env.UPLOAD_DIR || join(dataDir, 'uploads'));

  const logLevel = env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'].includes(logLevel)) {
    fail('LOG_LEVEL', `must be one of silent, fatal, error, warn, info, debug, trace`);
  }

  return {
    nodeEnv,
    isProduction,
    port,
    databaseUrl,
    databasePoolMode,
    databaseDirectUrl,
    readDatabaseUrl,
    dataDir,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    sessionSecret,
    publicUrl: publicUrl.replace(/\/$/, ''),
    publicUrlSet: !!env.PUBLIC_URL,
    clientDist: abs(env.CLIENT_DIST || join('client', 'dist')),
    adminEmail,
    adminPassword,
    smtpUrl,
    mailFrom,
    mailRetryLimit: int(env, 'MAIL_RETRY_LIMIT', 8, 0, 100),
    mailRetryDelaySeconds: int(env, 'MAIL_RETRY_DELAY_SECONDS', 30, 1, 86_400),
    webhookRetryLimit: int(env, 'WEBHOOK_RETRY_LIMIT', 8, 0, 20),
    webhookRetryDelaySeconds: int(env, 'WEBHOOK_RETRY_DELAY_SECONDS', 300, 1, 86_400),
    supportEmail,
    uploadDir,
    demoSeed: bool(env, 'DEMO_SEED', !isProduction),
    logLevel,
    logFile: env.LOG_FILE || undefined,
    trustProxy: bool(env, 'TRUST_PROXY', false),
    httpsOnly: publicUrl.startsWith('https:'),
    minimumDeposit: decimal(env, 'MIN_DEPOSIT', '500.00'),
    referralBonusPercent: decimal(env, 'REFERRAL_BONUS_PERCENT', '5'),
    publicCountersMinInvestors: int(env, 'PUBLIC_COUNTERS_MIN_INVESTORS', 100, 0, 1_000_000_000),
    publicCountersMinUsd: decimal(env, 'PUBLIC_COUNTERS_MIN_USD', '10000'),
    depositUnderpayTolerancePercent: underpayTolerance(env),
    accrualCron: cron(env, nodeEnv),
    liabilitiesCron: liabilitiesCron(env, nodeEnv),
    rateProvider: rateProvider(env, nodeEnv),
    rateProviderUrl: env.RATE_PROVIDER_URL?.trim() ? url('RATE_PROVIDER_URL', env.RATE_PROVIDER_URL.trim(), ['http:', 'https:']).replace(/\/+$/, '') : null,
    registerLimitPerHour: int(env, 'REGISTER_LIMIT_PER_HOUR', 10, 1, 1_000_000),
    loginIpLimit: int(env, 'LOGIN_IP_LIMIT', 50, 1, 1_000_000),
    apiTokenRateLimitPerMinute: int(env, 'API_TOKEN_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    kycRequiredAboveUsd: decimal(env, 'KYC_REQUIRED_ABOVE_USD', '1000.00'),
    dualApprovalUsd: decimal(env, 'DUAL_APPROVAL_USD', '10000.00'),
    twoFactorKey,
    dbUnreachableGraceSeconds: int(env, 'DB_UNREACHABLE_GRACE_SECONDS', 120, 1, 86_400),
    chains: {
      ethereum: {
        rpcUrl: optionalUrl(env, 'EVM_RPC_URL_ETHEREUM'),
        usdtContract: pattern(env, 'USDT_CONTRACT_ETHEREUM', '0xdAC17F958D2ee523a2206206994597C13D831ec7', /^0x[0-9a-fA-F]{40}$/, 'a 0x address'),
        confirmations: int(env, 'CONFIRMATIONS_ETHEREUM', 12, 1, 1000),
      },
      tron: {
        rpcUrl: optionalUrl(env, 'EVM_RPC_URL_TRON'),
        usdtContract: pattern(env, 'USDT_CONTRACT_TRON', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', /^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'a TRON address (T…)'),
        confirmations: int(env, 'CONFIRMATIONS_TRON', 20, 1, 1000),
      },
    },
    utxoChains: {
      bitcoin: {
        rpcUrl: optionalUrl(env, 'BITCOIN_RPC_URL'),
        confirmations: int(env, 'CONFIRMATIONS_BITCOIN', 2, 1, 1000),
        network: utxoNetworkMode(env, 'BITCOIN_NETWORK'),
      },
      litecoin: {
        rpcUrl: optionalUrl(env, 'LITECOIN_RPC_URL'),
        confirmations: int(env, 'CONFIRMATIONS_LITECOIN', 6, 1, 1000),
        network: utxoNetworkMode(env, 'LITECOIN_NETWORK'),
      },
    },
    chainPollSeconds: int(env, 'CHAIN_POLL_SECONDS', 15, 1, 3600),
    depositQuoteMinutes: int(env, 'DEPOSIT_QUOTE_MINUTES', 30, 1, 24 * 60),
    depositWatchHours: int(env, 'DEPOSIT_WATCH_HOURS', 72, 0, 24 * 90),
    ethereumChainId: int(env, 'EVM_CHAIN_ID_ETHEREUM', 1, 1, 2 ** 53 - 1),
    storage: storage(env),
    metricsToken: metricsToken(env),
    metricsPort: metricsPort(env, port),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
/** The connection string the app actually uses (DATABASE_URL or the embedded Postgres). */
export const DATABASE_URL = Symbol('DATABASE_URL');
/** A connection string past any pooler, for LISTEN, pg-boss and migrations: DATABASE_DIRECT_URL, else the app's own. */
export const DIRECT_DATABASE_URL = Symbol('DIRECT_DATABASE_URL');
