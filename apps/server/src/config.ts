import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './paths.js';
import type { StorageConfig } from './storage/storage-config.js';

/**
 * Every setting of the server, read once from the environment and validated here; nothing
 * else reads process.env. docs/configuration.md and .env.example list each variable with its default.
 */
const bool = (fallback: boolean) =>
  z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'attendu true ou false' }).optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'attendu un nombre entier' })
    .int({ error: 'attendu un nombre entier' })
    .min(min, { error: `au moins ${min}` })
    .max(max, { error: `au plus ${max}` })
    .default(fallback);

const url = (protocols: RegExp, hint: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      error: `attendu une URL ${hint}`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(3000, 0, 65535),
  LISTEN_SOCKETS: int(128, 1, 256),
  PUBLIC_URL: url(/^https?:$/, 'http(s)'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://'),
  DB_POOL_SIZE: int(10, 1, 200),
  EMBEDDED_PG_PORT: int(54329, 1024, 65535),
  SEED_DEMO: bool(true).optional(),
  DEMO_VIDEO_HEIGHT: int(720, 144, 720).refine((n) => n % 2 === 0, { error: 'attendu un nombre pair' }),
  REDIS_URL: url(/^rediss?:$/, 'redis://'),
  SMTP_URL: url(/^smtps?:$/, 'smtp(s)://'),
  MAIL_FROM: z.string().min(3).default('Kora <no-reply@kora.local>'),
  SESSION_TTL_DAYS: int(30, 1, 365),
  SESSION_CACHE_SECONDS: int(10, 0, 300),
  TRUST_PROXY: bool(false),
  ALLOWED_ORIGINS: z.string().default(''),
  FETCH_ALLOW_ADDRESSES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
  MEDIA_URL_SECRET: z.string().min(32, { error: 'au moins 32 caractères' }).optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[\w-]{80,90}$/, { error: 'attendu une clé publique VAPID (base64url)' }).optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[\w-]{40,45}$/, { error: 'attendu une clé privée VAPID (base64url)' }).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/, { error: 'attendu mailto:… ou https://…' }).optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'au moins 16 caractères' }).optional(),
  METRICS_PORT: int(0, 0, 65535),
  KORA_INSTANCE_ID: z.string().regex(/^[\w.-]{1,32}$/, { error: 'attendu 1 à 32 lettres, chiffres, . _ ou -' }).optional(),
  MEDIA_URL_TTL_MINUTES: int(120, 1, 24 * 60),
  DOWNLOAD_DAYS: int(7, 1, 90),
  DOWNLOAD_LIMIT: int(30, 1, 1000),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  WORKERS: int(2, 0, 16),
  AV1_COPIES: bool(true),
  MEDIA_CACHE_MB: int(256, 0, 65_536),
  CATALOGUE_CACHE_SECONDS: int(3, 0, 300),
  MAX_UPLOAD_MB: int(100, 1, 50_000),
  CREATOR_VIDEO_REVIEW: bool(true),
  JOB_STALE_SECONDS: int(60, 10, 3600),
  S3_ENDPOINT: url(/^https?:$/, 'http(s)'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool(true),
  RTMP_PORT: int(1935, 0, 65535),
  RTMP_PUBLIC_URL: url(/^rtmps?:$/, 'rtmp://'),
  MAX_LIVE_TRANSCODES: int(2, 0, 64),
  LIVE_MAX_HEIGHT: int(720, 144, 720),
  LIVE_MAX_BITRATE_KBPS: int(6000, 500, 50_000),
  LIVE_RECONNECT_GRACE_SECONDS: int(60, 1, 3600),
  DEMO_LIVE: bool(true).optional(),
  CHAT_MAX_BUFFERED_KB: int(512, 16, 65_536),
  CHAT_PING_SECONDS: int(30, 1, 600),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'attendu sk_test_…, sk_live_… ou rk_…' }).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, { error: 'attendu pk_test_… ou pk_live_…' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(16, { error: 'au moins 16 caractères' }).optional(),
  HUB2_API_KEY: z.string().min(8).optional(),
  HUB2_MERCHANT_ID: z.string().min(1).optional(),
  HUB2_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  HUB2_API_URL: url(/^https:$/, 'https').default('https://api.hub2.io'),
  HUB2_WEBHOOK_SECRET: z.string().min(16, { error: 'au moins 16 caractères' }).optional(),
  HUB2_WEBHOOK_PREVIOUS_SECRET: z.string().min(16, { error: 'au moins 16 caractères' }).optional(),
  SANDBOX_PORT: int(12111, 0, 65535),
  ORANGE_SMS_CLIENT_ID: z.string().min(1).optional(),
  ORANGE_SMS_CLIENT_SECRET: z.string().min(1).optional(),
  ORANGE_SMS_SENDER: z.string().regex(/^tel:\+\d{4,15}$/, { error: 'attendu tel:+ puis l’indicatif et le numéro (tel:+2210000)' }).optional(),
  ORANGE_SMS_SENDER_NAME: z.string().min(1).max(11, { error: 'au plus 11 caractères (limite d’un expéditeur de SMS)' }).default('Kora'),
  ORANGE_SMS_API_URL: url(/^https:$/, 'https').default('https://api.orange.com'),
  SMS_SANDBOX_PORT: int(12112, 0, 65535),
  SUBSCRIPTION_GRACE_DAYS: int(3, 0, 30),
  SUPPORT_EMAIL: z.email({ error: 'adresse email invalide' }).default('support@kora.africa'),
  SPONSOR_PLATFORM_SHARE_PERCENT: z.coerce.number({ error: 'un pourcentage' }).min(0).max(50).default(10),
  SPONSOR_HOLD_DAYS: int(7, 0, 90),
  PAYOUT_MINIMUM_FCFA: int(1000, 1, 10_000_000),
  ADMIN_TWO_FACTOR: z.enum(['required', 'optional'], { error: 'attendu required ou optional' }).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: url(/^https?:$/, 'http(s)'),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('kora'),
});

