import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PrivacyChoicesPanel } from './privacy-choices-panel.tsx'

/** /privacy/manage: the data-privacy management page of signed-out visitors (spec section 6). */
export function PrivacyManagePage() {
  const { t } = useTranslation()
  const signedIn = useGlobalState().auth?.loggedInSession === true
  return (
    <article className="fw-page fw-privacy-manage" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.privacyManage.title')}</h1>
      <p className="fw-page-about">{t('pages.privacyManage.about')}</p>
      {signedIn ? (
        <p>
          <a href="/profile/account#account-privacy">{t('privacyChoices.manage.signedInOnly')}</a>
        </p>
      ) : null}
      <PrivacyChoicesPanel headingLevel={2} />
    </article>
  )
}
