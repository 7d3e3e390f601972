import type { ReactNode } from 'react'
import type { TBusinessUser, TRole } from '../../../shared/business/people-schemas.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { type DataColumn, DataTable, type DataTablePaging } from '../../ui/data-table.tsx'

interface Props {
  members: TBusinessUser[]
  roles: TRole[]
  selected: string[]
  onSelect(ids: string[]): void
  onRole(userId: string, roleId: string): void
  busy: boolean
  /** The office column only for a company that has offices (otherwise every cell would be empty). */
  showOffice: boolean
  actions(member: TBusinessUser): ReactNode
  /** The server's page of members, and the way to another. */
  paging: { page: number; size: number; total: number; onPage(page: number): void }
}

const nameOf = (m: TBusinessUser) => `${m.firstName} ${m.lastName}`.trim() || m.email

/** One page of members: a checkbox to select, name, e-mail, role (changeable), groups, office, status, actions. */
export function MembersTable(props: Props) {
  const { t } = useTranslation()
  const paging: DataTablePaging = {
    ...props.paging,
    className: 'fw-people-paging',
    label: t('people.manage.paging'),
    previous: t('people.manage.previous'),
    next: t('people.manage.next'),
    pageOf: (page, pages, total) => t('people.manage.pageOf', { page, pages, total }),
  }
  return (
    <DataTable
      label={t('people.manage.caption')}
      className="fw-people-table"
      columns={memberColumns(t, props)}
      rows={props.members}
      rowId={(m) => m.id}
      paging={paging}
      empty={<p>{t('people.manage.none')}</p>}
    />
  )
}

function memberColumns(t: TFunction, p: Props): DataColumn<TBusinessUser>[] {
  const { members, selected, onSelect } = p
  const all = members.every((m) => selected.includes(m.id))
  const columns: DataColumn<TBusinessUser>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label={t('people.manage.selectAll')}
          checked={all}
          onChange={() => onSelect(all ? [] : members.map((m) => m.id))}
        />
      ),
      cell: ({ row: { original: m } }) => {
        const isSelected = selected.includes(m.id)
        return (
          <input
            type="checkbox"
            aria-label={t('people.manage.select', { name: nameOf(m) })}
            checked={isSelected}
            onChange={() => onSelect(isSelected ? selected.filter((id) => id !== m.id) : [...selected, m.id])}
          />
        )
      },
    },
    { id: 'name', header: () => t('people.manage.name'), cell: ({ row }) => nameOf(row.original) },
    { id: 'email', header: () => t('people.manage.email'), cell: ({ row }) => row.original.email },
    {
      id: 'role',
      header: () => t('people.manage.role'),
      cell: ({ row }) => <RoleSelect t={t} m={row.original} p={p} />,
    },
    {
      id: 'groups',
      header: () => t('people.manage.groups'),
      cell: ({ row }) => row.original.groups.join(', '),
    },
  ]
  if (p.showOffice) {
    columns.push({
      id: 'office',
      header: () => t('people.manage.office'),
      cell: ({ row }) => row.original.office?.name ?? '',
    })
  }
  columns.push(
    {
      id: 'status',
      header: () => t('people.manage.status'),
      cell: ({ row: { original: m } }) =>
        `${t(`people.status.${m.status}`)}${m.isGuest ? ` · ${t('people.manage.guest')}` : ''}`,
    },
    {
      id: 'actions',
      header: () => <span className="fw-visually-hidden">{t('people.manage.actions')}</span>,
      cell: ({ row }) => p.actions(row.original),
    },
  )
  return columns
}

function RoleSelect({ t, m, p }: { t: TFunction; m: TBusinessUser; p: Props }) {
  return (
    <select
      aria-label={t('people.manage.roleOf', { name: nameOf(m) })}
      value={m.role.id}
      disabled={p.busy}
      onChange={(e) => p.onRole(m.id, e.target.value)}
    >
      {p.roles.some((r) => r.id === m.role.id) ? null : (
        <option value={m.role.id}>{roleName(t, { name: m.role.roleName })}</option>
      )}
      {p.roles.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </select>
  )
}
