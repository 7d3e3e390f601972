import type { TAddress } from '../../../shared/business/company-settings-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'

export const EMPTY_ADDRESS: TAddress = { line1: '', line2: '', city: '', postcode: '', country: null }

/** An address as a fieldset: two lines, city, postcode, two-letter country code. */
export function AddressFields({ value, onChange }: { value: TAddress; onChange(next: TAddress): void }) {
  const { t } = useTranslation()
  const set = (key: keyof TAddress) => (text: string) =>
    onChange({ ...value, [key]: key === 'country' ? text.trim().toUpperCase() || null : text })
  return (
    <fieldset className="fw-company-fieldset">
      <legend>{t('companySettings.address.legend')}</legend>
      <TextField
        label={t('companySettings.address.line1')}
        name="line1"
        autoComplete="address-line1"
        value={value.line1}
        onChange={set('line1')}
        maxLength={200}
      />
      <TextField
        label={t('companySettings.address.line2')}
        name="line2"
        autoComplete="address-line2"
        value={value.line2}
        onChange={set('line2')}
        maxLength={200}
      />
      <TextField
        label={t('companySettings.address.city')}
        name="city"
        autoComplete="address-level2"
        value={value.city}
        onChange={set('city')}
        maxLength={100}
      />
      <TextField
        label={t('companySettings.address.postcode')}
        name="postcode"
        autoComplete="postal-code"
        value={value.postcode}
        onChange={set('postcode')}
        maxLength={20}
      />
      <TextField
        label={t('companySettings.address.country')}
        name="country"
        autoComplete="country"
        description={t('companySettings.address.countryHint')}
        value={value.country ?? ''}
        onChange={set('country')}
        maxLength={2}
      />
    </fieldset>
  )
}
