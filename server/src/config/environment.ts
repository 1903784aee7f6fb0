import 'reflect-metadata';
import { resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import {
  DEFAULT_ADMIN_PASSWORD,
  generateAdminPassword,
  IsNotDefaultAdminPasswordInProduction,
} from './admin-password';
import { IsMetricsHost, IsNotTheApiPort } from './metrics-listener';
import { IsTrustProxy, parseTrustProxy, type TrustProxy } from './trust-proxy';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** json: one JSON object per line (for log collectors); pretty: one readable line each. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
/** approval: sign-up makes a pending account; closed: no sign-up; open: active at once (demos). */
export const SIGNUP_MODES = ['approval', 'closed', 'open'] as const;
export type SignUpMode = (typeof SIGNUP_MODES)[number];
/** Who may read the API's OpenAPI document (and Swagger UI, when public). */
export const API_DOCS_MODES = ['public', 'signed-in', 'off'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

/**
 * Every environment variable the server reads, with its default. The README's
 * configuration table lists the same variables.
 */
export class Environment {
  @IsIn(NODE_ENVS)
  NODE_ENV: (typeof NODE_ENVS)[number] = 'production';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  @IsString()
  DATA_DIR: string = 'data/db';

  /**
   * The port of the Prometheus metrics (`GET /metrics`), a listener apart from the API's.
   * Unset: no listener and nothing measured. 0 picks a free port (logged at start).
   */
  @IsOptional()
  @IsInt({ message: 'METRICS_PORT must be a port number from 0 to 65535' })
  @Min(0, { message: 'METRICS_PORT must be a port number from 0 to 65535' })
  @Max(65535, { message: 'METRICS_PORT must be a port number from 0 to 65535' })
  @IsNotTheApiPort()
  METRICS_PORT?: number;

  /** Where the metrics listener binds: this machine only, unless an operator opens it. */
  @IsMetricsHost()
  METRICS_HOST: string = '127.0.0.1';

  /**
   * postgres(ql)://user:password@host:port/database: the collections, the stored files and
   * the secrets live in PostgreSQL instead of DATA_DIR (which then keeps nothing needed).
   */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/[^\s]+$/, {
    message:
      'DATABASE_URL must be a postgres:// or postgresql:// address such as postgresql://user:password@localhost:5432/talento',
  })
  DATABASE_URL?: string;

  /** Connections to PostgreSQL kept at most, per server. */
  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE: number = 8;

  /** Run the pending database migrations at start (otherwise: `npm run db:migrate`). */
  @Transform(({ obj }: { obj: Record<string, unknown> }) =>
    ['true', '1', 'yes'].includes(String(obj.DB_MIGRATE).toLowerCase()),
  )
  @IsBoolean()
  DB_MIGRATE: boolean = false;

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  /** Default pretty in development, else json. */
  @IsOptional()
  @IsIn(LOG_FORMATS, { message: `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}` })
  LOG_FORMAT?: LogFormat;

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must be a size such as 100kb or 1mb' })
  BODY_LIMIT: string = '1mb';

  /**
   * Whose X-Forwarded-For names the client (for client IPs in sessions and rate limits):
   * true/false, or the proxies' addresses and subnets (see trust-proxy.ts). Trusting
   * everyone lets any client that reaches the server directly choose its address.
   */
  @IsTrustProxy()
  TRUST_PROXY: string = 'false';

  /**
   * The product is reached only over HTTPS: every answer asks browsers to keep to HTTPS
   * (HSTS, upgrade-insecure-requests). Otherwise only answers to HTTPS requests do (directly
   * or, with TRUST_PROXY, through a proxy's X-Forwarded-Proto), so plain HTTP by any host
   * name keeps working.
   */
  @Transform(({ obj }: { obj: Record<string, unknown> }) =>
    ['true', '1', 'yes'].includes(String(obj.HTTPS_ONLY).toLowerCase()),
  )
  @IsBoolean()
  HTTPS_ONLY: boolean = false;

  /**
   * public: Swagger UI and the document for anyone; signed-in: the document for callers
   * with a live token, no UI; off: neither. Default signed-in in production, else public.
   */
  @IsOptional()
  @IsIn(API_DOCS_MODES, { message: `API_DOCS must be one of ${API_DOCS_MODES.join(', ')}` })
  API_DOCS?: ApiDocsMode;

  /** The address people open; links in e-mails point here. Default http://localhost:$PORT. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'PUBLIC_URL must be an http(s) address such as https://talento.example.com' },
  )
  PUBLIC_URL?: string;

  /**
   * Signing secret for access tokens; when unset, generated once into DATA_DIR (or into
   * the database with DATABASE_URL, shared by every server).
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @IsIn(SIGNUP_MODES)
  SIGNUP: SignUpMode = 'approval';

  /** scrypt cost of new password hashes, as log2 N; 17 (OWASP) in production. */
  @IsInt()
  @Min(10)
  @Max(20)
  PASSWORD_HASH_COST: number = 17;

  @IsEmail()
  ADMIN_EMAIL: string = 'admin@talento.local';

  /**
   * The first administrator's password, used when the accounts are first created. Unset:
   * the README's default outside production; in production a one-time password, printed
   * once and to be changed at the first sign-in.
   */
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters' })
  @IsNotDefaultAdminPasswordInProduction()
  ADMIN_PASSWORD?: string;

  /** When set, sign-in and unlock check credentials against this upstream API. */
  @IsOptional()
  @IsUrl({ require_tld: false })
  UPSTREAM_API_URL?: string;

  @IsString()
  UPSTREAM_CTA_ID: string = '';

  @IsInt()
  @Min(100)
  UPSTREAM_TIMEOUT_MS: number = 5000;

  /** smtp(s)://user:pass@host:port; without it, e-mails are written to the log. */
  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM: string = 'Talento Admin <no-reply@talento.local>';

  /** Per client IP: wrong passwords (any e-mail), or requests to other credential routes. */
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_IP: number = 30;

  /**
   * Wrong passwords for one e-mail from one IP; past it from all IPs, answers are delayed.
   * Also requests for one e-mail from one IP to sign-up and forgot-password (reset-password,
   * naming no e-mail: per IP).
   */
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_EMAIL: number = 10;

  @IsInt()
  @Min(1)
  AUTH_RATE_WINDOW_SECONDS: number = 900;

  /**
   * Account mails (reset links, sign-up notices) one address gets per window; further
   * requests are answered the same and send nothing.
   */
  @IsInt()
  @Min(1)
  AUTH_MAIL_LIMIT_PER_EMAIL: number = 3;

  /** The first delay for an e-mail past its wrong-password count; doubles up to the max. */
  @IsInt()
  @Min(0)
  @Max(60_000)
  AUTH_FAILURE_DELAY_MS: number = 250;

  @IsInt()
  @Min(0)
  @Max(60_000)
  AUTH_FAILURE_DELAY_MAX_MS: number = 4000;

  /**
   * Requests per client IP to the public job board per window: its endpoints (/api/public/...)
   * and the pages the server draws from them (/home, /home/vacantes/...), all together.
   */
  @IsInt()
  @Min(1)
  PUBLIC_RATE_LIMIT_PER_IP: number = 300;

  /** Applications per client IP through the public job board per window. */
  @IsInt()
  @Min(1)
  PUBLIC_APPLY_LIMIT_PER_IP: number = 10;

  @IsInt()
  @Min(1)
  PUBLIC_RATE_WINDOW_SECONDS: number = 300;

  /** Days an activity stays in the feed; older ones are removed at start and once a day. */
  @IsInt()
  @Min(1)
  @Max(36_500)
  ACTIVITY_RETENTION_DAYS: number = 180;

  /** Days an audit entry is kept; older ones are removed at start and once a day. */
  @IsInt()
  @Min(1)
  @Max(36_500)
  AUDIT_RETENTION_DAYS: number = 365;

  /** Currency units of an approved invoice that earn one point (rounded down). */
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  INVOICE_CURRENCY_PER_POINT: number = 10;

  /** Per client IP: bookings, cancellations and moves on the public booking page, per window. */
  @IsInt()
  @Min(1)
  BOOKING_RATE_LIMIT_PER_IP: number = 20;

  /** Per client IP: reads of the public booking page (slots, a booking), per window. */
  @IsInt()
  @Min(1)
  BOOKING_READ_LIMIT_PER_IP: number = 300;

  @IsInt()
  @Min(1)
  BOOKING_RATE_WINDOW_SECONDS: number = 900;

  /** Live event streams (GET /api/events) one account may hold open at once. */
  @IsInt()
  @Min(1)
  @Max(100)
  LIVE_STREAMS_PER_ACCOUNT: number = 5;

  /** Live event streams one server holds open at once, every account's together. */
  @IsInt()
  @Min(1)
  @Max(100_000)
  LIVE_STREAMS_MAX: number = 1000;

  /** How often an idle live event stream gets a heartbeat (a comment line). */
  @IsInt()
  @Min(50)
  @Max(60_000)
  LIVE_HEARTBEAT_MS: number = 20_000;

  /** Events kept for a stream that reconnects with Last-Event-ID: how many, how long. */
  @IsInt()
  @Min(0)
  @Max(100_000)
  LIVE_REPLAY_EVENTS: number = 1000;

  @IsInt()
  @Min(1)
  @Max(3600)
  LIVE_REPLAY_SECONDS: number = 300;
}

/** Validates `process.env`; a bad value stops start-up with every problem listed. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const environment = plainToInstance(Environment, present, {
    enableImplicitConversion: true,
    excludeExtraneousValues: false,
  });
  const errors = validateSync(environment, { skipMissingProperties: false });
  if (errors.length > 0) {
    throw configurationError(errors.flatMap((error) => Object.values(error.constraints ?? {})));
  }
  return environment;
}

/** The one start-up error for bad configuration: every problem on a line of its own. */
export function configurationError(problems: string[]): Error {
  return new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
}

/** The typed, resolved configuration the rest of the server uses. */
export interface AppConfig {
  nodeEnv: Environment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** The Prometheus metrics' own listener (METRICS_PORT); undefined: no metrics at all. */
  metrics: { port: number; host: string } | undefined;
  /** PostgreSQL (DATABASE_URL) instead of the JSON files; undefined for the JSON files. */
  database: { url: string; poolSize: number; migrate: boolean } | undefined;
  webDistDir: string;
  logLevel: Environment['LOG_LEVEL'];
  /** pretty needs pino-pretty, a devDependency: production images run json. */
  logFormat: LogFormat;
  /** Largest JSON or text body, in bytes. */
  bodyLimit: number;
  trustProxy: TrustProxy;
  httpsOnly: boolean;
  apiDocs: ApiDocsMode;
  publicUrl: string;
  jwtSecret: string | undefined;
  /**
   * The first administrator. `oneTimePassword`: the password was generated (production
   * without ADMIN_PASSWORD), so it is printed once at seeding and must be changed.
   */
  admin: { email: string; password: string; oneTimePassword: boolean };
  signUp: SignUpMode;
  passwordHashCost: number;
  upstream: { url: string; ctaId: string; timeoutMs: number } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  authRateLimit: {
    perIp: number;
    perEmail: number;
    windowSeconds: number;
    /** Account mails one address gets per window (AccountMailQuota). */
    mailsPerEmail: number;
    failureDelayMs: number;
    failureDelayMaxMs: number;
  };
  /** The public job board's limits per client IP: every request, and applications. */
  publicRateLimit: { perIp: number; applyPerIp: number; windowSeconds: number };
  activityRetentionDays: number;
  /** Days an entry of the audit trail is kept. */
  auditRetentionDays: number;
  /** An approved invoice earns Math.floor(amount / invoiceCurrencyPerPoint) points. */
  invoiceCurrencyPerPoint: number;
  /** Limits of the public booking page (api/public/interview-slots), per client IP. */
  bookingRateLimit: { writesPerIp: number; readsPerIp: number; windowSeconds: number };
  /** The live event streams' limits, heartbeat and replay window (LIVE_*). */
  liveEvents: {
    streamsPerAccount: number;
    streamsMax: number;
    heartbeatMs: number;
    replayEvents: number;
    replaySeconds: number;
  };
}

const SIZE_UNITS = { b: 1, kb: 1024, mb: 1024 * 1024 } as const;

/** `100kb` or `1mb` (the BODY_LIMIT forms) in bytes. */
export function bodyLimitBytes(size: string): number {
  const [, amount, unit] = /^(\d+)(b|kb|mb)$/i.exec(size) ?? [];
  if (!amount || !unit) throw new Error(`Not a size: ${size}`);
  return Number(amount) * SIZE_UNITS[unit.toLowerCase() as keyof typeof SIZE_UNITS];
}

/** The first administrator's e-mail and password (see `AppConfig.admin`). */
function firstAdministrator(environment: Environment): AppConfig['admin'] {
  const email = environment.ADMIN_EMAIL.toLowerCase();
  if (environment.ADMIN_PASSWORD !== undefined) {
    return { email, password: environment.ADMIN_PASSWORD, oneTimePassword: false };
  }
  if (environment.NODE_ENV !== 'production') {
    return { email, password: DEFAULT_ADMIN_PASSWORD, oneTimePassword: false };
  }
  // Made at every start, used only by the start that creates the accounts.
  return { email, password: generateAdminPassword(), oneTimePassword: true };
}

export function toAppConfig(environment: Environment): AppConfig {
  return {
    nodeEnv: environment.NODE_ENV,
    port: environment.PORT,
    host: environment.HOST,
    dataDir: resolve(environment.DATA_DIR),
    metrics:
      environment.METRICS_PORT === undefined
        ? undefined
        : { port: environment.METRICS_PORT, host: environment.METRICS_HOST },
    database: environment.DATABASE_URL
      ? {
          url: environment.DATABASE_URL,
          poolSize: environment.DATABASE_POOL_SIZE,
          migrate: environment.DB_MIGRATE,
        }
      : undefined,
    // The built SPA sits beside the built server: dist/server and dist/web.
    webDistDir: resolve(environment.WEB_DIST_DIR ?? resolve(__dirname, '../../web')),
    logLevel: environment.LOG_LEVEL,
    logFormat:
      environment.LOG_FORMAT ?? (environment.NODE_ENV === 'development' ? 'pretty' : 'json'),
    bodyLimit: bodyLimitBytes(environment.BODY_LIMIT),
    // Validated above, so it parses.
    trustProxy: parseTrustProxy(environment.TRUST_PROXY)!,
    httpsOnly: environment.HTTPS_ONLY,
    apiDocs:
      environment.API_DOCS ?? (environment.NODE_ENV === 'production' ? 'signed-in' : 'public'),
    publicUrl: (environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`).replace(
      /\/+$/,
      '',
    ),
    jwtSecret: environment.JWT_SECRET,
    admin: firstAdministrator(environment),
    signUp: environment.SIGNUP,
    passwordHashCost: environment.PASSWORD_HASH_COST,
    upstream: environment.UPSTREAM_API_URL
      ? {
          url: environment.UPSTREAM_API_URL.replace(/\/+$/, ''),
          ctaId: environment.UPSTREAM_CTA_ID,
          timeoutMs: environment.UPSTREAM_TIMEOUT_MS,
        }
      : undefined,
    mail: { smtpUrl: environment.SMTP_URL, from: environment.MAIL_FROM },
    authRateLimit: {
      perIp: environment.AUTH_RATE_LIMIT_PER_IP,
      perEmail: environment.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: environment.AUTH_RATE_WINDOW_SECONDS,
      mailsPerEmail: environment.AUTH_MAIL_LIMIT_PER_EMAIL,
      failureDelayMs: environment.AUTH_FAILURE_DELAY_MS,
      failureDelayMaxMs: environment.AUTH_FAILURE_DELAY_MAX_MS,
    },
    publicRateLimit: {
      perIp: environment.PUBLIC_RATE_LIMIT_PER_IP,
      applyPerIp: environment.PUBLIC_APPLY_LIMIT_PER_IP,
      windowSeconds: environment.PUBLIC_RATE_WINDOW_SECONDS,
    },
    activityRetentionDays: environment.ACTIVITY_RETENTION_DAYS,
    auditRetentionDays: environment.AUDIT_RETENTION_DAYS,
    invoiceCurrencyPerPoint: environment.INVOICE_CURRENCY_PER_POINT,
    bookingRateLimit: {
      writesPerIp: environment.BOOKING_RATE_LIMIT_PER_IP,
      readsPerIp: environment.BOOKING_READ_LIMIT_PER_IP,
      windowSeconds: environment.BOOKING_RATE_WINDOW_SECONDS,
    },
    liveEvents: {
      streamsPerAccount: environment.LIVE_STREAMS_PER_ACCOUNT,
      streamsMax: environment.LIVE_STREAMS_MAX,
      heartbeatMs: environment.LIVE_HEARTBEAT_MS,
      replayEvents: environment.LIVE_REPLAY_EVENTS,
      replaySeconds: environment.LIVE_REPLAY_SECONDS,
    },
  };
}
