import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'

/** Multi-room bookings (migration 030, decision 057): the rooms a hotel booking holds. */
export function createBookingRoomsRepository(db: Kysely<DB>) {
  return {
    /** The booking holds this many rooms, and its price is that of them all (the offer's is per room). */
    async setRooms(eventId: string, rooms: number): Promise<void> {
      await db
        .updateTable('trip_events')
        .set({ rooms, price_minor: sql<number>`price_minor * ${rooms}` })
        .where('id', '=', eventId)
        .execute()
    },
    /** A searched stay's rooms: its price is already that of them all (decision 112). */
    async recordRooms(eventId: string, rooms: number): Promise<void> {
      await db.updateTable('trip_events').set({ rooms }).where('id', '=', eventId).execute()
    },
  }
}
