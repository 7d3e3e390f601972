import { useId, useMemo, useState } from 'react'
import type { TBusinessUser } from '../../../../shared/business/people-schemas.ts'
import { browserApiClient } from '../../../api/browser-client.ts'
import { createMembersApi, type MembersApi } from '../../../api/members.ts'
import { useGlobalState } from '../../../app/global-state.tsx'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'
import { useMinWidth } from '../../../ui/media-query.ts'
import { ModalDialog } from '../../../ui/modal-dialog.tsx'
import { dateInDays, membersError } from './members-errors.ts'
import './members.css'

/** What a row of the users table tells its actions; `id` is the member's user id. */
export interface MemberRowMember {
  id: string
  email: string
  status: string
  isGuest: boolean
  /** A guest's sponsor and end of access now, so that changing one keeps the other. */
  sponsorEmail?: string | null
  accessEndsAt?: string | null
}

/** A row's member as the people search returns it. */
export function rowMemberOf(m: TBusinessUser): MemberRowMember {
  return {
    id: m.id,
    email: m.email,
    status: m.status,
    isGuest: m.isGuest,
    sponsorEmail: m.sponsor?.email ?? null,
    accessEndsAt: m.accessEndsAt,
  }
}

interface Props {
  member: MemberRowMember
  /** Called after a change, so that the table reloads. */
  onChanged?: () => void
  /** A test's own calls (the browser's by default). */
  api?: MembersApi
}

/** Per member: deactivate or reactivate; for guests, remove and change sponsor and end date. */
export function MemberRowActions({ member, onChanged, api: given }: Props) {
  const { t } = useTranslation()
  const permissions = useGlobalState().auth?.permissions ?? []
  const api = useMemo(() => given ?? createMembersApi(browserApiClient), [given])
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [failure, setFailure] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState(false)
  const deactivated = member.status === 'deactivated' || member.status === 'inactive'
  const may = (p: string) => permissions.includes(p)

  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true)
    setFailure('')
    try {
      await work()
      setMessage(done)
      onChanged?.()
    } catch (error) {
      setFailure(membersError(t, error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset className="fw-members-actions fw-members-fieldset">
      <legend className="fw-visually-hidden">{t('members.row.actionsFor', { email: member.email })}</legend>
      {may('USER_MANAGEMENT') ? (
        deactivated ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              act(() => api.reactivate(member.id), t('members.row.reactivated', { email: member.email }))
            }
          >
            {t('members.row.reactivate')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              act(() => api.deactivate(member.id), t('members.row.deactivated', { email: member.email }))
            }
          >
            {t('members.row.deactivate')}
          </Button>
        )
      ) : null}
      {member.isGuest && may('GUEST_MANAGEMENT') ? (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('members.row.editGuest')}
        </Button>
      ) : null}
      {member.isGuest && (may('USER_GUEST_DELETE') || may('USER_GUEST_DELETE_FOR_ALL')) ? (
        confirming ? (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              setConfirming(false)
              void act(() => api.removeGuest(member.id), t('members.row.removed', { email: member.email }))
            }}
          >
            {t('members.row.confirmRemove')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('members.row.removeGuest')}
          </Button>
        )
      ) : null}
      <span role="status" className="fw-members-notice">
        {message}
      </span>
      <span role="alert" className="fw-alert">
        {failure}
      </span>
      {editing ? (
        <GuestTermsDialog
          email={member.email}
          sponsorEmail={member.sponsorEmail ?? ''}
          accessEndsOn={member.accessEndsAt ? member.accessEndsAt.slice(0, 10) : dateInDays(30)}
          onClose={() => setEditing(false)}
          onSave={async (sponsorEmail, accessEndsAt) => {
            await api.updateGuest(member.id, { sponsorEmail, accessEndsAt })
            setEditing(false)
            setMessage(t('members.row.guestSaved'))
            onChanged?.()
          }}
        />
      ) : null}
    </fieldset>
  )
}

function GuestTermsDialog(props: {
  email: string
  sponsorEmail: string
  /** yyyy-mm-dd */
  accessEndsOn: string
  onClose(): void
  onSave(sponsorEmail: string, accessEndsAt: string): Promise<void>
}) {
  const { t } = useTranslation()
  const wide = useMinWidth(640)
  const titleId = useId()
  const sponsorId = useId()
  const endId = useId()
  const [sponsor, setSponsor] = useState(props.sponsorEmail)
  const [end, setEnd] = useState(props.accessEndsOn)
  const [failure, setFailure] = useState('')
  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'sheet'}
      onClose={props.onClose}
      labelledBy={titleId}
      maxWidth={480}
    >
      <form
        className="fw-members-form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          try {
            await props.onSave(sponsor.trim(), end)
          } catch (error) {
            setFailure(membersError(t, error))
          }
        }}
      >
        <h2 id={titleId}>
          {t('members.row.editGuest')}: {props.email}
        </h2>
        <div className="fw-field">
          <label htmlFor={sponsorId}>{t('members.row.sponsor')}</label>
          <input id={sponsorId} type="email" value={sponsor} onChange={(e) => setSponsor(e.target.value)} />
        </div>
        <div className="fw-field">
          <label htmlFor={endId}>{t('members.row.accessEnds')}</label>
          <input id={endId} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
        <div role="alert" className="fw-alert">
          {failure}
        </div>
        <div className="fw-members-actions">
          <Button type="submit">{t('members.row.save')}</Button>
          <Button variant="secondary" onClick={props.onClose}>
            {t('members.row.cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  )
}
