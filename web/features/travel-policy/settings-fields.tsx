import { OUT_OF_POLICY_HANDLING } from '../../../shared/business/checkout-contract.ts'
import type { TPolicySettings } from '../../../shared/business/policy-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { ChoiceRadios } from './policy-fields.tsx'

/** The settings section: on or off, and what happens to an out-of-policy booking. */
export function SettingsFields({
  value,
  onChange,
}: {
  value: TPolicySettings
  onChange(v: TPolicySettings): void
}) {
  const { t } = useTranslation()
  return (
    <fieldset>
      <legend>{t('travelPolicy.settings.legend')}</legend>
      <CheckboxField
        name="enabled"
        isSelected={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      >
        {t('travelPolicy.settings.enabled')}
      </CheckboxField>
      <ChoiceRadios
        label={t('travelPolicy.settings.handling')}
        name="handling"
        value={value.handling}
        choices={OUT_OF_POLICY_HANDLING.map((id) => ({ id, label: t(`travelPolicy.handling.${id}`) }))}
        onChange={(handling) => onChange({ ...value, handling: handling as TPolicySettings['handling'] })}
      />
    </fieldset>
  )
}
