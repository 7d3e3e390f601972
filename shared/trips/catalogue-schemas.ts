import { z } from 'zod'
import { daysBetween } from '../calendar-days.ts'
import { CATALOGUE_LIMITS, isCataloguePlace } from './catalogue-contract.ts'
import { ZOfferSnapshotSchema } from './trip-edit-schemas.ts'
import { TRIP_VERTICALS } from './trips-contract.ts'

/** The demo catalogue's search API (decision 044); paths and page URLs in catalogue-contract.ts. */

const place = z.string().max(40).refine(isCataloguePlace, 'a destination key of trip-images.ts')
const date = z.iso.date()

export const ZSearchParamsSchema = z.object({ vertical: z.enum(TRIP_VERTICALS) })

export const ZRouteSearchQuerySchema = z
  .object({ from: place, to: place, date })
  .strict()
  .refine((q) => q.from !== q.to, { message: 'from and to differ', path: ['to'] })
export type TRouteSearchQuery = z.infer<typeof ZRouteSearchQuerySchema>

const stayLength = (start: string, end: string) => {
  const n = daysBetween(start, end)
  return n >= 1 && n <= CATALOGUE_LIMITS.maxNights
}
const stayMessage = `1 to ${CATALOGUE_LIMITS.maxNights} nights`

export const ZHotelSearchQuerySchema = z
  .object({ destination: place, checkin: date, checkout: date })
  .strict()
  .refine((q) => stayLength(q.checkin, q.checkout), { message: stayMessage, path: ['checkout'] })
export type THotelSearchQuery = z.infer<typeof ZHotelSearchQuerySchema>

export const ZCarSearchQuerySchema = z
  .object({ destination: place, pickup: date, dropoff: date })
  .strict()
  .refine((q) => stayLength(q.pickup, q.dropoff), { message: stayMessage, path: ['dropoff'] })
export type TCarSearchQuery = z.infer<typeof ZCarSearchQuerySchema>

/**
 * The fields of every vertical's search, as the route declares its query: which of them a search needs
 * depends on its vertical (the path), so the route reads them with that vertical's strict schema above.
 */
export const ZAnySearchQuerySchema = z.looseObject({
  /** Flights and trains. */
  from: z.string().optional(),
  to: z.string().optional(),
  date: z.string().optional(),
  /** Hotels and cars. */
  destination: z.string().optional(),
  checkin: z.string().optional(),
  checkout: z.string().optional(),
  pickup: z.string().optional(),
  dropoff: z.string().optional(),
})

/** One result: the offer as saving and booking will use it, with what the card shows besides. */
export const ZCatalogueOfferSchema = z.object({
  offer: ZOfferSnapshotSchema,
  /** Where it leaves from (flights and trains). */
  originKey: z.string().nullable(),
  destinationKey: z.string(),
  /** The operator, hotel or car class, e.g. "Fernway Air FW 212". */
  provider: z.string(),
  /** Stars for hotels, stops for flights, seats for cars; null where it means nothing. */
  rating: z.number().int().min(0).max(5).nullable(),
  /** What a travel policy reads (decision 054): cabin, train or car class; airline, chain or vendor code. */
  details: z.object({
    travelClass: z.string().nullable(),
    vendorCode: z.string().nullable(),
    nights: z.number().int().min(1),
  }),
})
export type TCatalogueOffer = z.infer<typeof ZCatalogueOfferSchema>

export const ZCatalogueSearchResponseSchema = z.object({
  vertical: z.enum(TRIP_VERTICALS),
  /** The catalogue's data version (decision 044): offer ids of another version are not found. */
  version: z.number().int(),
  offers: z.array(ZCatalogueOfferSchema),
})
export type TCatalogueSearchResponse = z.infer<typeof ZCatalogueSearchResponseSchema>
