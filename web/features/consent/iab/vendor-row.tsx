import { useState } from 'react'
import { Button } from 'react-aria-components'
import type { TIabDetailedPrefsResponse, TIabVendor } from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import type { IabApi } from './iab-api.ts'
import type { TChoiceKey, TIabChoices } from './iab-choices.ts'
import { ToggleSwitch } from './iab-ui.tsx'
import { VendorDetails } from './vendor-details.tsx'

interface Props {
  vendor: TIabVendor
  prefs: TIabDetailedPrefsResponse
  choices: TIabChoices
  api: IabApi
  onChoice(key: TChoiceKey, id: number, on: boolean): void
}

/** A partner: its consent and objection switches, and what it declares on "show more". */
export function VendorRow({ vendor: v, prefs, choices, api, onChoice }: Props) {
  const { t } = useTranslation()
  const [more, setMore] = useState(false)
  const needsConsent = v.purposes.length > 0 || v.flexiblePurposes.length > 0
  const hasLi = v.legIntPurposes.length > 0
  return (
    <li className="fw-iab-item" data-vendor={v.id}>
      <h4 className="fw-iab-item-name">{v.name}</h4>
      <div className="fw-iab-switches">
        {needsConsent ? (
          <ToggleSwitch
            label={t('consentIab.vendors.consentFor', { name: v.name })}
            visibleLabel={t('consentIab.purposes.consent')}
            isSelected={choices.vendors.has(v.id)}
            onChange={(on) => onChoice('vendors', v.id, on)}
          />
        ) : null}
        {hasLi ? (
          <ToggleSwitch
            label={t('consentIab.vendors.legitimateInterestFor', { name: v.name })}
            visibleLabel={t('consentIab.purposes.legitimateInterest')}
            isSelected={!choices.objectedVendors.has(v.id)}
            onChange={(on) => onChoice('objectedVendors', v.id, !on)}
          />
        ) : null}
      </div>
      <Button className="fw-link-button" aria-expanded={more} onPress={() => setMore((m) => !m)}>
        {t(more ? 'consentIab.vendors.showLess' : 'consentIab.vendors.showMore', { name: v.name })}
      </Button>
      {more ? <VendorDetails vendor={v} prefs={prefs} api={api} /> : null}
    </li>
  )
}
