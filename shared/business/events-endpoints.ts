import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { EventErrorCode as E, EVENT_EDIT_PERMISSIONS, EVENTS_API, EVENTS_ROUTES } from './events-contract.ts'
import {
  ZEventDeleteResponseSchema,
  ZEventListResponseSchema,
  ZEventParamsSchema,
  ZEventSaveRequestSchema,
  ZEventSchema,
} from './events-schemas.ts'

/** Any member: the service shows each only the events they organise or attend (or all, to FOR_ALL). */
const member = { permissions: [] }
const planner = { permissions: EVENT_EDIT_PERMISSIONS }
const write = RATE_LIMITS.write
const saveErrors = [E.EVENT_INVALID, E.EVENT_DATES_INVALID, E.EVENT_ATTENDEE_UNKNOWN]

/** /business/events' calls (decision 052): list, read, plan, change and cancel company events. */
export const eventsEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: EVENTS_API.events,
    summary: 'The company events the member may see',
    response: ZEventListResponseSchema,
    business: member,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: EVENTS_API.events,
    summary: 'Plans a company event',
    body: ZEventSaveRequestSchema,
    response: ZEventSchema,
    status: 201,
    business: planner,
    rateLimit: write,
    errors: [...saveErrors, E.EVENT_LIMIT],
  }),
  event: defineEndpoint({
    method: 'GET',
    path: EVENTS_ROUTES.event,
    summary: 'One company event',
    params: ZEventParamsSchema,
    response: ZEventSchema,
    business: member,
    errors: [E.EVENT_NOT_FOUND],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: EVENTS_ROUTES.event,
    summary: "Replaces a company event's fields and attendees",
    params: ZEventParamsSchema,
    body: ZEventSaveRequestSchema,
    response: ZEventSchema,
    business: planner,
    rateLimit: write,
    errors: [...saveErrors, E.EVENT_NOT_FOUND, E.EVENT_NOT_YOURS],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: EVENTS_ROUTES.event,
    summary: 'Cancels a company event',
    params: ZEventParamsSchema,
    response: ZEventDeleteResponseSchema,
    business: planner,
    rateLimit: write,
    errors: [E.EVENT_NOT_FOUND, E.EVENT_NOT_YOURS],
  }),
}
