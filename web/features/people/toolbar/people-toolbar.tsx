import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { MEMBERS_API } from '../../../../shared/business/members-contract.ts'
import { browserApiClient } from '../../../api/browser-client.ts'
import { createMembersApi, type MembersApi } from '../../../api/members.ts'
import { Queries } from '../../../api/query-client.tsx'
import { apiKey } from '../../../api/query-keys.ts'
import { useGlobalState } from '../../../app/global-state.tsx'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'
import { ImportDialog } from './import-dialog.tsx'
import { InviteDialog } from './invite-dialog.tsx'
import { membersError } from './members-errors.ts'
import { PendingInvitations } from './pending-invitations.tsx'
import './members.css'

const LIST_KEY = apiKey(MEMBERS_API.invitations)

/**
 * Above the users table (and on the invitation hub): invite people, import a CSV, and the pending
 * invitations. Shown to members who may invite; the import only to those who manage users. `api`: a test's
 * own calls (the browser's by default).
 */
export function PeopleToolbar({ api }: { api?: MembersApi } = {}) {
  const { auth } = useGlobalState()
  const permissions = auth?.permissions ?? []
  if (!permissions.includes('USER_INVITE') && !permissions.includes('USER_GUEST_INVITE')) return null
  return (
    <Queries>
      <Toolbar canImport={permissions.includes('USER_MANAGEMENT')} api={api} />
    </Queries>
  )
}

function Toolbar({ canImport, api: own }: { canImport: boolean; api?: MembersApi }) {
  const { t } = useTranslation()
  const api = useMemo(() => own ?? createMembersApi(browserApiClient), [own])
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<'invite' | 'import' | null>(null)
  const [notice, setNotice] = useState('')
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => api.invitations() })
  const changed = async (message: string) => {
    setOpen(null)
    setNotice(message)
    await queryClient.invalidateQueries({ queryKey: LIST_KEY })
  }
  return (
    <div className="fw-members-toolbar">
      <div className="fw-members-actions">
        <Button disabled={!list.data} onClick={() => setOpen('invite')}>
          {t('members.toolbar.invite')}
        </Button>
        {canImport ? (
          <Button variant="secondary" onClick={() => setOpen('import')}>
            {t('members.toolbar.importCsv')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="fw-members-notice">
        {notice}
      </p>
      {list.data ? (
        <PendingInvitations api={api} invitations={list.data.invitations} onChanged={changed} />
      ) : (
        <p role={list.isError ? 'alert' : 'status'}>
          {list.isError ? membersError(t, list.error) : t('members.loading')}
        </p>
      )}
      {open === 'invite' && list.data ? (
        <InviteDialog
          api={api}
          listing={list.data}
          onSent={(count) => changed(t('members.invite.sent', { count }))}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'import' ? (
        <ImportDialog api={api} onImported={changed} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  )
}
