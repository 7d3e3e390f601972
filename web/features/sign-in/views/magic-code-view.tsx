import { useState } from 'react'
import { MAGIC_CODE_LENGTH } from '../../../../shared/auth/auth-contract.ts'
import { TextField } from '../../../ui/text-field.tsx'
import { SIGN_IN_CONFIG } from '../sign-in-config.ts'
import { fieldError, LinkButton, ViewForm, type ViewProps, ViewTitle } from './view-parts.tsx'

/** The code sent by e-mail: one-time-code autocomplete lets phones offer it from the message. */
export function MagicCodeView({ state, commands, t }: ViewProps) {
  const [code, setCode] = useState('')
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.magicCode.title')}</ViewTitle>
      <p className="fw-signin-about">
        {t('signIn.magicCode.about', { email: state.email.trim(), length: MAGIC_CODE_LENGTH })}
      </p>
      <ViewForm
        onSubmit={() => void commands.verifyCode(code, SIGN_IN_CONFIG.rememberMeDefault)}
        state={state}
        t={t}
        submitLabel={t('signIn.magicCode.submit')}
      >
        <TextField
          label={t('signIn.magicCode.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          // Room for a pasted "123 456".
          maxLength={MAGIC_CODE_LENGTH + 2}
          error={fieldError(t, state, 'code')}
          isRequired
          isDisabled={state.pending}
        />
      </ViewForm>
      <div className="fw-signin-links">
        <LinkButton onPress={() => void commands.sendCode()}>{t('signIn.magicCode.resend')}</LinkButton>
      </div>
    </div>
  )
}
