import { useId } from 'react'
import { MEMBER_STATUSES, PEOPLE_LIMITS } from '../../../../shared/business/people-contract.ts'
import type { TUserSearchFilters } from '../../../../shared/business/people-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'

export interface UsersFilterValues {
  query: string
  roleId: string
  groupId: string
  officeId: string
  status: string
}

export const NO_FILTERS: UsersFilterValues = { query: '', roleId: '', groupId: '', officeId: '', status: '' }

/** The search's filters as findUsers takes them; an empty choice filters nothing. */
export function searchFilters(v: UsersFilterValues): TUserSearchFilters {
  return {
    ...(v.roleId ? { roleIds: [v.roleId] } : {}),
    ...(v.groupId ? { groupIds: [v.groupId] } : {}),
    ...(v.officeId ? { officeIds: [v.officeId] } : {}),
    ...(v.status ? { statuses: [v.status as (typeof MEMBER_STATUSES)[number]] } : {}),
  }
}

interface Option {
  id: string
  name: string
}

interface Props {
  values: UsersFilterValues
  onChange(values: UsersFilterValues): void
  roles: Option[]
  groups: Option[]
  offices: Option[]
}

/** The users page's search box and its role, group, office and status filters. */
export function ManageUsersFilters({ values, onChange, roles, groups, offices }: Props) {
  const { t } = useTranslation()
  const ids = { search: useId(), role: useId(), group: useId(), office: useId(), status: useId() }
  const set = (key: keyof UsersFilterValues) => (value: string) => onChange({ ...values, [key]: value })
  const select = (key: 'roleId' | 'groupId' | 'officeId', id: string, label: string, options: Option[]) => (
    <div className="fw-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={values[key]} onChange={(e) => set(key)(e.target.value)}>
        <option value="">{t('people.manage.any')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <div className="fw-people-filters">
      <div className="fw-field">
        <label htmlFor={ids.search}>{t('people.manage.search')}</label>
        <input
          id={ids.search}
          type="search"
          value={values.query}
          maxLength={PEOPLE_LIMITS.queryMaxLength}
          autoComplete="off"
          onChange={(e) => set('query')(e.target.value)}
        />
      </div>
      {select('roleId', ids.role, t('people.manage.roleFilter'), roles)}
      {select('groupId', ids.group, t('people.manage.groupFilter'), groups)}
      {offices.length > 0 ? select('officeId', ids.office, t('people.manage.officeFilter'), offices) : null}
      <div className="fw-field">
        <label htmlFor={ids.status}>{t('people.manage.statusFilter')}</label>
        <select id={ids.status} value={values.status} onChange={(e) => set('status')(e.target.value)}>
          <option value="">{t('people.manage.any')}</option>
          {MEMBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`people.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
