import { z } from 'zod';

/**
 * Every setting the product reads from the environment, parsed once.
 * Nothing else in the code base reads process.env.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where mail links and the sitemap point; unset, this machine at PORT (http://localhost:<PORT>). */
    PUBLIC_URL: z.string().url().optional(),
    DATABASE_URL: z.string().url().optional(),
    PGLITE_DIR: z.string().default('./data/pg'),
    REDIS_URL: z.string().url().optional(),
    REDIS_DIR: z.string().default('./data/redis'),
    REDIS_PREFIX: z.string().default('hardprecios'),
    SEED_DEMO: bool.default(true),
    DEMO_PRODUCTS: z.coerce.number().int().min(0).max(2_000_000).default(3000),
    /** 'Soporte Tiendas' chat link (WhatsApp); unset, the footer offers the contact e-mail. */
    SUPPORT_CHAT_URL: z.string().url().optional(),
    PRODUCT_NAME: z.string().default('HardPrecios'),
    CONTACT_EMAIL: z.string().email().default('contacto@hardprecios.com.ar'),
    UPLOADS_DIR: z.string().default('./data/uploads'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** json (what log collectors read) or pretty (a person at a terminal); unset: pretty only on a TTY. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    MEILI_URL: z.string().url().optional(),
    MEILI_KEY: z.string().optional(),
    /**
     * The API keeps the search documents in memory to match, count and order without reading every
     * matching row (PostgreSQL server only; about 650 MB more per million listings). false: SQL alone.
     */
    SEARCH_MEMORY_INDEX: bool.default(true),
    /**
     * Before it takes traffic the API answers a few hundred searches of its own catalog (≤ 3 s), so the
     * first shoppers after a deploy meet compiled code (api/src/search/warm-up). false: starts cold.
     */
    SEARCH_WARM_UP: bool.default(true),
    UPDATE_INTERVAL_HOURS: z.coerce.number().positive().default(12),
    FORCE_UPDATE_COOLDOWN_HOURS: z.coerce.number().min(0).default(4),
    ADMIN_EMAILS: z.string().default(''),
    GOOGLE_CLIENT_ID: z.string().default(''),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    DEV_LOGIN_EMAIL: z.string().default('admin@hardprecios.local'),
    DEV_LOGIN_PASSWORD: z.string().default('admin'),
    CHAT_ENABLED: bool.optional(),
    CHAT_API_URL: z.string().url().optional(),
    CHAT_API_KEY: z.string().optional(),
    CHAT_MODEL: z.string().default('gpt-4o-mini'),
    SPREADSHEET_MAX_MB: z.coerce.number().positive().default(20),
    STATS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    CRAWL_DELAY_MS: z.coerce.number().int().min(0).default(500),
    /** 'true' allows every private address (tests only); a comma list of host:port allows just those. */
    ALLOW_PRIVATE_FETCH: z
      .string()
      .default('false')
      .transform((v): boolean | string[] => {
        if (['true', '1', 'yes'].includes(v)) return true;
        if (['false', '0', 'no', ''].includes(v)) return false;
        return v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }),
    /** smtp(s)://user:pass@host:port; unset, mail is kept in OUTBOX_DIR for the back office's 'Correos'. */
    SMTP_URL: z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), 'debe empezar con smtp:// o smtps://')
      .optional(),
    MAIL_FROM: z.string().default('HardPrecios <alertas@hardprecios.com.ar>'),
    OUTBOX_DIR: z.string().default('./data/outbox'),
    DEMO_STORE_SITES: bool.default(true),
    DEMO_STORE_SITES_PORT: z.coerce.number().int().min(1).max(65000).default(4100),
    /** GET /metrics (API) and the workers' metrics port answer only `Authorization: Bearer <token>`; unset: off. */
    METRICS_TOKEN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
    ),
    /** Where workers/src/main.ts answers GET /health and (with METRICS_TOKEN) GET /metrics. */
    WORKER_PORT: z.coerce.number().int().min(1).max(65535).default(9464),
  })
  // Changing PORT alone must not leave mail links pointing at another port.
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

/** Parses the environment, listing every bad key at once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
