import { useId } from 'react'
import { MEMBER_STATUSES, PEOPLE_LIMITS } from '../../../../shared/business/people-contract.ts'
import type { TUserSearchFilters } from '../../../../shared/business/people-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { type Option, OptionSelect } from './option-select.tsx'

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
  const searchId = useId()
  const set = (key: keyof UsersFilterValues) => (value: string) => onChange({ ...values, [key]: value })
  return (
    <div className="fw-people-filters">
      <div className="fw-field">
        <label htmlFor={searchId}>{t('people.manage.search')}</label>
        <input
          id={searchId}
          type="search"
          value={values.query}
          maxLength={PEOPLE_LIMITS.queryMaxLength}
          autoComplete="off"
          onChange={(e) => set('query')(e.target.value)}
        />
      </div>
      <FilterSelect
        label={t('people.manage.roleFilter')}
        value={values.roleId}
        onChange={set('roleId')}
        options={roles}
      />
      <FilterSelect
        label={t('people.manage.groupFilter')}
        value={values.groupId}
        onChange={set('groupId')}
        options={groups}
      />
      {offices.length > 0 ? (
        <FilterSelect
          label={t('people.manage.officeFilter')}
          value={values.officeId}
          onChange={set('officeId')}
          options={offices}
        />
      ) : null}
      <FilterSelect
        label={t('people.manage.statusFilter')}
        value={values.status}
        onChange={set('status')}
        options={MEMBER_STATUSES.map((s) => ({ id: s, name: t(`people.status.${s}`) }))}
      />
    </div>
  )
}

/** One filter's choice, "Any" first (filtering nothing). */
function FilterSelect(props: {
  label: string
  value: string
  onChange(value: string): void
  options: Option[]
}) {
  const { t } = useTranslation()
  return (
    <div className="fw-field">
      <OptionSelect {...props} emptyLabel={t('people.manage.any')} />
    </div>
  )
}
