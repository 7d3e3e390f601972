import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { SIZE_BANDS, TRAVEL_NEEDS } from '../../../shared/business/onboarding-contract.ts'
import type {
  TAccountInfoResponse,
  TCurrentIdentityResponse,
  TSetupAnswersResponse,
  TSetupV3Request,
} from '../../../shared/business/onboarding-schemas.ts'
import { notFound } from '../../http-error.ts'
import type { BusinessSession } from '../../plugins/business-access.ts'
import { accountName } from '../../presenters/account-name.ts'
import type { OnboardingRepository, SetupValues } from '../../repositories/onboarding.repository.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import type { SessionEvictions } from '../session-evictions.ts'
import { managesCompany } from './onboarding-tasks.service.ts'

export interface BusinessMeService {
  /** get-started: v1 names, v2 + traveller details, v3 + the company's size and travel needs. */
  setup(
    session: BusinessSession,
    actor: AuditActor,
    version: 1 | 2 | 3,
    input: TSetupV3Request,
  ): Promise<void>
  /** What get-started already knows; the company's answers only for who manages the company. */
  setupAnswers(session: BusinessSession): Promise<TSetupAnswersResponse>
  saveKeywords(session: BusinessSession, keywords: readonly string[]): Promise<string[]>
  accountInfo(session: BusinessSession): Promise<TAccountInfoResponse>
  /** The switch to the other mode, for an e-mail with both accounts; null otherwise. */
  toggleUrl(session: ActiveSession): string | null
  currentIdentity(session: BusinessSession): Promise<TCurrentIdentityResponse>
}

/** Trimmed, without empties or case-insensitive repeats, in the order given (decision 038). */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of keywords) {
    const k = raw.trim().replace(/\s+/g, ' ')
    const key = k.toLowerCase()
    if (!k || seen.has(key)) continue
    seen.add(key)
    out.push(k)
  }
  return out
}

export function createBusinessMeService(deps: {
  repo: OnboardingRepository
  audit: Pick<BusinessAuditService, 'record'>
  evictions: Pick<SessionEvictions, 'publish'>
  now?: () => Date
}): BusinessMeService {
  const now = deps.now ?? (() => new Date())
  const { repo } = deps
  return {
    async setup(session, actor, version, input) {
      const b = session.business
      const values: SetupValues = { version, firstName: input.firstName, lastName: input.lastName }
      if (version >= 2) {
        values.traveler = {
          firstName: input.firstName,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth ?? null,
          phoneCountryCode: input.phoneCountryCode ?? null,
          phoneNumber: input.phoneNumber ?? null,
        }
      }
      // Company answers are kept only from those who manage the company; others' are ignored (ASVS 8.2.3).
      const company =
        version === 3 && managesCompany(session) && (input.sizeBand || input.travelNeeds)
          ? {
              ...(input.sizeBand ? { sizeBand: input.sizeBand } : {}),
              ...(input.travelNeeds ? { travelNeeds: [...new Set(input.travelNeeds)] } : {}),
            }
          : undefined
      if (company) values.company = company
      await repo.saveSetup(b.profileId, session.userId, b.companyId, values, now())
      if (company)
        await deps.audit.record(actor, {
          action: 'company.onboarding.setup',
          targetType: 'company',
          targetId: b.companyId,
          details: company,
        })
      // Names live in the cached session view.
      await deps.evictions.publish({ userId: session.userId })
    },
    async setupAnswers(session) {
      const row = await repo.setupAnswers(session.userId, session.business.companyId)
      const manages = managesCompany(session)
      const sizeBand = SIZE_BANDS.find((b) => b === row.sizeBand) ?? null
      return {
        ...row,
        sizeBand: manages ? sizeBand : null,
        travelNeeds: manages ? TRAVEL_NEEDS.filter((n) => row.travelNeeds.includes(n)) : [],
      }
    },
    async saveKeywords(session, keywords) {
      return repo.saveKeywords(session.business.profileId, normalizeKeywords(keywords))
    },
    async accountInfo(session) {
      const row = await repo.accountInfo(session.business.profileId)
      if (!row) throw notFound('Your business profile')
      return {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        role: { roleName: row.roleName },
        company: { id: row.companyId, name: row.companyName, plan: row.plan },
        office: null,
        keywords: row.keywords,
        profileConfirmed: row.profileConfirmed,
      }
    },
    toggleUrl(session) {
      if (!session.business || !session.hasPersonalAccount) return null
      const params = new URLSearchParams({
        tokenId: session.sessionId,
        business: String(!session.businessMode),
      })
      return `${AUTH_PATHS.switch}?${params}`
    },
    async currentIdentity(session) {
      const other = session.actingForUserId ? await repo.userSummary(session.actingForUserId) : null
      const who = other ?? {
        id: session.userId,
        email: session.email,
        firstName: session.firstName,
        lastName: session.lastName,
      }
      return {
        mode: other ? 'other' : 'self',
        userId: who.id,
        email: who.email,
        accountName: accountName(who),
      }
    },
  }
}
