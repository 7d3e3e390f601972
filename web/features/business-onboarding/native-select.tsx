import { SIZE_BANDS } from '../../../shared/business/onboarding-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { LabelledSelect } from '../../ui/labelled-field.tsx'

interface Option {
  value: string
  label: string
}

/** A labelled native select (keyboard and screen readers for free), with its error tied to it. */
export function NativeSelect(props: {
  label: string
  name: string
  value: string
  onChange(value: string): void
  options: readonly Option[]
  error?: string | null
}) {
  return <LabelledSelect {...props} empty="—" />
}

/** The company's size band, as the signup and the setup form both ask it. */
export function SizeBandSelect(props: {
  value: string
  onChange(value: string): void
  error?: string | null
}) {
  const { t } = useTranslation()
  return (
    <NativeSelect
      {...props}
      label={t('businessOnboarding.form.sizeBand')}
      name="sizeBand"
      options={SIZE_BANDS.map((band) => ({
        value: band,
        label: t(`businessOnboarding.form.sizeBands.${band}`),
      }))}
    />
  )
}

/** Countries a company may sign up from, named in the page's language. */
export const SIGNUP_COUNTRIES = ['AU', 'CA', 'DE', 'FR', 'GB', 'JP', 'KR', 'US'] as const

export function CountrySelect(props: {
  label: string
  value: string
  onChange(value: string): void
  error?: string | null
}) {
  const { locale } = useTranslation()
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' })
  } catch {
    names = null
  }
  const options = SIGNUP_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code }))
  return <NativeSelect {...props} name="country" options={options} />
}
