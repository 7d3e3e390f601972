import { useState } from 'react'
import { PREFERENCE_KIND } from '../../../shared/business/policy-contract.ts'
import type { TPolicyPreferences } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { TextField } from '../../ui/text-field.tsx'

const codesOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((c) => c.trim().toUpperCase())
      .filter((c) => c !== ''),
  ),
]

/** Preferred airlines, hotel chains or car vendors (codes), and whether only they are in policy. */
export function PreferencesFields(props: {
  vertical: TPolicyVertical
  value: TPolicyPreferences
  onChange(v: TPolicyPreferences): void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(props.value.preferred.join(', '))
  const kind = PREFERENCE_KIND[props.vertical] ?? 'vendor'
  return (
    <fieldset>
      <legend>{t('travelPolicy.preferences.legend')}</legend>
      <TextField
        label={t(`travelPolicy.preferences.kind.${kind}`)}
        name="preferred"
        autoComplete="off"
        value={text}
        description={t('travelPolicy.preferences.hint')}
        onChange={(next) => {
          setText(next)
          props.onChange({ ...props.value, preferred: codesOf(next) })
        }}
      />
      <CheckboxField
        name="preferredOnly"
        isSelected={props.value.preferredOnly}
        onChange={(preferredOnly) => props.onChange({ ...props.value, preferredOnly })}
      >
        {t('travelPolicy.preferences.only')}
      </CheckboxField>
    </fieldset>
  )
}
