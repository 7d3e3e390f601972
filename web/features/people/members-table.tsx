import type { ReactNode } from 'react'
import type { TBusinessUser, TRole } from '../../../shared/business/people-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { ScrollRegion } from '../../ui/scroll-region.tsx'

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
}

/** One page of members: a checkbox to select, name, e-mail, role (changeable), groups, office, status, actions. */
export function MembersTable({
  members,
  roles,
  selected,
  onSelect,
  onRole,
  busy,
  showOffice,
  actions,
}: Props) {
  const { t } = useTranslation()
  if (members.length === 0) return <p>{t('people.manage.none')}</p>
  const all = members.every((m) => selected.includes(m.id))
  return (
    <ScrollRegion label={t('people.manage.caption')}>
      <table className="fw-people-table">
        <caption className="fw-visually-hidden">{t('people.manage.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t('people.manage.selectAll')}
                checked={all}
                onChange={() => onSelect(all ? [] : members.map((m) => m.id))}
              />
            </th>
            <th scope="col">{t('people.manage.name')}</th>
            <th scope="col">{t('people.manage.email')}</th>
            <th scope="col">{t('people.manage.role')}</th>
            <th scope="col">{t('people.manage.groups')}</th>
            {showOffice ? <th scope="col">{t('people.manage.office')}</th> : null}
            <th scope="col">{t('people.manage.status')}</th>
            <th scope="col">
              <span className="fw-visually-hidden">{t('people.manage.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const name = `${m.firstName} ${m.lastName}`.trim() || m.email
            const isSelected = selected.includes(m.id)
            return (
              <tr key={m.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('people.manage.select', { name })}
                    checked={isSelected}
                    onChange={() =>
                      onSelect(isSelected ? selected.filter((id) => id !== m.id) : [...selected, m.id])
                    }
                  />
                </td>
                <td>{name}</td>
                <td>{m.email}</td>
                <td>
                  <select
                    aria-label={t('people.manage.roleOf', { name })}
                    value={m.role.id}
                    disabled={busy}
                    onChange={(e) => onRole(m.id, e.target.value)}
                  >
                    {roles.some((r) => r.id === m.role.id) ? null : (
                      <option value={m.role.id}>{roleName(t, { name: m.role.roleName })}</option>
                    )}
                    {roles.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{m.groups.join(', ')}</td>
                {showOffice ? <td>{m.office?.name ?? ''}</td> : null}
                <td>
                  {t(`people.status.${m.status}`)}
                  {m.isGuest ? ` · ${t('people.manage.guest')}` : ''}
                </td>
                <td>{actions(m)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
