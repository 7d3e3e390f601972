import { CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import { containsPan } from '../../../shared/business/pan-detection.ts'
import type { TReportingFieldsQuote } from '../../../shared/business/reporting-fields-schemas.ts'
import { HttpError } from '../../http-error.ts'
import type { BookingCheck } from '../trips/booking-checks.ts'

const invalid = (description: string) =>
  new HttpError(422, CheckoutErrorCode.REPORTING_FIELD_INVALID, description)

/**
 * The checkout's trip reporting fields (decision 057): the quote lists the company's active fields in
 * order; the booking takes values only for those fields (unknown keys refused), a list's values only
 * from its list, every required field filled, and records them (empty ones left out).
 */
export function createReportingFieldsCheck(): BookingCheck {
  return {
    section: 'reportingFields',
    async quote(data, draft) {
      const fields = await data.reportingFields.list(draft.companyId, true)
      if (fields.length === 0) return null
      const quote: TReportingFieldsQuote = {
        fields: fields.map(({ key, label, kind, input, options, required }) => ({
          key,
          label,
          kind,
          input,
          options,
          required,
        })),
      }
      return quote
    },
    async apply(data, draft, outcome) {
      const given = draft.checkout.reportingValues ?? {}
      const fields = await data.reportingFields.list(draft.companyId, true)
      const byKey = new Map(fields.map((f) => [f.key, f]))
      const values: Record<string, string> = {}
      for (const [key, raw] of Object.entries(given)) {
        const field = byKey.get(key)
        if (!field) throw invalid(`${key} is not a reporting field of the company.`)
        const value = raw.normalize('NFKC').trim()
        if (value === '') continue
        if (containsPan(value)) throw invalid(`${field.label} looks like a card number.`)
        if (field.input === 'list' && !field.options.includes(value))
          throw invalid(`${field.label} takes a value from its list.`)
        values[key] = value
      }
      const missing = fields.find((f) => f.required && values[f.key] === undefined)
      if (missing) throw invalid(`${missing.label} is required.`)
      if (Object.keys(values).length > 0) outcome.extras.reportingValues = values
    },
  }
}
