import { createContext, type ReactNode, useContext, useState } from 'react'
import { POLICY_LIMITS } from '../../../shared/business/policy-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { Queries } from '../../api/query-client.tsx'
import { createTravelPolicyApi, type TravelPolicyApi } from '../../api/travel-policy.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage, type FormErrors, formErrors } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

const PolicyApiContext = createContext<TravelPolicyApi | null>(null)

export function usePolicyApi(): TravelPolicyApi {
  const api = useContext(PolicyApiContext)
  if (!api) throw new Error('PolicyApiContext is missing')
  return api
}

/** The policy pages' queries and API, made once per page (tests pass their own API). */
export function PolicyProvider({ children, api }: { children: ReactNode; api?: TravelPolicyApi }) {
  const [policyApi] = useState(() => api ?? createTravelPolicyApi(browserApiClient))
  return (
    <Queries>
      <PolicyApiContext.Provider value={policyApi}>{children}</PolicyApiContext.Provider>
    </Queries>
  )
}

const KNOWN = [
  'POLICY_TARGET_UNKNOWN',
  'POLICY_FEATURE_REQUIRED',
  'POLICY_INVALID',
  'RATE_LIMITED',
  'PERMISSION_DENIED',
]

const policyCodeText = (t: TFunction) => (code: string) =>
  KNOWN.includes(code) ? t(`travelPolicy.errors.${code}`) : null

/** A refusal of the policy calls in the page's words (never the server's English description). */
export function policyError(t: TFunction, error: unknown): string {
  return errorMessage(t, error, t('travelPolicy.errors.generic'), policyCodeText(t))
}

/** The restrictions' typed fields by their paths in a save (a city's cap by its place in the list). */
export const RESTRICTION_PATHS = {
  amount: 'restrictions.budget.amountMinor',
  percent: 'restrictions.budget.percentAboveMedian',
  maxStars: 'restrictions.maxStars',
  advance: 'restrictions.minAdvanceDays',
  cap: (i: number) => `restrictions.cityCaps.${i}.nightlyMinor`,
} as const

const SHOWN_PATHS = [
  RESTRICTION_PATHS.amount,
  RESTRICTION_PATHS.percent,
  RESTRICTION_PATHS.maxStars,
  RESTRICTION_PATHS.advance,
  ...Array.from({ length: POLICY_LIMITS.cityCapsMax }, (_, i) => RESTRICTION_PATHS.cap(i)),
]

/** A save's refusal: beside each typed field the server named, else the form's line. */
export function policyFormErrors(t: TFunction, error: unknown): FormErrors {
  return formErrors(t, error, {
    fields: SHOWN_PATHS,
    codeText: policyCodeText(t),
    // Money goes in cents in a request; a person types whole dollars, so its bounds are said in those.
    issueText: (issue) =>
      issue.field === RESTRICTION_PATHS.amount ||
      /^restrictions\.cityCaps\.\d+\.nightlyMinor$/.test(issue.field ?? '')
        ? t('travelPolicy.restrictions.invalidNumber', { min: 0, max: POLICY_LIMITS.budgetMaxMinor / 100 })
        : null,
    fallback: t('travelPolicy.errors.generic'),
  })
}

/** While a policy call loads, or when it failed. */
export function LoadNote({ failed }: { failed: boolean }) {
  const { t } = useTranslation()
  return failed ? (
    <p role="alert">{t('travelPolicy.hub.loadFailed')}</p>
  ) : (
    <p role="status">{t('travelPolicy.hub.loading')}</p>
  )
}
