import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { TInvitationList } from '../../../../shared/business/members-schemas.ts'
import type { MembersApi } from '../../../api/members.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { roleName } from '../../../i18n/role-names.ts'
import { FieldErrorNote } from '../../../ui/field-error-note.tsx'
import { FormActions } from '../../../ui/form-actions.tsx'
import { PopupDialog } from '../../../ui/popup-dialog.tsx'
import { parseEmails } from './invite-emails.ts'
import { dateInDays, membersFormErrors } from './members-errors.ts'

/** The invitation's own refusals that are about one field. */
const INVITE_CODE_FIELDS: Readonly<Record<string, string>> = {
  ROLE_NOT_FOUND: 'roleId',
  ROLE_NOT_ALLOWED: 'roleId',
  GUEST_END_REQUIRED: 'guest',
  GUEST_END_INVALID: 'guest',
}

interface Props {
  api: MembersApi
  listing: TInvitationList
  onSent(count: number): void
  onClose(): void
}

/** Invite one or many e-mails with a role; guests (the guest role) need an end date. */
export function InviteDialog({ api, listing, onSent, onClose }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const emailsId = useId()
  const hintId = useId()
  const roleId = useId()
  const endId = useId()
  const [text, setText] = useState('')
  const firstRole = listing.roles.find((r) => r.name === 'Traveler') ?? listing.roles[0]
  const [role, setRole] = useState(firstRole?.id ?? '')
  const [end, setEnd] = useState(dateInDays(30))
  const [invalid, setInvalid] = useState(false)
  const guest = listing.roles.find((r) => r.id === role)?.guest ?? false
  const send = useMutation({
    mutationFn: (emails: string[]) =>
      api.invite({ emails, roleId: role, ...(guest ? { guest: { accessEndsAt: end } } : {}) }),
    onSuccess: (answer) => onSent(answer.invited.length),
  })
  const refused = membersFormErrors(t, invalid ? null : send.error, {
    fields: ['emails', 'roleId', 'guest'],
    // The browser's check and the server's refusal of an address say the same.
    issueText: (issue) =>
      issue.field?.startsWith('emails') && issue.reason === 'email'
        ? t('members.invite.emailsInvalid')
        : null,
    codeField: (code) => INVITE_CODE_FIELDS[code] ?? null,
  })
  const emailsError = invalid ? t('members.invite.emailsInvalid') : refused.fields.emails
  const describedBy = (id: string, text: string | undefined) => (text ? `${id}-error` : undefined)
  return (
    <PopupDialog popupFrom={640} maxWidth={560} labelledBy={titleId} onClose={onClose}>
      <form
        className="fw-members-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const parsed = parseEmails(text)
          setInvalid(parsed.invalid.length > 0 || parsed.emails.length === 0)
          if (parsed.invalid.length === 0 && parsed.emails.length > 0) send.mutate(parsed.emails)
        }}
      >
        <h2 id={titleId}>{t('members.invite.title')}</h2>
        <div className="fw-field">
          <label htmlFor={emailsId}>{t('members.invite.emails')}</label>
          <textarea
            id={emailsId}
            rows={4}
            value={text}
            aria-describedby={[hintId, describedBy(emailsId, emailsError)].filter(Boolean).join(' ')}
            aria-invalid={emailsError ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={hintId} className="fw-field-hint">
            {t('members.invite.emailsHint')}
          </p>
          <FieldErrorNote id={`${emailsId}-error`} text={emailsError} />
        </div>
        <div className="fw-field">
          <label htmlFor={roleId}>{t('members.invite.role')}</label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value)}
            aria-invalid={refused.fields.roleId ? true : undefined}
            aria-describedby={describedBy(roleId, refused.fields.roleId)}
          >
            {listing.roles.map((r) => (
              <option key={r.id} value={r.id}>
                {roleName(t, r)}
              </option>
            ))}
          </select>
          <FieldErrorNote id={`${roleId}-error`} text={refused.fields.roleId} />
        </div>
        <p className="fw-field-hint">
          {t('members.invite.guestNote', { domains: listing.domains.join(', ') })}
        </p>
        {guest ? (
          <div className="fw-field">
            <label htmlFor={endId}>{t('members.invite.accessEnds')}</label>
            <input
              id={endId}
              type="date"
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              aria-invalid={refused.fields.guest ? true : undefined}
              aria-describedby={describedBy(endId, refused.fields.guest)}
            />
            <FieldErrorNote id={`${endId}-error`} text={refused.fields.guest} />
          </div>
        ) : null}
        <div role="alert" className="fw-alert">
          {invalid ? t('fieldErrors.checkFields') : refused.form}
        </div>
        <FormActions
          className="fw-members-actions"
          submitLabel={t('members.invite.send')}
          cancelLabel={t('members.invite.cancel')}
          pending={send.isPending}
          onCancel={onClose}
        />
      </form>
    </PopupDialog>
  )
}
