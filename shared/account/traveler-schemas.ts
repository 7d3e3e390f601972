import { z } from 'zod'
import { isSafeText, UNSAFE_TEXT_REFUSED } from '../text-rules.ts'
import { KNOWN_TRAVELER_NUMBER_API_VERSION, parseIsoDate } from './account-contract.ts'

/** No control characters: names end up in tickets, mails and PDFs. */
const ZText = (max: number) => z.string().trim().max(max).refine(isSafeText, UNSAFE_TEXT_REFUSED)
const ZName = ZText(100).min(1)
/** An optional text field: absent, null and blank all mean "none". */
const ZOptional = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.null(), z.literal(''), schema])
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))

// One check, named a date for the form (decision 078): parseIsoDate takes only a real yyyy-mm-dd day.
const ZIsoDate = z.string().refine((v) => parseIsoDate(v) !== null, {
  message: 'must be a calendar date, yyyy-mm-dd',
  params: { reason: 'date' },
})

/** The traveller fields a client may write (spec section 3). Strict: userId and the like are refused. */
export const ZTravelerRequestSchema = z.strictObject({
  /** Accepted so a client can send back what it read; must match the path on PUT. */
  travelerId: z.string().max(64).optional(),
  firstName: ZName,
  middleName: ZOptional(ZText(100)),
  lastName: ZName,
  dateOfBirth: ZOptional(ZIsoDate),
  emailAddress: ZOptional(z.string().trim().max(254).pipe(z.email())),
  phoneNumber: ZOptional(
    z
      .string()
      .trim()
      .regex(/^[0-9][0-9 ()-]{3,23}$/, 'must be digits, spaces, dashes or parentheses'),
  ),
  phoneCountryCode: ZOptional(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9]{1,4}$/, 'must be a calling code such as +1'),
  ),
  phoneCountryCodeISO: ZOptional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((v) => v.toUpperCase()),
  ),
  tsaredress: ZOptional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,13}$/, 'must be up to 13 letters or digits'),
  ),
  knownTravelerNumber: ZOptional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,25}$/, 'must be up to 25 letters or digits'),
  ),
  /** Absent: true when creating, unchanged when saving. */
  preferred: z.boolean().optional(),
  /** Checked against the configured values (spec section 5) by the service. */
  gender: ZOptional(z.string().trim().max(16)),
})
export type TTravelerRequest = z.infer<typeof ZTravelerRequestSchema>

export const ZTravelerSchema = z.object({
  travelerId: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneCountryCode: z.string().nullable(),
  phoneCountryCodeISO: z.string().nullable(),
  tsaredress: z.string().nullable(),
  knownTravelerNumber: z.string().nullable(),
  preferred: z.boolean(),
  gender: z.string().nullable(),
})
export type TTraveler = z.infer<typeof ZTravelerSchema>

/** Responses of create, save and read-preferred (no preferred traveller: 204). */
export const ZTravelerResponseSchema = ZTravelerSchema
export type TTravelerResponse = TTraveler
export const ZTravelerListResponseSchema = z.object({ travelers: z.array(ZTravelerSchema) })
export type TTravelerListResponse = z.infer<typeof ZTravelerListResponseSchema>

/** ?knownTravelerNumberApiVersion=v2 on every traveller call (spec section 7). */
export const ZTravelerQuerySchema = z.object({
  knownTravelerNumberApiVersion: z.literal(KNOWN_TRAVELER_NUMBER_API_VERSION, {
    error: 'knownTravelerNumberApiVersion must be v2',
  }),
})
/** DELETE carries no version; one sent must still be v2. */
export const ZTravelerDeleteQuerySchema = ZTravelerQuerySchema.partial()

export const ZTravelerIdParamsSchema = z.object({ travelerId: z.string().min(1).max(64) })
