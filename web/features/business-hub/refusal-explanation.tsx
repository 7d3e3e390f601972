import { Link } from 'react-router'
import { adminPageByKey, type TAdminPage } from '../../../shared/business/admin-pages.ts'
import {
  hubViewerOf,
  isPageVisible,
  type TPageRefusalReason,
} from '../../../shared/business/hub-visibility.ts'
import { planFor } from '../../../shared/business/plans.ts'
import { planOf, type TFeature } from '../../../shared/permissions.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/** Where the plan, the features and the booking mode are changed (the company's general settings). */
const SETTINGS_PAGE = 'companyGeneral'

/**
 * Why a member may not open an admin page, in words that say what would open it (issue 30): the plan
 * with the one that includes it, a feature switched off, the booking mode, or the role. The way there
 * (company settings) is a link only for a member who may open it; others are told who can.
 */
export function RefusalExplanation({
  reason,
  page,
  pageTitle,
}: {
  reason: TPageRefusalReason
  page: TAdminPage
  pageTitle: string
}) {
  const { t } = useTranslation()
  const { auth, businessBasePath } = useGlobalState()
  const viewer = hubViewerOf(auth)
  if (reason === 'role') return <p className="fw-page-about">{t('businessHub.noAccess.about')}</p>
  const settings = adminPageByKey(SETTINGS_PAGE)
  const mayChange = Boolean(settings && isPageVisible(settings, viewer))
  const plans = (plan: string) => t(`companySettings.plan.names.${plan}`)
  const sentence =
    reason === 'plan'
      ? t('businessHub.noAccess.plan', {
          page: pageTitle,
          plan: plans(planFor(page.requiredFeature as TFeature)),
          current: plans(planOf(auth?.businessState?.plan)),
        })
      : t(`businessHub.noAccess.${reason}`, { page: pageTitle })
  return (
    <>
      <p className="fw-page-about">{sentence}</p>
      <p>
        {mayChange && settings ? (
          <Link to={`${businessBasePath}${settings.url}`}>{t(`businessHub.noAccess.change.${reason}`)}</Link>
        ) : (
          t(`businessHub.noAccess.ask.${reason}`)
        )}
      </p>
    </>
  )
}
