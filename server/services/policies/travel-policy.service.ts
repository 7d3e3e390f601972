import { PolicyErrorCode } from '../../../shared/business/policy-contract.ts'
import { DEFAULT_SORT_ORDER, evaluateOffer } from '../../../shared/business/policy-engine.ts'
import {
  type TPolicyResponse,
  type TPolicyResultsResponse,
  type TPolicySaveRequest,
  type TSimulateResponse,
  type TSortOrder,
  type TTravelPolicy,
  ZSortOrderSchema,
} from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import type { TCatalogueSearch } from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { TravelPolicyRepository } from '../../repositories/travel-policy.repository.ts'
import type { AuditActor, BusinessAuditService } from '../business/business-audit.service.ts'
import type { FlightPolicyJudge } from '../catalogue/flights/flight-search.service.ts'
import type { SearchPolicyJudge } from '../catalogue/search-policy.ts'
import {
  flightPolicyOffer,
  parseStoredPolicy,
  policyJudge,
  policyOfferOf,
  travelerPolicy,
} from './policy-offers.ts'
import { simulatePolicy } from './policy-simulator.ts'

/** Who manages: the audit actor and the company's features (car preferences need CAR_PREFERENCES). */
export interface PolicyCaller {
  actor: AuditActor
  features: readonly string[]
}

export interface TravelPolicyService {
  get(companyId: string, vertical: TPolicyVertical): Promise<TPolicyResponse>
  save(caller: PolicyCaller, vertical: TPolicyVertical, body: TPolicySaveRequest): Promise<TPolicyResponse>
  simulate(caller: PolicyCaller, vertical: TPolicyVertical, draft: TTravelPolicy): Promise<TSimulateResponse>
  sortOrder(companyId: string): Promise<TSortOrder>
  saveSortOrder(caller: PolicyCaller, order: TSortOrder): Promise<TSortOrder>
  /** Each offer of a search with the traveller's verdict, and the company's order (results pages). */
  results(
    caller: { companyId: string; features: readonly string[] },
    travelerUserId: string,
    search: TCatalogueSearch,
  ): Promise<TPolicyResultsResponse>
  /**
   * Business mode's searches (decisions 071 and 085): the traveller's policy of a vertical as a judge of
   * a search's offers, as the rules read them; null when the policy is off.
   */
  searchJudge(
    vertical: TPolicyVertical,
    companyId: string,
    travelerUserId: string,
  ): Promise<SearchPolicyJudge | null>
  /** The flight search's judge (decision 071): searchJudge's on the offer source's flights. */
  flightJudge(companyId: string, travelerUserId: string): Promise<FlightPolicyJudge | null>
}

export interface TravelPolicyDeps {
  repo: TravelPolicyRepository
  /** The unit of work: a change and its audit entry commit together. */
  data: Pick<Data, 'transaction'>
  audit: Pick<BusinessAuditService, 'record'>
  search: (search: TCatalogueSearch) => TCatalogueSearchResponse
  now: () => Date
}

