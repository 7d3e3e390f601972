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
  const ids = { search: useId(), role: useId(), group: useId(), office: useId(), status: useId() }
  const set = (key: keyof UsersFilterValues) => (value: string) => onChange({ ...values, [key]: value })
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
      <div className="fw-field">
        <OptionSelect
          id={ids.role}
          label={t('people.manage.roleFilter')}
          value={values.roleId}
          onChange={set('roleId')}
          emptyLabel={t('people.manage.any')}
          options={roles}
        />
      </div>
      <div className="fw-field">
        <OptionSelect
          id={ids.group}
          label={t('people.manage.groupFilter')}
          value={values.groupId}
          onChange={set('groupId')}
          emptyLabel={t('people.manage.any')}
          options={groups}
        />
      </div>
      {offices.length > 0 ? (
        <div className="fw-field">
          <OptionSelect
            id={ids.office}
            label={t('people.manage.officeFilter')}
            value={values.officeId}
            onChange={set('officeId')}
            emptyLabel={t('people.manage.any')}
            options={offices}
          />
        </div>
      ) : null}
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
