import { EVENT_LIMITS, EventErrorCode } from '../../../shared/business/events-contract.ts'
import type {
  TEvent,
  TEventListResponse,
  TEventSaveRequest,
} from '../../../shared/business/events-schemas.ts'
import { DAY_MS } from '../../../shared/calendar-days.ts'
import type { FieldIssue } from '../../../shared/field-issues.ts'
import { isSafeLines, isSafeText } from '../../../shared/text-rules.ts'
import { HttpError } from '../../http-error.ts'
import { presentEvent } from '../../presenters/business-events.presenter.ts'
import type {
  BusinessEventsRepository,
  EventFields,
  EventRow,
  EventScope,
} from '../../repositories/business-events.repository.ts'
import type { Data } from '../../repositories/data.ts'
import {
  type AuditActor,
  type BusinessAuditService,
  targetChange,
} from '../business/business-audit.service.ts'
import { normalizedText } from '../normalized-text.ts'

/** Who is asking: the audit actor plus the permissions that decide what they see and change. */
export interface EventCaller {
  actor: AuditActor
  permissions: readonly string[]
}

/**
 * Company events (decision 052). EVENT_EDIT plans events and changes those one organises or attends;
 * EVENT_EDIT_FOR_ALL changes any event of the company and sees them all. Every member sees the events
 * they organise or attend.
 */
export interface BusinessEventsService {
  list(caller: EventCaller): Promise<TEventListResponse>
  get(caller: EventCaller, eventId: string): Promise<TEvent>
  create(caller: EventCaller, request: TEventSaveRequest): Promise<TEvent>
  update(caller: EventCaller, eventId: string, request: TEventSaveRequest): Promise<TEvent>
  remove(caller: EventCaller, eventId: string): Promise<void>
}

/** A refusal about one field, which the form shows beside it (decision 078). */
const invalid = (description: string, issue: FieldIssue) =>
  new HttpError(400, EventErrorCode.EVENT_INVALID, description, { issue })
const notFound = () => new HttpError(404, EventErrorCode.EVENT_NOT_FOUND, 'No such event.')

function line(value: string, max: number, field: 'name' | 'city'): string {
  const text = normalizedText(value)
  const description = `Give the event a ${field} of up to ${max} characters.`
  if (text === '') throw invalid(description, { field, reason: 'required' })
  if (text.length > max) throw invalid(description, { field, reason: 'tooLong', limit: max })
  if (!isSafeText(text)) throw invalid(description, { field, reason: 'characters' })
  return text
}

/** Validates and normalises an event's fields (names trimmed, dates in order, a bounded length). */
export function eventFields(request: TEventSaveRequest): EventFields {
  const description = request.description.normalize('NFKC').trim()
  // Line breaks and tabs are fine in a description; other control characters are not.
  if (!isSafeLines(description))
    throw invalid('The description holds characters that cannot be shown.', {
      field: 'description',
      reason: 'characters',
    })
  const days =
    (Date.parse(`${request.endDate}T00:00:00Z`) - Date.parse(`${request.startDate}T00:00:00Z`)) / DAY_MS + 1
  if (days < 1 || days > EVENT_LIMITS.maxDays)
    throw new HttpError(
      400,
      EventErrorCode.EVENT_DATES_INVALID,
      `An event ends on or after its first day and lasts at most ${EVENT_LIMITS.maxDays} days.`,
    )
  return {
    name: line(request.name, EVENT_LIMITS.nameMaxLength, 'name'),
    city: line(request.city, EVENT_LIMITS.cityMaxLength, 'city'),
    startDate: request.startDate,
    endDate: request.endDate,
    description,
  }
}

