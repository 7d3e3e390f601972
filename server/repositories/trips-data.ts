import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { createTripEventsRepository, type TripEventsRepository } from './trip-events.repository.ts'
import { createTripSharesRepository, type TripSharesRepository } from './trip-shares.repository.ts'
import { createTripUserRepository, type TripUserRepository } from './trip-user.repository.ts'
import { createTripsRepository, type TripsRepository } from './trips.repository.ts'

/** The trips repositories over one connection, so a service can change several in one transaction. */
export interface TripsData {
  trips: TripsRepository
  events: TripEventsRepository
  shares: TripSharesRepository
  user: TripUserRepository
  /** The connection these repositories use (a transaction's, inside one): booking checks build theirs on it. */
  db: Kysely<DB>
  transaction<T>(fn: (data: TripsData) => Promise<T>): Promise<T>
}

export function createTripsData(db: Kysely<DB>): TripsData {
  return {
    trips: createTripsRepository(db),
    events: createTripEventsRepository(db),
    shares: createTripSharesRepository(db),
    user: createTripUserRepository(db),
    db,
    transaction: (fn) => db.transaction().execute((trx) => fn(createTripsData(trx))),
  }
}
