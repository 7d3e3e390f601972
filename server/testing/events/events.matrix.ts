import { EVENTS_API, EVENTS_ROUTES } from '../../../shared/business/events-contract.ts'
import type { TEventSaveRequest } from '../../../shared/business/events-schemas.ts'
import { createBusinessEventsRepository } from '../../repositories/business-events.repository.ts'
import { type MatrixContext, type MatrixSample, noInput, onNewRow } from '../business-matrix/matrix-sample.ts'
import { sampleAdminOf } from '../business-matrix/sample-kit.ts'
import { json } from '../company/company-test-kit.ts'

/** The company's active members at the time of the call: every caller the matrix made attends. */
async function allMembers({ t, company }: MatrixContext): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('business_profiles')
    .select('user_id')
    .where('company_id', '=', company.id)
    .where('deactivated_at', 'is', null)
    .execute()
  return rows.map((r) => r.user_id)
}

export const EVENT_BODY: Omit<TEventSaveRequest, 'attendeeIds'> = {
  name: 'Spring offsite',
  city: 'Lisbon',
  startDate: '2027-04-12',
  endDate: '2027-04-14',
  description: 'Two days of planning by the sea.',
}

/** An event of the company organised by its sample admin that every current member attends. */
export async function sampleEvent(ctx: MatrixContext): Promise<string> {
  const admin = await sampleAdminOf(ctx)
  const repo = createBusinessEventsRepository(ctx.t.database.db)
  const id = await repo.insert(ctx.company.id, admin.id, EVENT_BODY)
  await repo.setAttendees(ctx.company.id, id, await allMembers(ctx))
  return id
}

/** Company events (decision 052): members read theirs, planners (EVENT_EDIT, _FOR_ALL) change them. */
export const EVENTS_MATRIX: MatrixSample[] = [
  noInput('GET', EVENTS_API.events),
  {
    method: 'POST',
    url: EVENTS_API.events,
    ok: 201,
    build: () => json('POST', EVENTS_API.events, { ...EVENT_BODY, attendeeIds: [] }),
  },
  onNewRow('GET', EVENTS_ROUTES.event, EVENTS_API.event, sampleEvent),
  {
    method: 'PUT',
    url: EVENTS_ROUTES.event,
    build: async (ctx) =>
      json('PUT', EVENTS_API.event(await sampleEvent(ctx)), {
        ...EVENT_BODY,
        name: 'Spring offsite (moved)',
        attendeeIds: await allMembers(ctx),
      }),
  },
  onNewRow('DELETE', EVENTS_ROUTES.event, EVENTS_API.event, sampleEvent),
]