export function createBusinessEventsService(
  data: Pick<Data, 'businessEvents' | 'transaction'>,
  audit: Pick<BusinessAuditService, 'record'>,
): BusinessEventsService {
  const forAll = (c: EventCaller) => c.permissions.includes('EVENT_EDIT_FOR_ALL')
  const planner = (c: EventCaller) => forAll(c) || c.permissions.includes('EVENT_EDIT')
  const scopeOf = (c: EventCaller): EventScope =>
    forAll(c) ? { all: true } : { all: false, userId: c.actor.userId }
  // "Own events" are those one organises or attends: a travel manager going to the offsite may fix it.
  const own = (c: EventCaller, row: EventRow) =>
    row.createdBy === c.actor.userId || row.attendees.some((a) => a.id === c.actor.userId)
  const canEdit = (c: EventCaller, row: EventRow) =>
    forAll(c) || (c.permissions.includes('EVENT_EDIT') && own(c, row))

  async function attendeesOf(repo: BusinessEventsRepository, companyId: string, ids: string[]) {
    const wanted = [...new Set(ids)]
    const members = await repo.companyMembers(companyId, wanted)
    // One answer whether the id is nobody, someone deactivated or a member of another company.
    if (members.length !== wanted.length)
      throw new HttpError(400, EventErrorCode.EVENT_ATTENDEE_UNKNOWN, 'An attendee is not a member.')
    return wanted
  }

  /** The event the caller may change; one they cannot even see is 404, one they see but may not change 403. */
  async function editable(repo: BusinessEventsRepository, caller: EventCaller, eventId: string) {
    const row = await repo.find(caller.actor.companyId, eventId, scopeOf(caller))
    if (!row) throw notFound()
    if (!canEdit(caller, row))
      throw new HttpError(
        403,
        EventErrorCode.EVENT_NOT_YOURS,
        'Only its organiser, its attendees who plan events, or those who manage all events may change it.',
      )
    return row
  }

  async function reread(repo: BusinessEventsRepository, caller: EventCaller, eventId: string) {
    const row = await repo.find(caller.actor.companyId, eventId, { all: true })
    if (!row) throw notFound()
    return presentEvent(row, canEdit(caller, row))
  }

  return {
    async list(caller) {
      const rows = await data.businessEvents.list(caller.actor.companyId, scopeOf(caller))
      return { events: rows.map((r) => presentEvent(r, canEdit(caller, r))), canCreate: planner(caller) }
    },
    async get(caller, eventId) {
      const row = await data.businessEvents.find(caller.actor.companyId, eventId, scopeOf(caller))
      if (!row) throw notFound()
      return presentEvent(row, canEdit(caller, row))
    },
    async create(caller, request) {
      const fields = eventFields(request)
      const { companyId } = caller.actor
      return data.transaction(async (tx) => {
        const repo = tx.businessEvents
        if ((await repo.count(companyId)) >= EVENT_LIMITS.eventsPerCompany)
          throw new HttpError(409, EventErrorCode.EVENT_LIMIT, 'The company has as many events as it may.')
        const attendees = await attendeesOf(repo, companyId, request.attendeeIds)
        const id = await repo.insert(companyId, caller.actor.userId, fields)
        await repo.setAttendees(companyId, id, attendees)
        await audit.record(
          caller.actor,
          targetChange('event', 'create', id, fields.name, {
            city: fields.city,
            startDate: fields.startDate,
            endDate: fields.endDate,
            attendees: attendees.length,
          }),
          tx,
        )
        return reread(repo, caller, id)
      })
    },
    async update(caller, eventId, request) {
      const fields = eventFields(request)
      const { companyId } = caller.actor
      return data.transaction(async (tx) => {
        const repo = tx.businessEvents
        const before = await editable(repo, caller, eventId)
        const attendees = await attendeesOf(repo, companyId, request.attendeeIds)
        await repo.update(companyId, eventId, fields)
        await repo.setAttendees(companyId, eventId, attendees)
        const changed = (Object.keys(fields) as (keyof EventFields)[]).filter((k) => before[k] !== fields[k])
        const had = new Set(before.attendees.map((a) => a.id))
        await audit.record(
          caller.actor,
          targetChange('event', 'update', eventId, fields.name, {
            changed,
            attendeesAdded: attendees.filter((id) => !had.has(id)).length,
            attendeesRemoved: [...had].filter((id) => !attendees.includes(id)).length,
          }),
          tx,
        )
        return reread(repo, caller, eventId)
      })
    },
    async remove(caller, eventId) {
      await data.transaction(async (tx) => {
        const repo = tx.businessEvents
        const row = await editable(repo, caller, eventId)
        await repo.remove(caller.actor.companyId, eventId)
        await audit.record(
          caller.actor,
          targetChange('event', 'delete', eventId, row.name, { attendees: row.attendees.length }),
          tx,
        )
      })
    },
  }
}
