import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const otlpUrl = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL of an OTLP collector` }).optional();

const envSchema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('CaseCover <no-reply@casecover.test>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  REMEMBER_TTL_DAYS: z.coerce.number().positive().default(30),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).default(50_000),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ACCOUNT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Report files (CSV, XLSX, the Task Summary workbook) a client may build a minute. */
  RATE_LIMIT_FILES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Prefix of the rate-limit keys in Redis; instances that share limits share it. */
  RATE_LIMIT_PREFIX: z.string().min(1).default('cc:rl:'),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === 'false') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((s) => /^[0-9a-fA-F.:/]+$/.test(s) || ['loopback', 'linklocal', 'uniquelocal'].includes(s))) {
        return list;
      }
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY takes true, false, a hop count, or proxy addresses/CIDRs separated by commas',
      });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  UNCOVERED_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Hours between the embedded database's VACUUM (ANALYZE), which PostgreSQL's autovacuum does by
   * itself (0 turns it off; not used on PostgreSQL). At most 24 × 24: a timer longer than about
   * 596 hours is run by Node every millisecond instead.
   */
  EMBEDDED_MAINTENANCE_HOURS: z.coerce
    .number()
    .min(0)
    .max(576, 'EMBEDDED_MAINTENANCE_HOURS is at most 576 (24 days)')
    .default(6),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /** How often open sockets are checked against their user's session (0 turns it off). */
  SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().min(0).default(15),
  TASK_LIST_COUNT_CAP: z.coerce.number().int().min(1).default(200),
  /** A Nominatim- or Photon-compatible search URL for address suggestions; unset: the offline US ZIP table. */
  GEOCODER_URL: z.url().optional(),
  WEB_DIST: z.string().optional(),
  /** Where uploads live: `disk` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket, the S3_* settings). */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * On SIGTERM, how long the instance keeps answering while `/readyz` says 503 "draining" (and each
   * answer closes its connection), so a proxy's health check takes it out of rotation before it stops.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(5).default(0),
  /** When set, `/metrics` answers only requests bearing it (`Authorization: Bearer <token>`). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Minutes between the waves of an emergency broadcast (territory, region, division, company). */
  EMERGENCY_ESCALATE_MINUTES: z.coerce.number().positive().default(10),
  /** How often due emergency waves are sent (0 turns the job off). */
  EMERGENCY_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Where offer texts go: `log` writes one log line per message, `none` sends nothing. */
  SMS_PROVIDER: z.enum(['log', 'none'], { error: 'SMS_PROVIDER takes log or none' }).default('log'),
  /**
   * OpenTelemetry tracing is on when either endpoint is set (the standard variables): spans go to
   * `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces`, or to OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: otlpUrl('OTEL_EXPORTER_OTLP_ENDPOINT'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: otlpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  OTEL_SERVICE_NAME: z.string().min(1).default('casecover'),
});

/** Settings that depend on each other. */
function checkTogether(env: z.infer<typeof envSchema>, ctx: z.RefinementCtx) {
  if (env.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when STORAGE=s3` });
    }
  }
}

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET'> {
  /** Always present once loaded: from the environment, or generated and kept in DATA_DIR. */
  JWT_SECRET?: string;
}

export class ConfigError extends Error {}

/** The only reader of process.env. Fails with one clear line per bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (compose writes `${VAR:-}` as an empty string).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.superRefine(checkTogether).safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return parsed.data;
}
