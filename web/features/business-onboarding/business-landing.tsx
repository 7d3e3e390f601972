import './onboarding-messages.ts'
import './onboarding.css'
import { useState } from 'react'
import { SIGNUP_PLANS, type TSignupPlan } from '../../../shared/business/onboarding-contract.ts'
import { planAllows } from '../../../shared/business/plans.ts'
import type { TFeature } from '../../../shared/permissions.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { SignupForm } from './signup-form.tsx'

/** The features the landing compares, in the order a buyer reads them. */
export const COMPARED_FEATURES: readonly TFeature[] = [
  'ONBOARDING_TASKS',
  'ADD_USERS',
  'TRIPS_TO_APPROVE',
  'REPORTING',
  'APPROVAL_SETTINGS',
  'BOOK_ON_BEHALF',
  'TRIP_REPORTING_FIELDS',
  'EXPENSIFY_INTEGRATION',
]

/**
 * /business for visitors and personal users without a business profile (decision 007): the plans
 * compared and the signup form (signup or leisureSignup). The hub root decides when to show it.
 */
export function BusinessLanding() {
  const { t } = useTranslation()
  const [plan, setPlan] = useState<TSignupPlan>('biz')
  return (
    <section className="fw-business-landing" aria-labelledby="fw-business-landing-heading">
      <h2 id="fw-business-landing-heading">{t('businessOnboarding.landing.heading')}</h2>
      <p>{t('businessOnboarding.landing.intro')}</p>
      <h3>{t('businessOnboarding.landing.plansHeading')}</h3>
      <div className="fw-plan-table-scroll">
        <table className="fw-plan-table">
          <thead>
            <tr>
              <th scope="col">{t('businessOnboarding.landing.feature')}</th>
              {SIGNUP_PLANS.map((p) => (
                <th key={p} scope="col">
                  {t(`businessOnboarding.landing.plans.${p}`)}
                  <span className="fw-plan-price">{t(`businessOnboarding.landing.prices.${p}`)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARED_FEATURES.map((feature) => (
              <tr key={feature}>
                <th scope="row">{t(`businessOnboarding.landing.features.${feature}`)}</th>
                {SIGNUP_PLANS.map((p) => (
                  <td key={p}>
                    {planAllows(p, feature) ? (
                      <span aria-label={t('businessOnboarding.landing.included')} role="img">
                        ✓
                      </span>
                    ) : (
                      <span aria-label={t('businessOnboarding.landing.notIncluded')} role="img">
                        —
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('businessOnboarding.landing.signUpHeading')}</h3>
      <fieldset className="fw-plan-choice">
        <legend>{t('businessOnboarding.landing.choosePlan')}</legend>
        {SIGNUP_PLANS.map((p) => (
          <label key={p}>
            <input type="radio" name="plan" value={p} checked={plan === p} onChange={() => setPlan(p)} />{' '}
            {t(`businessOnboarding.landing.plans.${p}`)}
          </label>
        ))}
      </fieldset>
      <SignupForm plan={plan} />
    </section>
  )
}
