import type { Kysely } from 'kysely'
import type { DB, TBookOnBehalfRequestStatus } from '../db/schema.ts'
import { emailAmong } from './members.repository.ts'

export interface PersonRow {
  id: string
  email: string
  firstName: string
  lastName: string
}

/** A session acting for someone, with what re-deciding it needs. */
export interface ActingSessionRow {
  sessionId: string
  groupId: string
  userId: string
  companyId: string
  permissions: string[]
}

export interface BookRequestRow {
  id: string
  companyId: string
  status: TBookOnBehalfRequestStatus
  note: string
  decisionComment: string | null
  createdAt: Date
  decidedAt: Date | null
  traveler: PersonRow
  travelerLocale: string | null
  eventId: string
  eventState: string
  title: string
  vertical: string
  priceMinor: number
  currency: string
  startsAt: Date
  tripId: string
  tripName: string
  tripCode: string
  ownerCode: string
}

/** Book on behalf's SQL (decision 056): who acts for whom, delegations, consents and requests (setting a session's acting-for is the session repository's). */
export interface BookOnBehalfRepository {
  sessionsActingFor(travelerUserId: string): Promise<ActingSessionRow[]>
  person(userId: string): Promise<PersonRow | null>
  allowsArrangers(userId: string): Promise<boolean>
  arrangersOf(travelerUserId: string): Promise<PersonRow[]>
  /** The active member (not a guest) of the company with this id, or null. */
  activeMember(companyId: string, userId: string): Promise<PersonRow | null>
  /** Active members of the company (not guests) with these addresses, any case. */
  membersByEmail(companyId: string, emails: string[]): Promise<PersonRow[]>
  replaceSettings(
    companyId: string,
    travelerUserId: string,
    allowsArrangers: boolean,
    arrangerIds: string[],
    by: string,
  ): Promise<void>
  /** An open event (saved or in the cart) of a trip the traveller owns or edits. */
  ownOpenEvent(travelerUserId: string, eventId: string): Promise<{ id: string; tripId: string } | null>
  insertRequest(companyId: string, travelerUserId: string, eventId: string, note: string): Promise<string>
  findRequest(companyId: string, id: string): Promise<BookRequestRow | null>
  listRequests(
    companyId: string,
    where: { open: true; limit: number } | { travelerUserId: string; limit: number },
  ): Promise<BookRequestRow[]>
  /** Closes an open request; false when it was not open any more. */
  decide(
    id: string,
    status: 'booked' | 'declined',
    by: string,
    comment: string | null,
    at: Date,
  ): Promise<boolean>
  /** Lets the processor edit the trip the request's item is in (a share the traveller sees). */
  grantEditor(tripId: string, userId: string, email: string, by: string): Promise<void>
}

const person = ['u.id', 'u.email', 'u.first_name as firstName', 'u.last_name as lastName'] as const

