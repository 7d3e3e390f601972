import { useId, useState } from 'react'
import { ISSUE_TOPICS } from '../../../shared/business/company-files-contract.ts'
import { ATTACHMENT_MAX_FILES, FORM_TEXT_LIMITS } from '../../../shared/business/upload-rules.ts'
import { browserCompanyFilesApi } from '../../api/company-files.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { AttachmentInput } from './attachment-input.tsx'
import { DialogFrame } from './dialog-frame.tsx'
import { failureText } from './failure-text.ts'
import { TextArea } from './text-area.tsx'
import type { MaybeText, Topic } from './types.ts'

interface DialogProps {
  onClose(): void
}

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

/** "Contact your account manager": subject, message and one attachment (admins). */
export function ContactAccountManagerDialog({ onClose }: DialogProps) {
  const { t } = useTranslation()
  const [subject, setSubject] = useState('')
  const [description, setDescription] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const { busy, error, sent, send } = useSend()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    void send(() =>
      browserCompanyFilesApi().contactAccountManager({ subject, description, attachment: files[0] ?? null }),
    )
  }
  return (
    <DialogFrame title={t('companyFiles.contact.title')} onClose={onClose}>
      {() => (
        <form className="fw-company-files-form" onSubmit={submit}>
          <TextField
            label={t('companyFiles.contact.subject')}
            name="subject"
            value={subject}
            onChange={setSubject}
            autoComplete="off"
            maxLength={FORM_TEXT_LIMITS.subject}
            isRequired
          />
          <TextArea
            label={t('companyFiles.contact.description')}
            value={description}
            onChange={setDescription}
            maxLength={FORM_TEXT_LIMITS.description}
            required
          />
          <AttachmentInput multiple={false} maxFiles={1} onChange={setFiles} disabled={busy} />
          <Outcome error={error} sent={sent} onClose={onClose} />
          {sent ? null : (
            <div className="fw-company-files-actions">
              <button
                type="submit"
                className="fw-button"
                disabled={busy || !subject.trim() || !description.trim()}
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

/** "Report an issue": summary, topic, booking number, description and attachments (any member). */
export function ReportIssueDialog({ onClose }: DialogProps) {
  const { t } = useTranslation()
  const topicId = useId()
  const [summary, setSummary] = useState('')
  const [topic, setTopic] = useState<Topic>('booking')
  const [bookingNumber, setBookingNumber] = useState('')
  const [description, setDescription] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const { busy, error, sent, send } = useSend()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    void send(() =>
      browserCompanyFilesApi().reportIssue({
        summary,
        description,
        topic,
        bookingNumber,
        attachments: files,
      }),
    )
  }
  return (
    <DialogFrame title={t('companyFiles.report.title')} onClose={onClose}>
      {() => (
        <form className="fw-company-files-form" onSubmit={submit}>
          <TextField
            label={t('companyFiles.report.summary')}
            name="summary"
            value={summary}
            onChange={setSummary}
            autoComplete="off"
            maxLength={FORM_TEXT_LIMITS.summary}
            isRequired
          />
          <div className="fw-field">
            <label className="fw-field-label" htmlFor={topicId}>
              {t('companyFiles.report.topic')}
            </label>
            <select
              id={topicId}
              className="fw-input"
              value={topic}
              onChange={(e) => setTopic(e.target.value as Topic)}
            >
              {ISSUE_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`companyFiles.report.topics.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('companyFiles.report.bookingNumber')}
            name="bookingNumber"
            value={bookingNumber}
            onChange={setBookingNumber}
            autoComplete="off"
            maxLength={FORM_TEXT_LIMITS.bookingNumber}
            description={t('companyFiles.report.bookingNumberHint')}
          />
          <TextArea
            label={t('companyFiles.report.description')}
            value={description}
            onChange={setDescription}
            maxLength={FORM_TEXT_LIMITS.description}
            required
          />
          <AttachmentInput multiple maxFiles={ATTACHMENT_MAX_FILES} onChange={setFiles} disabled={busy} />
          <Outcome error={error} sent={sent} onClose={onClose} />
          {sent ? null : (
            <div className="fw-company-files-actions">
              <button
                type="submit"
                className="fw-button"
                disabled={busy || !summary.trim() || !description.trim()}
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
