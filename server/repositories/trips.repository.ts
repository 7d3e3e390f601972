import { type Kysely, sql } from 'kysely'
import type { TTripAccessRole } from '../../shared/trips/trips-contract.ts'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { sharesReaching, type TripViewer, tripIdsSharedWith } from './trip-access.ts'

/** A trip as one viewer holds it, with its counters and its events' first and last moment. */
export interface TripRow {
  id: string
  code: string
  ownerCode: string
  ownerUserId: string
  ownerFirstName: string
  ownerLastName: string
  name: string
  destination: string
  startDate: string | null
  endDate: string | null
  imageKey: string
  updatedAt: Date
  role: TTripAccessRole
  numSavedEvents: number
  numCartEvents: number
  numBookedEvents: number
  numCancelledEvents: number
  firstEventAt: Date | null
  lastEventAt: Date | null
  /** Who last booked something in this trip for the viewer, when that was someone else (decision 056). */
  bookedForViewerBy?: string | null
}

export interface NewTrip {
  ownerUserId: string
  code: string
  name: string
  destination: string
  startDate: string | null
  endDate: string | null
  imageKey: string
}

export interface TripChanges {
  name?: string
  startDate?: string | null
  endDate?: string | null
}

/** Trips and who may read them; every read takes the viewer, so nobody reads another's trip by id. */
export interface TripsRepository {
  /** The trips the viewer owns or that are shared with them. */
  list(viewer: TripViewer): Promise<TripRow[]>
  /** One trip by its full id's parts, or null when it does not exist or the viewer may not read it. */
  findByCodes(viewer: TripViewer, tripCode: string, ownerCode: string): Promise<TripRow | null>
  findById(viewer: TripViewer, tripId: string): Promise<TripRow | null>
  /** A trip for a read-only link's page, which proved its right with the link's secret (role viewer). */
  findForLink(tripId: string): Promise<TripRow | null>
  ownerCode(userId: string): Promise<string | null>
  /** Makes the user an owner with this code unless they are one; false when the code was taken. */
  claimOwnerCode(userId: string, code: string): Promise<boolean>
  /** Holds the owner's row until the transaction ends: their trip names and codes change one at a time. */
  lockOwner(userId: string): Promise<void>
  names(ownerUserId: string, exceptTripId?: string): Promise<string[]>
  codeTaken(ownerUserId: string, code: string): Promise<boolean>
  count(ownerUserId: string): Promise<number>
  insert(trip: NewTrip): Promise<string>
  update(tripId: string, changes: TripChanges): Promise<void>
  touch(tripId: string): Promise<void>
  remove(tripId: string): Promise<void>
}

const toNumber = (value: string | number | bigint | null) => Number(value ?? 0)

