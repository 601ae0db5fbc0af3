import { LANGUAGE_CODES } from '@portal/domain';
import { z } from 'zod';
import { isAddressOrRange } from './lib/address-ranges.ts';

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
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  // Rate limits on sign-in, reset mails and writes (decision 053); 'off' only for test suites.
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // How long a checked session may be reused without asking the database (decision 056); 0 turns the cache off.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  // How long a property's reads (its row for the ownership check, its calendar answers) may be reused (decision 059);
  // any change drops them at once through the database's notices; 0 turns both caches off.
  PROPERTY_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  PORDAL_ACCESS_TTL_SECONDS: z.coerce.number().int().min(61).default(3600),
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
});

export type Config = z.infer<typeof schema> & { publicUrl: string };

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
  return { ...config, publicUrl: (config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`).replace(/\/$/, '') };
}
