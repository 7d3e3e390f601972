import { PASSWORD_RULES } from '../../../../shared/auth/auth-contract.ts'
import type { TFunction } from '../../../i18n/create-i18n.ts'
import { PasswordField } from '../../../ui/password-field.tsx'

/** A new password's field (registering, resetting it), with the rule it must meet under it. */
export function NewPasswordField({
  t,
  value,
  onChange,
  error,
  isDisabled,
}: {
  t: TFunction
  value: string
  onChange(value: string): void
  error: string | null
  isDisabled: boolean
}) {
  return (
    <PasswordField
      label={t('signIn.register.password')}
      name="passwd"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      description={t('signIn.register.passwordHint', { min: PASSWORD_RULES.minLength })}
      error={error}
      isRequired
      isDisabled={isDisabled}
      showText={t('signIn.fields.show')}
      showLabel={t('signIn.fields.showPassword')}
    />
  )
}