export function createTripsRepository(db: Kysely<DB>): TripsRepository {
  /** Trips with counters; with a viewer, only those they may read (and how), else any (link pages). */
  const trips = (viewer: TripViewer | null) =>
    db
      .selectFrom('trips as t')
      .innerJoin('trip_owners as o', 'o.user_id', 't.owner_user_id')
      .innerJoin('users as u', 'u.id', 't.owner_user_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('trip_events as e')
            .whereRef('e.trip_id', '=', 't.id')
            .select((e) => [
              e.fn.count<string>('e.id').filterWhere('e.state', '=', 'saved').as('saved'),
              e.fn.count<string>('e.id').filterWhere('e.state', '=', 'inCart').as('cart'),
              e.fn.count<string>('e.id').filterWhere('e.state', 'in', ['booked', 'cancelled']).as('booked'),
              e.fn.count<string>('e.id').filterWhere('e.state', '=', 'cancelled').as('cancelled'),
              // The local wall clocks (migration 038), so that the trip's days are its places' days.
              sql<Date | null>`min(e.starts_at + make_interval(mins => coalesce(e.start_offset_minutes, 0)))`.as(
                'firstAt',
              ),
              sql<Date | null>`max(coalesce(e.ends_at + make_interval(mins => coalesce(e.end_offset_minutes, 0)), e.starts_at + make_interval(mins => coalesce(e.start_offset_minutes, 0))))`.as(
                'lastAt',
              ),
            ])
            .as('c'),
        (join) => join.onTrue(),
      )
      .select([
        't.id',
        't.code',
        'o.code as ownerCode',
        't.owner_user_id as ownerUserId',
        'u.first_name as ownerFirstName',
        'u.last_name as ownerLastName',
        't.name',
        't.destination',
        't.start_date as startDate',
        't.end_date as endDate',
        't.image_key as imageKey',
        't.updated_at as updatedAt',
        'c.saved',
        'c.cart',
        'c.booked',
        'c.cancelled',
        'c.firstAt',
        'c.lastAt',
        // An editor's share outranks a viewer's when both reach the viewer (old and new address).
        viewer
          ? sharesReaching(db, viewer)
              .select('s.role')
              .orderBy(sql`s.role = 'editor'`, 'desc')
              .limit(1)
              .as('shareRole')
          : sql<'viewer' | 'editor' | null>`null`.as('shareRole'),
        viewer
          ? sql<
              string | null
            >`(select coalesce(nullif(trim(bu.first_name || ' ' || bu.last_name), ''), bu.email)
              from trip_events be join users bu on bu.id = be.booker_user_id
              where be.trip_id = t.id and be.state = 'booked' and be.traveler_user_id = ${viewer.userId}
                and be.booker_user_id <> ${viewer.userId}
              order by be.booked_at desc limit 1)`.as('bookedForViewerBy')
          : sql<string | null>`null`.as('bookedForViewerBy'),
      ])
  // An id set rather than "owner or exists(share)": both halves use their indexes, never a scan of all trips.
  const readable = (viewer: TripViewer) =>
    trips(viewer).where('t.id', 'in', (eb) =>
      eb
        .selectFrom('trips as mine')
        .select('mine.id')
        .where('mine.owner_user_id', '=', viewer.userId)
        .union(tripIdsSharedWith(db, viewer)),
    )

  type Raw = Awaited<ReturnType<ReturnType<typeof readable>['executeTakeFirstOrThrow']>>
  const toRow = (r: Raw, viewer: TripViewer | null): TripRow => ({
    id: r.id,
    code: r.code,
    ownerCode: r.ownerCode,
    ownerUserId: r.ownerUserId,
    ownerFirstName: r.ownerFirstName,
    ownerLastName: r.ownerLastName,
    name: r.name,
    destination: r.destination,
    startDate: r.startDate,
    endDate: r.endDate,
    imageKey: r.imageKey,
    updatedAt: r.updatedAt,
    role: r.ownerUserId === viewer?.userId ? 'owner' : (r.shareRole ?? 'viewer'),
    numSavedEvents: toNumber(r.saved),
    numCartEvents: toNumber(r.cart),
    numBookedEvents: toNumber(r.booked),
    numCancelledEvents: toNumber(r.cancelled),
    firstEventAt: r.firstAt ? new Date(r.firstAt) : null,
    lastEventAt: r.lastAt ? new Date(r.lastAt) : null,
    bookedForViewerBy: r.bookedForViewerBy,
  })

  return {
    async list(viewer) {
      const rows = await readable(viewer).orderBy('t.updated_at', 'desc').orderBy('t.id').execute()
      return rows.map((r) => toRow(r, viewer))
    },
    async findByCodes(viewer, tripCode, ownerCode) {
      const row = await readable(viewer)
        .where('t.code', '=', tripCode)
        .where('o.code', '=', ownerCode)
        .executeTakeFirst()
      return row ? toRow(row, viewer) : null
    },
    async findById(viewer, tripId) {
      if (!isUuid(tripId)) return null
      const row = await readable(viewer).where('t.id', '=', tripId).executeTakeFirst()
      return row ? toRow(row, viewer) : null
    },
    async findForLink(tripId) {
      const row = await trips(null).where('t.id', '=', tripId).executeTakeFirst()
      return row ? toRow(row, null) : null
    },
    async ownerCode(userId) {
      const row = await db
        .selectFrom('trip_owners')
        .select('code')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.code ?? null
    },
    async claimOwnerCode(userId, code) {
      await db
        .insertInto('trip_owners')
        .values({ user_id: userId, code })
        .onConflict((oc) => oc.doNothing())
        .execute()
      return (await this.ownerCode(userId)) !== null
    },
    async lockOwner(userId) {
      await db.selectFrom('trip_owners').select('user_id').where('user_id', '=', userId).forUpdate().execute()
    },
    async names(ownerUserId, exceptTripId) {
      let q = db.selectFrom('trips').select('name').where('owner_user_id', '=', ownerUserId)
      if (exceptTripId) q = q.where('id', '<>', exceptTripId)
      return (await q.execute()).map((r) => r.name)
    },
    async codeTaken(ownerUserId, code) {
      const row = await db
        .selectFrom('trips')
        .select('id')
        .where('owner_user_id', '=', ownerUserId)
        .where('code', '=', code)
        .executeTakeFirst()
      return row !== undefined
    },
    async count(ownerUserId) {
      const row = await db
        .selectFrom('trips')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('owner_user_id', '=', ownerUserId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async insert(trip) {
      const row = await db
        .insertInto('trips')
        .values({
          owner_user_id: trip.ownerUserId,
          code: trip.code,
          name: trip.name,
          destination: trip.destination,
          start_date: trip.startDate,
          end_date: trip.endDate,
          image_key: trip.imageKey,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async update(tripId, changes) {
      await db
        .updateTable('trips')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.startDate !== undefined ? { start_date: changes.startDate } : {}),
          ...(changes.endDate !== undefined ? { end_date: changes.endDate } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', tripId)
        .execute()
    },
    async touch(tripId) {
      await db.updateTable('trips').set({ updated_at: sql<Date>`now()` }).where('id', '=', tripId).execute()
    },
    async remove(tripId) {
      await db.deleteFrom('trips').where('id', '=', tripId).execute()
    },
  }
}
