/**
 * Every environment variable the app reads, validated in one place. `next.config.ts` and the
 * launcher (scripts/with-db.ts) call `readEnv()` when they start, so a bad value stops the build or
 * the server at once with the variable's name in the message; code reads settings through `env()`.
 * An empty value counts as unset. Documented in the README's Configuration table.
 */
import path from 'node:path';
import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './auth/credentials';
import './validation/locale';
import { isProxyList } from './http/proxyList';

const unsetIfEmpty = z.transform((value: unknown) => (value === '' ? undefined : value));
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(unsetIfEmpty, z.optional(schema));
const withDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.input<T>) =>
  z.pipe(unsetIfEmpty, z._default(schema, fallback as never));
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' });
const urlWith = (protocols: RegExp, what: string) =>
  z.url({ protocol: protocols, error: `must be a ${what} URL` });

/** s3://<bucket>[/<prefix>]: where uploads (STORAGE_URL) or backups (BACKUP_URL) are kept. */
const bucketUrl = optional(
  z
    .string()
    .check(
      z.regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/(?!\.\.?(\/|$))[\w.!*'()-]+)*\/?$/,
        'must be s3://<bucket>[/<prefix>] (a bucket name of 3–63 lowercase letters, digits, dots or dashes)',
      ),
    ),
);

const schema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  DATABASE_URL: optional(urlWith(/^postgres(ql)?$/, 'postgres://')),
  DATABASE_POOL_SIZE: withDefault(
    z.coerce
      .number({ error: 'must be a number' })
      .check(z.int(), z.gte(1), z.lte(200, 'must be 200 or fewer')),
    5,
  ),
  DATA_DIR: withDefault(z.string(), 'data'),
  SITE_URL: withDefault(urlWith(/^https?$/, 'http(s)://'), 'http://localhost:3000'),
  PORT: optional(z.coerce.number({ error: 'must be a port number' }).check(z.int(), z.gte(1), z.lte(65535))),
  SEED_DEMO: optional(flag),
  /** 0: a server's start does not migrate (the deploy runs `npm run db:migrate` as its own step). */
  MIGRATE_ON_START: withDefault(flag, '1'),
  HSTS: optional(flag),
  SESSION_COOKIE_SECURE: optional(flag),
  SMTP_URL: optional(urlWith(/^smtps?$/, 'smtp:// or smtps://')),
  MAIL_FROM: withDefault(z.string().check(z.minLength(3)), 'Kinglife LLC <no-reply@kinglifellc.com>'),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  ADMIN_PASSWORD: optional(
    z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)),
  ),
  REDIS_URL: optional(urlWith(/^rediss?$/, 'redis:// or rediss://')),
  CDN_PURGE: optional(
    z
      .string()
      .check(
        z.regex(
          /^(varnish:https?:\/\/\S+|fastly:[A-Za-z0-9]+|cloudflare:[A-Za-z0-9]+)$/,
          'must be varnish:<URL>, fastly:<service id> or cloudflare:<zone id>',
        ),
      ),
  ),
  CDN_PURGE_TOKEN: optional(z.string().check(z.minLength(8, 'must be at least 8 characters'))),
  CDN_PURGE_API: optional(urlWith(/^https?$/, 'http(s)://')),
  /**
   * The server's secret, from which the key that encrypts the TOTP secrets is derived
   * (lib/auth/secretBox.ts). Unset: a random one kept in $DATA_DIR/auth-secret.
   */
  AUTH_SECRET: optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  ADMIN_PHONE: optional(z.string().check(z.regex(/^\+?[\d ()-]{7,20}$/, 'must be a phone number'))),
  STORAGE_URL: bucketUrl,
  S3_ENDPOINT: optional(urlWith(/^https?$/, 'http(s)://')),
  S3_REGION: withDefault(
    z.string().check(z.regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')),
    'us-east-1',
  ),
  AWS_ACCESS_KEY_ID: optional(z.string()),
  AWS_SECRET_ACCESS_KEY: optional(z.string()),
  /**
   * The proxies in front (nginx, Varnish, a load balancer) whose X-Forwarded-For, -Proto and -Host
   * are believed: addresses, CIDR ranges, or loopback / linklocal / uniquelocal, comma-separated
   * (lib/http/request.ts). Unset: nothing forwarded is believed; the client is the connection.
   */
  TRUSTED_PROXIES: optional(
    z
      .string()
      .check(
        z.refine(
          isProxyList,
          'must be addresses, CIDR ranges or loopback / linklocal / uniquelocal, comma-separated',
        ),
      ),
  ),
  /** Turns on GET /api/metrics (Prometheus) for `Authorization: Bearer <this>`; unset, it is off. */
  METRICS_TOKEN: optional(z.string().check(z.minLength(16, 'must be at least 16 characters'))),
  /** How much the server logs (lib/log/logger.cjs): JSON lines on standard output. */
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    }),
    'info',
  ),
  /** When the scheduled backup runs (cron, UTC: `30 2 * * *` is 02:30 every day); unset, never. */
  BACKUP_SCHEDULE: optional(
    z.string().check(z.regex(/^\S+( \S+){4}$/, 'must be a cron expression of 5 fields, e.g. "30 2 * * *"')),
  ),
  /** Where the scheduled backups go (default $DATA_DIR/backups). */
  BACKUP_DIR: optional(z.string()),
  /** A bucket each scheduled backup is also sent to, off this machine (with S3_ENDPOINT and the keys). */
  BACKUP_URL: bucketUrl,
  /** How many scheduled backups are kept, in BACKUP_DIR and in BACKUP_URL's bucket (the oldest go). */
  BACKUP_KEEP: withDefault(
    z.coerce
      .number({ error: 'must be a number' })
      .check(z.int(), z.gte(1), z.lte(1000, 'must be 1000 or fewer')),
    14,
  ),
  /**
   * Besides those, the newest scheduled backup of each of the last this many weeks (Monday to
   * Sunday, UTC) is kept, for a change found late; 0 keeps none.
   */
  BACKUP_KEEP_WEEKLY: withDefault(
    z.coerce
      .number({ error: 'must be a number' })
      .check(z.int(), z.gte(0), z.lte(520, 'must be 520 or fewer')),
    0,
  ),
  /**
   * Tests only (e2e/cache-race.spec.ts): a file naming readings ('news.item:en:7') that wait,
   * once read, until the file no longer names them, so a test can hold a render mid-way.
   */
  RENDER_HOLD_FILE: optional(z.string()),
  /**
   * Tests only (e2e/error-page.spec.ts): '1' makes /render-error (and /ar/render-error) fail as it
   * renders, so the site's error page can be seen. Unset, that path is a 404.
   */
  PLANT_RENDER_ERROR: optional(z.enum(['1'])),
});

