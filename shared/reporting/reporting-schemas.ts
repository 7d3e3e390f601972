import { z } from 'zod'
import { ZCalendarDaySchema } from '../calendar-day-schemas.ts'
import { REPORT_PERIODS, REPORT_VERTICALS } from './reporting-contract.ts'

/** The filters of the CSV export (query string). */
export const ZReportFilterSchema = z
  .object({
    from: ZCalendarDaySchema,
    to: ZCalendarDaySchema,
    vertical: z.enum(REPORT_VERTICALS).optional(),
    groupId: z.uuid().optional(),
    officeId: z.uuid().optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .strict()
export type TReportFilter = z.infer<typeof ZReportFilterSchema>

/** GET summary's query: the filters and how the series is cut. */
export const ZReportSummaryRequestSchema = ZReportFilterSchema.extend({
  period: z.enum(REPORT_PERIODS).default('month'),
}).strict()
export type TReportSummaryRequest = z.infer<typeof ZReportSummaryRequestSchema>

/** Figures that add up over days: a series bucket or a breakdown row. */
export const ZReportFiguresSchema = z.object({
  bookings: z.number(),
  spendMinor: z.number(),
  /** Bookings that carried a policy budget, and the sum of budget minus price over them. */
  budgeted: z.number(),
  savingsMinor: z.number(),
  /** Bookings judged by a policy, and those out of it; the rate is null when none was judged. */
  policyJudged: z.number(),
  outOfPolicy: z.number(),
  outOfPolicyRate: z.number().nullable(),
  cancelled: z.number(),
  cancelledMinor: z.number(),
  /** Approvals decided, and their turnaround in seconds (upper bound of a 10 % bucket); null without any. */
  approvals: z.number(),
  turnaroundMedianSeconds: z.number().nullable(),
  turnaroundP90Seconds: z.number().nullable(),
})
export type TReportFigures = z.infer<typeof ZReportFiguresSchema>

export const ZAdoptionSchema = z.object({
  /** Active members now (of the group or office for its rows). */
  members: z.number(),
  /** Of them, who booked in the range's months. */
  travellers: z.number(),
  share: z.number().nullable(),
})
export type TAdoption = z.infer<typeof ZAdoptionSchema>

export const ZReportBreakdownRowSchema = ZReportFiguresSchema.extend({
  /** A vertical, a group or office id, or "none". */
  key: z.string(),
  name: z.string().nullable(),
  adoption: ZAdoptionSchema,
})
export type TReportBreakdownRow = z.infer<typeof ZReportBreakdownRowSchema>

export const ZReportSeriesPointSchema = ZReportFiguresSchema.extend({
  /** The bucket's first day (clipped to the range). */
  start: z.string(),
})
export type TReportSeriesPoint = z.infer<typeof ZReportSeriesPointSchema>

export const ZNamedSchema = z.object({ id: z.string(), name: z.string() })

export const ZReportSummaryResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  period: z.enum(REPORT_PERIODS),
  /** The figures' currency; others the company booked in are listed to choose from. */
  currency: z.string(),
  currencies: z.array(z.string()),
  /** Adoption counts whole months: the first and last month it covers. */
  adoptionMonths: z.object({ from: z.string(), to: z.string() }),
  totals: ZReportFiguresSchema.extend({ adoption: ZAdoptionSchema }),
  series: z.array(ZReportSeriesPointSchema),
  byVertical: z.array(ZReportBreakdownRowSchema),
  byGroup: z.array(ZReportBreakdownRowSchema),
  byOffice: z.array(ZReportBreakdownRowSchema),
  /** The company's groups and offices, for the filters. */
  groups: z.array(ZNamedSchema),
  offices: z.array(ZNamedSchema),
  /** When the figures were read: they include every booking committed before. */
  asOf: z.string(),
})
export type TReportSummaryResponse = z.infer<typeof ZReportSummaryResponseSchema>

export const ZTrackerTripSchema = z.object({
  eventId: z.string(),
  travelerName: z.string(),
  vertical: z.enum(REPORT_VERTICALS),
  title: z.string(),
  placeKey: z.string().nullable(),
  placeName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
})
export type TTrackerTrip = z.infer<typeof ZTrackerTripSchema>

export const ZTrackerResponseSchema = z.object({
  asOf: z.string(),
  now: z.array(ZTrackerTripSchema),
  next: z.array(ZTrackerTripSchema),
})
export type TTrackerResponse = z.infer<typeof ZTrackerResponseSchema>

export const ZTrackerViewersResponseSchema = z.object({
  /** False when the company has no tracker (the reporting feature is off): nobody sees it. */
  trackerEnabled: z.boolean(),
  viewers: z.array(z.object({ name: z.string(), role: z.string() })),
})
export type TTrackerViewersResponse = z.infer<typeof ZTrackerViewersResponseSchema>
