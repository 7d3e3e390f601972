import {
  CompanySettingsErrorCode as C,
  COMPANY_LIMITS,
  DOMAIN_VERIFY_PAGE,
} from '../../../shared/business/company-settings-contract.ts'
import type { TEmailDomainAddRequest } from '../../../shared/business/company-settings-schemas.ts'
import { isPublicEmailDomain } from '../../../shared/business/public-email-domains.ts'
import { emailDomain } from '../../../shared/sso/sso-contract.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { DomainVerificationRow } from '../../repositories/company-domain.repository.ts'
import type { MailContext } from '../auth/auth-deps.ts'
import { linkSecretHash, newLinkSecret } from '../auth/email-secrets.ts'
import type { AuditActor } from '../business/business-audit.service.ts'
import type { CompanyDeps } from './company-deps.ts'
import { limitReached } from './company-errors.ts'

export interface CompanyDomains {
  verified: string[]
  pending: DomainVerificationRow[]
}

/**
 * E-mail domains (decision 034): `companies.email_domains` holds only verified domains; a new one
 * waits in company_domain_verifications until someone follows the link mailed to an address at it.
 */
export interface CompanyDomainService {
  list(companyId: string): Promise<CompanyDomains>
  add(actor: AuditActor, input: TEmailDomainAddRequest, mail: MailContext): Promise<DomainVerificationRow>
  /** Needs no session: holding the mailed secret proves control of a mailbox at the domain. */
  verify(token: string): Promise<{ domain: string; companyId: string }>
  remove(actor: AuditActor, domain: string): Promise<void>
}

/*
 * One answer for a public webmail domain and for a domain another company verified, so that the
 * refusal never says whether, or which, company holds a domain beyond "not available to you".
 */
const notAllowed = () =>
  new HttpError(409, C.EMAIL_DOMAIN_NOT_ALLOWED, 'This domain cannot be added to your company.')
const linkInvalid = () =>
  new HttpError(400, C.EMAIL_DOMAIN_LINK_INVALID, 'This link is not valid any more; ask for a new one.')

export function domainVerifyLink(origin: string, secret: string): string {
  // The secret rides in the fragment, which browsers never send to a server or in a Referer.
  return `${origin}${DOMAIN_VERIFY_PAGE.path}#${DOMAIN_VERIFY_PAGE.tokenFragment}=${secret}`
}

export function createCompanyDomainService(deps: CompanyDeps): CompanyDomainService {
  const now = deps.now ?? (() => new Date())
  const hash = (secret: string) => linkSecretHash(`${deps.secret}:company-domain`, secret)
  return {
    async list(companyId) {
      const company = await deps.repos.general.find(companyId)
      if (!company) throw notFound('The company')
      return { verified: company.email_domains, pending: await deps.repos.domains.pending(companyId, now()) }
    },

    async add(actor, { domain, email }, mail) {
      if (emailDomain(email) !== domain) {
        throw new HttpError(400, C.EMAIL_NOT_IN_DOMAIN, `The address must end in @${domain}.`)
      }
      if (isPublicEmailDomain(domain)) throw notAllowed()
      const at = now()
      const secret = newLinkSecret()
      const { row } = await deps.transaction(async (repos, tx) => {
        const company = await repos.general.find(actor.companyId, { lock: true })
        if (!company) throw notFound('The company')
        if (company.email_domains.includes(domain)) {
          throw new HttpError(409, C.EMAIL_DOMAIN_ALREADY_VERIFIED, 'Your company has verified this domain.')
        }
        if (await repos.general.verifiedElsewhere(actor.companyId, domain)) throw notAllowed()
        const pending = await repos.domains.pending(actor.companyId, at)
        const others = pending.filter((p) => p.domain !== domain).length
        if (company.email_domains.length + others >= COMPANY_LIMITS.emailDomains) {
          throw limitReached('e-mail domains', COMPANY_LIMITS.emailDomains)
        }
        const row = await repos.domains.start({
          company_id: actor.companyId,
          domain,
          sent_to: email,
          token_hash: hash(secret),
          requested_by_user_id: actor.userId,
          requested_by_email: actor.email,
          created_at: at,
          expires_at: new Date(at.getTime() + COMPANY_LIMITS.domainLinkMs),
        })
        await deps.audit.record(
          actor,
          {
            action: 'company.emailDomain.add',
            targetType: 'emailDomain',
            targetId: domain,
            targetLabel: domain,
            details: { sentTo: email },
          },
          tx,
        )
        return { row }
      })
      deps.mail.dispatch({
        to: email,
        language: mail.language,
        brandName: mail.brandName,
        message: {
          kind: 'email_domain_verification',
          link: domainVerifyLink(mail.origin, secret),
          domain,
        },
      })
      return row
    },

    async verify(token) {
      return deps.transaction(async (repos, tx) => {
        const row = await repos.domains.consume(hash(token), now())
        if (!row) throw linkInvalid()
        // Two companies may wait for the same domain: the first proof wins, atomically.
        await repos.general.lockDomain(row.domain)
        if (await repos.general.verifiedElsewhere(row.company_id, row.domain)) throw notAllowed()
        await repos.general.addVerifiedDomain(row.company_id, row.domain)
        await deps.audit.record(
          {
            companyId: row.company_id,
            userId: row.requested_by_user_id,
            email: row.requested_by_email,
            impersonatorUserId: null,
          },
          {
            action: 'company.emailDomain.verify',
            targetType: 'emailDomain',
            targetId: row.domain,
            targetLabel: row.domain,
            details: { confirmedBy: row.sent_to },
          },
          tx,
        )
        return { domain: row.domain, companyId: row.company_id }
      })
    },

    async remove(actor, domain) {
      await deps.transaction(async (repos, tx) => {
        // A domain single sign-on relies on is taken out of the configuration first (decision 022).
        if (await repos.general.ssoUsesDomain(actor.companyId, domain)) {
          throw new HttpError(
            409,
            C.EMAIL_DOMAIN_IN_USE,
            'Single sign-on uses this domain: remove it from the sign-on settings first.',
          )
        }
        const wasVerified = await repos.general.removeVerifiedDomain(actor.companyId, domain)
        const wasPending = await repos.domains.remove(actor.companyId, domain)
        if (!wasVerified && !wasPending) throw notFound('The domain')
        await deps.audit.record(
          actor,
          {
            action: 'company.emailDomain.remove',
            targetType: 'emailDomain',
            targetId: domain,
            targetLabel: domain,
            details: { wasVerified },
          },
          tx,
        )
      })
    },
  }
}
