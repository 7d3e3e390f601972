import { useId, useState } from 'react'
import { ISSUE_TOPICS } from '../../../shared/business/company-files-contract.ts'
import {
  ATTACHMENT_MAX_FILES,
  BOOKING_NUMBER_PATTERN,
  FORM_TEXT_LIMITS,
} from '../../../shared/business/upload-rules.ts'
import { browserCompanyFilesApi } from '../../api/company-files.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FieldErrorNote } from '../../ui/field-error-note.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { SupportFormDialog } from './support-form-dialog.tsx'
import type { Topic } from './types.ts'

interface DialogProps {
  onClose(): void
}

/** "Contact your account manager": subject, message and one attachment (admins). */
export function ContactAccountManagerDialog({ onClose }: DialogProps) {
  const { t } = useTranslation()
  return (
    <SupportFormDialog
      title={t('companyFiles.contact.title')}
      headlineField={{
        label: t('companyFiles.contact.subject'),
        name: 'subject',
        maxLength: FORM_TEXT_LIMITS.subject,
      }}
      descriptionLabel={t('companyFiles.contact.description')}
      attachments={{ multiple: false, maxFiles: 1 }}
      onClose={onClose}
      request={({ headline, description, files }) =>
        browserCompanyFilesApi().contactAccountManager({
          subject: headline,
          description,
          attachment: files[0] ?? null,
        })
      }
    />
  )
}

/** "Report an issue": summary, topic, booking number, description and attachments (any member). */
export function ReportIssueDialog({ onClose }: DialogProps) {
  const { t } = useTranslation()
  const topicId = useId()
  const [topic, setTopic] = useState<Topic>('booking')
  const [bookingNumber, setBookingNumber] = useState('')
  const bookingNumberForm = t('companyFiles.report.bookingNumberFormat')
  return (
    <SupportFormDialog
      title={t('companyFiles.report.title')}
      headlineField={{
        label: t('companyFiles.report.summary'),
        name: 'summary',
        maxLength: FORM_TEXT_LIMITS.summary,
      }}
      descriptionLabel={t('companyFiles.report.description')}
      attachments={{ multiple: true, maxFiles: ATTACHMENT_MAX_FILES }}
      onClose={onClose}
      request={({ headline, description, files }) =>
        browserCompanyFilesApi().reportIssue({
          summary: headline,
          description,
          topic,
          bookingNumber,
          attachments: files,
        })
      }
      fields={['topic', 'bookingNumber']}
      check={(): Record<string, string> =>
        bookingNumber.trim() && !BOOKING_NUMBER_PATTERN.test(bookingNumber.trim())
          ? { bookingNumber: bookingNumberForm }
          : {}
      }
      issueText={(issue) =>
        issue.field === 'bookingNumber' && issue.reason === 'format' ? bookingNumberForm : null
      }
    >
      {(errorOf) => (
        <>
          <div className="fw-field">
            <label className="fw-field-label" htmlFor={topicId}>
              {t('companyFiles.report.topic')}
            </label>
            <select
              id={topicId}
              className="fw-input"
              value={topic}
              onChange={(e) => setTopic(e.target.value as Topic)}
              aria-invalid={errorOf('topic') ? true : undefined}
              aria-describedby={errorOf('topic') ? `${topicId}-error` : undefined}
            >
              {ISSUE_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`companyFiles.report.topics.${value}`)}
                </option>
              ))}
            </select>
            <FieldErrorNote id={`${topicId}-error`} text={errorOf('topic')} />
          </div>
          <TextField
            label={t('companyFiles.report.bookingNumber')}
            name="bookingNumber"
            value={bookingNumber}
            onChange={setBookingNumber}
            autoComplete="off"
            maxLength={FORM_TEXT_LIMITS.bookingNumber}
            description={t('companyFiles.report.bookingNumberHint')}
            error={errorOf('bookingNumber')}
          />
        </>
      )}
    </SupportFormDialog>
  )
}
