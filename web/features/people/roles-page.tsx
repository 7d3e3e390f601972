import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { TRole } from '../../../shared/business/people-schemas.ts'
import type { PeopleApi } from '../../api/people.ts'
import { PEOPLE_KEYS } from '../../api/people.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { PeopleProvider, usePeopleApi, usePeopleRefresh } from './people-api.tsx'
import { peopleError } from './people-errors.ts'
import { RoleDialog } from './role-dialog.tsx'
import { RoleViewDialog } from './role-view-dialog.tsx'
import '../../ui/card-list.css'
import './people.css'

/**
 * /users/roles: the company's roles; custom ones can be created, edited and deleted, built-in ones opened
 * to read what they grant. `api`: a test's own calls (the browser's by default).
 */
export function RolesPage({ api }: { api?: PeopleApi } = {}) {
  return (
    <PageFrame pageId="hubUsersRoles">
      <PeopleProvider api={api}>
        <Roles />
      </PeopleProvider>
    </PageFrame>
  )
}

type Editing = { role: TRole | null } | null

function Roles() {
  const { t } = useTranslation()
  const api = usePeopleApi()
  const refresh = usePeopleRefresh()
  const [editing, setEditing] = useState<Editing>(null)
  const [viewing, setViewing] = useState<TRole | null>(null)
  const roles = useQuery({ queryKey: PEOPLE_KEYS.roles, queryFn: () => api.roles() })
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteRole(id),
    onSettled: refresh,
  })
  if (!roles.data) {
    return (
      <p role={roles.isError ? 'alert' : 'status'}>
        {roles.isError ? peopleError(t, roles.error) : t('people.loading')}
      </p>
    )
  }
  return (
    <>
      <Button onClick={() => setEditing({ role: null })}>{t('people.roles.create')}</Button>
      <div role="alert" className="fw-alert">
        {remove.error ? peopleError(t, remove.error) : null}
      </div>
      <ul className="fw-card-list">
        {roles.data.roles.map((role) => {
          const nameId = `role-${role.id}`
          return (
            <li key={role.id} className="fw-card">
              <h2 id={nameId} className="fw-people-item-title">
                {roleName(t, role)}
              </h2>
              <p>
                {t(role.builtIn ? 'people.roles.builtIn' : 'people.roles.custom')} ·{' '}
                {t('people.roles.members', { count: role.memberCount })} ·{' '}
                {t('people.roles.permissionCount', { count: role.permissions.length })}
              </p>
              {role.builtIn ? (
                <div className="fw-people-actions">
                  <Button variant="secondary" aria-describedby={nameId} onClick={() => setViewing(role)}>
                    {t('people.roles.view')}
                  </Button>
                </div>
              ) : (
                <div className="fw-people-actions">
                  <Button variant="secondary" aria-describedby={nameId} onClick={() => setEditing({ role })}>
                    {t('people.roles.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-describedby={nameId}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(role.id)}
                  >
                    {t('people.roles.delete')}
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {viewing ? <RoleViewDialog role={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? (
        <RoleDialog
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null)
            await refresh()
          }}
        />
      ) : null}
    </>
  )
}
