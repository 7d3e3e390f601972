import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ACCOUNT_API, AccountErrorCode } from './account-contract.ts'
import {
  ZTravelerDeleteQuerySchema,
  ZTravelerIdParamsSchema,
  ZTravelerListResponseSchema,
  ZTravelerQuerySchema,
  ZTravelerRequestSchema,
  ZTravelerResponseSchema,
} from './traveler-schemas.ts'

const byId = `${ACCOUNT_API.travelers}:travelerId` as const
const checks = [
  AccountErrorCode.TRAVELER_AGE_OUT_OF_RANGE,
  AccountErrorCode.TRAVELER_GENDER_NOT_ALLOWED,
] as const

/** The signed-in user's travellers (spec section 7); ids of other users' travellers answer 404. */
export const travelerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: ACCOUNT_API.travelers,
    summary: "The signed-in user's travellers",
    query: ZTravelerQuerySchema,
    response: ZTravelerListResponseSchema,
  }),
  preferred: defineEndpoint({
    method: 'GET',
    path: ACCOUNT_API.preferredTraveler,
    summary: "The signed-in user's preferred traveller (204 when there is none)",
    query: ZTravelerQuerySchema,
    response: ZTravelerResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_API.travelers,
    summary: 'Adds a traveller',
    query: ZTravelerQuerySchema,
    body: ZTravelerRequestSchema,
    response: ZTravelerResponseSchema,
    status: 201,
    errors: [...checks, AccountErrorCode.TOO_MANY_TRAVELERS],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: byId,
    summary: 'Saves a traveller',
    params: ZTravelerIdParamsSchema,
    query: ZTravelerQuerySchema,
    body: ZTravelerRequestSchema,
    response: ZTravelerResponseSchema,
    errors: checks,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: byId,
    summary: 'Removes a traveller',
    params: ZTravelerIdParamsSchema,
    query: ZTravelerDeleteQuerySchema,
    response: z.null(),
    status: 204,
  }),
}
