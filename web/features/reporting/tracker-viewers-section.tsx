import { useEffect, useState } from 'react'
import type { TTrackerViewersResponse } from '../../../shared/reporting/reporting-schemas.ts'
import { browserReportingApi } from '../../api/reporting.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'

/**
 * The account page's "Who can see my location" (decision 058): for a member in business mode, the names
 * and roles of the company's people who hold the traveller tracker, so that no one is watched unawares.
 */
export function TrackerViewersSection() {
  const { auth } = useGlobalState()
  if (!auth?.businessState?.businessMode) return null
  return <Viewers />
}

function Viewers() {
  const { t } = useTranslation()
  const [data, setData] = useState<TTrackerViewersResponse | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    browserReportingApi()
      .viewers()
      .then(setData, () => setFailed(true))
  }, [])
  return (
    <section
      id="account-locationViewers"
      className="fw-account-section"
      aria-labelledby="account-locationViewers-title"
    >
      <h2 id="account-locationViewers-title">{t('reporting.viewers.title')}</h2>
      {failed ? <p role="alert">{t('reporting.error')}</p> : null}
      {!data && !failed ? <p>{t('reporting.loading')}</p> : null}
      {data && !data.trackerEnabled ? <p>{t('reporting.viewers.off')}</p> : null}
      {data?.trackerEnabled ? (
        <>
          <p>{t('reporting.viewers.about')}</p>
          {data.viewers.length === 0 ? (
            <p>{t('reporting.viewers.none')}</p>
          ) : (
            <ul>
              {data.viewers.map((v) => (
                <li key={`${v.name}-${v.role}`}>
                  {t('reporting.viewers.person', { name: v.name, role: roleName(t, { name: v.role }) })}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  )
}
