import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import type { TTotpEnrolResponse } from '../../../shared/two-factor/two-factor-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import { apiKey } from '../../api/query-keys.ts'
import { browserTwoFactorApi } from '../../api/two-factor.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { errorText, ReauthCancelledError } from './account-errors.ts'
import { FormMessages, SubmitOrCancel, TextField } from './fields.tsx'
import { useReauth } from './reauth.tsx'
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx'
import { Section } from './section.tsx'

const STATUS_KEY = apiKey(TWO_FACTOR_API.status)

function twoFactorError(t: TFunction, error: unknown): string | null {
  if (!error || error instanceof ReauthCancelledError) return null
  if (error instanceof ApiError) {
    const key = `account.twoFactor.errors.${error.code}`
    const text = t(key)
    if (text !== key) return text
  }
  return errorText(t, error)
}

/** Two-step verification: the authenticator app, recovery codes shown once, and turning it off. */
export function TwoFactorSection() {
  const { t } = useTranslation()
  const withReauth = useReauth()
  const queryClient = useQueryClient()
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => browserTwoFactorApi().status() })
  const [enrolment, setEnrolment] = useState<TTotpEnrolResponse | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY })

  const begin = useMutation({
    mutationFn: () => withReauth(() => browserTwoFactorApi().beginTotp()),
    onSuccess: (value) => {
      setNotice(null)
      setEnrolment(value)
    },
  })
  const regenerate = useMutation({
    mutationFn: () => withReauth(() => browserTwoFactorApi().regenerateRecoveryCodes()),
    onSuccess: async (value) => {
      setNotice(null)
      setCodes(value.recoveryCodes)
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: () => withReauth(() => browserTwoFactorApi().removeTotp()),
    onSuccess: async () => {
      setNotice(t('account.twoFactor.removed'))
      await refresh()
    },
  })
  const failure = twoFactorError(t, begin.error ?? regenerate.error ?? remove.error)

  const data = status.data
  return (
    <Section id="twoFactor" title={t('account.twoFactor.title')}>
      <p>{t('account.twoFactor.about')}</p>
      {status.isError ? <p role="alert">{t('account.loadFailed')}</p> : null}
      {!data && !status.isError ? <p>{t('account.loading')}</p> : null}
      {data ? (
        <ul className="fw-two-factor-status">
          <li>
            {data.totp
              ? t('account.twoFactor.appOn')
              : t('account.twoFactor.appOff', { email: data.emailHint })}
          </li>
          {data.totp || data.recoveryCodesLeft > 0 ? (
            <li>{t('account.twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}</li>
          ) : null}
        </ul>
      ) : null}
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <TotpEnrolment
          enrolment={enrolment}
          onDone={async (recoveryCodes) => {
            setEnrolment(null)
            setCodes(recoveryCodes)
            setNotice(t('account.twoFactor.enabled'))
            await refresh()
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : data ? (
        <div className="fw-actions">
          {data.totp ? (
            <>
              <Button
                variant="secondary"
                aria-describedby="account-two-factor-regenerate-hint"
                disabled={regenerate.isPending}
                onClick={() => regenerate.mutate()}
              >
                {t('account.twoFactor.regenerate')}
              </Button>
              <Button
                variant="secondary"
                aria-describedby="account-two-factor-remove-hint"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t('account.twoFactor.remove')}
              </Button>
              <p id="account-two-factor-regenerate-hint" className="fw-field-hint">
                {t('account.twoFactor.regenerateHint')}
              </p>
              <p id="account-two-factor-remove-hint" className="fw-field-hint">
                {t('account.twoFactor.removeHint')}
              </p>
            </>
          ) : (
            <Button disabled={begin.isPending} onClick={() => begin.mutate()}>
              {t('account.twoFactor.setUp')}
            </Button>
          )}
        </div>
      ) : null}
      <FormMessages success={notice} error={failure} />
    </Section>
  )
}

function TotpEnrolment({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: TTotpEnrolResponse
  onDone(codes: string[]): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const withReauth = useReauth()
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  const confirm = useMutation({
    mutationFn: (value: string) => withReauth(() => browserTwoFactorApi().confirmTotp(value)),
    onSuccess: (value) => onDone(value.recoveryCodes),
  })
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`
  // The key in groups of four, as authenticator apps show and people type it.
  const key = enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')
  return (
    <form
      className="fw-two-factor-enrol"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const digits = code.replace(/\s/g, '')
        const valid = /^[0-9]{6}$/.test(digits)
        setMissing(!valid)
        if (valid) confirm.mutate(digits)
        else field.current?.focus()
      }}
    >
      <p>{t('account.twoFactor.scan')}</p>
      <img
        className="fw-two-factor-qr"
        src={qr}
        alt={t('account.twoFactor.qrAlt')}
        width={200}
        height={200}
      />
      <p className="fw-two-factor-secret">
        {t('account.twoFactor.secretLabel')}: <code data-testid="totp-secret">{key}</code>
      </p>
      <TextField
        ref={field}
        label={t('account.twoFactor.codeLabel')}
        hint={t('account.twoFactor.codeHint')}
        value={code}
        onChange={setCode}
        error={missing ? t('account.twoFactor.codeInvalid') : twoFactorError(t, confirm.error)}
        name="code"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={9}
        spellCheck={false}
      />
      <SubmitOrCancel
        label={t('account.twoFactor.confirm')}
        pending={confirm.isPending}
        onCancel={onCancel}
      />
    </form>
  )
}
