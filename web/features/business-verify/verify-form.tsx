import { useRef, useState } from 'react'
import type { TSecondFactorMethod } from '../../../shared/two-factor/two-factor-contract.ts'
import type { TTwoFactorStatusResponse } from '../../../shared/two-factor/two-factor-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import { browserTwoFactorApi } from '../../api/two-factor.ts'
import { errorMessage } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormMessages, TextField } from '../account/fields.tsx'
import { availableMethods, cleanCode } from './verify-model.ts'

const NO_TEXT: string | null = null

export function VerifyForm({ status, onVerified }: { status: TTwoFactorStatusResponse; onVerified(): void }) {
  const { t } = useTranslation()
  const methods = availableMethods(status)
  const [method, setMethod] = useState<TSecondFactorMethod>(methods[0] ?? 'email')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState(NO_TEXT)
  const [fieldError, setFieldError] = useState(NO_TEXT)
  const [error, setError] = useState(NO_TEXT)
  const [busy, setBusy] = useState(false)
  const [verified, setVerified] = useState(false)
  const codeField = useRef<HTMLInputElement>(null)

  const failure = (cause: unknown) => {
    const known = cause instanceof ApiError ? t(`businessVerify.errors.${cause.code}`) : null
    return known && !known.startsWith('businessVerify.')
      ? known
      : errorMessage(t, cause, t('businessVerify.errors.generic'))
  }

  function choose(next: TSecondFactorMethod) {
    setMethod(next)
    setCode('')
    setFieldError(null)
    setError(null)
  }

  async function send() {
    setBusy(true)
    setError(null)
    try {
      const sent = await browserTwoFactorApi().sendEmailCode()
      setSentTo(sent.emailHint)
      codeField.current?.focus()
    } catch (cause) {
      setError(failure(cause))
    } finally {
      setBusy(false)
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const clean = cleanCode(method, code)
    setFieldError(
      clean
        ? null
        : t(method === 'recovery' ? 'businessVerify.recovery.invalid' : 'businessVerify.codeInvalid'),
    )
    setError(null)
    if (!clean) return codeField.current?.focus()
    setBusy(true)
    try {
      await browserTwoFactorApi().verify({ method, code: clean })
      setVerified(true)
      onVerified()
    } catch (cause) {
      setError(failure(cause))
      setBusy(false)
    }
  }

  const numeric = method !== 'recovery'
  return (
    <form className="fw-verify-form" noValidate onSubmit={submit}>
      {methods.length > 1 ? (
        <fieldset className="fw-verify-methods">
          <legend>{t('businessVerify.method.legend')}</legend>
          {methods.map((m) => (
            <label key={m} className="fw-verify-method">
              <input type="radio" name="method" value={m} checked={method === m} onChange={() => choose(m)} />
              {t(`businessVerify.method.${m}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {method === 'email' ? (
        <div className="fw-verify-email">
          <p>
            {sentTo
              ? t('businessVerify.email.sent', { email: sentTo })
              : t('businessVerify.email.about', { email: status.emailHint })}
          </p>
          <Button variant="secondary" onClick={send} disabled={busy}>
            {sentTo ? t('businessVerify.email.resend') : t('businessVerify.email.send')}
          </Button>
        </div>
      ) : null}
      <TextField
        key={method}
        ref={codeField}
        label={t(`businessVerify.${method}.label`)}
        hint={t(`businessVerify.${method}.hint`)}
        value={code}
        onChange={setCode}
        error={fieldError}
        name="code"
        required
        autoComplete={numeric ? 'one-time-code' : 'off'}
        inputMode={numeric ? 'numeric' : 'text'}
        autoCapitalize={numeric ? 'off' : 'characters'}
        spellCheck={false}
        maxLength={numeric ? 9 : 14}
      />
      <FormMessages success={verified ? t('businessVerify.verified') : null} error={error} />
      <Button type="submit" disabled={busy || verified}>
        {t('businessVerify.submit')}
      </Button>
    </form>
  )
}
