import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TPriceAlert } from '../../../shared/site-services/site-services-schemas.ts'
import { destinationName } from '../../i18n/destination-names.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { errorText } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { FormMessages } from './fields.tsx'
import { Loading } from './profile-section.tsx'
import { Section } from './section.tsx'

type Maybe = string | null

/** "Seoul → Tokyo, 2026-12-01" or "Paris, 2026-12-01 – 2026-12-04": built from place keys, never from input. */
function describe(alert: TPriceAlert, t: ReturnType<typeof useTranslation>['t']): string {
  const [from = '', to = ''] = alert.places
  const placeName = (key: string) => destinationName(t, key)
  return alert.endDate === null
    ? t('account.priceAlerts.route', { from: placeName(from), to: placeName(to), date: alert.startDate })
    : t('account.priceAlerts.stay', {
        destination: placeName(from),
        start: alert.startDate,
        end: alert.endDate,
      })
}

/** The searches the user follows (decision 050): each opens its results page, and can be deleted. */
export function PriceAlertsSection() {
  const { t } = useTranslation()
  const { priceAlerts } = useAccountApis()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: QUERY_KEYS.priceAlerts, queryFn: () => priceAlerts().list() })
  const [done, setDone] = useState<Maybe>(null)
  const remove = useMutation({
    mutationFn: (id: string) => priceAlerts().remove(id),
    onSuccess: () => setDone(t('account.priceAlerts.deleted')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.priceAlerts }),
  })
  return (
    <Section id="priceAlerts" title={t('account.priceAlerts.title')}>
      <p>{t('account.priceAlerts.about')}</p>
      {list.data ? (
        <>
          <p className="fw-field-hint">
            {t(list.data.emailEnabled ? 'account.priceAlerts.emailOn' : 'account.priceAlerts.emailOff')}
          </p>
          {list.data.priceAlerts.length === 0 ? (
            <p>{t('account.priceAlerts.empty')}</p>
          ) : (
            <ul className="fw-account-list">
              {list.data.priceAlerts.map((alert) => {
                const nameId = `price-alert-${alert.priceAlertId}-name`
                return (
                  <li key={alert.priceAlertId} className="fw-account-item">
                    <div>
                      <p id={nameId} className="fw-account-item-title">
                        <a href={alert.searchPath}>{describe(alert, t)}</a>
                      </p>
                      <p className="fw-field-hint">{t(`account.priceAlerts.verticals.${alert.vertical}`)}</p>
                    </div>
                    <div className="fw-actions">
                      <Button
                        variant="secondary"
                        aria-describedby={nameId}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(alert.priceAlertId)}
                      >
                        {t('account.actions.delete')}
                      </Button>
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </>
      ) : (
        <Loading failed={list.isError} />
      )}
      <FormMessages success={done} error={remove.error ? errorText(t, remove.error) : null} />
    </Section>
  )
}
