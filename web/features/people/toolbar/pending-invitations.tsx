import { useMutation } from '@tanstack/react-query'
import type { TInvitation } from '../../../../shared/business/members-schemas.ts'
import type { MembersApi } from '../../../api/members.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { roleName } from '../../../i18n/role-names.ts'
import { Button } from '../../../ui/button.tsx'
import { membersError, shortDate } from './members-errors.ts'
import '../../../ui/card-list.css'

interface Props {
  api: MembersApi
  invitations: readonly TInvitation[]
  onChanged(message: string): void
}

/** The company's open invitations, each with resend and revoke. */
export function PendingInvitations({ api, invitations, onChanged }: Props) {
  const { t, locale } = useTranslation()
  const resend = useMutation({
    mutationFn: (i: TInvitation) => api.resend(i.id),
    onSuccess: (_, i) => onChanged(t('members.invitation.resent', { email: i.email })),
  })
  const revoke = useMutation({
    mutationFn: (i: TInvitation) => api.revoke(i.id),
    onSuccess: (_, i) => onChanged(t('members.invitation.revoked', { email: i.email })),
  })
  const failure = resend.error ?? revoke.error
  return (
    <section aria-labelledby="fw-pending-title" className="fw-members-pending">
      <h2 id="fw-pending-title">{t('members.toolbar.pendingTitle')}</h2>
      {invitations.length === 0 ? <p>{t('members.toolbar.pendingEmpty')}</p> : null}
      <ul className="fw-card-list fw-card-list--flush">
        {invitations.map((i) => {
          const nameId = `fw-invitation-${i.id}`
          return (
            <li key={i.id} className="fw-card">
              <p id={nameId}>
                <strong>{i.email}</strong>
                {i.expired ? ` · ${t('members.invitation.expired')}` : ''}
              </p>
              <p>
                {t('members.invitation.line', {
                  role: roleName(t, { name: i.roleName }),
                  expires: shortDate(i.expiresAt, locale),
                })}
              </p>
              {i.guest && i.accessEndsAt ? (
                <p>
                  {t('members.invitation.guestLine', {
                    end: shortDate(i.accessEndsAt, locale),
                    sponsor: i.sponsorEmail ?? '—',
                  })}
                </p>
              ) : null}
              <div className="fw-members-actions">
                <Button
                  variant="secondary"
                  aria-describedby={nameId}
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(i)}
                >
                  {t('members.invitation.resend')}
                </Button>
                <Button
                  variant="secondary"
                  aria-describedby={nameId}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(i)}
                >
                  {t('members.invitation.revoke')}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      <div role="alert" className="fw-alert">
        {failure ? membersError(t, failure) : null}
      </div>
    </section>
  )
}
