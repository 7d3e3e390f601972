import path from 'node:path'
import { BRAND_IDS, type TBrandId, ZBrandIdSchema } from '../shared/brands.ts'
import { CATALOGUE_NAV_VERTICALS } from '../shared/chrome/friendly-search-url.ts'
import { DEFAULT_BUSINESS_BASE_PATH } from '../shared/constants.ts'
import { parseHostOrigins } from '../shared/embed/embed-contract.ts'
import { DEFAULT_CONNECT_WAIT_MS } from './db/patient-pool.ts'
import { envFlag, envList } from './env-values.ts'
import { type ExpenseExportConfig, loadExpenseExportConfig } from './expense-export-config.ts'
import { type InboxSyncConfig, loadInboxSyncConfig } from './inbox-sync-config.ts'
import { loadSiteServicesConfig, type SiteServicesConfig } from './site-services-config.ts'
import { loadSocialConfig, type SocialConfig, socialConfigProblems } from './social-config.ts'
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts'

export type AppEnv = 'development' | 'production' | 'test'

export interface AppConfig {
  env: AppEnv
  port: number
  host: string
  /** Where PGlite keeps its files when DATABASE_URL is not set; `memory://` keeps nothing (tests). */
  dataDir: string
  databaseUrl: string | null
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  databaseSchema: string | null
  /** PostgreSQL: how long a request waits for the server to come back (DATABASE_WAIT_MS; decision 061). */
  databaseWaitMs: number
  redisUrl: string | null
  smtpUrl: string | null
  /** From header of every mail we send. */
  mailFrom: string
  /** Where messages to the account manager and issue reports go (SUPPORT_EMAIL; decision 035). */
  supportEmail: string
  publicOrigin: string
  brandHosts: Record<string, TBrandId>
  /** Key for HMACs (form tokens); development has a fixed one that production refuses. */
  secret: string
  seedDemo: boolean
  /**
   * Saves and bookings take offers from the demo catalogue (DEMO_CATALOGUE, decision 044; default on,
   * off in tests, whose trips tests save offers of their own making).
   */
  demoCatalogue: boolean
  businessBasePath: string
  /** Output of `vite build` (client assets and the server render bundle). */
  distDir: string
  logLevel: string
  /** TRUST_PROXY: false, true or the proxies' addresses and subnets (server/trust-proxy.ts, decision 060). */
  trustProxy: TrustProxy
  /** Social sign-in providers (server/social-config.ts). */
  social: SocialConfig
  /** The user's guidebooks at /guides/yourguides (GUIDEBOOKS_ENABLED, default on; decision 051). */
  guidebooksEnabled: boolean
  /**
   * The help page's {phone} (SUPPORT_PHONE) and per-brand contacts (BRAND_SUPPORT_EMAILS and
   * BRAND_SUPPORT_PHONES, "brand=value" comma separated); a brand without its own uses supportEmail and
   * this phone (decision 051).
   */
  supportPhone: string
  brandSupport: Partial<Record<TBrandId, { email?: string; phone?: string }>>
  /** Inbox sync's OAuth provider (server/inbox-sync-config.ts; decision 052). */
  inboxSync: InboxSyncConfig
  /** Passkey sign-in and registration (PASSKEYS_ENABLED, default on). */
  passkeysEnabled: boolean
  /**
   * Approvals (decision 055): the timeout sweeper's interval (APPROVALS_SWEEP_MS; 0 turns it off, as in
   * tests, which sweep with their own clock) and whether a Slack webhook may be plain http on loopback
   * (APPROVALS_SLACK_LOOPBACK_HTTP; tests and journeys only, refused in production).
   */
  approvals: { sweepIntervalMs: number; slackLoopbackHttp: boolean }
  /**
   * WebAuthn RP ID (WEBAUTHN_RP_ID) and the origins answers may come from (WEBAUTHN_ORIGINS, comma
   * separated; default PUBLIC_ORIGIN). Unset: the host of PUBLIC_ORIGIN or of a brand host the request
   * came to, with that host's own origin (decision 017).
   */
  webauthnRpId: string | null
  webauthnOrigins: string[]
  /**
   * Verticals whose results have friendly URLs (FRIENDLY_URL_VERTICALS, comma separated; default the demo
   * catalogue's four when DEMO_CATALOGUE is on, else none).
   */
  friendlyUrlVerticals: string[]
  /** Brands whose header logo runs the pride confetti once per browser (LOGO_CONFETTI; decision 027). */
  logoConfettiBrands: TBrandId[]
  /**
   * The footer's flags (decision 100): its country and currency pickers (FOOTER_COUNTRY_PICKER,
   * FOOTER_CURRENCY_PICKER, default on) and a brands strip whose failure is not logged
   * (FOOTER_BRANDS_SILENT_FAILURE, default off).
   */
  footerFlags: { countryPicker: boolean; currencyPicker: boolean; brandsSilentFailure: boolean }
  /**
   * The consent platform (decision 028): the IAB-assigned CMP id (CMP_ID; unset: 2, the lowest the IAB
   * library encodes, for development), the CMP version bumped on every change of the dialogs (CMP_VERSION),
   * the publisher's legal country (PUBLISHER_COUNTRY, default US) and whether the IAB dialog shows its close
   * button (IAB_CLOSE_BUTTON, default on).
   */
  /**
   * Embedded mode (EMBED_HOST_ORIGINS, comma-separated origins; default none = embedding off; decision
   * 049): who may frame the pages and ask the relay for its few read-only calls.
   */
  embedHostOrigins: string[]
  /** Site services: feedback widget, ad-blocker sampling, snow (decision 050). */
  siteServices: SiteServicesConfig
  /** The expense export's endpoint rules and retries (server/expense-export-config.ts; decision 057). */
  expenseExport: ExpenseExportConfig
  consent: {
    cmpId: number
    cmpIdConfigured: boolean
    cmpVersion: number
    publisherCountry: string
    iabCloseButton: boolean
  }
}

