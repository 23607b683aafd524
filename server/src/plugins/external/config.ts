import path from 'node:path';
import { isEmailAddress, PRIVACY_REQUEST_DAYS_DEFAULT } from '@contract';

/** Everything the server reads from its environment (RUN-CONTRACT.md), validated in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when null the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PGlite location: a folder, or 'memory://' for throw-away test databases. */
  pgliteDir: string;
  adminCode: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  leadFormKey: string;
  rateLimitScale: number;
  trustProxy: boolean;
  gtmId: string | null;
  leadsNotifyEmail: string | null;
  /** CRM webhook: every new lead is POSTed here as signed JSON (LEAD_WEBHOOK_URL); null: no webhook. */
  leadWebhookUrl: string | null;
  /** The HMAC-SHA256 key of the webhook's X-ITX-Signature (LEAD_WEBHOOK_SECRET); set whenever the URL is. */
  leadWebhookSecret: string | null;
  /** Folder holding the production SPA build (index.html and assets). */
  publicDir: string;
  logLevel: string;
  nodeEnv: string;
  /** A request must arrive whole (headers and body) within this many ms, or it is answered 408. */
  requestTimeoutMs: number;
  /** Bearer token that opens /metrics to other machines (loopback needs none); null: loopback only. */
  metricsToken: string | null;
  /** Where `npm run db:backup` writes (BACKUP_DIR; default DATA_DIR/backups). */
  backupDir: string;
  /** Days staff have to answer a "Your data" request (PRIVACY_REQUEST_DAYS; default 30). */
  privacyRequestDays: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, key: string): string | null {
  const v = env[key];
  return v === undefined || v.trim() === '' ? null : v.trim();
}

function parseUrl(key: string, value: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${key} must be a URL (got "${value}").`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${key} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${value}").`);
  }
  return url;
}

/** Reads and validates the environment; throws ConfigError with a message naming the bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const portText = nonEmpty(env, 'PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (got "${portText}").`);
  }
  const scaleText = nonEmpty(env, 'RATE_LIMIT_SCALE') ?? '1';
  const rateLimitScale = Number(scaleText);
  if (!Number.isFinite(rateLimitScale) || rateLimitScale <= 0) {
    throw new ConfigError(`RATE_LIMIT_SCALE must be a positive number (got "${scaleText}").`);
  }
  const databaseUrl = nonEmpty(env, 'DATABASE_URL');
  if (databaseUrl) parseUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']);
  const smtpUrl = nonEmpty(env, 'SMTP_URL');
  if (smtpUrl) parseUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
  const publicUrlText = nonEmpty(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  const publicUrl = parseUrl('PUBLIC_URL', publicUrlText, ['http:', 'https:']).origin;
  const leadFormKey = nonEmpty(env, 'LEAD_FORM_KEY') ?? 'itx';
  if (!/^[\w-]{1,64}$/.test(leadFormKey)) {
    throw new ConfigError(`LEAD_FORM_KEY may hold only letters, digits, '-' and '_' (got "${leadFormKey}").`);
  }
  const adminCode = nonEmpty(env, 'ADMIN_CODE');
  if (adminCode !== null && adminCode.length < 8) {
    throw new ConfigError('ADMIN_CODE must be at least 8 characters long.');
  }
  const gtmId = nonEmpty(env, 'GTM_ID');
  if (gtmId !== null && !/^GTM-[A-Z0-9]+$/.test(gtmId)) {
    throw new ConfigError(`GTM_ID must look like GTM-XXXXXXX (got "${gtmId}").`);
  }
  const leadsNotifyEmail = nonEmpty(env, 'LEADS_NOTIFY_EMAIL');
  if (leadsNotifyEmail !== null && !isEmailAddress(leadsNotifyEmail)) {
    throw new ConfigError(`LEADS_NOTIFY_EMAIL must be an e-mail address (got "${leadsNotifyEmail}").`);
  }
  const leadWebhookUrl = nonEmpty(env, 'LEAD_WEBHOOK_URL');
  if (leadWebhookUrl) parseUrl('LEAD_WEBHOOK_URL', leadWebhookUrl, ['http:', 'https:']);
  const leadWebhookSecret = nonEmpty(env, 'LEAD_WEBHOOK_SECRET');
  if (leadWebhookUrl && leadWebhookSecret === null) {
    throw new ConfigError(
      'LEAD_WEBHOOK_SECRET is required when LEAD_WEBHOOK_URL is set: at least 16 characters, the key the CRM checks X-ITX-Signature with.',
    );
  }
  if (leadWebhookSecret !== null && !leadWebhookUrl) {
    throw new ConfigError('LEAD_WEBHOOK_SECRET is set but LEAD_WEBHOOK_URL is not: set both to send new leads to a CRM, or neither.');
  }
  if (leadWebhookSecret !== null && leadWebhookSecret.length < 16) {
    throw new ConfigError('LEAD_WEBHOOK_SECRET must be at least 16 characters long.');
  }
  const timeoutText = nonEmpty(env, 'REQUEST_TIMEOUT_MS') ?? '30000';
  const requestTimeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || requestTimeoutMs < 1000 || requestTimeoutMs > 600_000) {
    throw new ConfigError(`REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000 (got "${timeoutText}").`);
  }
  const metricsToken = nonEmpty(env, 'METRICS_TOKEN');
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 visible ASCII characters without spaces.');
  }
  const privacyDaysText = nonEmpty(env, 'PRIVACY_REQUEST_DAYS') ?? String(PRIVACY_REQUEST_DAYS_DEFAULT);
  if (!/^\d{1,3}$/.test(privacyDaysText) || Number(privacyDaysText) < 1 || Number(privacyDaysText) > 90) {
    throw new ConfigError(`PRIVACY_REQUEST_DAYS must be a whole number of days from 1 to 90 (got "${privacyDaysText}").`);
  }
  const dataDir = path.resolve(cwd, nonEmpty(env, 'DATA_DIR') ?? './data');
  const trustProxyText = (nonEmpty(env, 'TRUST_PROXY') ?? '').toLowerCase();
  return {
    port,
    host: nonEmpty(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    adminCode,
    smtpUrl,
    publicUrl,
    leadFormKey,
    rateLimitScale,
    trustProxy: trustProxyText !== '' && trustProxyText !== '0' && trustProxyText !== 'false',
    gtmId,
    leadsNotifyEmail,
    leadWebhookUrl,
    leadWebhookSecret,
    publicDir: path.resolve(cwd, nonEmpty(env, 'PUBLIC_DIR') ?? 'dist/public'),
    logLevel: nonEmpty(env, 'LOG_LEVEL') ?? 'info',
    nodeEnv: nonEmpty(env, 'NODE_ENV') ?? 'production',
    requestTimeoutMs,
    metricsToken,
    backupDir: path.resolve(cwd, nonEmpty(env, 'BACKUP_DIR') ?? path.join(dataDir, 'backups')),
    privacyRequestDays: Number(privacyDaysText),
  };
}
