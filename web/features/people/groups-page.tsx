import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { PEOPLE_LIMITS } from '../../../shared/business/people-contract.ts'
import type { PeopleApi } from '../../api/people.ts'
import { PEOPLE_KEYS } from '../../api/people.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { PeopleProvider, usePeopleApi, usePeopleRefresh } from './people-api.tsx'
import { peopleError, peopleFormErrors } from './people-errors.ts'
import '../../ui/card-list.css'
import './people.css'

/**
 * /users/groups: the company's groups; members join them from the users page's selection. `api`: a test's
 * own calls (the browser's by default).
 */
export function GroupsPage({ api }: { api?: PeopleApi } = {}) {
  return (
    <PageFrame pageId="hubUsersGroups">
      <PeopleProvider api={api}>
        <Groups />
      </PeopleProvider>
    </PageFrame>
  )
}

function Groups() {
  const { t } = useTranslation()
  const api = usePeopleApi()
  const formId = useId()
  const [name, setName] = useState('')
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null)
  const groups = useQuery({ queryKey: PEOPLE_KEYS.groups, queryFn: () => api.groups() })
  const refresh = usePeopleRefresh()
  const create = useMutation({
    mutationFn: () => api.createGroup(name),
    onSuccess: () => setName(''),
    onSettled: refresh,
  })
  const rename = useMutation({
    mutationFn: (g: { id: string; name: string }) => api.renameGroup(g.id, g.name),
    onSuccess: () => setRenaming(null),
    onSettled: refresh,
  })
  const remove = useMutation({ mutationFn: (id: string) => api.deleteGroup(id), onSettled: refresh })
  const created = peopleFormErrors(t, create.error, ['name'])
  const renamed = peopleFormErrors(t, rename.error, ['name'])
  const failure = remove.error ?? groups.error
  return (
    <>
      <form
        aria-labelledby={formId}
        className="fw-people-inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          create.mutate()
        }}
      >
        <h2 id={formId}>{t('people.groups.create')}</h2>
        <TextField
          label={t('people.groups.name')}
          name="groupName"
          autoComplete="off"
          value={name}
          onChange={setName}
          maxLength={PEOPLE_LIMITS.groupNameMaxLength}
          isRequired
          error={created.fields.name}
        />
        <Button type="submit" aria-disabled={create.isPending || undefined}>
          {t('people.groups.add')}
        </Button>
      </form>
      <div role="alert" className="fw-alert">
        {created.form ?? renamed.form ?? (failure ? peopleError(t, failure) : null)}
      </div>
      {groups.data?.groups.length === 0 ? <p>{t('people.groups.empty')}</p> : null}
      <ul className="fw-card-list">
        {groups.data?.groups.map((g) => {
          const nameId = `group-${g.id}`
          return (
            <li key={g.id} className="fw-card">
              {renaming?.id === g.id ? (
                <form
                  className="fw-people-inline-form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    rename.mutate(renaming)
                  }}
                >
                  <TextField
                    label={t('people.groups.newName', { name: g.name })}
                    name="groupRename"
                    autoComplete="off"
                    value={renaming.name}
                    onChange={(value) => setRenaming({ id: g.id, name: value })}
                    maxLength={PEOPLE_LIMITS.groupNameMaxLength}
                    error={renamed.fields.name}
                  />
                  <Button type="submit">{t('people.groups.save')}</Button>
                  <Button variant="secondary" onClick={() => setRenaming(null)}>
                    {t('people.cancel')}
                  </Button>
                </form>
              ) : (
                <>
                  <h3 id={nameId} className="fw-people-item-title">
                    {g.name}
                  </h3>
                  <p>{t('people.groups.members', { count: g.memberCount })}</p>
                  <div className="fw-people-actions">
                    <Button
                      variant="secondary"
                      aria-describedby={nameId}
                      onClick={() => setRenaming({ id: g.id, name: g.name })}
                    >
                      {t('people.groups.rename')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-describedby={nameId}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(g.id)}
                    >
                      {t('people.groups.delete')}
                    </Button>
                  </div>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
