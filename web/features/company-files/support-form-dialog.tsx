import { type ReactNode, useState } from 'react'
import { FORM_TEXT_LIMITS } from '../../../shared/business/upload-rules.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { AttachmentInput } from './attachment-input.tsx'
import { DialogFrame } from './dialog-frame.tsx'
import { failureText } from './failure-text.ts'
import { TextArea } from './text-area.tsx'
import type { MaybeText } from './types.ts'

function useSend() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<MaybeText>(null)
  const [sent, setSent] = useState(false)
  async function send(action: () => Promise<unknown>) {
    setBusy(true)
    setError(null)
    try {
      await action()
      setSent(true)
    } catch (failure) {
      setError(failureText(t, failure))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, sent, send }
}

function Outcome({ error, sent, onClose }: { error: string | null; sent: boolean; onClose(): void }) {
  const { t } = useTranslation()
  return (
    <>
      <p role="status" className="fw-form-message fw-form-message--success">
        {sent ? t('companyFiles.support.sent') : ''}
      </p>
      {error ? (
        <p role="alert" className="fw-form-message fw-form-message--error">
          {error}
        </p>
      ) : null}
      {sent ? (
        <button type="button" className="fw-button" onClick={onClose}>
          {t('companyFiles.close')}
        </button>
      ) : null}
    </>
  )
}

export interface SupportMessage {
  headline: string
  description: string
  files: File[]
}

/**
 * A support request's dialog: the required one-line field every request opens with (a subject or a
 * summary), the caller's own fields, the message and attachments, the outcome, and Send / Cancel until
 * it is sent. Send waits for the one-line field and the message.
 */
export function SupportFormDialog({
  title,
  headlineField,
  descriptionLabel,
  attachments,
  onClose,
  request,
  children,
}: {
  title: string
  headlineField: { label: string; name: string; maxLength: number }
  descriptionLabel: string
  attachments: { multiple: boolean; maxFiles: number }
  onClose(): void
  request(message: SupportMessage): Promise<unknown>
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const [headline, setHeadline] = useState('')
  const [description, setDescription] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const { busy, error, sent, send } = useSend()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    void send(() => request({ headline, description, files }))
  }
  return (
    <DialogFrame title={title} onClose={onClose}>
      {() => (
        <form className="fw-company-files-form" onSubmit={submit}>
          <TextField
            label={headlineField.label}
            name={headlineField.name}
            value={headline}
            onChange={setHeadline}
            autoComplete="off"
            maxLength={headlineField.maxLength}
            isRequired
          />
          {children}
          <TextArea
            label={descriptionLabel}
            value={description}
            onChange={setDescription}
            maxLength={FORM_TEXT_LIMITS.description}
            required
          />
          <AttachmentInput
            multiple={attachments.multiple}
            maxFiles={attachments.maxFiles}
            onChange={setFiles}
            disabled={busy}
          />
          <Outcome error={error} sent={sent} onClose={onClose} />
          {sent ? null : (
            <div className="fw-company-files-actions">
              <button
                type="submit"
                className="fw-button"
                disabled={busy || !headline.trim() || !description.trim()}
              >
                {t('companyFiles.support.send')}
              </button>
              <button type="button" className="fw-button fw-button--secondary" onClick={onClose}>
                {t('companyFiles.cancel')}
              </button>
            </div>
          )}
        </form>
      )}
    </DialogFrame>
  )
}
