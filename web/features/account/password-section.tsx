import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { PASSWORD_RULES } from '../../../shared/auth/auth-contract.ts'
import { fieldErrorText } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { accountFormErrors, ReauthCancelledError } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { Checkbox, FormMessages, PasswordField } from './fields.tsx'
import { useProfile } from './profile-section.tsx'
import { useReauth } from './reauth.tsx'
import { Section } from './section.tsx'

export function PasswordSection() {
  const { t } = useTranslation()
  const { account } = useAccountApis()
  const withReauth = useReauth()
  const queryClient = useQueryClient()
  const email = useProfile().data?.email ?? ''
  const [currentPasswd, setCurrent] = useState('')
  const [passwd, setPasswd] = useState('')
  const [endOtherSessions, setEndOthers] = useState(true)
  const [missing, setMissing] = useState<'currentPasswd' | 'passwd' | null>(null)
  const change = useMutation({
    mutationFn: () => withReauth(() => account().changePassword({ currentPasswd, passwd, endOtherSessions })),
    onSuccess: async () => {
      setCurrent('')
      setPasswd('')
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.sessions })
    },
  })
  const failure = change.isError && !(change.error instanceof ReauthCancelledError) ? change.error : null
  const refused = accountFormErrors(t, failure, ['currentPasswd', 'passwd'])
  const errorFor = (name: 'currentPasswd' | 'passwd') =>
    missing === name ? fieldErrorText(t, { reason: 'required' }) : (refused.fields[name] ?? null)

  return (
    <Section id="password" title={t('account.password.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const empty = !currentPasswd ? 'currentPasswd' : !passwd ? 'passwd' : null
          setMissing(empty)
          if (!empty) change.mutate()
        }}
      >
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={email} />
        <PasswordField
          label={t('account.password.current')}
          autoComplete="current-password"
          required
          value={currentPasswd}
          onChange={setCurrent}
          error={errorFor('currentPasswd')}
        />
        <PasswordField
          label={t('account.password.new')}
          autoComplete="new-password"
          required
          value={passwd}
          onChange={setPasswd}
          hint={t('account.password.rules', { min: PASSWORD_RULES.minLength })}
          error={errorFor('passwd')}
        />
        <Checkbox
          label={t('account.password.endOthers')}
          hint={t('account.password.endOthersHint')}
          checked={endOtherSessions}
          onChange={setEndOthers}
        />
        <FormMessages
          success={change.isSuccess ? t('account.password.changed') : null}
          error={refused.form}
        />
        <Button type="submit" disabled={change.isPending}>
          {t('account.password.submit')}
        </Button>
      </form>
    </Section>
  )
}
