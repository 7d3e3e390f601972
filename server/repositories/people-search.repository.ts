import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import type { TMemberStatus } from '../../shared/business/people-contract.ts'
import type { DB } from '../db/schema.ts'

/** Who a search looks for, as the people service worked it out (people-search-criteria.ts). */
export interface SearchCriteria {
  companyId: string
  /** The caller, and the traveller they book for: never in the answer. */
  excludeUserIds: string[]
  /** Lower-cased substring of "first last email"; empty: everyone. */
  text: string
  /** The role holds at least one of these permissions. */
  rolePermissionsAny?: string[]
  /** The role holds none of these. */
  rolePermissionsNone?: string[]
  /** true: guests only; false: no guests. */
  guest?: boolean
  sponsorUserId?: string
  /** Members who sponsor at least one guest. */
  sponsorsGuests?: boolean
  /** Exactly this address (case-insensitive): book on behalf's select asks the search's own question. */
  exactEmail?: string
  /** Exactly this member. */
  exactUserId?: string
  /** Any of (decision 056): members (not guests), guests, members sharing a group with this user,
   * members who named this user their arranger, members who allow arrangers. Empty: nobody. */
  audience?: {
    members: boolean
    guests: boolean
    sharesGroupWith: string | null
    delegatedTo?: string | null
    allowing?: boolean
  }
  roleIds?: string[]
  officeIds?: string[]
  groupIds?: string[]
  statuses: TMemberStatus[]
}

export interface MemberRow {
  userId: string
  email: string
  firstName: string
  lastName: string
  roleId: string
  roleName: string
  templateKey: string | null
  deactivatedAt: Date | null
  accessEndsAt: Date | null
  sponsorUserId: string | null
  sponsorEmail: string | null
  officeId: string | null
  officeName: string | null
}

export interface PeopleSearchRepository {
  search(criteria: SearchCriteria, page: { limit: number; offset: number }): Promise<MemberRow[]>
  count(criteria: SearchCriteria): Promise<number>
  /** The names of the groups each member is in, by user id. */
  groupNames(companyId: string, userIds: string[]): Promise<Map<string, string[]>>
}

type From = ExpressionBuilder<DB & { bp: DB['business_profiles']; u: DB['users'] }, 'bp' | 'u'>

/** The expression migration 015 indexes (users_search_trgm_idx): keep the two the same. */
export const SEARCH_TEXT = sql<string>`lower(u.first_name || ' ' || u.last_name || ' ' || u.email)`

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}::text`))}]`

/** LIKE's own characters in the user's text are literals. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Conditions on the member's role, as a semi-join on the company's few roles rather than a join: the
 * count then reads business profiles alone, which on 100,000 members is what keeps it fast.
 */
function roleWhere(companyId: string, condition: Expression<SqlBool>): Expression<SqlBool> {
  return sql<SqlBool>`bp.role_id in (select r.id from roles r where r.company_id = ${companyId} and ${condition})`
}

function isGuest(companyId: string): Expression<SqlBool> {
  return sql<SqlBool>`(${roleWhere(companyId, sql<SqlBool>`r.template_key = 'guest'`)} or bp.sponsor_user_id is not null)`
}

function statusCondition(status: TMemberStatus): Expression<SqlBool> {
  if (status === 'deactivated') return sql<SqlBool>`bp.deactivated_at is not null`
  if (status === 'expired')
    return sql<SqlBool>`(bp.deactivated_at is null and bp.access_ends_at is not null and bp.access_ends_at <= now())`
  return sql<SqlBool>`(bp.deactivated_at is null and (bp.access_ends_at is null or bp.access_ends_at > now()))`
}

