import { isIP } from 'node:net';
import { LANGUAGE_CODES, parseImageHosts } from '@portal/domain';
import { z } from 'zod';
import { isAddressOrRange } from './lib/address-ranges.ts';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front may tell the client's address (X-Forwarded-For, decision 072): a hop count (how many proxies
 * stand between the internet and this process) or a comma-separated list of the proxies' addresses or ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context) => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops === 0 ? false : hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message:
        `TRUST_PROXY must be a hop count (0–10; 1 for one proxy in front) or addresses and ranges of the proxies ` +
        `(e.g. 10.0.0.5,172.18.0.0/16, loopback); not understood: ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Owner Portal <no-reply@owner-portal.local>'),
  STAFF_EMAIL: z.email().default('staff@owner-portal.local'),
  // The language of the mail staff receive (owners get theirs in their own preferred language).
  STAFF_LANGUAGE: z.enum(LANGUAGE_CODES).default('en'),
  // base64 of 32 bytes; without it a key is generated into DATA_DIR on first use (see lib/secret-box.ts).
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'DATA_ENCRYPTION_KEY must be 32 bytes in base64')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // auto: demo data into an empty embedded database outside production; yes: into any empty database (decision 072).
  SEED_DEMO: z.enum(['auto', 'yes', 'never']).default('auto'),
  // In production a server refuses to start while demo accounts (published passwords) exist, unless this says yes.
  ALLOW_DEMO_ACCOUNTS: z.enum(['yes', 'no']).default('no'),
  NODE_ENV: z.string().optional(),
  TRUST_PROXY: trustProxy.optional(),
  // How long SIGTERM waits for requests under way before it exits anyway (decision 073).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // /metrics (Prometheus): on a port of its own, and/or on the main port behind this bearer token (decision 074).
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // Connections each process's pool may open to PostgreSQL (or to the pooler).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // A direct connection to PostgreSQL when DATABASE_URL goes through a pooler in transaction mode (decision 073).
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres://')
    .optional(),
  // Rate limits on sign-in, reset mails and writes (decision 053); 'off' only for test suites.
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  PORDAL_ACCESS_TTL_SECONDS: z.coerce.number().int().min(61).default(3600),
  // Hosts property pictures may come from besides this site (decision 085): the page's img-src, and what an import or
  // the staff console accepts as a picture.
  IMAGE_HOSTS: z
    .string()
    .default('')
    .transform((value, context) => {
      const parsed = parseImageHosts(value);
      if ('hosts' in parsed) return parsed.hosts;
      context.addIssue({
        code: 'custom',
        message: `"${parsed.invalid}" is not an origin such as https://cdn.example.com, https://*.example.com or http://127.0.0.1:*`,
      });
      return z.NEVER;
    }),
  // Outbound requests (channel feeds, webhooks) never reach private, loopback or link-local addresses, except these
  // addresses or CIDR ranges, comma-separated (decision 086).
  OUTBOUND_ALLOW: z
    .string()
    .refine((value) => value.split(',').every((entry) => isAddressOrRange(entry.trim())), {
      message: 'OUTBOUND_ALLOW must be IP addresses or CIDR ranges, comma-separated',
    })
    .default(''),
  OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // How often each channel feed is fetched.
  FEED_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  FEED_MAX_BYTES: z.coerce.number().int().min(10_000).max(100_000_000).default(5_000_000),
  // The native apps that open this site's sign-in links (decision 098, docs/mobile.md): Android as
  // `<package>:<SHA-256 fingerprint>` entries, iOS as `<team id>.<bundle id>` entries, comma-separated. Unset: the
  // /.well-known files are not served.
  ANDROID_APP_LINKS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value === '' || value.split(',').every((entry) => /^[\w.]+:([0-9A-F]{2}:){31}[0-9A-F]{2}$/i.test(entry.trim())),
      {
        message: 'ANDROID_APP_LINKS must be package:SHA-256 fingerprint entries (AA:BB:…, 32 bytes), comma-separated',
      },
    ),
  IOS_APP_LINKS: z
    .string()
    .default('')
    .refine(
      (value) => value === '' || value.split(',').every((entry) => /^[A-Z0-9]{10}\.[\w.-]+$/.test(entry.trim())),
      {
        message: 'IOS_APP_LINKS must be <team id>.<bundle id> entries, comma-separated',
      },
    ),
});

export type Config = z.infer<typeof schema> & {
  publicUrl: string;
  /** Production mode (NODE_ENV=production): no demo accounts unless allowed. */
  isProduction: boolean;
  /** Whether this start loads the demo data into an empty database. */
  seedsDemo: boolean;
};

/** Reads and validates the environment once, at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (shells and CI often export VAR= to clear one).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const isProduction = config.NODE_ENV === 'production';
  const problems: string[] = [];
  if (config.DATABASE_DIRECT_URL && !config.DATABASE_URL) {
    problems.push('  DATABASE_DIRECT_URL: only means something beside DATABASE_URL (the pooler)');
  }
  if (isProduction && config.SEED_DEMO === 'yes' && config.ALLOW_DEMO_ACCOUNTS !== 'yes') {
    problems.push(
      '  SEED_DEMO: yes loads demo accounts whose passwords are published; in production (NODE_ENV=production) ' +
        'also set ALLOW_DEMO_ACCOUNTS=yes if that is really meant',
    );
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT && config.PORT !== 0) {
    problems.push('  METRICS_PORT: must differ from PORT');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const seedsDemo =
    config.SEED_DEMO === 'yes' || (config.SEED_DEMO === 'auto' && !config.DATABASE_URL && !isProduction);
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/$/, ''),
    isProduction,
    seedsDemo,
  };
}