export function createBookOnBehalfRepository(db: Kysely<DB>): BookOnBehalfRepository {
  // Active members who are not guests (guests' arrangers are their sponsors, decision 037).
  const members = (companyId: string) =>
    db
      .selectFrom('business_profiles as bp')
      .innerJoin('users as u', 'u.id', 'bp.user_id')
      .innerJoin('roles as r', 'r.id', 'bp.role_id')
      .select(person)
      .where('bp.company_id', '=', companyId)
      .where('bp.deactivated_at', 'is', null)
      .where('bp.sponsor_user_id', 'is', null)
      .where((eb) => eb.or([eb('r.template_key', 'is', null), eb('r.template_key', '<>', 'guest')]))
  const requests = (companyId: string) =>
    db
      .selectFrom('book_on_behalf_requests as r')
      .innerJoin('users as u', 'u.id', 'r.traveler_user_id')
      .innerJoin('trip_events as e', 'e.id', 'r.trip_event_id')
      .innerJoin('trips as t', 't.id', 'e.trip_id')
      .innerJoin('trip_owners as o', 'o.user_id', 't.owner_user_id')
      .leftJoin('business_profiles as bp', 'bp.user_id', 'r.traveler_user_id')
      .select([
        'r.id',
        'r.company_id as companyId',
        'r.status',
        'r.note',
        'r.decision_comment as decisionComment',
        'r.created_at as createdAt',
        'r.decided_at as decidedAt',
        'bp.locale_code as travelerLocale',
        'e.id as eventId',
        'e.state as eventState',
        'e.title',
        'e.vertical',
        'e.price_minor as priceMinor',
        'e.currency',
        'e.starts_at as startsAt',
        't.id as tripId',
        't.name as tripName',
        't.code as tripCode',
        'o.code as ownerCode',
        'u.id as travelerId',
        'u.email',
        'u.first_name as firstName',
        'u.last_name as lastName',
      ])
      .where('r.company_id', '=', companyId)
  const toRow = (r: Awaited<ReturnType<ReturnType<typeof requests>['execute']>>[number]): BookRequestRow => ({
    id: r.id,
    companyId: r.companyId,
    status: r.status,
    note: r.note,
    decisionComment: r.decisionComment,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    travelerLocale: r.travelerLocale,
    traveler: { id: r.travelerId, email: r.email, firstName: r.firstName, lastName: r.lastName },
    eventId: r.eventId,
    eventState: r.eventState,
    title: r.title,
    vertical: r.vertical,
    priceMinor: r.priceMinor,
    currency: r.currency,
    startsAt: r.startsAt,
    tripId: r.tripId,
    tripName: r.tripName,
    tripCode: r.tripCode,
    ownerCode: r.ownerCode,
  })
  const repo: BookOnBehalfRepository = {
    async sessionsActingFor(travelerUserId) {
      return db
        .selectFrom('sessions as s')
        .innerJoin('business_profiles as bp', 'bp.user_id', 's.user_id')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .select([
          's.id as sessionId',
          's.group_id as groupId',
          's.user_id as userId',
          'bp.company_id as companyId',
          'r.permissions',
        ])
        .where('s.acting_for_user_id', '=', travelerUserId)
        .where('s.revoked_at', 'is', null)
        .execute()
    },
    async person(userId) {
      return (
        (await db.selectFrom('users as u').select(person).where('u.id', '=', userId).executeTakeFirst()) ??
        null
      )
    },
    async allowsArrangers(userId) {
      const row = await db
        .selectFrom('travel_arranger_consents')
        .select('allows_arrangers')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.allows_arrangers ?? false
    },
    async arrangersOf(travelerUserId) {
      return db
        .selectFrom('travel_arranger_delegations as d')
        .innerJoin('users as u', 'u.id', 'd.arranger_user_id')
        .select(person)
        .where('d.traveler_user_id', '=', travelerUserId)
        .orderBy('u.email')
        .execute()
    },
    async activeMember(companyId, userId) {
      const [row] = await members(companyId).where('u.id', '=', userId).execute()
      return row ?? null
    },
    async membersByEmail(companyId, emails) {
      if (emails.length === 0) return []
      return members(companyId).where(emailAmong(emails)).execute()
    },
    async replaceSettings(companyId, travelerUserId, allowsArrangers, arrangerIds, by) {
      await db
        .insertInto('travel_arranger_consents')
        .values({ user_id: travelerUserId, company_id: companyId, allows_arrangers: allowsArrangers })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            company_id: companyId,
            allows_arrangers: allowsArrangers,
            updated_at: new Date(),
          }),
        )
        .execute()
      let del = db.deleteFrom('travel_arranger_delegations').where('traveler_user_id', '=', travelerUserId)
      if (arrangerIds.length > 0) del = del.where('arranger_user_id', 'not in', arrangerIds)
      await del.execute()
      if (arrangerIds.length > 0)
        await db
          .insertInto('travel_arranger_delegations')
          .values(
            arrangerIds.map((id) => ({
              company_id: companyId,
              traveler_user_id: travelerUserId,
              arranger_user_id: id,
              created_by_user_id: by,
            })),
          )
          .onConflict((oc) => oc.columns(['traveler_user_id', 'arranger_user_id']).doNothing())
          .execute()
    },
    async ownOpenEvent(travelerUserId, eventId) {
      const row = await db
        .selectFrom('trip_events as e')
        .innerJoin('trips as t', 't.id', 'e.trip_id')
        .select(['e.id', 'e.trip_id as tripId'])
        .where('e.id', '=', eventId)
        .where((eb) =>
          eb.or([
            eb('t.owner_user_id', '=', travelerUserId),
            eb.exists(
              eb
                .selectFrom('trip_shares as s')
                .select('s.id')
                .whereRef('s.trip_id', '=', 't.id')
                .where('s.user_id', '=', travelerUserId)
                .where('s.role', '=', 'editor'),
            ),
          ]),
        )
        .where('e.state', 'in', ['saved', 'inCart'])
        .executeTakeFirst()
      return row ?? null
    },
    async insertRequest(companyId, travelerUserId, eventId, note) {
      const row = await db
        .insertInto('book_on_behalf_requests')
        .values({ company_id: companyId, traveler_user_id: travelerUserId, trip_event_id: eventId, note })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async findRequest(companyId, id) {
      const row = await requests(companyId).where('r.id', '=', id).executeTakeFirst()
      return row ? toRow(row) : null
    },
    async listRequests(companyId, where) {
      let q = requests(companyId)
      q =
        'open' in where
          ? q.where('r.status', '=', 'open')
          : q.where('r.traveler_user_id', '=', where.travelerUserId)
      const rows = await q
        .orderBy('r.created_at', 'open' in where ? 'asc' : 'desc')
        .limit(where.limit)
        .execute()
      return rows.map(toRow)
    },
    async decide(id, status, by, comment, at) {
      const res = await db
        .updateTable('book_on_behalf_requests')
        .set({ status, decided_by_user_id: by, decision_comment: comment, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst()
      return Number(res.numUpdatedRows) === 1
    },
    async grantEditor(tripId, userId, email, by) {
      await db
        .insertInto('trip_shares')
        .values({
          trip_id: tripId,
          email: email.toLowerCase(),
          role: 'editor',
          user_id: userId,
          created_by_user_id: by,
        })
        .onConflict((oc) => oc.columns(['trip_id', 'email']).doUpdateSet({ role: 'editor', user_id: userId }))
        .execute()
    },
  }
  return repo
}
