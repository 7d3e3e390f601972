import {
  CompanySettingsErrorCode as C,
  PLAN_ORDER,
  type TUpgradeStatus,
} from '../../../shared/business/company-settings-contract.ts'
import { defaultFeatures, effectiveFeatures, planAllows, planFor } from '../../../shared/business/plans.ts'
import type { TFeature, TPlan } from '../../../shared/permissions.ts'
import { HttpError, notFound } from '../../http-error.ts'
import type { PlanRequestRow } from '../../repositories/company-plan.repository.ts'
import type { AuditActor } from '../business/business-audit.service.ts'
import type { CompanyDeps } from './company-deps.ts'

export interface UpgradeStatus {
  plan: TPlan
  status: TUpgradeStatus
  request: PlanRequestRow | null
}

/** Features within the plan, and asking for a bigger plan (decision 034). */
export interface CompanyPlanService {
  setFeature(actor: AuditActor, feature: TFeature, on: boolean): Promise<TFeature[]>
  upgradeStatus(companyId: string): Promise<UpgradeStatus>
  requestUpgrade(actor: AuditActor, plan: TPlan): Promise<UpgradeStatus>
}

/** A plan's place among the plans: an upgrade goes to a higher one. */
export const planRank = (plan: TPlan) => PLAN_ORDER.indexOf(plan)

/**
 * Business Plus is self-service: a confirmed company gets it at once (billing is not built; sales
 * follows up). Enterprise, or any upgrade of a company not yet confirmed, waits for sales.
 */
export function appliesAtOnce(plan: TPlan, companyConfirmed: boolean): boolean {
  return plan === 'bizPlus' && companyConfirmed
}

/** What the company switched on stays; what the new plan brings by default is added. */
export function withPlanDefaults(features: readonly string[], plan: TPlan): string[] {
  return [...new Set([...features, ...defaultFeatures(plan)])]
}

export function createCompanyPlanService(deps: CompanyDeps): CompanyPlanService {
  const now = deps.now ?? (() => new Date())
  return {
    async setFeature(actor, feature, on) {
      const features = await deps.transaction(async (repos, tx) => {
        const company = await repos.general.find(actor.companyId, { lock: true })
        if (!company) throw notFound('The company')
        if (on && !planAllows(company.plan, feature)) {
          const needed = planFor(feature)
          throw new HttpError(403, C.PLAN_REQUIRED, `${feature} needs the ${needed} plan.`)
        }
        const enabled = company.features.includes(feature)
        if (enabled === on) return effectiveFeatures(company.plan, company.features)
        const next = on ? [...company.features, feature] : company.features.filter((f) => f !== feature)
        await repos.general.setFeatures(actor.companyId, next)
        await deps.audit.record(
          actor,
          {
            action: on ? 'company.feature.enable' : 'company.feature.disable',
            targetType: 'feature',
            targetId: feature,
            targetLabel: feature,
          },
          tx,
        )
        return effectiveFeatures(company.plan, next)
      })
      // Sessions carry the company's features: menus and business checks must see the change now.
      await deps.evictions.publish({ companyId: actor.companyId })
      return features
    },

    async upgradeStatus(companyId) {
      const company = await deps.repos.general.find(companyId)
      if (!company) throw notFound('The company')
      const request = await deps.repos.plans.latest(companyId)
      return { plan: company.plan, status: request?.status ?? 'NONE', request }
    },

    async requestUpgrade(actor, plan) {
      const at = now()
      const answer = await deps.transaction(async (repos, tx) => {
        const company = await repos.general.find(actor.companyId, { lock: true })
        if (!company) throw notFound('The company')
        if (planRank(plan) <= planRank(company.plan)) {
          throw new HttpError(
            409,
            C.PLAN_NOT_AN_UPGRADE,
            `Your company already has the ${company.plan} plan.`,
          )
        }
        if (await repos.plans.pending(actor.companyId)) {
          throw new HttpError(409, C.UPGRADE_PENDING, 'An upgrade request is already waiting for our team.')
        }
        const apply = appliesAtOnce(plan, company.confirmed_at !== null)
        const request = await repos.plans.record({
          companyId: actor.companyId,
          plan,
          status: apply ? 'APPLIED' : 'PENDING',
          requestedByUserId: actor.userId,
          at,
        })
        if (apply) {
          await repos.general.setPlan(actor.companyId, plan, withPlanDefaults(company.features, plan))
        }
        await deps.audit.record(
          actor,
          {
            action: apply ? 'company.plan.upgrade' : 'company.plan.upgradeRequest',
            targetType: 'plan',
            targetId: plan,
            targetLabel: plan,
            details: { from: company.plan, to: plan, status: request.status },
          },
          tx,
        )
        return { plan: apply ? plan : company.plan, status: request.status, request }
      })
      if (answer.status === 'APPLIED') await deps.evictions.publish({ companyId: actor.companyId })
      return answer
    },
  }
}
