import { useState } from 'react'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import { PRIVACY_LIMITS } from '../../../../shared/privacy/privacy-contract.ts'
import type { TIabDetailedPrefsResponse, TIabVendor } from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import type { IabApi } from './iab-api.ts'
import type { TChoiceKey, TIabChoices } from './iab-choices.ts'
import { ToggleSwitch } from './iab-ui.tsx'
import { VendorDetails } from './vendor-details.tsx'

interface Props {
  prefs: TIabDetailedPrefsResponse
  choices: TIabChoices
  api: IabApi
  onChoice(key: TChoiceKey, id: number, on: boolean): void
}

const ALL = 'all'

const usesPurpose = (v: TIabVendor, purpose: number) =>
  v.purposes.includes(purpose) || v.legIntPurposes.includes(purpose) || v.flexiblePurposes.includes(purpose)

/** The partners (checklist P-02): filtered by purpose, a consent and an objection switch each. */
export function IabVendors({ prefs, choices, api, onChoice }: Props) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<string>(ALL)
  const vendors = filter === ALL ? prefs.vendors : prefs.vendors.filter((v) => usesPurpose(v, Number(filter)))
  // Google's additional partners declare no IAB purpose: listed with all purposes only. The count is of
  // every partner shown, so that it matches the first layer's "See our 13 partners" (issue 27 item 3).
  const additional = filter === ALL ? prefs.additionalVendors : []
  return (
    <div className="fw-iab-view">
      <h3 className="fw-iab-subtitle">{t('consentIab.vendors.title')}</h3>
      <Select
        className="fw-iab-filter"
        selectedKey={filter}
        onSelectionChange={(key) => setFilter(String(key ?? ALL))}
      >
        <Label>{t('consentIab.vendors.filter')}</Label>
        <Button className="fw-iab-filter-button">
          <SelectValue />
          <span aria-hidden="true"> ▾</span>
        </Button>
        <Popover
          className="fw-popover fw-iab-filter-popover"
          maxHeight={PRIVACY_LIMITS.vendorFilterMaxHeightPx}
        >
          <ListBox className="fw-menu">
            <ListBoxItem id={ALL} className="fw-menu-item">
              {t('consentIab.vendors.allPurposes')}
            </ListBoxItem>
            {prefs.purposes.map((p) => (
              <ListBoxItem key={p.id} id={String(p.id)} className="fw-menu-item" textValue={p.name}>
                {p.name}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <p className="fw-iab-note" aria-live="polite">
        {t('consentIab.vendors.count', { count: vendors.length + additional.length })}
      </p>
      <ul className="fw-iab-list" data-testid="iab-vendor-list">
        {vendors.map((v) => (
          <VendorRow key={v.id} vendor={v} prefs={prefs} choices={choices} api={api} onChoice={onChoice} />
        ))}
      </ul>
      {additional.length ? (
        <>
          <h3 className="fw-iab-subtitle">{t('consentIab.vendors.additionalTitle')}</h3>
          <ul className="fw-iab-list" data-testid="iab-additional-vendor-list">
            {additional.map((a) => (
              <li key={a.id} className="fw-iab-item" data-additional-vendor={a.id}>
                <h4 className="fw-iab-item-name">{a.name}</h4>
                <a className="fw-iab-item-text" href={a.policyUrl} target="_blank" rel="noopener noreferrer">
                  {t('consentIab.vendors.privacyPolicy')}
                </a>
                <ToggleSwitch
                  label={t('consentIab.vendors.additionalConsentFor', { name: a.name })}
                  visibleLabel={t('consentIab.purposes.consent')}
                  isSelected={choices.additionalVendors.has(a.id)}
                  onChange={(on) => onChoice('additionalVendors', a.id, on)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

function VendorRow({ vendor: v, prefs, choices, api, onChoice }: Props & { vendor: TIabVendor }) {
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
