import type { TFunction } from '../../i18n/create-i18n.ts'
import type { TextFieldSpec } from '../../ui/text-fields.tsx'

/** First and last name, required, as the signup and the setup form both ask them. */
export function personNameFields(t: TFunction): TextFieldSpec<{ firstName: string; lastName: string }>[] {
  return [
    {
      name: 'firstName',
      label: t('businessOnboarding.form.firstName'),
      autoComplete: 'given-name',
      isRequired: true,
      maxLength: 100,
    },
    {
      name: 'lastName',
      label: t('businessOnboarding.form.lastName'),
      autoComplete: 'family-name',
      isRequired: true,
      maxLength: 100,
    },
  ]
}
