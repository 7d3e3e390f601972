import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'
import { isUuid } from './ids.ts'
import { activeMemberIdsAmong } from './members.repository.ts'

export interface EventPersonRow {
  id: string
  firstName: string
  lastName: string
  email: string
}

export interface EventRow {
  id: string
  name: string
  city: string
  startDate: string
  endDate: string
  description: string
  createdBy: string | null
  organiser: EventPersonRow | null
  attendees: EventPersonRow[]
}

export interface EventFields {
  name: string
  city: string
  startDate: string
  endDate: string
  description: string
}

/** Which events a member may see: all of the company's, or those they organise or attend. */
export type EventScope = { all: true } | { all: false; userId: string }

/** A company's events and their attendees. Every statement names the company. */
export interface BusinessEventsRepository {
  list(companyId: string, scope: EventScope): Promise<EventRow[]>
  find(companyId: string, eventId: string, scope: EventScope): Promise<EventRow | null>
  count(companyId: string): Promise<number>
  /** The ids among these that are active members of the company. */
  companyMembers(companyId: string, userIds: string[]): Promise<string[]>
  insert(companyId: string, createdBy: string, fields: EventFields): Promise<string>
  update(companyId: string, eventId: string, fields: EventFields): Promise<void>
  setAttendees(companyId: string, eventId: string, userIds: string[]): Promise<void>
  remove(companyId: string, eventId: string): Promise<void>
}

export function createBusinessEventsRepository(db: Kysely<DB>): BusinessEventsRepository {
  function events(companyId: string, scope: EventScope) {
    let q = db
      .selectFrom('business_events as e')
      .leftJoin('users as o', 'o.id', 'e.created_by')
      .select([
        'e.id',
        'e.name',
        'e.city',
        'e.start_date as startDate',
        'e.end_date as endDate',
        'e.description',
        'e.created_by as createdBy',
        'o.first_name as organiserFirstName',
        'o.last_name as organiserLastName',
        'o.email as organiserEmail',
      ])
      .where('e.company_id', '=', companyId)
    if (!scope.all) {
      const userId = scope.userId
      q = q.where((eb) =>
        eb.or([
          eb('e.created_by', '=', userId),
          eb.exists(
            eb
              .selectFrom('business_event_attendees as a')
              .select('a.user_id')
              .whereRef('a.event_id', '=', 'e.id')
              .where('a.user_id', '=', userId),
          ),
        ]),
      )
    }
    return q
  }

  async function withAttendees(
    companyId: string,
    rows: Awaited<ReturnType<ReturnType<typeof events>['execute']>>,
  ): Promise<EventRow[]> {
    if (rows.length === 0) return []
    const attendees = await db
      .selectFrom('business_event_attendees as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['a.event_id as eventId', 'u.id', 'u.first_name', 'u.last_name', 'u.email'])
      .where('a.company_id', '=', companyId)
      .where(
        'a.event_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy(sql`lower(u.last_name)`)
      .orderBy(sql`lower(u.first_name)`)
      .orderBy('u.id')
      .execute()
    const byEvent = new Map<string, EventPersonRow[]>()
    for (const a of attendees) {
      const list = byEvent.get(a.eventId) ?? []
      list.push({ id: a.id, firstName: a.first_name, lastName: a.last_name, email: a.email })
      byEvent.set(a.eventId, list)
    }
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      city: r.city,
      startDate: r.startDate,
      endDate: r.endDate,
      description: r.description,
      createdBy: r.createdBy,
      organiser:
        r.createdBy && r.organiserEmail
          ? {
              id: r.createdBy,
              firstName: r.organiserFirstName ?? '',
              lastName: r.organiserLastName ?? '',
              email: r.organiserEmail,
            }
          : null,
      attendees: byEvent.get(r.id) ?? [],
    }))
  }

  return {
    async list(companyId, scope) {
      const rows = await events(companyId, scope)
        .orderBy('e.start_date')
        .orderBy(sql`lower(e.name)`)
        .orderBy('e.id')
        .execute()
      return withAttendees(companyId, rows)
    },
    async find(companyId, eventId, scope) {
      if (!isUuid(eventId)) return null
      const rows = await events(companyId, scope).where('e.id', '=', eventId).execute()
      return (await withAttendees(companyId, rows))[0] ?? null
    },
    async count(companyId) {
      const row = await db
        .selectFrom('business_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    companyMembers: (companyId, userIds) => activeMemberIdsAmong(db, companyId, userIds),
    async insert(companyId, createdBy, fields) {
      const row = await db
        .insertInto('business_events')
        .values({
          company_id: companyId,
          created_by: createdBy,
          name: fields.name,
          city: fields.city,
          start_date: fields.startDate,
          end_date: fields.endDate,
          description: fields.description,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async update(companyId, eventId, fields) {
      await db
        .updateTable('business_events')
        .set({
          name: fields.name,
          city: fields.city,
          start_date: fields.startDate,
          end_date: fields.endDate,
          description: fields.description,
          updated_at: new Date(),
        })
        .where('id', '=', eventId)
        .where('company_id', '=', companyId)
        .execute()
    },
    async setAttendees(companyId, eventId, userIds) {
      await db
        .deleteFrom('business_event_attendees')
        .where('company_id', '=', companyId)
        .where('event_id', '=', eventId)
        .execute()
      if (userIds.length === 0) return
      await db
        .insertInto('business_event_attendees')
        .values(userIds.map((userId) => ({ event_id: eventId, user_id: userId, company_id: companyId })))
        .execute()
    },
    async remove(companyId, eventId) {
      await db
        .deleteFrom('business_events')
        .where('id', '=', eventId)
        .where('company_id', '=', companyId)
        .execute()
    },
  }
}
