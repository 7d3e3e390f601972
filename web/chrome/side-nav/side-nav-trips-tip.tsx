import { useContext } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { NavTripsTooltipContext } from './use-nav-trips-tooltip.ts'
import './side-nav-trips-tip.css'

/** The trips entry's tooltip (decision 100), beside the entry while it shows. */
export function SideNavTripsTip() {
  const { t } = useTranslation()
  const { shown, dismiss } = useContext(NavTripsTooltipContext)
  if (!shown) return null
  return (
    <div role="status" className="fw-sidenav-tooltip">
      <span>{t('sideNav.tripsTooltip')}</span>
      <button type="button" onClick={dismiss}>
        {t('sideNav.tripsTooltipClose')}
      </button>
    </div>
  )
}
