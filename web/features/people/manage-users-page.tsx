import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { MEMBER_STATUSES, PEOPLE_LIMITS } from '../../../shared/business/people-contract.ts'
import type { TUserSearchFilters } from '../../../shared/business/people-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { MembersTable } from './members-table.tsx'
import { PeopleProvider, usePeopleApi } from './people-api.tsx'
import { peopleError } from './people-errors.ts'
import { MemberRowActions } from './toolbar/member-row-actions.tsx'
import { PeopleToolbar } from './toolbar/people-toolbar.tsx'
import { useDebounced } from './use-debounced.ts'
import './people.css'

/** /users/manage: search, filters, the paged table, and role and group changes for a selection. */
export function ManageUsersPage() {
  return (
    <PageFrame pageId="hubUsersManage">
      <PeopleProvider>
        <ManageUsers />
      </PeopleProvider>
    </PageFrame>
  )
}

function ManageUsers() {
  const { t } = useTranslation()
  const api = usePeopleApi()
  const queryClient = useQueryClient()
  const ids = {
    search: useId(),
    role: useId(),
    group: useId(),
    status: useId(),
    bulkRole: useId(),
    bulkGroup: useId(),
  }
  const [query, setQuery] = useState('')
  const [roleId, setRoleId] = useState('')
  const [groupId, setGroupId] = useState('')
  const [status, setStatus] = useState('')
  const [page, setPage] = useState(0)
  const [selected, setSelected] = useState<string[]>([])
  const [bulkRole, setBulkRole] = useState('')
  const [bulkGroup, setBulkGroup] = useState('')
  const debounced = useDebounced(query, PEOPLE_LIMITS.searchDebounceMs)
  const filters: TUserSearchFilters = {
    ...(roleId ? { roleIds: [roleId] } : {}),
    ...(groupId ? { groupIds: [groupId] } : {}),
    ...(status ? { statuses: [status as (typeof MEMBER_STATUSES)[number]] } : {}),
  }
  const searchKey = ['people', 'search', debounced, filters, page] as const
  const results = useQuery({
    queryKey: searchKey,
    queryFn: () =>
      api.findUsers(
        { query: debounced, filters, searchMode: 'filtered' },
        { page, size: PEOPLE_LIMITS.defaultPageSize },
      ),
    placeholderData: keepPreviousData,
  })
  const roles = useQuery({ queryKey: ['people', 'roles'], queryFn: () => api.roles() })
  const groups = useQuery({ queryKey: ['people', 'groups'], queryFn: () => api.groups() })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['people'] })
  const changeRole = useMutation({
    mutationFn: ({ userIds, role }: { userIds: string[]; role: string }) => api.changeRole(userIds, role),
    onSuccess: () => setSelected([]),
    onSettled: refresh,
  })
  const addToGroup = useMutation({
    mutationFn: ({ userIds, group }: { userIds: string[]; group: string }) => api.addToGroup(group, userIds),
    onSuccess: () => setSelected([]),
    onSettled: refresh,
  })
  // Roles and groups only fill the filters: someone who may search but not manage sees no error for them.
  const failure = changeRole.error ?? addToGroup.error
  const data = results.data
  const onFilter = (set: (v: string) => void) => (value: string) => {
    set(value)
    setPage(0)
  }
  return (
    <>
      <PeopleToolbar />
      <div className="fw-people-filters">
        <div className="fw-field">
          <label htmlFor={ids.search}>{t('people.manage.search')}</label>
          <input
            id={ids.search}
            type="search"
            value={query}
            maxLength={PEOPLE_LIMITS.queryMaxLength}
            autoComplete="off"
            onChange={(e) => onFilter(setQuery)(e.target.value)}
          />
        </div>
        <div className="fw-field">
          <label htmlFor={ids.role}>{t('people.manage.roleFilter')}</label>
          <select id={ids.role} value={roleId} onChange={(e) => onFilter(setRoleId)(e.target.value)}>
            <option value="">{t('people.manage.any')}</option>
            {roles.data?.roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="fw-field">
          <label htmlFor={ids.group}>{t('people.manage.groupFilter')}</label>
          <select id={ids.group} value={groupId} onChange={(e) => onFilter(setGroupId)(e.target.value)}>
            <option value="">{t('people.manage.any')}</option>
            {groups.data?.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="fw-field">
          <label htmlFor={ids.status}>{t('people.manage.statusFilter')}</label>
          <select id={ids.status} value={status} onChange={(e) => onFilter(setStatus)(e.target.value)}>
            <option value="">{t('people.manage.any')}</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`people.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {selected.length > 0 ? (
        <fieldset className="fw-people-bulk">
          <legend>{t('people.manage.selected', { count: selected.length })}</legend>
          <label htmlFor={ids.bulkRole}>{t('people.manage.giveRole')}</label>
          <select id={ids.bulkRole} value={bulkRole} onChange={(e) => setBulkRole(e.target.value)}>
            <option value="">{t('people.manage.chooseRole')}</option>
            {roles.data?.roles.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="fw-button"
            disabled={!bulkRole || changeRole.isPending}
            onClick={() => changeRole.mutate({ userIds: selected, role: bulkRole })}
          >
            {t('people.manage.applyRole')}
          </button>
          <label htmlFor={ids.bulkGroup}>{t('people.manage.addToGroup')}</label>
          <select id={ids.bulkGroup} value={bulkGroup} onChange={(e) => setBulkGroup(e.target.value)}>
            <option value="">{t('people.manage.chooseGroup')}</option>
            {groups.data?.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={!bulkGroup || addToGroup.isPending}
            onClick={() => addToGroup.mutate({ userIds: selected, group: bulkGroup })}
          >
            {t('people.manage.applyGroup')}
          </button>
        </fieldset>
      ) : null}
      <div role="alert" className="fw-alert">
        {failure ? peopleError(t, failure) : null}
      </div>
      {changeRole.isSuccess ? (
        <p role="status">{t('people.manage.roleChanged', { count: changeRole.data.changed })}</p>
      ) : null}
      {data ? (
        <MembersTable
          members={data.content}
          roles={roles.data?.roles ?? []}
          selected={selected}
          onSelect={setSelected}
          onRole={(userId, role) => changeRole.mutate({ userIds: [userId], role })}
          busy={changeRole.isPending}
          actions={(m) => (
            <MemberRowActions member={{ id: m.id, email: m.email, status: m.status, isGuest: m.isGuest }} />
          )}
        />
      ) : (
        <p role="status">{t('people.loading')}</p>
      )}
      {data ? (
        <nav className="fw-people-paging" aria-label={t('people.manage.paging')}>
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={data.paging.first}
            onClick={() => setPage(page - 1)}
          >
            {t('people.manage.previous')}
          </button>
          <span>
            {t('people.manage.pageOf', {
              page: data.paging.page + 1,
              pages: Math.max(1, data.paging.totalPages),
              total: data.paging.totalElements,
            })}
          </span>
          <button
            type="button"
            className="fw-button fw-button--secondary"
            disabled={data.paging.last}
            onClick={() => setPage(page + 1)}
          >
            {t('people.manage.next')}
          </button>
        </nav>
      ) : null}
    </>
  )
}
