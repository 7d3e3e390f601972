import { useEffect, useState } from 'react'
import type {
  TDeviceStorageDisclosureResponse,
  TIabDetailedPrefsResponse,
  TIabVendor,
} from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { durationParts } from './duration.ts'
import type { IabApi } from './iab-api.ts'

type TStorage =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; data: TDeviceStorageDisclosureResponse }

/** A human duration in the spec's units (years, days, hours, minutes, seconds). */
export function useDuration() {
  const { t } = useTranslation()
  return (seconds: number) =>
    durationParts(seconds)
      .map((p) => t(`consentIab.duration.${p.unit}`, { count: p.count }))
      .join(' ')
}

/** "Show more" of a partner: what it declares, and its device storage loaded from its disclosure. */
export function VendorDetails({
  vendor: v,
  prefs,
  api,
}: {
  vendor: TIabVendor
  prefs: TIabDetailedPrefsResponse
  api: IabApi
}) {
  const { t } = useTranslation()
  const duration = useDuration()
  const [storage, setStorage] = useState<TStorage | null>(
    v.hasDeviceStorageDisclosure ? { state: 'loading' } : null,
  )
  useEffect(() => {
    if (!v.hasDeviceStorageDisclosure) return
    let live = true
    api.deviceStorage(v.id).then(
      (data) => live && setStorage({ state: 'loaded', data }),
      (error: unknown) => {
        console.error('[iab] device storage disclosure', error)
        if (live) setStorage({ state: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [api, v.id, v.hasDeviceStorageDisclosure])
  const names = (ids: number[], from: { id: number; name: string }[]) =>
    ids.map((id) => from.find((x) => x.id === id)?.name ?? String(id)).join(', ')
  const rows: [string, string][] = [
    [t('consentIab.vendors.purposesConsent'), names(v.purposes, prefs.purposes)],
    [t('consentIab.vendors.purposesLegitimateInterest'), names(v.legIntPurposes, prefs.purposes)],
    [t('consentIab.vendors.specialPurposes'), names(v.specialPurposes, prefs.specialPurposes)],
    [t('consentIab.vendors.features'), names(v.features, prefs.features)],
    [t('consentIab.vendors.specialFeatures'), names(v.specialFeatures, prefs.specialFeatures)],
    [t('consentIab.vendors.dataCategories'), names(v.dataCategories, prefs.dataCategories)],
  ]
  return (
    <div className="fw-iab-details" data-testid={`iab-vendor-details-${v.id}`}>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {v.usesCookies && v.cookieMaxAgeSeconds !== null ? (
          <div>
            <dt>{t('consentIab.vendors.cookieMaxAge')}</dt>
            <dd>
              {duration(v.cookieMaxAgeSeconds)}
              {v.cookieRefresh ? ` (${t('consentIab.vendors.cookieRefresh')})` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {v.usesNonCookieAccess ? (
        <p className="fw-iab-note">{t('consentIab.vendors.nonCookieAccess')}</p>
      ) : null}
      <p>
        <a href={v.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          {t('consentIab.vendors.privacyPolicy')}
        </a>
        {v.legIntClaimUrl ? (
          <>
            {' · '}
            <a href={v.legIntClaimUrl} target="_blank" rel="noopener noreferrer">
              {t('consentIab.vendors.legIntClaim')}
            </a>
          </>
        ) : null}
      </p>
      {storage ? <StorageTable storage={storage} prefs={prefs} /> : null}
    </div>
  )
}

function StorageTable({ storage, prefs }: { storage: TStorage; prefs: TIabDetailedPrefsResponse }) {
  const { t } = useTranslation()
  const duration = useDuration()
  if (storage.state !== 'loaded') {
    const key = storage.state === 'loading' ? 'consentIab.loading' : 'consentIab.vendors.storageFailed'
    return <p aria-live="polite">{t(key)}</p>
  }
  const { disclosures } = storage.data
  if (!disclosures.length) return <p>{t('consentIab.vendors.storageNone')}</p>
  const purposeName = (id: number) => prefs.purposes.find((p) => p.id === id)?.name ?? String(id)
  return (
    <div className="fw-iab-storage">
      <h5 className="fw-iab-item-name">{t('consentIab.vendors.storageTitle')}</h5>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('consentIab.vendors.storageIdentifier')}</th>
            <th scope="col">{t('consentIab.vendors.storageType')}</th>
            <th scope="col">{t('consentIab.vendors.storageDuration')}</th>
            <th scope="col">{t('consentIab.vendors.storageRefresh')}</th>
            <th scope="col">{t('consentIab.vendors.storagePurposes')}</th>
          </tr>
        </thead>
        <tbody>
          {disclosures.map((d) => (
            <tr key={`${d.type}:${d.identifier}`}>
              <td>{d.identifier}</td>
              <td>{t(`consentIab.vendors.type.${d.type}`)}</td>
              <td>
                {d.maxAgeSeconds === null ? t('consentIab.vendors.session') : duration(d.maxAgeSeconds)}
              </td>
              <td>{t(d.cookieRefresh ? 'consentIab.vendors.yes' : 'consentIab.vendors.no')}</td>
              <td>{d.purposes.map(purposeName).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
