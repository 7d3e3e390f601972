import * as oidc from 'openid-client'
import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import { emailDomain, SsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { SessionRepository } from '../../repositories/session.repository.ts'
import type { SsoConfigRow } from '../../repositories/sso.repository.ts'
import type { UserRow } from '../../repositories/user.repository.ts'
import { hashSecret } from '../session.service.ts'
import { oidcReason } from './oidc-connection.ts'
import { connect, redirectUriFor, type SsoDeps, startAttempt } from './sso-flow.ts'
import { flowSecrets, stateHash } from './sso-secrets.ts'

/**
 * Who may still sign in locally (password and second factor) while SSO is enforced for their domain:
 * the company's own admins of its settings or integrations, who can repair a broken configuration.
 */
export const BREAK_GLASS_PERMISSIONS = [
  'COMPANY_SETTINGS_MANAGEMENT',
  'COMPANY_INTEGRATION_MANAGEMENT',
] as const

/** RFC 8176: the provider says the user proved more than one factor. */
const MFA_AMR = 'mfa'

export const externalAuthRequired = () =>
  new HttpError(
    403,
    SsoErrorCode.EXTERNAL_AUTH_REQUIRED,
    "Your company signs you in with its own sign-in service. Continue with your company's sign-in.",
    { authField: null },
  )

export interface EntryPoint {
  entryPointUrl: string | null
  displayName: string | null
}

export interface CallbackInput {
  /** The query string exactly as the provider sent it (without "?"). */
  rawQuery: string
  state: string
  groupSecret: string | null
  origin: string
}

export type CallbackOutcome =
  | {
      kind: 'signedIn'
      user: UserRow
      redir: string
      sticky: boolean
      /** The provider asserted multi-factor authentication (amr contains "mfa"). */
      secondFactor: boolean
      configId: string
      companyId: string
      provisioned: 'existing' | 'linked' | 'created'
    }
  | { kind: 'tested'; redir: string; configId: string }
  | { kind: 'failed'; redir: string; code: string; reason: string; purpose: 'signin' | 'test' | null }

/** What a route may log about a local sign-in that break-glass let through. */
export interface SignInLog {
  warn(fields: Record<string, unknown>, message: string): void
}

export interface SsoSignInService {
  /** Where this browser starts its company's sign-in; null when the domain has no active SSO. */
  entryPoint(input: {
    email: string | null
    domain: string | null
    redir: string
    sticky: boolean
    groupSecret: string
    origin: string
  }): Promise<EntryPoint>
  complete(input: CallbackInput): Promise<CallbackOutcome>
  /** After the route opened the session: business mode, and the second factor if decision 022 allows. */
  finishSession(sessionId: string, outcome: Extract<CallbackOutcome, { kind: 'signedIn' }>): Promise<void>
  /**
   * For the passkey helper's loginParams: true when this e-mail's domain has an active, enforced
   * configuration (a fact about the domain, never about whether the e-mail has an account).
   */
  externalAuthRequired(email: string): Promise<boolean>
  /**
   * Every local sign-in (password, e-mailed code, reset and confirmation links, later passkeys and
   * social) passes here: refused with EXTERNAL_AUTH_REQUIRED while SSO is enforced for the domain,
   * except break-glass admins, whose sign-in is logged as such.
   */
  assertLocalSignInAllowed(user: Pick<UserRow, 'id' | 'email'>, log: SignInLog): Promise<void>
  /**
   * A failed password for an e-mail whose domain has active SSO answers EXTERNAL_AUTH_REQUIRED, the
   * same answer an enforced domain gives a right password: whether the account exists or the password
   * was right stays unknown.
   */
  translateLocalFailure(email: string, error: unknown): Promise<never>
}

export function createSsoSignInService(
  deps: SsoDeps & { sessions: Pick<SessionRepository, 'finishSsoSession'> },
): SsoSignInService {
  const now = () => deps.now?.() ?? new Date()

  async function activeFor(email: string | null, domain: string | null): Promise<SsoConfigRow | null> {
    const d = domain ?? (email ? emailDomain(email) : null)
    return d ? deps.repo.findActiveByDomain(d) : null
  }

  function text(value: unknown): string | null {
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null
  }

  async function resolveMember(
    config: SsoConfigRow,
    claims: oidc.IDToken,
  ): Promise<
    { user: UserRow; provisioned: 'existing' | 'linked' | 'created' } | { code: string; reason: string }
  > {
    const at = now()
    const known = await deps.repo.findIdentityUser(config.id, claims.sub)
    if (known) {
      if (known.disabled_at) return { code: SsoErrorCode.SSO_ACCOUNT_DISABLED, reason: 'account disabled' }
      await deps.repo.touchIdentity(config.id, claims.sub, at)
      return { user: known, provisioned: 'existing' }
    }
    const email = text(claims.email)
    const domain = email ? emailDomain(email) : null
    if (!email || !domain || !config.email_domains.includes(domain))
      return { code: SsoErrorCode.SSO_EMAIL_OUTSIDE_DOMAINS, reason: 'e-mail missing or outside the domains' }
    if (claims.email_verified === false)
      return { code: SsoErrorCode.SSO_ACCOUNT_NOT_LINKABLE, reason: 'provider says the e-mail is unverified' }
    const existing = await deps.users.findByEmail(email)
    if (existing) {
      if (existing.disabled_at) return { code: SsoErrorCode.SSO_ACCOUNT_DISABLED, reason: 'account disabled' }
      // Decision 022: only a confirmed address joins, and never away from another company.
      if (!existing.email_confirmed_at || existing.pending_registration)
        return { code: SsoErrorCode.SSO_ACCOUNT_NOT_LINKABLE, reason: 'existing account not confirmed' }
      // Another subject already holds this account here: an e-mail alone never moves it (ASVS 6.8.1).
      if (await deps.repo.hasIdentity(existing.id, config.id))
        return { code: SsoErrorCode.SSO_ACCOUNT_NOT_LINKABLE, reason: 'account linked to another subject' }
      const company = await deps.repo.profileCompanyOf(existing.id)
      if (company && company !== config.company_id)
        return { code: SsoErrorCode.SSO_ACCOUNT_NOT_LINKABLE, reason: 'member of another company' }
      await deps.repo.linkIdentity({
        userId: existing.id,
        configId: config.id,
        subject: claims.sub,
        companyId: config.company_id,
        roleId: config.default_role_id,
        now: at,
      })
      return { user: existing, provisioned: 'linked' }
    }
    const name = text(claims.name)
    const created = await deps.repo.createMember({
      configId: config.id,
      subject: claims.sub,
      companyId: config.company_id,
      roleId: config.default_role_id,
      email,
      firstName: text(claims.given_name) ?? name?.split(' ')[0] ?? '',
      lastName: text(claims.family_name) ?? name?.split(' ').slice(1).join(' ') ?? '',
      now: at,
    })
    if (!created) return { code: SsoErrorCode.SSO_ACCOUNT_NOT_LINKABLE, reason: 'e-mail taken meanwhile' }
    return { user: created, provisioned: 'created' }
  }

  return {
    async entryPoint(input) {
      const config = await activeFor(input.email, input.domain)
      if (!config) return { entryPointUrl: null, displayName: null }
      const url = await startAttempt(deps, {
        config,
        purpose: 'signin',
        groupSecret: input.groupSecret,
        origin: input.origin,
        redir: input.redir,
        sticky: input.sticky,
        testerUserId: null,
        loginHint: input.email,
      })
      return { entryPointUrl: url, displayName: config.display_name }
    },

    async complete(input) {
      const fail = (
        code: string,
        reason: string,
        redir = '/',
        purpose: 'signin' | 'test' | null = null,
      ): CallbackOutcome => ({ kind: 'failed', code, reason, redir, purpose })
      if (!input.groupSecret) return fail(SsoErrorCode.SSO_STATE_INVALID, 'no session group')
      // Single use, this browser's own, not expired: anything else is a replay, a foreign or stale state.
      const attempt = await deps.repo.consumeAttempt(
        stateHash(input.state),
        hashSecret(input.groupSecret),
        now(),
      )
      if (!attempt) return fail(SsoErrorCode.SSO_STATE_INVALID, 'unknown, used, expired or foreign state')
      const back = (code: string, reason: string) => fail(code, reason, attempt.redir, attempt.purpose)
      const config = await deps.repo.findById(attempt.config_id)
      if (!config || (attempt.purpose === 'signin' && !config.active))
        return back(SsoErrorCode.SSO_NOT_CONFIGURED, 'configuration gone or inactive')
      let provider: oidc.Configuration
      try {
        provider = await connect(deps, config)
      } catch (error) {
        return back(SsoErrorCode.SSO_PROVIDER_UNAVAILABLE, oidcReason(error))
      }
      const { codeVerifier, nonce } = flowSecrets(deps.keys, input.state)
      const currentUrl = new URL(redirectUriFor(input.origin))
      currentUrl.search = input.rawQuery
      let claims: oidc.IDToken | undefined
      try {
        // Checks state, iss (RFC 9207), PKCE, and the ID token's signature, iss, aud, azp, exp, iat, nonce.
        const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: input.state,
          expectedNonce: nonce,
          idTokenExpected: true,
        })
        claims = tokens.claims()
      } catch (error) {
        return back(SsoErrorCode.SSO_REJECTED, oidcReason(error))
      }
      if (!claims) return back(SsoErrorCode.SSO_REJECTED, 'no ID token')
      if (attempt.purpose === 'test') {
        const domain = typeof claims.email === 'string' ? emailDomain(claims.email) : null
        if (!domain || !config.email_domains.includes(domain))
          return back(SsoErrorCode.SSO_EMAIL_OUTSIDE_DOMAINS, 'trial identity outside the domains')
        await deps.repo.markTested(config.id, config.updated_at, now())
        return { kind: 'tested', redir: attempt.redir, configId: config.id }
      }
      const member = await resolveMember(config, claims)
      if ('code' in member) return back(member.code, member.reason)
      const amr = Array.isArray(claims.amr) ? claims.amr : []
      return {
        kind: 'signedIn',
        user: member.user,
        redir: attempt.redir,
        sticky: attempt.sticky,
        secondFactor: amr.includes(MFA_AMR),
        configId: config.id,
        companyId: config.company_id,
        provisioned: member.provisioned,
      }
    },

    async finishSession(sessionId, outcome) {
      await deps.sessions.finishSsoSession(sessionId, outcome.secondFactor ? now() : null)
    },

    async externalAuthRequired(email) {
      const config = await activeFor(email, null)
      return config?.enforced === true
    },

    async assertLocalSignInAllowed(user, log) {
      const config = await activeFor(user.email, null)
      if (!config?.enforced) return
      if (await deps.repo.holdsPermissionIn(user.id, config.company_id, BREAK_GLASS_PERMISSIONS)) {
        log.warn(
          { event: 'sso.break_glass', userId: user.id, companyId: config.company_id, configId: config.id },
          'break-glass sign-in while single sign-on is enforced',
        )
        return
      }
      throw externalAuthRequired()
    },

    async translateLocalFailure(email, error) {
      if (
        error instanceof HttpError &&
        error.code === AuthErrorCode.INVALID_CREDENTIALS &&
        (await activeFor(email, null))
      )
        throw externalAuthRequired()
      throw error
    },
  }
}