export type { StorageConfig } from './storage/storage-config.js';

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  /** Origin the site is reached at; used in mailed links and as an allowed request origin. */
  readonly publicUrl: string;
  readonly dataDir: string;
  /** External PostgreSQL; when absent the app starts an embedded one under dataDir. */
  readonly databaseUrl: string | undefined;
  readonly dbPoolSize: number;
  readonly embeddedPgPort: number;
  readonly seedDemo: boolean;
  /** Height of the demo videos' drawn pictures, so the top of their ladder (720: the whole ladder). */
  readonly demoVideoHeight: number;
  readonly redisUrl: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly sessionTtlDays: number;
  readonly sessionCacheSeconds: number;
  /** Listening sockets of the port (SO_REUSEPORT), so a busy instance accepts a burst of connections quickly (http/listen.ts). */
  readonly listenSockets: number;
  readonly trustProxy: boolean;
  readonly allowedOrigins: readonly string[];
  readonly logLevel: string;
  readonly webDistDir: string;
  /** Transcoded media (HLS renditions), by default under dataDir. */
  readonly mediaDir: string;
  /** Key of the media URL signatures; when absent one is generated and kept in dataDir (one instance only). */
  readonly mediaUrlSecret: string | undefined;
  /** Web Push: the VAPID keys (generated into dataDir when unset) and the contact push services see. */
  readonly push: { readonly publicKey: string; readonly privateKey: string } | undefined;
  readonly pushSubject: string;
  /** Bearer token of `/metrics`; unset → the route answers 404. */
  readonly metricsToken: string | undefined;
  /** `npm run worker` only: the port of its own `/metrics` listener on HOST (it has no other HTTP); 0: none. */
  readonly metricsPort: number;
  /** This process's id in `x-kora-instance`; unset → 8 random hex characters at start. */
  readonly instanceId: string | undefined;
  readonly mediaUrlTtlMinutes: number;
  /** How long a download (premium, family) plays offline before it must be renewed online. */
  readonly downloadDays: number;
  /** Downloads one account may keep valid at once, across its devices. */
  readonly downloadLimit: number;
  readonly ffmpegPath: string;
  readonly ffprobePath: string;
  /** Background job workers in this process (transcoding); 0 leaves the work to other processes. */
  readonly workers: number;
  /** Uploads and imports also get AV1 copies of their rungs, in the background (jobs/handlers/prepare-av1.ts). */
  readonly av1Copies: boolean;
  /** Memory for hot playlists and segments (LRU). */
  readonly mediaCacheMb: number;
  /** How long a home row's shared part is served from memory (0 disables). */
  readonly catalogueCacheSeconds: number;
  /**
   * Addresses server-side fetches (URL import, URL checks) may reach although they are not public:
   * an intranet mirror, or the browser journeys' local test site. Empty: public addresses only.
   */
  readonly fetchAllowAddresses: readonly string[];
  /** Largest video a creator may upload (the admin settings show 100 MB). */
  readonly maxUploadMb: number;
  /** A creator's new video waits for an admin's approval before it is listed (false: published without review). */
  readonly creatorVideoReview: boolean;
  /** A running job whose worker has not been heard from for this long is handed to another worker. */
  readonly jobStaleSeconds: number;
  /** Published media and kept originals; local scratch work always happens under mediaDir. */
  readonly storage: StorageConfig;
  /** Lives: the RTMP listener of this process (0: a free port, for tests) and what encoders are told to publish to. */
  readonly live: {
    readonly rtmpPort: number;
    /** `rtmp://host:port/live` as OBS's "Server"; by default the PUBLIC_URL host on rtmpPort. */
    readonly rtmpPublicUrl: string | undefined;
    /** Lives this process transcodes at once (each is one ffmpeg); a further one is refused with a clear message. 0: no ingest here. */
    readonly maxTranscodes: number;
    /** Top rung of a live ladder (never above the source). */
    readonly maxHeight: number;
    /** Input bit rate above which a publish is cut off. */
    readonly maxBitrateKbps: number;
    /** How long an encoder that dropped may come back and resume the same live; then the live ends by itself. */
    readonly reconnectGraceSeconds: number;
    /** Whether the demo live (a test pattern published into our own ingest) runs; defaults to seedDemo. */
    readonly demoLive: boolean;
  };
  /**
   * Payments. A provider with its keys talks to the real service; without them (the default,
   * and always in tests) Kora starts its sandbox on 127.0.0.1:sandboxPort, which speaks both providers'
   * APIs and signs webhooks as they do. Production refuses the sandbox.
   */
  readonly payments: {
    readonly stripe: { readonly secretKey: string; readonly publishableKey: string | undefined; readonly webhookSecret: string } | undefined;
    readonly hub2:
      | {
          readonly apiKey: string;
          readonly merchantId: string;
          readonly environment: 'sandbox' | 'live';
          readonly apiUrl: string;
          readonly webhookSecret: string;
          readonly previousWebhookSecret: string | undefined;
        }
      | undefined;
    /** Port of the sandbox (0: a free port, for tests); used only when a provider has no keys. */
    readonly sandboxPort: number;
    /** After a failed renewal, the tier holds this many days before falling back to free. */
    readonly graceDays: number;
    /** The address the payment-failed page offers (viewer.md §2 /hub2-error). */
    readonly supportEmail: string;
  };
  /** SMS: Orange's SMS API with its keys, else (always in tests) the SMS sandbox on 127.0.0.1:sandboxPort (0: a free port), refused in production. */
  readonly sms: { readonly orange: { readonly clientId: string; readonly clientSecret: string; readonly senderAddress: string; readonly apiUrl: string } | undefined; readonly senderName: string; readonly sandboxPort: number };
  /** Sponsoring: Kora's share, how long a sponsorship is held against chargebacks, the smallest payout. */
  readonly sponsoring: {
    /** Kora's share of each sponsorship, in basis points (10 % = 1000), fixed on the sponsorship when it is paid. */
    readonly platformShareBps: number;
    readonly holdDays: number;
    /** Payouts go to mobile money, in FCFA (XOF or XAF): the smallest one, in FCFA. */
    readonly payoutMinimum: number;
  };
  /** OpenTelemetry traces over OTLP/HTTP to this collector (its base URL), or none (no SDK loaded). */
  readonly tracing: { readonly endpoint: string; readonly serviceName: string } | undefined;
  /** Whether admins need the second factor on for payouts, role and plan changes (default: required in production). */
  readonly adminTwoFactorRequired: boolean;
  readonly chat: {
    /** A chat socket with more than this queued (a phone that stopped reading) is dropped; it reconnects and resyncs. */
    readonly maxBufferedKb: number;
    /** How often chat sockets are pinged; one that missed the previous ping is cut (its viewer stops counting). */
    readonly pingSeconds: number;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const defaultWebDist = path.resolve(serverRoot, '../web/dist');

/** Variables of earlier versions, refused with what replaces them, so an old setup is not silently ignored. */
const RETIRED: Readonly<Record<string, string>> = {
  ACCEPT_COPIES: 'remplacé par LISTEN_SOCKETS (sockets d’écoute du port, 128 par défaut)',
};

/** Every variable the server reads (.env.example and docs/configuration.md list exactly these). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

/** Parses the environment; throws a ConfigError naming every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`PUBLIC_URL=` copied from .env.example) means "use the default".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const retired = Object.keys(RETIRED).filter((name) => name in given);
  if (retired.length > 0) throw new ConfigError(`Configuration invalide :\n${retired.map((name) => `  ${name}: ${RETIRED[name]}`).join('\n')}`);
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const seedDemo = e.SEED_DEMO ?? !e.DATABASE_URL;
  if (e.NODE_ENV === 'production' && seedDemo) {
    throw new ConfigError(
      'Configuration invalide :\n  SEED_DEMO: les comptes de démonstration ont des mots de passe publics, refusés en production',
    );
  }
  const payments = paymentsConfig(e);
  const origins = e.ALLOWED_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean);
  const badOrigin = origins.find((o) => !URL.canParse(o));
  const s3Settings = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
    throw new ConfigError('Configuration invalide :\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: à donner ensemble (ou aucun)');
  }
  const mediaDir = path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media'));
  if (badOrigin) throw new ConfigError(`Configuration invalide :\n  ALLOWED_ORIGINS: origine invalide « ${badOrigin} »`);
  const fetchAllowAddresses = e.FETCH_ALLOW_ADDRESSES.split(',').map((s) => s.trim()).filter(Boolean);
  const badAddress = fetchAllowAddresses.find((a) => !isIP(a));
  if (badAddress) throw new ConfigError(`Configuration invalide :\n  FETCH_ALLOW_ADDRESSES: adresse IP invalide « ${badAddress} »`);
  return Object.freeze({
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    seedDemo,
    demoVideoHeight: e.DEMO_VIDEO_HEIGHT,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    listenSockets: e.LISTEN_SOCKETS,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: Object.freeze(origins.map((o) => new URL(o).origin)),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    mediaDir,
    mediaUrlSecret: e.MEDIA_URL_SECRET,
    push: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? Object.freeze({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }) : undefined,
    pushSubject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    instanceId: e.KORA_INSTANCE_ID,
    mediaUrlTtlMinutes: e.MEDIA_URL_TTL_MINUTES,
    downloadDays: e.DOWNLOAD_DAYS,
    downloadLimit: e.DOWNLOAD_LIMIT,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    workers: e.WORKERS,
    av1Copies: e.AV1_COPIES,
    mediaCacheMb: e.MEDIA_CACHE_MB,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    fetchAllowAddresses: Object.freeze(fetchAllowAddresses),
    maxUploadMb: e.MAX_UPLOAD_MB,
    creatorVideoReview: e.CREATOR_VIDEO_REVIEW,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    live: Object.freeze({
      rtmpPort: e.RTMP_PORT,
      rtmpPublicUrl: e.RTMP_PUBLIC_URL?.replace(/\/$/, ''),
      maxTranscodes: e.MAX_LIVE_TRANSCODES,
      maxHeight: e.LIVE_MAX_HEIGHT,
      maxBitrateKbps: e.LIVE_MAX_BITRATE_KBPS,
      reconnectGraceSeconds: e.LIVE_RECONNECT_GRACE_SECONDS,
      demoLive: e.DEMO_LIVE ?? seedDemo,
    }),
    payments,
    sms: smsConfig(e),
    sponsoring: Object.freeze({ platformShareBps: Math.round(e.SPONSOR_PLATFORM_SHARE_PERCENT * 100), holdDays: e.SPONSOR_HOLD_DAYS, payoutMinimum: e.PAYOUT_MINIMUM_FCFA }),
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT ? Object.freeze({ endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME }) : undefined,
    adminTwoFactorRequired: (e.ADMIN_TWO_FACTOR ?? (e.NODE_ENV === 'production' ? 'required' : 'optional')) === 'required',
    chat: Object.freeze({ maxBufferedKb: e.CHAT_MAX_BUFFERED_KB, pingSeconds: e.CHAT_PING_SECONDS }),
    storage: Object.freeze(
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { kind: 's3' as const, endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, region: e.S3_REGION, forcePathStyle: e.S3_FORCE_PATH_STYLE }
        : { kind: 'local' as const, root: mediaDir },
    ),
  });
}

/** Each provider is real when its keys are all given, else the sandbox; production must have both real. */
function paymentsConfig(e: z.infer<typeof envSchema>): Config['payments'] {
  const stripeGiven = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET];
  const hub2Given = [e.HUB2_API_KEY, e.HUB2_MERCHANT_ID, e.HUB2_WEBHOOK_SECRET];
  if (stripeGiven.some(Boolean) && !stripeGiven.every(Boolean)) {
    throw new ConfigError('Configuration invalide :\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: à donner ensemble (ou aucun : le bac à sable)');
  }
  if (hub2Given.some(Boolean) && !hub2Given.every(Boolean)) {
    throw new ConfigError('Configuration invalide :\n  HUB2_API_KEY, HUB2_MERCHANT_ID, HUB2_WEBHOOK_SECRET: à donner ensemble (ou aucun : le bac à sable)');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Configuration invalide :\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: à donner ensemble (ou aucune : générées dans DATA_DIR)');
  }
  if (e.NODE_ENV === 'production' && !(e.STRIPE_SECRET_KEY && e.HUB2_API_KEY)) {
    throw new ConfigError('Configuration invalide :\n  STRIPE_SECRET_KEY, HUB2_API_KEY: le bac à sable des paiements est refusé en production');
  }
  return Object.freeze({
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? Object.freeze({ secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET })
        : undefined,
    hub2:
      e.HUB2_API_KEY && e.HUB2_MERCHANT_ID && e.HUB2_WEBHOOK_SECRET
        ? Object.freeze({
            apiKey: e.HUB2_API_KEY,
            merchantId: e.HUB2_MERCHANT_ID,
            environment: e.HUB2_ENVIRONMENT,
            apiUrl: e.HUB2_API_URL.replace(/\/$/, ''),
            webhookSecret: e.HUB2_WEBHOOK_SECRET,
            previousWebhookSecret: e.HUB2_WEBHOOK_PREVIOUS_SECRET,
          })
        : undefined,
    sandboxPort: e.SANDBOX_PORT,
    graceDays: e.SUBSCRIPTION_GRACE_DAYS,
    supportEmail: e.SUPPORT_EMAIL,
  });
}

/** Orange's SMS API when its keys and sender are given (the three together, or none: the sandbox, refused in production). */
function smsConfig(e: z.infer<typeof envSchema>): Config['sms'] {
  const { ORANGE_SMS_CLIENT_ID: clientId, ORANGE_SMS_CLIENT_SECRET: clientSecret, ORANGE_SMS_SENDER: senderAddress } = e;
  const given = [clientId, clientSecret, senderAddress].filter(Boolean).length;
  const refused = given % 3 ? 'à donner ensemble (ou aucun : le bac à sable)' : !given && e.NODE_ENV === 'production' ? 'le bac à sable des SMS est refusé en production' : undefined;
  if (refused) throw new ConfigError(`Configuration invalide :\n  ORANGE_SMS_CLIENT_ID, ORANGE_SMS_CLIENT_SECRET, ORANGE_SMS_SENDER: ${refused}`);
  const orange = clientId && clientSecret && senderAddress ? Object.freeze({ clientId, clientSecret, senderAddress, apiUrl: e.ORANGE_SMS_API_URL.replace(/\/$/, '') }) : undefined;
  return Object.freeze({ orange, senderName: e.ORANGE_SMS_SENDER_NAME, sandboxPort: e.SMS_SANDBOX_PORT });
}
