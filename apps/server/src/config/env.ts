import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_PRODUCT_NAME,
  STRIPE_SECRET_KEY_PATTERN,
  STRIPE_WEBHOOK_SECRET_PATTERN,
  ZEmailSchema,
  ZPasswordSchema,
} from '@inkwell/contract';
import { z } from 'zod';
import { AI_ENV_FIELDS } from './ai-env.js';
import { CLUSTER_ENV_FIELDS } from './cluster-env.js';
import { integer, optional, ZHttpUrlSchema } from './env-fields.js';
import { STORAGE_ENV_FIELDS } from './storage-env.js';

/** apps/web/dist, from src/config/env.ts and from dist/config/env.js alike. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type TTrustProxy = boolean | number | string[];

function isIpOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: false | true | number of hops | comma list of IPs/CIDRs. */
const ZTrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TTrustProxy => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isIpOrCidr(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true, a number of hops or a comma list of IPs/CIDRs (invalid: ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const ZDatabaseUrlSchema = z
  .string()
  .trim()
  .refine(
    (value) => /^postgres(ql)?:\/\/./i.test(value),
    'must be a postgres:// or postgresql:// URL (leave it unset to use SQLite in DATA_DIR)',
  );

const ZSmtpUrlSchema = z
  .string()
  .trim()
  .refine((value) => /^smtps?:\/\/[^/]/i.test(value), 'must be an smtp:// or smtps:// URL');

const ZEnvObjectSchema = z.object({
  PORT: integer(0, 65535, 3000),
  HOST: optional(z.string().trim().default('0.0.0.0')),
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('production')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS).default('info')),
  DATA_DIR: optional(z.string().default('./data')).transform((dir) => resolve(dir)),
  DATABASE_URL: optional(ZDatabaseUrlSchema.optional()),
  PRODUCT_NAME: optional(
    z.string().trim().min(1).max(60, 'must be at most 60 characters').default(DEFAULT_PRODUCT_NAME),
  ),
  TRUST_PROXY: optional(ZTrustProxySchema.default(false)),
  WEB_DIST_DIR: optional(z.string().default(DEFAULT_WEB_DIST_DIR)).transform((dir) => resolve(dir)),
  CONTACT_RATE_LIMIT_PER_HOUR: integer(1, 100_000, 5),
  SUPPORT_REPLY_RATE_LIMIT_PER_HOUR: integer(1, 100_000, 30),
  SUPPORT_ATTACHMENTS_PER_DAY: integer(1, 100_000, 30),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  PUBLIC_URL: optional(ZHttpUrlSchema.optional()),
  SMTP_URL: optional(ZSmtpUrlSchema.optional()),
  MAIL_FROM: optional(z.string().trim().max(200).optional()),
  /** Mail that could not be sent is retried after this, then twice as long each time… */
  MAIL_RETRY_FIRST_SECONDS: integer(1, 3600, 30),
  /** …up to this between two attempts, until it is sent (or its link has expired). */
  MAIL_RETRY_MAX_SECONDS: integer(1, 86_400, 3600),
  ADMIN_EMAIL: optional(ZEmailSchema.optional()),
  ADMIN_PASSWORD: optional(ZPasswordSchema.optional()),
  STRIPE_SECRET_KEY: optional(
    z.string().trim().regex(STRIPE_SECRET_KEY_PATTERN, 'must start with sk_ or rk_').optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().trim().regex(STRIPE_WEBHOOK_SECRET_PATTERN, 'must start with whsec_').optional(),
  ),
  STRIPE_API_URL: optional(ZHttpUrlSchema.optional()),
  /** Voice preview clips made at start and after each sync, in the background (else on first play). */
  VOICE_PREVIEWS_AHEAD: optional(z.enum(['true', 'false']).default('true')).transform(
    (value) => value === 'true',
  ),
  /** Bearer token of GET /metrics (Prometheus); unset, nothing is counted and /metrics is a 404. */
  METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters').optional()),
  ...AI_ENV_FIELDS,
  ...STORAGE_ENV_FIELDS,
  ...CLUSTER_ENV_FIELDS,
});

/** Derived defaults (PUBLIC_URL from PORT, MAIL_FROM from PRODUCT_NAME) and cross-field rules. */
export const ZEnvSchema = ZEnvObjectSchema.superRefine((env, ctx) => {
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
      message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    });
  }
  if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'],
      message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
    });
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    });
  }
  if (env.DATABASE_URL !== undefined && env.JWT_SECRET === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['JWT_SECRET'],
      message:
        'is needed with DATABASE_URL: every instance must sign with the same secret ' +
        '(unset, each would generate its own into its DATA_DIR)',
    });
  }
  if (env.S3_BUCKET === undefined && (env.S3_ENDPOINT !== undefined || env.S3_ACCESS_KEY_ID !== undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is needed when S3_ENDPOINT or S3 credentials are set (media stays on disk without it)',
    });
  }
}).transform((env) => ({
  ...env,
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  MAIL_FROM: env.MAIL_FROM ?? `${env.PRODUCT_NAME} <no-reply@localhost>`,
}));

export type TEnv = z.output<typeof ZEnvSchema>;

export type TParseEnvResult = { success: true; env: TEnv } | { success: false; problems: string[] };

/** Validates the environment, collecting every problem rather than stopping at the first. */
export function parseEnv(source: NodeJS.ProcessEnv): TParseEnvResult {
  const result = ZEnvSchema.safeParse(source);
  if (result.success) return { success: true, env: result.data };
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return { success: false, problems };
}

/** parseEnv for process.env; prints every problem and exits 1 when the environment is invalid. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const result = parseEnv(source);
  if (result.success) return result.env;
  console.error(
    `Invalid environment configuration:\n${result.problems.map((p) => `  - ${p}`).join('\n')}\n` +
      'See apps/server/README.md for every variable.',
  );
  process.exit(1);
}
