import { type ReactNode, useState } from 'react'
import { FORM_TEXT_LIMITS } from '../../../shared/business/upload-rules.ts'
import type { ShownIssue } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { DialogFrame } from '../../ui/dialog-frame.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { FormMessages } from '../account/fields.tsx'
import { AttachmentInput } from './attachment-input.tsx'
import { formFailure } from './failure-text.ts'
import { TextArea } from './text-area.tsx'

function useSend() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [sent, setSent] = useState(false)
  async function send(action: () => Promise<unknown>) {
    setBusy(true)
    setFailure(null)
    try {
      await action()
      setSent(true)
    } catch (caught) {
      setFailure(caught ?? new Error('refused'))
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, sent, send }
}

/** A sentence for each field of the form, by the name the server gives it; none when it is fine. */
export type FieldErrorOf = (name: string) => string | null
type FieldSentences = Readonly<Record<string, string>>

function Outcome({ error, sent, onClose }: { error: string | null; sent: boolean; onClose(): void }) {
  const { t } = useTranslation()
  return (
    <>
      <FormMessages success={sent ? t('companyFiles.support.sent') : null} error={error} />
      {sent ? <Button onClick={onClose}>{t('companyFiles.close')}</Button> : null}
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
 * it is sent. Send waits for the one-line field and the message. A refusal's sentences sit beside the
 * fields the server named (`fields`, the caller's own among them), the browser's checks' likewise.
 */
export function SupportFormDialog({
  title,
  headlineField,
  descriptionLabel,
  attachments,
  onClose,
  request,
  fields = [],
  check,
  issueText,
  children,
}: {
  title: string
  headlineField: { label: string; name: string; maxLength: number }
  descriptionLabel: string
  attachments: { multiple: boolean; maxFiles: number }
  onClose(): void
  request(message: SupportMessage): Promise<unknown>
  /** The caller's own fields, by the server's names. */
  fields?: readonly string[]
  /** The browser's checks of the caller's fields before sending: a sentence per field it refuses. */
  check?(): FieldSentences
  /** The caller's sentence for a problem it can say better than the common one. */
  issueText?(issue: ShownIssue): string | null
  children?(errorOf: FieldErrorOf): ReactNode
}) {
  const { t } = useTranslation()
  const [headline, setHeadline] = useState('')
  const [description, setDescription] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [checked, setChecked] = useState<FieldSentences>({})
  const { busy, failure, sent, send } = useSend()
  const refused = formFailure(t, failure, [headlineField.name, 'description', ...fields], issueText)
  const errorOf: FieldErrorOf = (name) => checked[name] ?? refused.fields[name] ?? null
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const found = check?.() ?? {}
    setChecked(found)
    if (Object.keys(found).length > 0) return
    void send(() => request({ headline, description, files }))
  }
  const formError = Object.keys(checked).length > 0 ? t('fieldErrors.checkFields') : refused.form
  return (
    <DialogFrame title={title} onClose={onClose} narrow="sheet" className="fw-company-files-dialog">
      <form className="fw-company-files-form" onSubmit={submit}>
        <TextField
          label={headlineField.label}
          name={headlineField.name}
          value={headline}
          onChange={setHeadline}
          autoComplete="off"
          maxLength={headlineField.maxLength}
          isRequired
          error={errorOf(headlineField.name)}
        />
        {children?.(errorOf)}
        <TextArea
          label={descriptionLabel}
          value={description}
          onChange={setDescription}
          maxLength={FORM_TEXT_LIMITS.description}
          required
          error={errorOf('description')}
        />
        <AttachmentInput
          multiple={attachments.multiple}
          maxFiles={attachments.maxFiles}
          onChange={setFiles}
          disabled={busy}
        />
        <Outcome error={formError} sent={sent} onClose={onClose} />
        {sent ? null : (
          <div className="fw-company-files-actions">
            <Button type="submit" disabled={busy || !headline.trim() || !description.trim()}>
              {t('companyFiles.support.send')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('companyFiles.cancel')}
            </Button>
          </div>
        )}
      </form>
    </DialogFrame>
  )
}
