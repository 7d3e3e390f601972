import { useId, useState } from 'react'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, UPLOAD_MIME } from '../../../shared/business/upload-rules.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { fileProblem, megabytes } from './file-check.ts'
import type { MaybeText } from './types.ts'

/** A file input under the upload rules: files that break them are named and left out. */
export function AttachmentInput({
  multiple,
  maxFiles,
  onChange,
  disabled,
}: {
  multiple: boolean
  maxFiles: number
  onChange(files: File[]): void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const [problem, setProblem] = useState<MaybeText>(null)

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? [])
    setProblem(null)
    if (chosen.length > maxFiles) {
      event.target.value = ''
      onChange([])
      return setProblem(t('companyFiles.attachments.tooMany', { count: maxFiles }))
    }
    for (const file of chosen) {
      const found = await fileProblem(file, ATTACHMENT_TYPES, ATTACHMENT_MAX_BYTES)
      if (found) {
        event.target.value = ''
        onChange([])
        return setProblem(
          t(`companyFiles.attachments.${found === 'size' ? 'tooLarge' : 'wrongType'}`, {
            name: file.name,
            size: megabytes(ATTACHMENT_MAX_BYTES),
          }),
        )
      }
    }
    onChange(chosen)
  }

  return (
    <div className="fw-field">
      <label className="fw-field-label" htmlFor={id}>
        {t(multiple ? 'companyFiles.attachments.labelMany' : 'companyFiles.attachments.labelOne')}
      </label>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={ATTACHMENT_TYPES.map((type) => UPLOAD_MIME[type]).join(',')}
        onChange={choose}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
      />
      <p id={`${id}-hint`} className="fw-field-hint">
        {t('companyFiles.attachments.hint', { size: megabytes(ATTACHMENT_MAX_BYTES), count: maxFiles })}
      </p>
      {problem ? (
        <p role="alert" className="fw-form-message fw-form-message--error">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
