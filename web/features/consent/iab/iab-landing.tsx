import { Button } from 'react-aria-components'
import type { TIabInitialPrefsResponse } from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'

/**
 * The first layer (checklist P-01): the stacks (and the purposes no stack covers), the special features
 * disclosed, and the total number of partners with a way to their list.
 */
export function IabLanding({ prefs, onVendors }: { prefs: TIabInitialPrefsResponse; onVendors(): void }) {
  const { t } = useTranslation()
  const inStacks = new Set(prefs.stacks.flatMap((s) => s.purposes))
  const loose = prefs.purposes.filter((p) => !inStacks.has(p.id))
  // Special features are named on their own even where a stack covers them: they need an opt-in.
  const features = prefs.specialFeatures
  return (
    <div className="fw-iab-view">
      <p>{t('consentIab.landing.intro', { count: prefs.numVendors })}</p>
      <p>
        <Button className="fw-link-button" onPress={onVendors}>
          {t('consentIab.landing.vendorsLink', { count: prefs.numVendors })}
        </Button>
      </p>
      <h3 className="fw-iab-subtitle">{t('consentIab.landing.purposesTitle')}</h3>
      <ul className="fw-iab-summary" data-testid="iab-first-layer-purposes">
        {prefs.stacks.map((stack) => (
          <li key={`s${stack.id}`}>
            <strong>{stack.name}</strong> {stack.description}
          </li>
        ))}
        {loose.map((purpose) => (
          <li key={`p${purpose.id}`}>
            <strong>{purpose.name}</strong> {purpose.description}
          </li>
        ))}
      </ul>
      {features.length ? (
        <>
          <h3 className="fw-iab-subtitle">{t('consentIab.landing.specialFeaturesTitle')}</h3>
          <ul className="fw-iab-summary">
            {features.map((f) => (
              <li key={f.id}>
                <strong>{f.name}</strong> {f.description}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="fw-iab-note">{t('consentIab.landing.legitimateInterest')}</p>
    </div>
  )
}
