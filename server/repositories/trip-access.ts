import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'

/** Who asks for trips: their own, and those shared with their id or (confirmed) address. */
export interface TripViewer {
  userId: string
  email: string
  emailConfirmed: boolean
}

/**
 * The shares that reach this viewer: bound to their account, or not yet bound and sent to their address
 * once it is confirmed (an unconfirmed address proves nothing). Every query that decides what a viewer
 * may read starts here, so the rule lives in one place.
 */
function sharesOf(db: Kysely<DB>, viewer: TripViewer) {
  return db
    .selectFrom('trip_shares as s')
    .where((w) =>
      viewer.emailConfirmed
        ? w.or([
            w('s.user_id', '=', viewer.userId),
            w.and([w('s.user_id', 'is', null), w('s.email', '=', viewer.email.toLowerCase())]),
          ])
        : w('s.user_id', '=', viewer.userId),
    )
}

/** The ids of the trips shared with this viewer (index scans on trip_shares' user and address). */
export function tripIdsSharedWith(db: Kysely<DB>, viewer: TripViewer) {
  return sharesOf(db, viewer).select('s.trip_id as id')
}

/** The shares of the trip `tripRef` (a column of the outer query) that reach this viewer. */
export function sharesReaching(db: Kysely<DB>, viewer: TripViewer, tripRef = 't.id') {
  return sharesOf(db, viewer).where('s.trip_id', '=', sql.ref<string>(tripRef))
}