export const DEVELOPMENT_SECRET = 'fernway-development-secret-do-not-use-in-production'

export const DEFAULT_MAIL_FROM = 'Fernway <no-reply@fernway.localhost>'
/** Development's support desk: its mail lands in the outbox (/dev/outbox) with everything else. */
export const DEFAULT_SUPPORT_EMAIL = 'support@fernway.localhost'

/** Development's support line: a fictional number (555-01xx are reserved for fiction). */
export const DEFAULT_SUPPORT_PHONE = '+1 555 0100'

export class ConfigError extends Error {}

function parseBrandHosts(raw: string | undefined): Record<string, TBrandId> {
  const map: Record<string, TBrandId> = {}
  for (const pair of (raw ?? '').split(',').filter(Boolean)) {
    const [host, brand] = pair.split('=').map((s) => s.trim().toLowerCase())
    const parsed = ZBrandIdSchema.safeParse(brand)
    if (!host || !parsed.success) throw new ConfigError(`BRAND_HOSTS: cannot read "${pair}" (host=brand)`)
    map[host] = parsed.data
  }
  return map
}

const PHONE = /^\+?[0-9][0-9 ()-]{3,28}[0-9]$/
const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+$/

/** BRAND_SUPPORT_EMAILS / BRAND_SUPPORT_PHONES: "brand=value,brand=value". */
function parseBrandSupport(
  emails: string | undefined,
  phones: string | undefined,
): Partial<Record<TBrandId, { email?: string; phone?: string }>> {
  const out: Partial<Record<TBrandId, { email?: string; phone?: string }>> = {}
  const read = (raw: string | undefined, key: 'email' | 'phone', shape: RegExp, name: string) => {
    for (const pair of (raw ?? '').split(',').filter((p) => p.trim())) {
      const at = pair.indexOf('=')
      const brand = ZBrandIdSchema.safeParse(pair.slice(0, at).trim().toLowerCase())
      const value = pair.slice(at + 1).trim()
      if (at < 0 || !brand.success || !shape.test(value))
        throw new ConfigError(`${name}: cannot read "${pair}" (brand=${key})`)
      out[brand.data] = { ...out[brand.data], [key]: value }
    }
  }
  read(emails, 'email', EMAIL, 'BRAND_SUPPORT_EMAILS')
  read(phones, 'phone', PHONE, 'BRAND_SUPPORT_PHONES')
  return out
}

