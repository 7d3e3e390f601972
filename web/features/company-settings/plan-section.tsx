import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { COMPANY_SETTINGS_API, PLAN_ORDER } from '../../../shared/business/company-settings-contract.ts'
import type { TCompanyResponse } from '../../../shared/business/company-settings-schemas.ts'
import type { TFeature, TPlan } from '../../../shared/permissions.ts'
import { browserCompanySettingsApi, type CompanySettingsApi } from '../../api/company-settings.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { COMPANY_KEY, Outcome } from './company-settings-root.tsx'

export const UPGRADE_STATUS_KEY = apiKey(COMPANY_SETTINGS_API.tierUpgradeStatus)

/**
 * The plan, the features it allows (each switched on or off), and asking for a bigger plan. `api`: the
 * page's client (the browser's by default).
 */
export function PlanSection({
  company,
  api: given,
}: {
  company: TCompanyResponse
  api?: CompanySettingsApi
}) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const api = given ?? browserCompanySettingsApi()
  const status = useQuery({ queryKey: UPGRADE_STATUS_KEY, queryFn: () => api.upgradeStatus() })
  const toggle = useMutation({
    mutationFn: ({ feature, on }: { feature: TFeature; on: boolean }) => api.setFeature(feature, on),
    onSuccess: ({ features }) => queryClient.setQueryData(COMPANY_KEY, { ...company, features }),
  })
  const upgrade = useMutation({
    mutationFn: (plan: TPlan) => api.upgrade(plan),
    onSuccess: async (answer) => {
      queryClient.setQueryData(UPGRADE_STATUS_KEY, answer)
      await queryClient.invalidateQueries({ queryKey: COMPANY_KEY })
    },
  })
  const higher = PLAN_ORDER.filter((p) => PLAN_ORDER.indexOf(p) > PLAN_ORDER.indexOf(company.plan))
  const pending = status.data?.status === 'PENDING'
  // Sales declined the last request: say so, and offer the upgrades again.
  const declined = status.data?.status === 'DECLINED'
  return (
    <section className="fw-company-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('companySettings.plan.title')}</h2>
      <p>{t('companySettings.plan.current', { plan: t(`companySettings.plan.names.${company.plan}`) })}</p>
      {pending && status.data?.requestedPlan ? (
        <p>
          {t('companySettings.plan.pending', {
            plan: t(`companySettings.plan.names.${status.data.requestedPlan}`),
          })}
        </p>
      ) : null}
      {declined && status.data?.requestedPlan ? (
        <p>
          {t('companySettings.plan.declined', {
            plan: t(`companySettings.plan.names.${status.data.requestedPlan}`),
          })}
        </p>
      ) : null}
      {!pending
        ? higher.map((plan) => (
            <Button
              key={plan}
              variant="secondary"
              disabled={upgrade.isPending}
              onClick={() => upgrade.mutate(plan)}
            >
              {t('companySettings.plan.upgrade', { plan: t(`companySettings.plan.names.${plan}`) })}
            </Button>
          ))
        : null}
      <Outcome
        saved={upgrade.data ? t(`companySettings.plan.outcome.${upgrade.data.status}`) : null}
        error={upgrade.error}
      />
      <h3>{t('companySettings.plan.features')}</h3>
      <ul className="fw-company-features">
        {company.planFeatures.map((feature) => {
          const on = company.features.includes(feature)
          const labelId = `${id}-${feature}`
          return (
            <li key={feature}>
              <span id={labelId}>
                {t(`companySettings.features.${feature}`)}:{' '}
                {t(on ? 'companySettings.plan.on' : 'companySettings.plan.off')}
              </span>
              <Button
                variant="secondary"
                aria-describedby={labelId}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ feature, on: !on })}
              >
                {t(on ? 'companySettings.plan.disable' : 'companySettings.plan.enable')}
              </Button>
            </li>
          )
        })}
      </ul>
      <Outcome saved={toggle.isSuccess ? t('companySettings.saved') : null} error={toggle.error} />
    </section>
  )
}
