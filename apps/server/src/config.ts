import path from "node:path";
import { z } from "zod";

/** A whole number in decimal digits; any other value gets the same message, which states the rule. */
const integer = (min: number, max: number) => {
  const rule = { error: `must be an integer from ${min} to ${max}` };
  return z.string(rule).regex(/^\d+$/, rule).transform(Number).pipe(z.number().min(min, rule).max(max, rule));
};

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}` },
    );

/** Every setting comes from the environment; see the configuration table of the README. */
const environment = z.object({
  NODE_ENV: oneOf(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: integer(0, 65535).default(3000),
  PUBLIC_URL: url(["http:", "https:"]).optional(),
  DATA_DIR: z.string().default(".data"),
  SITES_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, { error: "must be a host name such as sites.example.com" })
    .optional(),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  DATABASE_POOL_SIZE: integer(1, 200).default(10),
  /** Off where a one-shot `migrate` step runs first (compose's migrate service): the start then checks only. */
  MIGRATE_ON_START: booleanFlag.default(true),
  JWT_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  ACCESS_TOKEN_TTL_SECONDS: integer(30, 86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: integer(1, 365).default(14),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  MAIL_FROM: z.string().default("Mekuri <no-reply@mekuri.local>"),
  REDIS_URL: url(["redis:", "rediss:"]).optional(),
  /** Analytics events and rollups in ClickHouse instead of PostgreSQL (docs/decisions/087). */
  CLICKHOUSE_URL: url(["http:", "https:"]).optional(),
  CLICKHOUSE_DATABASE: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: "must be a ClickHouse database name such as mekuri" })
    .default("mekuri"),
  INITIAL_MASTER_EMAIL: z.string().optional(),
  INITIAL_MASTER_PASSWORD: z.string().optional(),
  /** Default: on, except with NODE_ENV=production. */
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: oneOf(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_SCALE: integer(1, 1000).default(1),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: url(["http:", "https:"]).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: url(["http:", "https:"]).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: "must be a Stripe secret key (sk_…)" })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: url(["http:", "https:"]).optional(),
  DNS_SERVERS: z
    .string()
    .regex(/^\s*[0-9a-f.:[\]]+(\s*,\s*[0-9a-f.:[\]]+)*\s*$/i, {
      error: "must be a comma-separated list of DNS server addresses such as 1.1.1.1,8.8.8.8:53",
    })
    .optional(),
  /** Metrics (docs/operations/monitoring.md): a port of their own, or the main port behind a token. */
  METRICS_PORT: integer(0, 65535).optional(),
  METRICS_HOST: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  /** Load shedding: 0 turns a check off; the heap's default follows the V8 heap limit. */
  SHED_EVENT_LOOP_DELAY_MS: integer(0, 60_000).default(1000),
  SHED_HEAP_USED_MB: integer(0, 1_048_576).optional(),
  SHED_RSS_MB: integer(0, 1_048_576).default(0),
  SHED_SAMPLE_INTERVAL_MS: integer(10, 60_000).default(1000),
});

/** Names of every variable the server reads; docs/operations/deploy.md has a row for each. */
export const environmentVariables = Object.keys(environment.shape);

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof environment>, cwd: string) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const consoleUrl = new URL(publicUrl);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    /**
     * Public sites live on their own origin, {site-id}.{sitesDomain} (ARCHITECTURE.md, Security
     * model). By default a subdomain of the console's host: sites.localhost resolves to this machine.
     */
    sites: {
      domain:
        env.SITES_DOMAIN ??
        `sites.${consoleUrl.hostname === "127.0.0.1" ? "localhost" : consoleUrl.hostname}`,
      protocol: consoleUrl.protocol,
      port: consoleUrl.port,
    },
    dataDir: path.resolve(cwd, env.DATA_DIR),
    /** Uploaded and generated media on local disk, served at /media/. */
    mediaDir: path.join(path.resolve(cwd, env.DATA_DIR), "media"),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    migrateOnStart: env.MIGRATE_ON_START,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    clickhouse: env.CLICKHOUSE_URL
      ? { url: env.CLICKHOUSE_URL, database: env.CLICKHOUSE_DATABASE }
      : undefined,
    /** Where custom domains are checked (issue 18); the system's resolvers when unset. */
    dnsServers: (env.DNS_SERVERS ?? "")
      .split(",")
      .map((server) => server.trim())
      .filter(Boolean),
    initialMaster:
      env.INITIAL_MASTER_EMAIL && env.INITIAL_MASTER_PASSWORD
        ? { email: env.INITIAL_MASTER_EMAIL, password: env.INITIAL_MASTER_PASSWORD }
        : undefined,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== "production",
    /** In production the first master comes from INITIAL_MASTER_*, never a password printed to a log. */
    oneTimeMasterPassword: env.NODE_ENV !== "production",
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    /** Multiplies the per-address limits of logins and site forms (many people behind one address). */
    rateLimitScale: env.RATE_LIMIT_SCALE,
    /** Media in an S3-compatible store (uploads by presigned PUT) instead of DATA_DIR/media. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    /** Card payments through Stripe; without a key, bills are paid by bank transfer only. */
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    /**
     * /metrics on a port of its own (METRICS_PORT) or on the main port; never unprotected on the
     * main port, which the console and the sites share. Off when neither is set.
     */
    metrics:
      env.METRICS_PORT !== undefined || env.METRICS_TOKEN
        ? { port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST, token: env.METRICS_TOKEN }
        : undefined,
    /** Thresholds of load shedding (platform/http/load-shedding.ts); 0 turns a check off. */
    shedding: {
      maxEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: env.SHED_HEAP_USED_MB === undefined ? undefined : env.SHED_HEAP_USED_MB * 1024 * 1024,
      maxRssBytes: env.SHED_RSS_MB * 1024 * 1024,
      sampleIntervalMs: env.SHED_SAMPLE_INTERVAL_MS,
    },
  };
}

export class ConfigError extends Error {}

/** Settings that are each valid but wrong together, or wrong for production; one line per variable. */
function contradictionsOf(env: z.infer<typeof environment>): string[] {
  const lines: string[] = [];
  if (Boolean(env.INITIAL_MASTER_EMAIL) !== Boolean(env.INITIAL_MASTER_PASSWORD)) {
    lines.push("INITIAL_MASTER_EMAIL and INITIAL_MASTER_PASSWORD must be set together");
  }
  const otherS3 = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const;
  const s3Set = otherS3.filter((name) => env[name]);
  if (!env.S3_BUCKET && s3Set.length > 0) {
    lines.push(`S3_BUCKET: must be set when ${s3Set.join(", ")} ${s3Set.length > 1 ? "are" : "is"}`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    lines.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  if (env.METRICS_HOST && env.METRICS_PORT === undefined) {
    lines.push("METRICS_HOST: must be set with METRICS_PORT (the main port's host is HOST)");
  }
  if (env.NODE_ENV !== "production") return lines;
  if (!env.PUBLIC_URL) {
    lines.push("PUBLIC_URL: must be set in production (the address of the console, used in links and mails)");
  }
  if (env.SEED_DEMO) {
    lines.push("SEED_DEMO: must not be true in production (the demo account is public knowledge)");
  }
  if (env.JWT_SECRET && new Set(env.JWT_SECRET).size < 16) {
    lines.push(
      "JWT_SECRET: too weak for production, use at least 16 different characters (e.g. openssl rand -base64 48)",
    );
  }
  return lines;
}

/** Reads and checks the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = environment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const contradictions = contradictionsOf(parsed.data);
  if (contradictions.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${contradictions.map((line) => `  ${line}`).join("\n")}`);
  }
  if (parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY",
    );
  }
  return toConfig(parsed.data, cwd);
}
