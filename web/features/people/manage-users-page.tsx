import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { PEOPLE_LIMITS } from '../../../shared/business/people-contract.ts'
import { PEOPLE_KEYS, type PeopleApi } from '../../api/people.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { PageFrame } from '../../routes/page-frame.tsx'
import { LazyMembersTable, loadMembersTable } from './lazy-members-table.tsx'
import { BulkActions } from './manage/bulk-actions.tsx'
import {
  ManageUsersFilters,
  NO_FILTERS,
  searchFilters,
  type UsersFilterValues,
} from './manage/manage-users-filters.tsx'
import { PeopleProvider, usePeopleApi, usePeopleRefresh } from './people-api.tsx'
import { peopleError } from './people-errors.ts'
import { MemberRowActions, rowMemberOf } from './toolbar/member-row-actions.tsx'
import { PeopleToolbar } from './toolbar/people-toolbar.tsx'
import { useDebounced } from './use-debounced.ts'
import './people.css'

/**
 * /users/manage: search, filters, the paged table, and role, group and office changes for a selection.
 * `api`: a test's own calls (the browser's by default).
 */
export function ManageUsersPage({ api }: { api?: PeopleApi } = {}) {
  return (
    <PageFrame pageId="hubUsersManage">
      <PeopleProvider api={api}>
        <ManageUsers />
      </PeopleProvider>
    </PageFrame>
  )
}

function ManageUsers() {
  const { t } = useTranslation()
  const api = usePeopleApi()
  const [filterValues, setFilterValues] = useState<UsersFilterValues>(NO_FILTERS)
  const [page, setPage] = useState(0)
  const [selected, setSelected] = useState<string[]>([])
  const debounced = useDebounced(filterValues.query, PEOPLE_LIMITS.searchDebounceMs)
  const filters = searchFilters(filterValues)
  const results = useQuery({
    queryKey: PEOPLE_KEYS.search({ query: debounced, filters }, page),
    queryFn: () =>
      api.findUsers(
        { query: debounced, filters, searchMode: 'filtered' },
        { page, size: PEOPLE_LIMITS.defaultPageSize },
      ),
    placeholderData: keepPreviousData,
  })
  const roles = useQuery({ queryKey: PEOPLE_KEYS.roles, queryFn: () => api.roles() })
  const groups = useQuery({ queryKey: PEOPLE_KEYS.groups, queryFn: () => api.groups() })
  const offices = useQuery({ queryKey: PEOPLE_KEYS.offices, queryFn: () => api.offices() })
  const refresh = usePeopleRefresh()
  useEffect(() => {
    // A failure shows when the table renders; here it only starts the download early.
    loadMembersTable().catch(() => {})
  }, [])
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
  const changeOffice = useMutation({
    mutationFn: ({ userIds, office }: { userIds: string[]; office: string | null }) =>
      api.changeOffice(userIds, office),
    onSuccess: () => setSelected([]),
    onSettled: refresh,
  })
  // Roles, groups and offices only fill the filters: someone who may search but not manage sees no
  // error for them.
  const failure = changeRole.error ?? addToGroup.error ?? changeOffice.error
  const data = results.data
  const roleList = (roles.data?.roles ?? []).map((r) => ({ ...r, name: roleName(t, r) }))
  const groupList = groups.data?.groups ?? []
  const officeList = offices.data?.offices ?? []
  const loading = <p role="status">{t('people.loading')}</p>
  return (
    <>
      <PeopleToolbar />
      <ManageUsersFilters
        values={filterValues}
        onChange={(values) => {
          setFilterValues(values)
          setPage(0)
        }}
        roles={roleList}
        groups={groupList}
        offices={officeList}
      />
      {selected.length > 0 ? (
        <BulkActions
          count={selected.length}
          roles={roleList}
          groups={groupList}
          offices={officeList}
          busy={changeRole.isPending || addToGroup.isPending || changeOffice.isPending}
          onRole={(role) => changeRole.mutate({ userIds: selected, role })}
          onGroup={(group) => addToGroup.mutate({ userIds: selected, group })}
          onOffice={(office) => changeOffice.mutate({ userIds: selected, office })}
        />
      ) : null}
      <div role="alert" className="fw-alert">
        {failure ? peopleError(t, failure) : null}
      </div>
      {changeRole.isSuccess ? (
        <p role="status">{t('people.manage.roleChanged', { count: changeRole.data.changed })}</p>
      ) : null}
      {changeOffice.isSuccess ? (
        <p role="status">{t('people.manage.officeChanged', { count: changeOffice.data.changed })}</p>
      ) : null}
      {data ? (
        <Suspense fallback={loading}>
          <LazyMembersTable
            showOffice={officeList.length > 0}
            members={data.content}
            roles={roleList}
            selected={selected}
            onSelect={setSelected}
            onRole={(userId, role) => changeRole.mutate({ userIds: [userId], role })}
            busy={changeRole.isPending}
            actions={(m) => <MemberRowActions member={rowMemberOf(m)} onChanged={refresh} />}
            paging={{
              page: data.paging.page,
              size: PEOPLE_LIMITS.defaultPageSize,
              total: data.paging.totalElements,
              onPage: setPage,
            }}
          />
        </Suspense>
      ) : (
        loading
      )}
    </>
  )
}