function intIn(raw: string | undefined, fallback: number, min: number, max: number, name: string): number {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name}: an integer from ${min} to ${max}`)
  return n
}

function countryCode(raw: string): string {
  const cc = raw.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(cc)) throw new ConfigError('PUBLISHER_COUNTRY: a two-letter country code')
  return cc
}

/** LOGO_CONFETTI: off when unset, `true`/`all` for every brand, or a comma-separated list of brands. */
export function parseLogoConfetti(raw: string | undefined): TBrandId[] {
  const value = (raw ?? '').trim().toLowerCase()
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value)) return []
  if (['1', 'true', 'yes', 'on', 'all'].includes(value)) return [...BRAND_IDS]
  return value.split(',').map((part) => {
    const parsed = ZBrandIdSchema.safeParse(part.trim())
    if (!parsed.success) throw new ConfigError(`LOGO_CONFETTI: "${part.trim()}" is not a brand`)
    return parsed.data
  })
}

function trustProxyOf(raw: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(raw)
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}

function hostOrigins(raw: string | undefined): string[] {
  try {
    return parseHostOrigins(raw)
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
}

/** Reads the environment (docs/configuration.md) and refuses unsafe production settings. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const appEnv: AppEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('PORT must be a port number')
  const social = loadSocialConfig(env, appEnv === 'production')
  const config: AppConfig = {
    env: appEnv,
    port,
    host: env.HOST ?? (appEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    databaseWaitMs: intIn(env.DATABASE_WAIT_MS, DEFAULT_CONNECT_WAIT_MS, 0, 60_000, 'DATABASE_WAIT_MS'),
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE?.trim() || DEFAULT_SUPPORT_PHONE,
    brandSupport: parseBrandSupport(env.BRAND_SUPPORT_EMAILS, env.BRAND_SUPPORT_PHONES),
    guidebooksEnabled: envFlag(env.GUIDEBOOKS_ENABLED, true),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    brandHosts: parseBrandHosts(env.BRAND_HOSTS),
    secret: env.FERNWAY_SECRET ?? DEVELOPMENT_SECRET,
    // Demo accounts have published passwords: never in production, whatever SEED_DEMO says.
    seedDemo: appEnv !== 'production' && envFlag(env.SEED_DEMO, true),
    demoCatalogue: envFlag(env.DEMO_CATALOGUE, appEnv !== 'test'),
    businessBasePath: env.BUSINESS_BASE_PATH ?? DEFAULT_BUSINESS_BASE_PATH,
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    social,
    inboxSync: loadInboxSyncConfig(env, social.google),
    passkeysEnabled: envFlag(env.PASSKEYS_ENABLED, true),
    approvals: {
      sweepIntervalMs: intIn(
        env.APPROVALS_SWEEP_MS,
        appEnv === 'test' ? 0 : 60_000,
        0,
        3_600_000,
        'APPROVALS_SWEEP_MS',
      ),
      slackLoopbackHttp: envFlag(env.APPROVALS_SLACK_LOOPBACK_HTTP, appEnv === 'test'),
    },
    webauthnRpId: env.WEBAUTHN_RP_ID?.trim().toLowerCase() || null,
    webauthnOrigins: (env.WEBAUTHN_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    // Default: on for the demo catalogue's results pages when it runs (decision 048).
    friendlyUrlVerticals: envList(
      env.FRIENDLY_URL_VERTICALS ??
        (envFlag(env.DEMO_CATALOGUE, appEnv !== 'test')
          ? Object.values(CATALOGUE_NAV_VERTICALS).join(',')
          : ''),
    ),
    logoConfettiBrands: parseLogoConfetti(env.LOGO_CONFETTI),
    footerFlags: {
      countryPicker: envFlag(env.FOOTER_COUNTRY_PICKER, true),
      currencyPicker: envFlag(env.FOOTER_CURRENCY_PICKER, true),
      brandsSilentFailure: envFlag(env.FOOTER_BRANDS_SILENT_FAILURE, false),
    },
    embedHostOrigins: hostOrigins(env.EMBED_HOST_ORIGINS),
    siteServices: loadSiteServicesConfig(env, (message) => new ConfigError(message), appEnv === 'test'),
    expenseExport: loadExpenseExportConfig(
      env,
      appEnv === 'production',
      (message) => new ConfigError(message),
    ),
    consent: {
      cmpId: intIn(env.CMP_ID, 2, 2, 4095, 'CMP_ID'),
      cmpIdConfigured: Boolean(env.CMP_ID),
      cmpVersion: intIn(env.CMP_VERSION, 1, 1, 4095, 'CMP_VERSION'),
      publisherCountry: countryCode(env.PUBLISHER_COUNTRY ?? 'US'),
      iabCloseButton: envFlag(env.IAB_CLOSE_BUTTON, true),
    },
    ...overrides,
  }
  validateConfig(config)
  return config
}

export function validateConfig(config: AppConfig): void {
  if (config.env === 'production') {
    if (config.secret === DEVELOPMENT_SECRET || config.secret.length < 32) {
      throw new ConfigError(
        'FERNWAY_SECRET must be set to a random value of at least 32 characters in production',
      )
    }
    if (!config.publicOrigin.startsWith('https://'))
      throw new ConfigError('PUBLIC_ORIGIN must be https in production')
    if (config.seedDemo) throw new ConfigError('demo data is never seeded in production')
    if (config.approvals.slackLoopbackHttp)
      throw new ConfigError('APPROVALS_SLACK_LOOPBACK_HTTP is for tests, never production')
    // Without a mail server nobody could confirm an account or reset a password.
    if (!config.smtpUrl) throw new ConfigError('SMTP_URL must be set in production')
    // Without a catalogue, saves and bookings would take the offer (its price too) as the browser sent it.
    if (!config.demoCatalogue)
      throw new ConfigError(
        'DEMO_CATALOGUE=false trusts offers the browser sends; production needs the catalogue',
      )
    if (config.embedHostOrigins.some((o) => !o.startsWith('https://')))
      throw new ConfigError('EMBED_HOST_ORIGINS must be https in production')
    const social = socialConfigProblems(config.social, true)
    if (social.length > 0) throw new ConfigError(social.join('; '))
  }
  if (config.webauthnRpId && !/^[a-z0-9.-]+$/.test(config.webauthnRpId))
    throw new ConfigError('WEBAUTHN_RP_ID must be a host name such as fernway.com')
  for (const origin of config.webauthnOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      throw new ConfigError(`WEBAUTHN_ORIGINS: "${origin}" is not an origin`)
    if (config.env === 'production' && !origin.startsWith('https://'))
      throw new ConfigError('WEBAUTHN_ORIGINS must be https in production')
  }
  if (/[\r\n]/.test(config.mailFrom)) throw new ConfigError('MAIL_FROM must be one line')
  if (!EMAIL.test(config.supportEmail)) throw new ConfigError('SUPPORT_EMAIL must be one e-mail address')
  if (!PHONE.test(config.supportPhone))
    throw new ConfigError('SUPPORT_PHONE must be a phone number such as +1 555 0100')
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(config.businessBasePath)) {
    throw new ConfigError('BUSINESS_BASE_PATH must be a path such as /business')
  }
}
