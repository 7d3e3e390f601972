import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { PLAN_ORDER } from '../../../shared/business/company-settings-contract.ts'
import type { TTierUpgradeStatusResponse } from '../../../shared/business/company-settings-schemas.ts'
import { PLAN_FEATURES } from '../../../shared/business/plans.ts'
import { FEATURES, type TPlan } from '../../../shared/permissions.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { ScrollRegion } from '../../ui/scroll-region.tsx'
import { companyError } from '../company-settings/company-settings-root.tsx'
import '../business-events/business-events.css'

/** A message shown to the user, or none. */
type Text = string | null

/** Upgrading is company settings management (decision 034's call, the same permission). */
const UPGRADER = 'COMPANY_SETTINGS_MANAGEMENT'

/**
 * /business/biz-plus-upgrade (decision 052): the plans side by side, and for those who manage the
 * company's settings the upgrade call of the company settings page; everyone else is told to ask them.
 */
export function BizPlusUpgradePage() {
  const { t } = useTranslation()
  const { auth } = useGlobalState()
  const state = auth?.businessState
  const member = Boolean(auth?.loggedInSession && state?.businessMode)
  const plan = state?.plan ?? null
  const canUpgrade = member && (auth?.permissions ?? []).includes(UPGRADER)
  // A company on Business Plus or above is not asked to upgrade to it (issue 30): it compares plans.
  const onPlan = member && plan !== null && PLAN_ORDER.indexOf(plan) >= PLAN_ORDER.indexOf('bizPlus')
  const planName = plan ? t(`companySettings.plan.names.${plan}`) : ''
  return (
    <article className="fw-page" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">
        {onPlan ? t('bizPages.upgrade.titleOnPlan') : t('pages.businessBizPlusUpgrade.title')}
      </h1>
      <p className="fw-page-about">
        {onPlan
          ? t('bizPages.upgrade.aboutOnPlan', { plan: planName })
          : t('pages.businessBizPlusUpgrade.about')}
      </p>
      {member && plan && !onPlan ? <p>{t('companySettings.plan.current', { plan: planName })}</p> : null}
      <PlanTable current={plan} />
      {canUpgrade && plan ? (
        <Upgrade current={plan} />
      ) : member ? (
        <p>{t(onPlan ? 'bizPages.upgrade.askAdminOnPlan' : 'bizPages.upgrade.askAdmin')}</p>
      ) : (
        <p>{t('bizPages.upgrade.signInFirst')}</p>
      )}
    </article>
  )
}

function PlanTable({ current }: { current: TPlan | null }) {
  const { t } = useTranslation()
  return (
    <ScrollRegion label={t('bizPages.upgrade.tableCaption')}>
      <table className="fw-plan-table">
        <caption>{t('bizPages.upgrade.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bizPages.upgrade.feature')}</th>
            {PLAN_ORDER.map((p) => (
              <th key={p} scope="col" aria-current={p === current ? 'true' : undefined}>
                {t(`companySettings.plan.names.${p}`)}
                {p === current ? ` (${t('bizPages.upgrade.yours')})` : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURES.map((feature) => (
            <tr key={feature}>
              <th scope="row">{t(`companySettings.features.${feature}`)}</th>
              {PLAN_ORDER.map((p) => (
                <td key={p}>
                  {PLAN_FEATURES[p].includes(feature)
                    ? t('bizPages.upgrade.included')
                    : t('bizPages.upgrade.notIncluded')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function Upgrade({ current }: { current: TPlan }) {
  const { t } = useTranslation()
  const api = useMemo(() => browserCompanySettingsApi, [])
  const [status, setStatus] = useState<TTierUpgradeStatusResponse | null>(null)
  const [outcome, setOutcome] = useState<Text>(null)
  const [error, setError] = useState<Text>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    // An admin call: a session without its second factor is sent to verify first (decision 034).
    api()
      .upgradeStatus()
      .then(setStatus, (e: unknown) => setError(companyError(t, e)))
  }, [api, t])
  const plan = status?.plan ?? current
  const higher = PLAN_ORDER.filter((p) => PLAN_ORDER.indexOf(p) > PLAN_ORDER.indexOf(plan))
  const pending = status?.status === 'PENDING' && status.requestedPlan

  async function ask(wanted: TPlan) {
    setBusy(true)
    setError(null)
    try {
      const answer = await api().upgrade(wanted)
      setStatus(answer)
      setOutcome(t(`companySettings.plan.outcome.${answer.status}`))
    } catch (e) {
      setError(companyError(t, e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="fw-upgrade-title">
      <h2 id="fw-upgrade-title">{t('bizPages.upgrade.title')}</h2>
      <Choices pending={pending ? status.requestedPlan : null} top={Boolean(status) && higher.length === 0}>
        {higher.map((p) => (
          <Button key={p} disabled={busy || !status} onClick={() => ask(p)}>
            {t('companySettings.plan.upgrade', { plan: t(`companySettings.plan.names.${p}`) })}
          </Button>
        ))}
      </Choices>
      <p role="status">{outcome ?? ''}</p>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}

/** What the admin may do now: wait for a pending request, nothing (the largest plan), or ask (children). */
function Choices({ pending, top, children }: { pending: TPlan | null; top: boolean; children: ReactNode }) {
  const { t } = useTranslation()
  if (pending) {
    return <p>{t('companySettings.plan.pending', { plan: t(`companySettings.plan.names.${pending}`) })}</p>
  }
  if (top) {
    return <p>{t('bizPages.upgrade.top')}</p>
  }
  return children
}
