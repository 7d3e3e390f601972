import crypto from 'node:crypto'
import { ADMIN_PERMISSIONS } from '../../../shared/business/second-factor.ts'
import { SSO_LIMITS, SsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import type { TSsoConfigCreate, TSsoConfigUpdate } from '../../../shared/sso/sso-schemas.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { RoleSummary, SsoConfigRow } from '../../repositories/sso.repository.ts'
import { type SsoDeps, ssoFailure, startAttempt } from './sso-flow.ts'
import { decryptClientSecret, encryptClientSecret } from './sso-secrets.ts'

/** The admin acting, always taken from the business session, never from the request. */
export interface SsoAdminActor {
  companyId: string
  userId: string
}

export interface SsoConfigListing {
  configs: SsoConfigRow[]
  companyDomains: string[]
  roles: RoleSummary[]
}

export interface SsoAdminService {
  list(actor: SsoAdminActor): Promise<SsoConfigListing>
  create(actor: SsoAdminActor, input: TSsoConfigCreate): Promise<SsoConfigRow>
  update(actor: SsoAdminActor, id: string, input: TSsoConfigUpdate): Promise<SsoConfigRow>
  remove(actor: SsoAdminActor, id: string): Promise<void>
  setActive(actor: SsoAdminActor, id: string, active: boolean): Promise<SsoConfigRow>
  /** The provider URL an admin follows to try the configuration; nobody is signed in by it. */
  trialUrl(
    actor: SsoAdminActor,
    id: string,
    browser: { groupSecret: string; origin: string },
  ): Promise<string>
}

const ssoNotFound = () => notFound('The single sign-on configuration')

export function createSsoAdminService(deps: SsoDeps): SsoAdminService {
  const now = () => deps.now?.() ?? new Date()

  async function own(actor: SsoAdminActor, id: string): Promise<SsoConfigRow> {
    const row = await deps.repo.findForCompany(actor.companyId, id)
    if (!row) throw ssoNotFound()
    return row
  }

  /** Domains must be the company's verified ones; the default role must not carry admin powers. */
  async function checkScope(actor: SsoAdminActor, domains: string[], roleId: string) {
    const verified = new Set((await deps.repo.companyDomains(actor.companyId)) ?? [])
    const foreign = domains.filter((d) => !verified.has(d))
    if (foreign.length > 0)
      throw ssoFailure(
        SsoErrorCode.SSO_DOMAIN_NOT_VERIFIED,
        `Not a verified e-mail domain of your company: ${foreign.join(', ')}.`,
      )
    const role = (await deps.repo.listRoles(actor.companyId)).find((r) => r.id === roleId)
    if (!role)
      throw ssoFailure(SsoErrorCode.SSO_ROLE_NOT_ALLOWED, 'The default role is not one of your company.')
    // Anyone the provider knows would otherwise become an admin at their first sign-in.
    if (
      role.permissions.some((p) => (ADMIN_PERMISSIONS as readonly string[]).includes(p)) ||
      role.permissions.includes('DISABLED')
    )
      throw ssoFailure(
        SsoErrorCode.SSO_ROLE_NOT_ALLOWED,
        'New members cannot be given a role with administrative permissions; choose a traveller role.',
      )
  }

  function unique(domains: string[]): string[] {
    return [...new Set(domains.map((d) => d.toLowerCase()))]
  }

  const domainTaken = () =>
    new HttpError(
      409,
      SsoErrorCode.SSO_DOMAIN_TAKEN,
      'Another active single sign-on configuration already covers one of these domains.',
    )

  const testRequired = () =>
    new HttpError(
      409,
      SsoErrorCode.SSO_TEST_REQUIRED,
      'Activate the configuration and complete a trial sign-in before enforcing it.',
    )

  return {
    async list(actor) {
      return {
        configs: await deps.repo.listForCompany(actor.companyId),
        companyDomains: (await deps.repo.companyDomains(actor.companyId)) ?? [],
        roles: await deps.repo.listRoles(actor.companyId),
      }
    },

    async create(actor, input) {
      const domains = unique(input.emailDomains)
      await checkScope(actor, domains, input.defaultRoleId)
      // A new configuration is inactive and untested, so it cannot be enforced yet.
      if (input.enforced) throw testRequired()
      if ((await deps.repo.countForCompany(actor.companyId)) >= SSO_LIMITS.configsPerCompany)
        throw ssoFailure(
          SsoErrorCode.SSO_NOT_CONFIGURED,
          'Your company has as many configurations as it may.',
          409,
        )
      // The issuer must answer discovery before anything is stored.
      await deps.connector.discover({
        issuerUrl: input.issuerUrl,
        clientId: input.clientId,
        clientSecret: input.clientSecret,
      })
      const id = crypto.randomUUID()
      return deps.repo.create({
        id,
        companyId: actor.companyId,
        displayName: input.displayName,
        issuerUrl: input.issuerUrl,
        clientId: input.clientId,
        clientSecretEnc: encryptClientSecret(deps.keys, id, input.clientSecret),
        emailDomains: domains,
        enforced: false,
        defaultRoleId: input.defaultRoleId,
        now: now(),
      })
    },

    async update(actor, id, input) {
      const current = await own(actor, id)
      const domains = unique(input.emailDomains)
      await checkScope(actor, domains, input.defaultRoleId)
      const secret =
        input.clientSecret ?? decryptClientSecret(deps.keys, current.id, current.client_secret_enc)
      const connectionChanged =
        input.issuerUrl !== current.issuer_url ||
        input.clientId !== current.client_id ||
        input.clientSecret !== undefined
      await deps.connector.discover({
        issuerUrl: input.issuerUrl,
        clientId: input.clientId,
        clientSecret: secret,
      })
      // A changed connection must prove itself again before it may lock anyone out.
      const testedAt = connectionChanged ? null : current.tested_at
      if (input.enforced && (!current.active || !testedAt)) throw testRequired()
      const result = await deps.repo.update(actor.companyId, id, {
        displayName: input.displayName,
        issuerUrl: input.issuerUrl,
        clientId: input.clientId,
        clientSecretEnc: input.clientSecret
          ? encryptClientSecret(deps.keys, current.id, input.clientSecret)
          : current.client_secret_enc,
        emailDomains: domains,
        enforced: input.enforced,
        defaultRoleId: input.defaultRoleId,
        testedAt,
        now: now(),
      })
      if (result === 'not_found') throw ssoNotFound()
      if (result === 'domain_taken') throw domainTaken()
      return result
    },

    async remove(actor, id) {
      if (!(await deps.repo.delete(actor.companyId, id))) throw ssoNotFound()
    },

    async setActive(actor, id, active) {
      const current = await own(actor, id)
      if (active)
        await deps.connector.discover({
          issuerUrl: current.issuer_url,
          clientId: current.client_id,
          clientSecret: decryptClientSecret(deps.keys, current.id, current.client_secret_enc),
        })
      const result = await deps.repo.setActive(actor.companyId, id, active, now())
      if (result === 'not_found') throw ssoNotFound()
      if (result === 'domain_taken') throw domainTaken()
      return own(actor, id)
    },

    async trialUrl(actor, id, browser) {
      const config = await own(actor, id)
      return startAttempt(deps, {
        config,
        purpose: 'test',
        groupSecret: browser.groupSecret,
        origin: browser.origin,
        redir: `${deps.businessBasePath}/integrations/sso`,
        sticky: false,
        testerUserId: actor.userId,
        loginHint: null,
      })
    },
  }
}
