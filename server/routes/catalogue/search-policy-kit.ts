import type { FastifyInstance } from 'fastify'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import type { SearchPolicyJudge } from '../../services/catalogue/search-policy.ts'

/**
 * Business mode's searches (decisions 071 and 085): whose travel policy judges the offers. The member's
 * own in their company, or the traveller's an arranger books for (decision 056); null for a visitor, in
 * personal mode and for a disabled member, so that nobody else's verdicts are ever computed.
 */
export async function policyTraveller(
  app: FastifyInstance,
  groupSecret: string | null,
): Promise<{ companyId: string; travelerUserId: string } | null> {
  const session = groupSecret ? await app.services.authState.sessionFor(groupSecret) : null
  const business = session?.businessMode ? session.business : null
  if (!session || !business || business.permissions.includes('DISABLED')) return null
  return { companyId: business.companyId, travelerUserId: session.actingForUserId ?? session.userId }
}

/** The traveller's policy of `vertical` as a judge of a search's offers; null when none applies. */
export async function searchPolicyJudge(
  app: FastifyInstance,
  groupSecret: string | null,
  vertical: TPolicyVertical,
): Promise<SearchPolicyJudge | null> {
  const traveller = await policyTraveller(app, groupSecret)
  return traveller
    ? app.services.policies.searchJudge(vertical, traveller.companyId, traveller.travelerUserId)
    : null
}

/**
 * A search's answer is the browser's to keep for five minutes (it depends on the currency cookie), unless
 * it carries a traveller's verdicts: those depend on who is signed in, for whom they book and today's
 * policy, and another account of the same browser must never be shown them.
 */
export const searchCacheControl = (judged: boolean) => (judged ? 'private, no-store' : 'private, max-age=300')
