import type { Kysely } from 'kysely'
import { type BusinessBooking, insertBusinessBookings } from './business-bookings-kit.ts'
import type { DB } from './schema.ts'
import type { TripEventVertical } from './schema-trips.ts'

/**
 * The demo company's travel (decision 058): more travellers in groups and offices, and a year of business
 * bookings (past, under way and upcoming) with prices, policy verdicts, budgets, approvals and reporting
 * values, so that /business/stats and the tracker show something real after `npm start`. The travellers
 * have no password: they are people to report on, not accounts to sign in with.
 */
export const DEMO_TRAVELLERS = [
  ['Lena', 'Fischer'],
  ['Kenji', 'Sato'],
  ['Sofia', 'Rossi'],
  ['Jae-won', 'Park'],
  ['Olivia', 'Brown'],
  ['Mateo', 'Garcia'],
  ['Hana', 'Kim'],
  ['Noah', 'Williams'],
  ['Chloe', 'Martin'],
  ['Arjun', 'Mehta'],
  ['Emma', 'Johansson'],
  ['Luca', 'Bianchi'],
] as const

export const DEMO_GROUPS = ['Sales', 'Engineering', 'Customer success'] as const
export const DEMO_OFFICES = ['London', 'Seoul', 'New York'] as const

const PLACES = ['london', 'paris', 'berlin', 'new-york', 'seoul', 'tokyo', 'singapore', 'barcelona', 'sydney']
const VERTICALS: TripEventVertical[] = ['flight', 'flight', 'hotel', 'hotel', 'car', 'train']
const BASE_PRICE: Record<TripEventVertical, number> = {
  flight: 42_000,
  hotel: 18_000,
  car: 6_500,
  train: 9_000,
}
const PROJECTS = ['Apollo', 'Borealis', 'Cobalt', 'Delta launch']
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A small seeded generator (mulberry32): the same demo on every machine. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export async function seedDemoTravel(db: Kysely<DB>, companyId: string, now: Date): Promise<number> {
  const rand = random(20_261_124)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('company_id', '=', companyId)
    .where('template_key', '=', 'traveler')
    .executeTakeFirstOrThrow()
  const users = await db
    .insertInto('users')
    .values(
      DEMO_TRAVELLERS.map(([first, last]) => ({
        email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase()}@northwind.test`,
        first_name: first,
        last_name: last,
        has_personal_account: false,
        email_confirmed_at: now,
      })),
    )
    .returning('id')
    .execute()
  const offices = await db
    .insertInto('company_offices')
    .values(DEMO_OFFICES.map((name) => ({ company_id: companyId, name })))
    .returning('id')
    .execute()
  const groups = await db
    .insertInto('business_groups')
    .values(DEMO_GROUPS.map((name) => ({ company_id: companyId, name })))
    .returning('id')
    .execute()
  const people = users.map((u, i) => ({
    id: u.id,
    groupId: (groups[i % groups.length] as { id: string }).id,
    officeId: (offices[i % offices.length] as { id: string }).id,
  }))
  await db
    .insertInto('business_profiles')
    .values(
      people.map((p) => ({
        user_id: p.id,
        company_id: companyId,
        role_id: role.id,
        confirmed_at: now,
        office_id: p.officeId,
      })),
    )
    .execute()
  await db
    .insertInto('business_group_members')
    .values(people.map((p) => ({ group_id: p.groupId, user_id: p.id, company_id: companyId })))
    .execute()

  const bookings: BusinessBooking[] = []
  // Ten of the twelve book: adoption is not a flat 100 %.
  const bookers = people.slice(0, 10)
  for (let i = 0; i < 320; i++) {
    const who = pick(bookers)
    const vertical = pick(VERTICALS)
    // The last 12 months, busier lately; a few trips under way now and in the next two weeks.
    const upcoming = i >= 300
    const bookedAt = upcoming
      ? new Date(now.getTime() - (1 + rand() * 20) * DAY)
      : new Date(now.getTime() - (1 - Math.sqrt(rand())) * 360 * DAY - rand() * DAY)
    const startsAt = upcoming
      ? new Date(now.getTime() + (i < 306 ? -rand() * 2 * DAY : (0.5 + rand() * 13) * DAY))
      : new Date(bookedAt.getTime() + (2 + rand() * 20) * DAY)
    const nights = 1 + Math.floor(rand() * 4)
    const priceMinor = Math.round(BASE_PRICE[vertical] * (vertical === 'hotel' ? nights : 1) * (0.6 + rand()))
    const budget =
      rand() < 0.7 ? Math.round(BASE_PRICE[vertical] * (vertical === 'hotel' ? nights : 1) * 1.1) : null
    const policyStatus = budget === null ? (rand() < 0.5 ? 'in' : null) : priceMinor > budget ? 'out' : 'in'
    const asked = policyStatus === 'out' || rand() < 0.15
    const requestedAt = new Date(bookedAt.getTime() - rand() * 2 * HOUR)
    const decidedAt = new Date(requestedAt.getTime() + (0.05 + rand() ** 2 * 30) * HOUR)
    const denied = asked && rand() < 0.1
    bookings.push({
      travelerUserId: who.id,
      bookerUserId: rand() < 0.2 ? (bookers[0] as { id: string }).id : who.id,
      vertical,
      place: pick(PLACES),
      priceMinor,
      startsAt,
      endsAt: new Date(
        startsAt.getTime() + (vertical === 'flight' || vertical === 'train' ? 6 * HOUR : nights * DAY),
      ),
      bookedAt:
        asked && decidedAt < now ? new Date(Math.max(bookedAt.getTime(), decidedAt.getTime())) : bookedAt,
      cancelledAt:
        denied || (!upcoming && rand() < 0.05)
          ? new Date(Math.min(now.getTime(), bookedAt.getTime() + DAY))
          : null,
      policyStatus,
      policyBudgetMinor: budget,
      outOfPolicyReason: policyStatus === 'out' ? 'Only option close to the client office.' : null,
      approvalStatus: asked ? (denied ? 'denied' : 'approved') : null,
      approvalRequestedAt: asked ? requestedAt : null,
      approvalDecidedAt: asked ? new Date(Math.min(decidedAt.getTime(), now.getTime())) : null,
      reportingValues: { costCentre: `CC-${100 + (i % 4) * 10}`, project: pick(PROJECTS) },
      groupId: who.groupId,
      officeId: who.officeId,
    })
  }
  await insertBusinessBookings(db, companyId, bookings)
  return bookings.length
}