export type Env = z.output<typeof schema>;

/** The name of every setting the server reads (README's "Environment" table, .env.example). */
export const ENV_NAMES = Object.keys(schema.shape) as (keyof Env)[];

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment; throws an EnvError naming every bad variable and why. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) {
    const problems = missingCompanions(result.data);
    if (problems.length) throw new EnvError(problems);
    return result.data;
  }
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}: ${issue.message} (got ${JSON.stringify(source[name])})`;
    }),
  );
}

/** Variables that are valid alone but need another one set (or are useless without it). */
function missingCompanions(settings: Env): string[] {
  const problems: string[] = [];
  const { CDN_PURGE, CDN_PURGE_TOKEN, STORAGE_URL, BACKUP_URL, REDIS_URL, AUTH_SECRET } = settings;
  // Several servers (one cache in Redis): each would otherwise make its own secret in its own data
  // folder, and a link signed or a two-step secret sealed on one would not open on another.
  if (REDIS_URL && !AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: must be set with REDIS_URL (every app server signs and encrypts with the same secret)',
    );
  }
  if (CDN_PURGE && !CDN_PURGE.startsWith('varnish:') && !CDN_PURGE_TOKEN) {
    problems.push(`CDN_PURGE_TOKEN: must be set to the API token ${CDN_PURGE.split(':')[0]} purges with`);
  }
  const bucket = STORAGE_URL ? 'STORAGE_URL' : BACKUP_URL ? 'BACKUP_URL' : undefined;
  if (bucket) {
    // Given here, the keys are the only credentials the SDK uses: it never looks further (an
    // instance metadata service, a profile), so it makes no request the operator did not set up.
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const) {
      if (!settings[name])
        problems.push(`${name}: must be set with ${bucket} (the key its requests are signed with)`);
    }
  } else if (settings.S3_ENDPOINT) {
    problems.push(
      'S3_ENDPOINT: only used with STORAGE_URL or BACKUP_URL=s3://<bucket>: set one of them too, or unset it',
    );
  }
  return problems;
}

/** The current settings (read afresh: tests and the launcher change process.env as they go). */
export function env(): Env {
  return readEnv();
}

/** The absolute folder for the database cluster, uploads and the mail outbox. */
export function dataDir(settings: Env = env()): string {
  return path.resolve(/*turbopackIgnore: true*/ settings.DATA_DIR);
}

/** Demo submissions (sample applications and enquiries) are seeded by default only on the embedded database. */
export function seedsDemo(settings: Env = env()): boolean {
  return (settings.SEED_DEMO ?? (settings.DATABASE_URL ? '0' : '1')) === '1';
}

export function isProduction(settings: Env = env()): boolean {
  return settings.NODE_ENV === 'production';
}
