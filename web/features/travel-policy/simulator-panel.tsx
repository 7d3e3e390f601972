import { useMutation } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { POLICY_LIMITS } from '../../../shared/business/policy-contract.ts'
import { policyReasonText } from '../../../shared/business/policy-reason-text.ts'
import type { TTravelPolicy } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { moneyFormatter } from './money-format.ts'
import { policyError, usePolicyApi } from './policy-api.tsx'

/** The policy simulator (decision 054): the draft against the company's bookings of the last 90 days. */
export function SimulatorPanel({
  vertical,
  draft,
  valid,
}: {
  vertical: TPolicyVertical
  draft: TTravelPolicy
  valid: boolean
}) {
  const { t, locale } = useTranslation()
  const api = usePolicyApi()
  const headingId = useId()
  const run = useMutation({ mutationFn: () => api.simulate(vertical, draft) })
  const formats = useMemo(() => new Map<string, (minor: number) => string>(), [])
  const money = (currency: string) => {
    let format = formats.get(currency)
    if (!format) {
      format = moneyFormatter(locale, currency)
      formats.set(currency, format)
    }
    return format
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const answer = run.data
  return (
    <section aria-labelledby={headingId} className="fw-policy-simulator">
      <h2 id={headingId}>{t('travelPolicy.simulator.heading')}</h2>
      <p>{t('travelPolicy.simulator.about', { days: POLICY_LIMITS.simulateDays })}</p>
      <Button
        variant="secondary"
        aria-disabled={run.isPending || !valid || undefined}
        onClick={() => {
          if (!run.isPending && valid) run.mutate()
        }}
      >
        {run.isPending ? t('travelPolicy.simulator.running') : t('travelPolicy.simulator.run')}
      </Button>
      <div role="status" aria-live="polite">
        {answer ? (
          <>
            <p data-testid="simulator-summary">
              {t('travelPolicy.simulator.summary', { outOfPolicy: answer.outOfPolicy, total: answer.total })}{' '}
              {t('travelPolicy.simulator.changes', { newlyOut: answer.newlyOut, newlyIn: answer.newlyIn })}
            </p>
            {answer.truncated ? (
              <p>{t('travelPolicy.simulator.truncated', { total: answer.total })}</p>
            ) : null}
            {answer.skipped > 0 ? (
              <p>{t('travelPolicy.simulator.skipped', { skipped: answer.skipped })}</p>
            ) : null}
          </>
        ) : null}
      </div>
      <p role="alert" className="fw-alert">
        {run.error ? policyError(t, run.error) : null}
      </p>
      {answer && answer.bookings.length > 0 ? (
        <table className="fw-policy-table">
          <caption>{t('travelPolicy.simulator.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('travelPolicy.simulator.booking')}</th>
              <th scope="col">{t('travelPolicy.simulator.traveler')}</th>
              <th scope="col">{t('travelPolicy.simulator.bookedOn')}</th>
              <th scope="col">{t('travelPolicy.simulator.recorded')}</th>
              <th scope="col">{t('travelPolicy.simulator.simulated')}</th>
            </tr>
          </thead>
          <tbody>
            {answer.bookings.map((b) => (
              <tr key={b.eventId} data-simulated={b.simulatedStatus}>
                <td>
                  {b.title}
                  <br />
                  {money(b.currency)(b.priceMinor)}
                </td>
                <td>{b.travelerName}</td>
                <td>{date.format(new Date(b.bookedAt))}</td>
                <td>
                  {b.recordedStatus
                    ? t(`travelPolicy.badge.${b.recordedStatus}`)
                    : t('travelPolicy.simulator.notRecorded')}
                </td>
                <td>
                  {t(`travelPolicy.badge.${b.simulatedStatus}`)}
                  {b.reasons.length > 0 ? (
                    <ul className="fw-policy-reasons">
                      {b.reasons.map((r) => (
                        <li key={r.code}>{policyReasonText(t, r, money(b.currency))}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
