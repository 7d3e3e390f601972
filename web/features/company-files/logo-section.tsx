import { useEffect, useId, useState } from 'react'
import { LOGO_MAX_BYTES, LOGO_TYPES, UPLOAD_MIME } from '../../../shared/business/upload-rules.ts'
import { browserCompanyFilesApi } from '../../api/company-files.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormMessages } from '../account/fields.tsx'
import { failureText } from './failure-text.ts'
import { fileProblem, megabytes } from './file-check.ts'
import type { MaybeText } from './types.ts'
import './company-files.css'

type Message = { kind: 'success' | 'error'; text: string } | null

/** The company logo in settings: choose a file, see it, upload it; or remove the current one. */
export function CompanyLogoSection() {
  const { t } = useTranslation()
  const business = useGlobalState().auth?.businessState
  const id = useId()
  const [current, setCurrent] = useState<MaybeText>(business?.companyLogoUrl ?? null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<MaybeText>(null)
  const [message, setMessage] = useState<Message>(null)
  const [busy, setBusy] = useState(false)

  // A data: URL, not a blob: one: the page's CSP allows images from 'self' and data: only.
  useEffect(() => {
    if (!file) return setPreview(null)
    const reader = new FileReader()
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])

  if (!business?.permissions.includes('COMPANY_SETTINGS_MANAGEMENT')) return null
  const companyName = business.companyName ?? business.businessProfile?.companyName ?? ''

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    setMessage(null)
    const chosen = event.target.files?.[0] ?? null
    if (!chosen) return setFile(null)
    const problem = await fileProblem(chosen, LOGO_TYPES, LOGO_MAX_BYTES)
    if (problem) {
      event.target.value = ''
      setFile(null)
      setMessage({
        kind: 'error',
        text: t(`companyFiles.logo.${problem === 'size' ? 'tooLarge' : 'wrongType'}`, {
          size: megabytes(LOGO_MAX_BYTES),
        }),
      })
      return
    }
    setFile(chosen)
  }

  async function run(action: () => Promise<{ companyLogoUrl: string | null }>, done: string) {
    setBusy(true)
    setMessage(null)
    try {
      const result = await action()
      setCurrent(result.companyLogoUrl)
      setFile(null)
      setMessage({ kind: 'success', text: t(done) })
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  function upload(event: React.FormEvent) {
    event.preventDefault()
    if (file) void run(() => browserCompanyFilesApi().uploadLogo(file), 'companyFiles.logo.saved')
  }

  const shown = preview ?? current
  return (
    <form className="fw-company-files-section" onSubmit={upload} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('companyFiles.logo.title')}</h2>
      <p className="fw-field-hint" id={`${id}-hint`}>
        {t('companyFiles.logo.hint', { size: megabytes(LOGO_MAX_BYTES) })}
      </p>
      <div className="fw-company-logo-preview">
        {shown ? (
          <img
            src={shown}
            alt={t(preview ? 'companyFiles.logo.previewAlt' : 'companyFiles.logo.currentAlt', {
              companyName,
            })}
          />
        ) : (
          <span>{t('companyFiles.logo.none')}</span>
        )}
      </div>
      <div className="fw-field">
        <label className="fw-field-label" htmlFor={`${id}-file`}>
          {t('companyFiles.logo.choose')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={LOGO_TYPES.map((type) => UPLOAD_MIME[type]).join(',')}
          onChange={choose}
          aria-describedby={`${id}-hint`}
          disabled={busy}
        />
      </div>
      <FormMessages
        success={message?.kind === 'success' ? message.text : null}
        error={message?.kind === 'error' ? message.text : null}
      />
      <div className="fw-company-files-actions">
        <Button type="submit" disabled={busy || !file}>
          {t('companyFiles.logo.upload')}
        </Button>
        {current && !preview ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => browserCompanyFilesApi().removeLogo(), 'companyFiles.logo.removed')}
          >
            {t('companyFiles.logo.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
