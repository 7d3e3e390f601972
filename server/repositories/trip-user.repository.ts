import { type Kysely, sql } from 'kysely'
import type { DB, TripUserSettingsTable } from '../db/schema.ts'
import { sharesReaching, type TripViewer } from './trip-access.ts'

/** The boolean settings a call may set (the columns of trip_user_settings). */
export type TripSettingColumn = keyof Pick<
  TripUserSettingsTable,
  | 'reminder_tooltip_shown'
  | 'go_to_trips_tooltip_shown'
  | 'navigation_drawer_tooltip_shown'
  | 'map_view_fd'
  | 'map_view_dp'
  | 'tdp_autopilot'
>

export type TripSettingsRow = Record<TripSettingColumn, boolean>

export interface WishlistRow {
  tripCode: string
  ownerCode: string
  destination: string
}

export interface NotificationRow {
  tripCode: string
  ownerCode: string
  tripName: string
  avatarUrl: string | null
  createdAt: Date
  actorFirstName: string | null
  actorLastName: string | null
}

/** A user's trip settings, wishlist and notifications. Reads create nothing (GETs change nothing). */
export interface TripUserRepository {
  settings(userId: string): Promise<TripSettingsRow | null>
  setSetting(userId: string, column: TripSettingColumn, value: boolean): Promise<void>
  clearNotifications(userId: string): Promise<void>
  /** The newest notification after the last dismissal, about a trip the user can still read. */
  latestNotification(viewer: TripViewer): Promise<NotificationRow | null>
  addNotification(input: {
    userId: string
    tripId: string
    actorUserId: string
    avatarUrl: string | null
  }): Promise<void>
  removeNotifications(userId: string, tripId: string): Promise<void>
  wishlist(userId: string): Promise<WishlistRow[]>
  /** Adds the destination unless the user already has it (in any case). */
  addWishlistItem(userId: string, tripId: string, destination: string): Promise<void>
}

export function createTripUserRepository(db: Kysely<DB>): TripUserRepository {
  const upsert = (
    userId: string,
    values: Partial<Record<TripSettingColumn, boolean>> & { notifications_cleared_at?: Date },
  ) =>
    db
      .insertInto('trip_user_settings')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
      .execute()

  return {
    async settings(userId) {
      const row = await db
        .selectFrom('trip_user_settings')
        .select([
          'reminder_tooltip_shown',
          'go_to_trips_tooltip_shown',
          'navigation_drawer_tooltip_shown',
          'map_view_fd',
          'map_view_dp',
          'tdp_autopilot',
        ])
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row ?? null
    },
    async setSetting(userId, column, value) {
      await upsert(userId, { [column]: value })
    },
    async clearNotifications(userId) {
      await upsert(userId, { notifications_cleared_at: new Date() })
    },
    async latestNotification(viewer) {
      const cleared = await db
        .selectFrom('trip_user_settings')
        .select('notifications_cleared_at as at')
        .where('user_id', '=', viewer.userId)
        .executeTakeFirst()
      const after = cleared?.at ?? null
      const stored = db
        .selectFrom('trip_notifications as n')
        .innerJoin('trips as t', 't.id', 'n.trip_id')
        .innerJoin('trip_owners as o', 'o.user_id', 't.owner_user_id')
        .leftJoin('users as a', 'a.id', 'n.actor_user_id')
        .select([
          't.code as tripCode',
          'o.code as ownerCode',
          't.name as tripName',
          'n.avatar_url as avatarUrl',
          'n.created_at as createdAt',
          'a.first_name as actorFirstName',
          'a.last_name as actorLastName',
        ])
        .where('n.user_id', '=', viewer.userId)
        .$if(after !== null, (q) => q.where('n.created_at', '>', after as Date))
        .where((eb) => eb.exists(sharesReaching(db, viewer).select('s.id')))
        .orderBy('n.created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
      // A trip shared with an address before its account existed has no stored notification (nobody
      // to notify then); the share itself announces it, once the address is confirmed, until dismissed.
      const unbound = viewer.emailConfirmed
        ? db
            .selectFrom('trip_shares as s')
            .innerJoin('trips as t', 't.id', 's.trip_id')
            .innerJoin('trip_owners as o', 'o.user_id', 't.owner_user_id')
            .leftJoin('users as a', 'a.id', 's.created_by_user_id')
            .select([
              't.code as tripCode',
              'o.code as ownerCode',
              't.name as tripName',
              sql<string | null>`null`.as('avatarUrl'),
              's.created_at as createdAt',
              'a.first_name as actorFirstName',
              'a.last_name as actorLastName',
            ])
            .where('s.user_id', 'is', null)
            .where('s.email', '=', viewer.email.toLowerCase())
            .where('t.owner_user_id', '<>', viewer.userId)
            .$if(after !== null, (q) => q.where('s.created_at', '>', after as Date))
            .orderBy('s.created_at', 'desc')
            .limit(1)
            .executeTakeFirst()
        : undefined
      const rows = (await Promise.all([stored, unbound])).filter((r) => r !== undefined)
      rows.sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
      return rows[0] ?? null
    },
    async addNotification(input) {
      await db
        .insertInto('trip_notifications')
        .values({
          user_id: input.userId,
          type: 'NEW_SHARED_TRIP',
          trip_id: input.tripId,
          actor_user_id: input.actorUserId,
          avatar_url: input.avatarUrl,
        })
        .execute()
    },
    async removeNotifications(userId, tripId) {
      await db
        .deleteFrom('trip_notifications')
        .where('user_id', '=', userId)
        .where('trip_id', '=', tripId)
        .execute()
    },
    async wishlist(userId) {
      return (
        db
          .selectFrom('wishlist_items as w')
          .innerJoin('trips as t', 't.id', 'w.trip_id')
          .innerJoin('trip_owners as o', 'o.user_id', 't.owner_user_id')
          .select(['t.code as tripCode', 'o.code as ownerCode', 'w.destination'])
          .where('w.user_id', '=', userId)
          // Items are made only for the user's own trips; the owner check keeps it so.
          .where('t.owner_user_id', '=', userId)
          .orderBy('w.created_at')
          .orderBy('w.id')
          .execute()
      )
    },
    async addWishlistItem(userId, tripId, destination) {
      await db
        .insertInto('wishlist_items')
        .values({ user_id: userId, trip_id: tripId, destination })
        .onConflict((oc) => oc.doNothing())
        .execute()
    },
  }
}