export function createTravelPolicyService(deps: TravelPolicyDeps): TravelPolicyService {
  const { repo, audit } = deps

  async function targetsOf(companyId: string) {
    const [groups, offices] = await Promise.all([repo.groups(companyId), repo.offices(companyId)])
    const known = new Set([...groups.map((g) => `group:${g.id}`), ...offices.map((o) => `office:${o.id}`)])
    return { groups, offices, known }
  }

  /** A deleted group's or office's override matches no one: it is dropped, and does not block saving. */
  const withoutStale = (policy: TTravelPolicy, known: ReadonlySet<string>): TTravelPolicy => ({
    ...policy,
    advancedRules: {
      overrides: policy.advancedRules.overrides.filter((o) => known.has(`${o.scope}:${o.targetId}`)),
    },
  })

  /** Overrides may only name the company's own groups and offices; car preferences need the feature. */
  function checkPolicy(
    caller: PolicyCaller,
    vertical: TPolicyVertical,
    policy: TTravelPolicy,
    known: ReadonlySet<string>,
  ) {
    if (policy.advancedRules.overrides.some((o) => !known.has(`${o.scope}:${o.targetId}`)))
      throw new HttpError(
        404,
        PolicyErrorCode.POLICY_TARGET_UNKNOWN,
        'No such group or office in your company.',
      )
    const prefs = policy.preferences
    const hasPrefs = prefs.preferred.length > 0 || prefs.preferredOnly
    if (vertical === 'train' && hasPrefs)
      throw new HttpError(400, PolicyErrorCode.POLICY_INVALID, 'Train policies have no preferences.')
    if (vertical === 'car' && hasPrefs && !caller.features.includes('CAR_PREFERENCES'))
      throw new HttpError(
        403,
        PolicyErrorCode.POLICY_FEATURE_REQUIRED,
        'Car preferences are not enabled for your company.',
      )
    const all = [policy.restrictions, ...policy.advancedRules.overrides.map((o) => o.restrictions)]
    if (vertical !== 'hotel' && all.some((r) => r.maxStars !== null || r.cityCaps.length > 0))
      throw new HttpError(400, PolicyErrorCode.POLICY_INVALID, 'Star limits and city caps are for hotels.')
  }

  async function get(companyId: string, vertical: TPolicyVertical): Promise<TPolicyResponse> {
    const [stored, { groups, offices, known }] = await Promise.all([
      repo.find(companyId, vertical),
      targetsOf(companyId),
    ])
    return {
      vertical,
      policy: withoutStale(parseStoredPolicy(stored?.policy), known),
      updatedAt: stored ? stored.updatedAt.toISOString() : null,
      groups,
      offices,
    }
  }

  async function searchJudge(
    vertical: TPolicyVertical,
    companyId: string,
    travelerUserId: string,
  ): Promise<SearchPolicyJudge | null> {
    const { policy, effective } = await travelerPolicy(repo, companyId, vertical, travelerUserId)
    return policy.settings.enabled ? policyJudge(effective, deps.now()) : null
  }

  /** The company's results order; the default when none is saved or the saved one no longer reads. */
  async function sortOrder(companyId: string) {
    const parsed = ZSortOrderSchema.safeParse(await repo.findSortOrder(companyId))
    return parsed.success ? parsed.data : DEFAULT_SORT_ORDER
  }

  return {
    get,

    async save(caller, vertical, body) {
      const companyId = caller.actor.companyId
      const { known } = await targetsOf(companyId)
      const current = withoutStale(parseStoredPolicy((await repo.find(companyId, vertical))?.policy), known)
      const next: TTravelPolicy = { ...current, ...body }
      checkPolicy(caller, vertical, next, known)
      // The change and its audit entry commit together.
      await deps.data.transaction(async (tx) => {
        await tx.travelPolicies.save(companyId, vertical, next, caller.actor.userId)
        await audit.record(
          caller.actor,
          {
            action: 'travelPolicy.update',
            targetType: 'travelPolicy',
            targetLabel: vertical,
            details: { vertical, sections: Object.keys(body) },
          },
          tx,
        )
      })
      return get(companyId, vertical)
    },

    async simulate(caller, vertical, draft) {
      checkPolicy(caller, vertical, draft, (await targetsOf(caller.actor.companyId)).known)
      return simulatePolicy(repo, caller.actor.companyId, vertical, draft, deps.now())
    },

    sortOrder,

    async saveSortOrder(caller, order) {
      await deps.data.transaction(async (tx) => {
        await tx.travelPolicies.saveSortOrder(caller.actor.companyId, order, caller.actor.userId)
        await audit.record(
          caller.actor,
          { action: 'travelPolicy.sortOrder', targetType: 'sortOrder', details: { ...order } },
          tx,
        )
      })
      return order
    },

    searchJudge,

    async flightJudge(companyId, travelerUserId) {
      const judge = await searchJudge('flight', companyId, travelerUserId)
      return judge && ((offers) => judge(offers.map(flightPolicyOffer)))
    },

    async results({ companyId, features }, travelerUserId, search) {
      const answer = deps.search(search)
      const { policy, effective } = await travelerPolicy(repo, companyId, search.vertical, travelerUserId)
      const comparables = answer.offers.map(policyOfferOf)
      const now = deps.now()
      const order = await sortOrder(companyId)
      return {
        enabled: policy.settings.enabled,
        badges: features.includes('TRAVEL_POLICY_BADGES'),
        offers: answer.offers.map((result, i) => {
          const { preferred, ...verdict } = evaluateOffer(comparables[i]!, effective, comparables, now)
          return {
            offerId: result.offer.offerId,
            verdict: { ...verdict, reasons: [...verdict.reasons] },
            preferred,
          }
        }),
        sortOrder: order,
      }
    },
  }
}
