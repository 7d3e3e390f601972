import { Button } from 'react-aria-components'
import type { TIabDetailedPrefsResponse } from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { liAllowed, type TChoiceKey, type TIabChoices } from './iab-choices.ts'
import { ToggleSwitch } from './iab-ui.tsx'

interface Props {
  prefs: TIabDetailedPrefsResponse
  choices: TIabChoices
  onChoice(key: TChoiceKey, id: number, on: boolean): void
  onVendors(): void
}

/**
 * The processing purposes (checklist P-02): a consent switch per purpose, a right-to-object switch where
 * legitimate interest may apply (never purposes 1, 3, 4, 5, 6), special purposes and features disclosed,
 * and special features that stay off until switched on (S-16).
 */
export function IabPurposes({ prefs, choices, onChoice, onVendors }: Props) {
  const { t } = useTranslation()
  return (
    <div className="fw-iab-view">
      <h3 className="fw-iab-subtitle">{t('consentIab.purposes.title')}</h3>
      <p className="fw-iab-note">{t('consentIab.purposes.objectHint')}</p>
      <ul className="fw-iab-list">
        {prefs.purposes.map((p) => (
          <li key={p.id} className="fw-iab-item" data-purpose={p.id}>
            <h4 className="fw-iab-item-name">{p.name}</h4>
            <p className="fw-iab-item-text">{p.description}</p>
            <div className="fw-iab-switches">
              <ToggleSwitch
                label={t('consentIab.purposes.consentFor', { name: p.name })}
                visibleLabel={t('consentIab.purposes.consent')}
                isSelected={choices.purposes.has(p.id)}
                onChange={(on) => onChoice('purposes', p.id, on)}
              />
              {p.legitimateInterest && liAllowed(p.id) ? (
                <ToggleSwitch
                  label={t('consentIab.purposes.legitimateInterestFor', { name: p.name })}
                  visibleLabel={t('consentIab.purposes.legitimateInterest')}
                  isSelected={!choices.objectedPurposes.has(p.id)}
                  onChange={(on) => onChoice('objectedPurposes', p.id, !on)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Disclosed
        title={t('consentIab.purposes.specialPurposesTitle')}
        note={t('consentIab.purposes.specialPurposesNote')}
        items={prefs.specialPurposes}
      />
      <Disclosed
        title={t('consentIab.purposes.featuresTitle')}
        note={t('consentIab.purposes.featuresNote')}
        items={prefs.features}
      />
      {prefs.specialFeatures.length ? (
        <>
          <h3 className="fw-iab-subtitle">{t('consentIab.purposes.specialFeaturesTitle')}</h3>
          <p className="fw-iab-note">{t('consentIab.purposes.specialFeaturesNote')}</p>
          <ul className="fw-iab-list">
            {prefs.specialFeatures.map((f) => (
              <li key={f.id} className="fw-iab-item" data-special-feature={f.id}>
                <h4 className="fw-iab-item-name">{f.name}</h4>
                <p className="fw-iab-item-text">{f.description}</p>
                <ToggleSwitch
                  label={t('consentIab.purposes.optInFor', { name: f.name })}
                  visibleLabel={t('consentIab.purposes.optIn')}
                  isSelected={choices.specialFeatures.has(f.id)}
                  onChange={(on) => onChoice('specialFeatures', f.id, on)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Button className="fw-link-button" onPress={onVendors}>
          {t('consentIab.purposes.vendorsLink')}
        </Button>
      </p>
    </div>
  )
}

function Disclosed({
  title,
  note,
  items,
}: {
  title: string
  note: string
  items: { id: number; name: string; description: string }[]
}) {
  if (!items.length) return null
  return (
    <>
      <h3 className="fw-iab-subtitle">{title}</h3>
      <p className="fw-iab-note">{note}</p>
      <ul className="fw-iab-summary">
        {items.map((i) => (
          <li key={i.id}>
            <strong>{i.name}</strong> {i.description}
          </li>
        ))}
      </ul>
    </>
  )
}
