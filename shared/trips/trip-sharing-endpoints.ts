import { defineEndpoint } from '../endpoint.ts'
import { optionalBody } from '../optional-body.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import {
  ZDeletedResponseSchema,
  ZSharedTripRequestSchema,
  ZSharedTripResponseSchema,
  ZShareParamsSchema,
  ZShareRequestSchema,
  ZShareRoleRequestSchema,
  ZTripLinkResponseSchema,
  ZTripParamsSchema,
  ZTripShareSchema,
  ZTripSharesResponseSchema,
} from './trip-edit-schemas.ts'
import { TRIPS_RATE_LIMITS, TRIPS_ROUTES, TripsErrorCode } from './trips-contract.ts'
import { TRIP_NOT_FOUND } from './trips-endpoints.ts'

const write = TRIPS_RATE_LIMITS.write
const owners = [TripsErrorCode.TRIP_NOT_FOUND, TripsErrorCode.TRIP_READ_ONLY] as const
/**
 * A share's path: a malformed trip id is the trip's 404 (the route checks it first), a malformed share id
 * under a good one the share's.
 */
const shareNotFound = { code: TripsErrorCode.SHARE_NOT_FOUND, description: 'No such share.' }

/** Sharing a trip by e-mail (viewer or editor) and its read-only link: the owner's calls, and the link's page. */
export const tripSharingEndpoints = {
  shares: defineEndpoint({
    method: 'GET',
    path: TRIPS_ROUTES.tripShares,
    summary: "The people a trip is shared with, and whether its read-only link works (the owner's)",
    params: ZTripParamsSchema,
    response: ZTripSharesResponseSchema,
    notFound: TRIP_NOT_FOUND,
    errors: owners,
  }),
  share: defineEndpoint({
    method: 'POST',
    path: TRIPS_ROUTES.tripShares,
    summary: 'Shares a trip with an e-mail address as a viewer or an editor, and mails them',
    params: ZTripParamsSchema,
    body: optionalBody(ZShareRequestSchema),
    response: ZTripShareSchema,
    status: 201,
    rateLimit: RATE_LIMITS.mailing,
    notFound: TRIP_NOT_FOUND,
    errors: [
      ...owners,
      TripsErrorCode.SHARE_UNCONFIRMED,
      TripsErrorCode.SHARE_SELF,
      TripsErrorCode.SHARE_LIMIT,
      TripsErrorCode.SHARE_MAIL_LIMIT,
    ],
  }),
  setRole: defineEndpoint({
    method: 'PUT',
    path: TRIPS_ROUTES.tripShare,
    summary: "Changes a share's rights (viewer or editor)",
    params: ZShareParamsSchema,
    body: optionalBody(ZShareRoleRequestSchema),
    response: ZTripShareSchema,
    rateLimit: write,
    notFound: shareNotFound,
    errors: [...owners, TripsErrorCode.SHARE_NOT_FOUND],
  }),
  unshare: defineEndpoint({
    method: 'DELETE',
    path: TRIPS_ROUTES.tripShare,
    summary: 'Ends a share',
    params: ZShareParamsSchema,
    response: ZDeletedResponseSchema,
    rateLimit: write,
    notFound: shareNotFound,
    errors: [...owners, TripsErrorCode.SHARE_NOT_FOUND],
  }),
  createLink: defineEndpoint({
    method: 'POST',
    path: TRIPS_ROUTES.tripLink,
    summary: "Makes the trip's read-only link, shown once (an earlier link stops working)",
    params: ZTripParamsSchema,
    response: ZTripLinkResponseSchema,
    status: 201,
    rateLimit: write,
    notFound: TRIP_NOT_FOUND,
    errors: owners,
  }),
  revokeLink: defineEndpoint({
    method: 'DELETE',
    path: TRIPS_ROUTES.tripLink,
    summary: "Stops the trip's read-only link working",
    params: ZTripParamsSchema,
    response: ZDeletedResponseSchema,
    rateLimit: write,
    notFound: TRIP_NOT_FOUND,
    errors: owners,
  }),
  // Anyone with the link: no session needed, and the answer names nobody. The secret travels in the body,
  // never in a URL a log keeps; a malformed one is a link that does not exist, answered as one.
  sharedTrip: defineEndpoint({
    method: 'POST',
    path: TRIPS_ROUTES.sharedTrip,
    summary: "A read-only link's page data: what the trip is, never who or what it cost",
    body: ZSharedTripRequestSchema.catch({ token: '' }),
    response: ZSharedTripResponseSchema,
    rateLimit: TRIPS_RATE_LIMITS.link,
    errors: [TripsErrorCode.LINK_NOT_FOUND],
  }),
}
