import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'

/** Who asks for trips: their own, and those shared with their id or (confirmed) address. */
export interface TripViewer {
  userId: string
  email: string
  emailConfirmed: boolean
}

/**
 * The shares of the trip `tripRef` (a column of the outer query) that reach this viewer: bound to their
 * account, or not yet bound and sent to their address once it is confirmed (an unconfirmed address
 * proves nothing). Every query that decides what a viewer may read uses it, so the rule lives here.
 */
export function sharesReaching(db: Kysely<DB>, viewer: TripViewer, tripRef = 't.id') {
  return db
    .selectFrom('trip_shares as s')
    .where('s.trip_id', '=', sql.ref<string>(tripRef))
    .where((w) =>
      viewer.emailConfirmed
        ? w.or([
            w('s.user_id', '=', viewer.userId),
            w.and([w('s.user_id', 'is', null), w('s.email', '=', viewer.email.toLowerCase())]),
          ])
        : w('s.user_id', '=', viewer.userId),
    )
}
