import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import {
  Button,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
} from 'react-aria-components'
import { PRIVACY_LIMITS, PRIVACY_LOG_MESSAGES } from '../../../../shared/privacy/privacy-contract.ts'
import type { TIabDetailedPrefsResponse, TIabVendor } from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import type { IabApi } from './iab-api.ts'
import type { TChoiceKey, TIabChoices } from './iab-choices.ts'
import { ToggleSwitch } from './iab-ui.tsx'
import { VendorRow } from './vendor-row.tsx'

interface Props {
  prefs: TIabDetailedPrefsResponse
  choices: TIabChoices
  api: IabApi
  onChoice(key: TChoiceKey, id: number, on: boolean): void
}

const ALL = 'all'
/** Partners drawn at a time: a real list has a thousand, each with two switches (decision 103). */
export const VENDOR_PAGE = 50

const named = (name: string, needle: string) => !needle || name.toLocaleLowerCase().includes(needle)
const usesPurpose = (v: TIabVendor, purpose: number) =>
  v.purposes.includes(purpose) || v.legIntPurposes.includes(purpose) || v.flexiblePurposes.includes(purpose)

/**
 * The partners (checklist P-02): loaded when this view opens, searchable by name and filtered by purpose,
 * drawn a page at a time, a consent and an objection switch each.
 */
export function IabVendors({ prefs, choices, api, onChoice }: Props) {
  const { t } = useTranslation()
  const [list, setList] = useState<TIabVendor[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [filter, setFilter] = useState<string>(ALL)
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState(VENDOR_PAGE)
  const needle = useDeferredValue(query).trim().toLocaleLowerCase()

  useEffect(() => {
    let live = true
    api.vendors(prefs.vendorListVersion).then(
      (r) => live && setList(r.vendors),
      (error: unknown) => {
        console.error('[iab]', PRIVACY_LOG_MESSAGES.consentLoad, error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [api, prefs.vendorListVersion])

  const vendors = useMemo(
    () =>
      (list ?? []).filter((v) => (filter === ALL || usesPurpose(v, Number(filter))) && named(v.name, needle)),
    [list, filter, needle],
  )
  // Google's additional partners declare no IAB purpose: listed with all purposes only. The count is of
  // every partner shown, so that it matches the first layer's "See our 13 partners" (issue 27 item 3).
  const additional = filter === ALL ? prefs.additionalVendors.filter((a) => named(a.name, needle)) : []
  const more = Math.min(VENDOR_PAGE, vendors.length - shown)

  if (failed) {
    return <p role="alert">{t('consentIab.loadFailed')}</p>
  }
  return (
    <div className="fw-iab-view">
      <h3 className="fw-iab-subtitle">{t('consentIab.vendors.title')}</h3>
      <div className="fw-iab-finders">
        <SearchField
          className="fw-iab-filter"
          value={query}
          onChange={(q) => {
            setQuery(q)
            setShown(VENDOR_PAGE)
          }}
        >
          <Label>{t('consentIab.vendors.search')}</Label>
          <div className="fw-iab-search">
            <Input className="fw-input" />
            {query ? (
              <Button className="fw-iab-search-clear" aria-label={t('consentIab.vendors.searchClear')}>
                <span aria-hidden="true">×</span>
              </Button>
            ) : null}
          </div>
        </SearchField>
        <Select
          className="fw-iab-filter"
          selectedKey={filter}
          onSelectionChange={(key) => {
            setFilter(String(key ?? ALL))
            setShown(VENDOR_PAGE)
          }}
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
      </div>
      {list ? (
        <>
          <p className="fw-iab-note" aria-live="polite">
            {t('consentIab.vendors.count', { count: vendors.length + additional.length })}
          </p>
          <ul className="fw-iab-list" data-testid="iab-vendor-list">
            {vendors.slice(0, shown).map((v) => (
              <VendorRow
                key={v.id}
                vendor={v}
                prefs={prefs}
                choices={choices}
                api={api}
                onChoice={onChoice}
              />
            ))}
          </ul>
          {more > 0 ? (
            <Button className="fw-link-button fw-iab-more" onPress={() => setShown((n) => n + VENDOR_PAGE)}>
              {t('consentIab.vendors.showMorePartners', { count: more })}
            </Button>
          ) : null}
        </>
      ) : (
        <p aria-live="polite">{t('consentIab.loading')}</p>
      )}
      {list && additional.length ? (
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
