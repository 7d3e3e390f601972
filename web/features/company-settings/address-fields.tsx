import type { TAddress } from '../../../shared/business/company-settings-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { type TextFieldSpec, TextFields } from '../../ui/text-fields.tsx'

/** A two- or three-letter code as the server takes it, or none. */
export const upperCodeOrNull = (text: string): string | null => text.trim().toUpperCase() || null

export const EMPTY_ADDRESS: TAddress = { line1: '', line2: '', city: '', postcode: '', country: null }

/** An address as a fieldset: two lines, city, postcode, two-letter country code. */
export function AddressFields({ value, onChange }: { value: TAddress; onChange(next: TAddress): void }) {
  const { t } = useTranslation()
  const fields: TextFieldSpec<TAddress>[] = [
    {
      name: 'line1',
      label: t('companySettings.address.line1'),
      autoComplete: 'address-line1',
      maxLength: 200,
    },
    {
      name: 'line2',
      label: t('companySettings.address.line2'),
      autoComplete: 'address-line2',
      maxLength: 200,
    },
    {
      name: 'city',
      label: t('companySettings.address.city'),
      autoComplete: 'address-level2',
      maxLength: 100,
    },
    {
      name: 'postcode',
      label: t('companySettings.address.postcode'),
      autoComplete: 'postal-code',
      maxLength: 20,
    },
    {
      name: 'country',
      label: t('companySettings.address.country'),
      autoComplete: 'country',
      description: t('companySettings.address.countryHint'),
      maxLength: 2,
      parse: upperCodeOrNull,
    },
  ]
  return (
    <fieldset className="fw-company-fieldset">
      <legend>{t('companySettings.address.legend')}</legend>
      <TextFields fields={fields} value={value} onChange={onChange} scope="address" />
    </fieldset>
  )
}
