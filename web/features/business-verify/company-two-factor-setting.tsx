import { useEffect, useId, useState } from 'react'
import { ApiError } from '../../api/errors.ts'
import { browserTwoFactorApi } from '../../api/two-factor.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { errorMessage } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormMessages } from '../account/fields.tsx'
import '../account/account.css'

function failureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `businessVerify.companySetting.errors.${error.code}`
    const text = t(key)
    if (text !== key) return text
  }
  return errorMessage(t, error, t('businessVerify.errors.generic'))
}

/**
 * The company's "second step for every member" setting. Saving is an admin call: without a second
 * factor the API client sends the admin to /business/verify and back here (spec section 8).
 */
export function CompanyTwoFactorSetting() {
  const { t } = useTranslation()
  const { auth } = useGlobalState()
  const id = useId()
  const [required, setRequired] = useState<boolean | null>(null)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const signedIn = Boolean(auth?.loggedInSession)

  useEffect(() => {
    if (!signedIn) return
    let live = true
    browserTwoFactorApi()
      .companySetting()
      .then(
        (value) => live && setRequired(value.required),
        (error: unknown) => live && setMessage({ kind: 'error', text: failureText(t, error) }),
      )
    return () => {
      live = false
    }
  }, [signedIn, t])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (required === null) return
    setBusy(true)
    setMessage(null)
    try {
      const saved = await browserTwoFactorApi().setCompanySetting(required)
      setRequired(saved.required)
      setMessage({ kind: 'success', text: t('businessVerify.companySetting.saved') })
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  if (!signedIn) return null
  return (
    <form className="fw-company-two-factor" onSubmit={save} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('businessVerify.companySetting.title')}</h2>
      <div className="fw-checkbox">
        <input
          id={id}
          type="checkbox"
          checked={required ?? false}
          disabled={required === null}
          onChange={(event) => setRequired(event.target.checked)}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={id}>{t('businessVerify.companySetting.label')}</label>
        <p id={`${id}-hint`} className="fw-field-hint">
          {t('businessVerify.companySetting.hint')}
        </p>
      </div>
      <FormMessages
        success={message?.kind === 'success' ? message.text : null}
        error={message?.kind === 'error' ? message.text : null}
      />
      <Button type="submit" disabled={busy || required === null}>
        {t('businessVerify.companySetting.save')}
      </Button>
    </form>
  )
}
