import { type Kysely, sql } from 'kysely'
import type { TPolicyVertical } from '../../shared/business/policy-verticals.ts'
import type { DB } from '../db/schema.ts'
import { companyNamesRepository } from './company-names.repository.ts'

/** A company's travel policies and results order (migration 028, decision 054). Every statement names the company. */

export interface StoredPolicy {
  policy: unknown
  updatedAt: Date
}

export interface TravelerPlacement {
  /** The member's groups, the earliest joined first. */
  groupIds: string[]
  officeId: string | null
}

export interface RecentBookingRow {
  id: string
  offerId: string
  title: string
  priceMinor: number
  currency: string
  bookedAt: Date
  policyStatus: 'in' | 'out' | null
  travelerUserId: string | null
  travelerName: string
}

export interface TravelPolicyRepository {
  find(companyId: string, vertical: TPolicyVertical): Promise<StoredPolicy | null>
  save(companyId: string, vertical: TPolicyVertical, policy: unknown, userId: string): Promise<void>
  findSortOrder(companyId: string): Promise<unknown | null>
  saveSortOrder(companyId: string, order: unknown, userId: string): Promise<void>
  groups(companyId: string): Promise<{ id: string; name: string }[]>
  offices(companyId: string): Promise<{ id: string; name: string }[]>
  /** Where these members stand in the company (groups and office); absent ids are not members. */
  placements(companyId: string, userIds: readonly string[]): Promise<Map<string, TravelerPlacement>>
  /** The company's bookings of a vertical since a time, the newest first, at most `limit`. */
  recentBookings(
    companyId: string,
    vertical: TPolicyVertical,
    since: Date,
    limit: number,
  ): Promise<RecentBookingRow[]>
}

export function createTravelPolicyRepository(db: Kysely<DB>): TravelPolicyRepository {
  const names = companyNamesRepository(db)
  return {
    async find(companyId, vertical) {
      const row = await db
        .selectFrom('company_travel_policies')
        .select(['policy', 'updated_at'])
        .where('company_id', '=', companyId)
        .where('vertical', '=', vertical)
        .executeTakeFirst()
      return row ? { policy: row.policy, updatedAt: row.updated_at } : null
    },

    async save(companyId, vertical, policy, userId) {
      const json = JSON.stringify(policy)
      await db
        .insertInto('company_travel_policies')
        .values({ company_id: companyId, vertical, policy: json, updated_by: userId })
        .onConflict((oc) =>
          oc
            .columns(['company_id', 'vertical'])
            .doUpdateSet({ policy: json, updated_by: userId, updated_at: sql`now()` }),
        )
        .execute()
    },

    async findSortOrder(companyId) {
      const row = await db
        .selectFrom('company_sort_orders')
        .select('sort_order')
        .where('company_id', '=', companyId)
        .executeTakeFirst()
      return row?.sort_order ?? null
    },

    async saveSortOrder(companyId, order, userId) {
      const json = JSON.stringify(order)
      await db
        .insertInto('company_sort_orders')
        .values({ company_id: companyId, sort_order: json, updated_by: userId })
        .onConflict((oc) =>
          oc
            .column('company_id')
            .doUpdateSet({ sort_order: json, updated_by: userId, updated_at: sql`now()` }),
        )
        .execute()
    },

    groups: names.groups,
    offices: names.offices,

    async placements(companyId, userIds) {
      const placements = new Map<string, TravelerPlacement>()
      if (userIds.length === 0) return placements
      const profiles = await db
        .selectFrom('business_profiles')
        .select(['user_id', 'office_id'])
        .where('company_id', '=', companyId)
        .where('user_id', 'in', [...userIds])
        .execute()
      for (const p of profiles) placements.set(p.user_id, { groupIds: [], officeId: p.office_id })
      const groups = await db
        .selectFrom('business_group_members')
        .select(['user_id', 'group_id'])
        .where('company_id', '=', companyId)
        .where('user_id', 'in', [...userIds])
        .orderBy('added_at')
        .orderBy('group_id')
        .execute()
      for (const g of groups) placements.get(g.user_id)?.groupIds.push(g.group_id)
      return placements
    },

    async recentBookings(companyId, vertical, since, limit) {
      const rows = await db
        .selectFrom('trip_events as e')
        .leftJoin('users as u', 'u.id', 'e.traveler_user_id')
        .select([
          'e.id',
          'e.offer_id',
          'e.title',
          'e.price_minor',
          'e.currency',
          'e.booked_at',
          'e.policy_status',
          'e.traveler_user_id',
          'u.first_name',
          'u.last_name',
          'u.email',
        ])
        .where('e.company_id', '=', companyId)
        .where('e.state', '=', 'booked')
        .where('e.vertical', '=', vertical)
        .where('e.booked_at', '>=', since)
        .orderBy('e.booked_at', 'desc')
        .orderBy('e.id')
        .limit(limit)
        .execute()
      return rows.map((r) => ({
        id: r.id,
        offerId: r.offer_id,
        title: r.title,
        priceMinor: r.price_minor,
        currency: r.currency,
        bookedAt: r.booked_at as Date,
        policyStatus: r.policy_status,
        travelerUserId: r.traveler_user_id,
        travelerName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? ''),
      }))
    },
  }
}
