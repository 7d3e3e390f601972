import { useSearchParams } from 'react-router'
import { ACCOUNT_PAGE } from '../../../shared/account/account-contract.ts'
import { Queries } from '../../api/query-client.tsx'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { AnchorLink } from '../../ui/anchor-link.tsx'
import { Button } from '../../ui/button.tsx'
import { ArrangersSection } from '../book-on-behalf/arrangers-section.tsx'
import { TrackerViewersSection } from '../reporting/tracker-viewers-section.tsx'
import { EmailConfirmation } from './email-confirmation.tsx'
import { EmailSection } from './email-section.tsx'
import { PasskeysSection } from './passkeys-section.tsx'
import { PasswordSection } from './password-section.tsx'
import { PriceAlertsSection } from './price-alerts-section.tsx'
import { PrivacySection } from './privacy-section.tsx'
import { ProfileSection } from './profile-section.tsx'
import { ReauthProvider } from './reauth.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { TravelersSection } from './travelers-section.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'
import './account.css'

const SECTIONS = [
  'profile',
  'email',
  'password',
  'passkeys',
  'twoFactor',
  'sessions',
  'travelers',
  'priceAlerts',
] as const

/** /profile/account: profile, e-mail, password, sessions, travellers, price alerts and privacy of the signed-in user. */
export function AccountPage() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const signedIn = Boolean(state.auth?.loggedInSession)
  return (
    <article className="fw-page fw-account" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.profileAccount.title')}</h1>
      {signedIn ? <SignedInAccount /> : <SignInPrompt />}
    </article>
  )
}

function SignInPrompt() {
  const { t } = useTranslation()
  const bus = useEventBus()
  return (
    <div className="fw-account-signin">
      <p>{t('account.signedOut.about')}</p>
      <Button onClick={() => bus.publish('signin:request', { reason: 'generic' })}>
        {t('account.signedOut.signIn')}
      </Button>
    </div>
  )
}

function SignedInAccount() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  return (
    <Queries>
      <ReauthProvider>
        <p className="fw-page-about">{t('account.page.about')}</p>
        <nav aria-label={t('account.page.sectionsLabel')} className="fw-account-nav">
          <ul>
            {SECTIONS.map((id) => (
              <li key={id}>
                <AnchorLink to={`account-${id}`}>{t(`account.${id}.title`)}</AnchorLink>
              </li>
            ))}
            <li>
              <AnchorLink to="account-privacy">{t('privacyChoices.account.title')}</AnchorLink>
            </li>
          </ul>
        </nav>
        <EmailConfirmation />
        <ProfileSection />
        <EmailSection startOpen={params.get(ACCOUNT_PAGE.addEmailParam) === 'true'} />
        <PasswordSection />
        <PasskeysSection />
        <TwoFactorSection />
        <SessionsSection />
        <TravelersSection />
        <PriceAlertsSection />
        <TrackerViewersSection />
        <ArrangersSection />
        <PrivacySection />
      </ReauthProvider>
    </Queries>
  )
}