/** Every condition of the criteria; the text one names `u`, so a query with text joins users. */
function where(eb: From, c: SearchCriteria): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb('bp.company_id', '=', c.companyId)]
  if (c.excludeUserIds.length > 0) all.push(eb('bp.user_id', 'not in', c.excludeUserIds))
  if (c.text !== '') all.push(sql<SqlBool>`${SEARCH_TEXT} like ${likePattern(c.text)} escape '\\'`)
  if (c.rolePermissionsAny)
    all.push(roleWhere(c.companyId, sql<SqlBool>`r.permissions && ${textArray(c.rolePermissionsAny)}`))
  if (c.rolePermissionsNone?.length)
    all.push(roleWhere(c.companyId, sql<SqlBool>`not (r.permissions && ${textArray(c.rolePermissionsNone)})`))
  if (c.guest !== undefined)
    all.push(c.guest ? isGuest(c.companyId) : sql<SqlBool>`not ${isGuest(c.companyId)}`)
  if (c.sponsorUserId) all.push(eb('bp.sponsor_user_id', '=', c.sponsorUserId))
  if (c.sponsorsGuests)
    all.push(
      sql<SqlBool>`exists (select 1 from business_profiles g where g.company_id = bp.company_id and g.sponsor_user_id = bp.user_id)`,
    )
  if (c.audience) {
    const any: Expression<SqlBool>[] = []
    if (c.audience.members) any.push(sql<SqlBool>`not ${isGuest(c.companyId)}`)
    if (c.audience.guests) any.push(isGuest(c.companyId))
    if (c.audience.sharesGroupWith)
      any.push(sql<SqlBool>`(not ${isGuest(c.companyId)} and exists (select 1 from business_group_members m
        join business_group_members mine on mine.group_id = m.group_id and mine.user_id = ${c.audience.sharesGroupWith}
        where m.user_id = bp.user_id))`)
    if (c.audience.delegatedTo)
      any.push(sql<SqlBool>`(not ${isGuest(c.companyId)} and exists (select 1 from travel_arranger_delegations d
        where d.traveler_user_id = bp.user_id and d.company_id = bp.company_id
        and d.arranger_user_id = ${c.audience.delegatedTo}))`)
    if (c.audience.allowing)
      any.push(sql<SqlBool>`(not ${isGuest(c.companyId)} and exists (select 1 from travel_arranger_consents a
        where a.user_id = bp.user_id and a.company_id = bp.company_id and a.allows_arrangers))`)
    all.push(any.length > 0 ? eb.or(any) : sql<SqlBool>`false`)
  }
  if (c.exactUserId !== undefined) all.push(eb('bp.user_id', '=', c.exactUserId))
  if (c.exactEmail !== undefined)
    all.push(
      sql<SqlBool>`bp.user_id in (select x.id from users x where lower(x.email) = ${c.exactEmail.toLowerCase()})`,
    )
  if (c.roleIds?.length) all.push(eb('bp.role_id', 'in', c.roleIds))
  if (c.officeIds?.length) all.push(eb('bp.office_id', 'in', c.officeIds))
  if (c.groupIds?.length)
    all.push(
      sql<SqlBool>`exists (select 1 from business_group_members m where m.user_id = bp.user_id and m.company_id = bp.company_id and m.group_id in (${sql.join(c.groupIds)}))`,
    )
  all.push(c.statuses.length > 0 ? eb.or(c.statuses.map(statusCondition)) : sql<SqlBool>`false`)
  return eb.and(all)
}

export function createPeopleSearchRepository(db: Kysely<DB>): PeopleSearchRepository {
  return {
    async search(criteria, { limit, offset }) {
      return db
        .selectFrom('business_profiles as bp')
        .innerJoin('users as u', 'u.id', 'bp.user_id')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .leftJoin('users as su', 'su.id', 'bp.sponsor_user_id')
        .leftJoin('company_offices as o', 'o.id', 'bp.office_id')
        .select([
          'bp.user_id as userId',
          'u.email',
          'u.first_name as firstName',
          'u.last_name as lastName',
          'r.id as roleId',
          'r.name as roleName',
          'r.template_key as templateKey',
          'bp.deactivated_at as deactivatedAt',
          'bp.access_ends_at as accessEndsAt',
          'bp.sponsor_user_id as sponsorUserId',
          'su.email as sponsorEmail',
          'o.id as officeId',
          'o.name as officeName',
        ])
        .where((eb) => where(eb as unknown as From, criteria))
        .orderBy(sql`lower(u.last_name)`)
        .orderBy(sql`lower(u.first_name)`)
        .orderBy('u.id')
        .limit(limit)
        .offset(offset)
        .execute()
    },
    async count(criteria) {
      // Users are joined only when the text needs them: an empty query counts business profiles alone.
      const row = await db
        .selectFrom('business_profiles as bp')
        .$if(criteria.text !== '', (q) => q.innerJoin('users as u', 'u.id', 'bp.user_id'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where((eb) => where(eb as unknown as From, criteria))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async groupNames(companyId, userIds) {
      const out = new Map<string, string[]>()
      if (userIds.length === 0) return out
      const rows = await db
        .selectFrom('business_group_members as m')
        .innerJoin('business_groups as g', 'g.id', 'm.group_id')
        .select(['m.user_id as userId', 'g.name'])
        .where('m.company_id', '=', companyId)
        .where('m.user_id', 'in', userIds)
        .orderBy(sql`lower(g.name)`)
        .execute()
      for (const row of rows) out.set(row.userId, [...(out.get(row.userId) ?? []), row.name])
      return out
    },
  }
}
