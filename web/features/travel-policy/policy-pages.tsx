import travelPolicyMessages from 'virtual:fw-messages/section/travelPolicy'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import {
  POLICY_VERTICALS,
  policySections,
  type TPolicyVertical,
} from '../../../shared/business/policy-verticals.ts'
import { apiKey } from '../../api/query-keys.ts'
import type { TravelPolicyApi } from '../../api/travel-policy.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { LoadNote, PolicyProvider, usePolicyApi } from './policy-api.tsx'
import { PolicySectionForm } from './policy-section-page.tsx'
import { SimulatorPanel } from './simulator-panel.tsx'
import { SortOrderForm } from './sort-order-form.tsx'
import './travel-policy.css'

addEnglishMessages(travelPolicyMessages)

/** /business/policy: the verticals' policies and the company's order of results. */
export function PolicyRootPage({ api }: { api?: TravelPolicyApi }) {
  const { t } = useTranslation()
  const base = useGlobalState().businessBasePath
  const headingId = useId()
  return (
    <PageFrame pageId="hubPolicy">
      <nav aria-labelledby={headingId}>
        <h2 id={headingId}>{t('travelPolicy.hub.verticals')}</h2>
        <ul className="fw-policy-links">
          {POLICY_VERTICALS.map((v) => (
            <li key={v}>
              <Link to={`${base}/policy/${v}`}>{t(`labels.verticals.${v}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <PolicyProvider api={api}>
        <SortOrderForm />
      </PolicyProvider>
    </PageFrame>
  )
}

function VerticalStatus({ vertical }: { vertical: TPolicyVertical }) {
  const { t } = useTranslation()
  const api = usePolicyApi()
  const policy = useQuery({
    queryKey: apiKey(POLICY_PATHS.policy(vertical)),
    queryFn: () => api.get(vertical),
  })
  if (policy.isPending || policy.isError) return <LoadNote failed={policy.isError} />
  return (
    <>
      <p>{t(`travelPolicy.hub.status.${policy.data.policy.settings.enabled ? 'on' : 'off'}`)}</p>
      {/* The saved policy against the last 90 days; each part's page simulates its draft. */}
      <SimulatorPanel vertical={vertical} draft={policy.data.policy} valid />
    </>
  )
}

/** /business/policy/{vertical}: whether the policy is on, and its parts. */
export function PolicyVerticalPage({ vertical, api }: { vertical: TPolicyVertical; api?: TravelPolicyApi }) {
  const { t } = useTranslation()
  const base = useGlobalState().businessBasePath
  const headingId = useId()
  return (
    <PageFrame pageId="hubPolicyVertical" values={{ vertical: t(`labels.verticals.${vertical}`) }}>
      <nav aria-labelledby={headingId}>
        <h2 id={headingId}>{t('travelPolicy.hub.sections')}</h2>
        <ul className="fw-policy-links">
          {policySections(vertical).map((s) => (
            <li key={s}>
              <Link to={`${base}/policy/${vertical}/${s}`}>{t(`labels.policySections.${s}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <PolicyProvider api={api}>
        <VerticalStatus vertical={vertical} />
      </PolicyProvider>
    </PageFrame>
  )
}

/** /business/policy/{vertical}/{section}. */
export function PolicySectionPage(props: {
  vertical: TPolicyVertical
  section: string
  api?: TravelPolicyApi
}) {
  const { t } = useTranslation()
  const values = {
    vertical: t(`labels.verticals.${props.vertical}`),
    section: t(`labels.policySections.${props.section}`),
  }
  return (
    <PageFrame pageId="hubPolicySection" values={values}>
      <PolicySectionForm key={`${props.vertical}/${props.section}`} {...props} />
    </PageFrame>
  )
}
