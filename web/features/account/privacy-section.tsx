import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PrivacyChoicesPanel } from '../privacy-pages/privacy-choices-panel.tsx'
import { Section } from './section.tsx'

/** The account's privacy choices: the same block as /privacy/manage, kept with the account (spec section 6). */
export function PrivacySection() {
  const { t } = useTranslation()
  return (
    <Section id="privacy" title={t('privacyChoices.account.title')}>
      <p>{t('privacyChoices.account.about')}</p>
      <PrivacyChoicesPanel headingLevel={3} />
    </Section>
  )
}
