import type { ZodError } from 'zod'
import { BookingErrorCode } from '../../../shared/booking/booking-contract.ts'
import type { TravellerProblem } from '../../../shared/booking/traveller-rules.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { describeFieldIssue, type FieldIssue, fieldIssues } from '../../../shared/field-issues.ts'
import { type TBookEventRequest, ZBookEventRequestSchema } from '../../../shared/trips/trip-edit-schemas.ts'
import { type CodedFieldIssue, HttpError } from '../../http-error.ts'
import type { PaymentRefusedError, TPaymentRefusal } from '../payment/payment-provider.ts'

/** An English sentence per problem for API clients; a page says each code in its visitor's words. */
const SENTENCES: Readonly<Record<string, string>> = {
  [BookingErrorCode.TRAVELLERS_COUNT]: 'Give one traveller for each person the offer is for.',
  [BookingErrorCode.TRAVELLER_NAME_INVALID]:
    'Write the name in Latin letters as printed on the passport (spaces, hyphens and apostrophes allowed).',
  [BookingErrorCode.TRAVELLER_BIRTH_DATE_INVALID]: 'Give a date of birth in the past, as yyyy-mm-dd.',
  [BookingErrorCode.TRAVELLER_TOO_YOUNG]:
    'This traveller is too young for this booking on the day of travel.',
  [BookingErrorCode.TRAVELLER_TOO_OLD]:
    'This traveller is older than this booking allows on the day of travel.',
  [BookingErrorCode.TRAVELLER_EMAIL_INVALID]: 'This is not an e-mail address.',
  [BookingErrorCode.TRAVELLER_PASSPORT_REQUIRED]: 'An international flight needs each traveller’s passport.',
  [BookingErrorCode.TRAVELLER_PASSPORT_INVALID]:
    'Give the passport’s number (5 to 9 letters and digits), its two-letter countries and its expiry date.',
  [BookingErrorCode.TRAVELLER_PASSPORT_EXPIRES]: 'The passport expires before the trip ends.',
  [BookingErrorCode.TRAVELLER_SAVED_NOT_FOUND]: 'There is no such saved traveller.',
  [BookingErrorCode.PAYMENT_CARD_INVALID]: 'The card details are not complete.',
}

/** The field's own code for a problem the request's schema found, by where it is. */
function codeAt(field: string | undefined): string {
  const parts = (field ?? '').split('.')
  if (parts[0] === 'payment') return BookingErrorCode.PAYMENT_CARD_INVALID
  if (parts[0] !== 'travellers') return ErrorCode.VALIDATION_ERROR
  if (parts.length < 3) return BookingErrorCode.TRAVELLERS_COUNT
  switch (parts[2]) {
    case 'firstName':
    case 'lastName':
      return BookingErrorCode.TRAVELLER_NAME_INVALID
    case 'dateOfBirth':
      return BookingErrorCode.TRAVELLER_BIRTH_DATE_INVALID
    case 'email':
      return BookingErrorCode.TRAVELLER_EMAIL_INVALID
    case 'passport':
      return BookingErrorCode.TRAVELLER_PASSPORT_INVALID
    case 'savedTravelerId':
      return BookingErrorCode.TRAVELLER_SAVED_NOT_FOUND
    default:
      return ErrorCode.VALIDATION_ERROR
  }
}

const coded = (issue: FieldIssue, code: string): CodedFieldIssue => ({
  ...issue,
  code,
  description: `${describeFieldIssue(issue)}${SENTENCES[code] ? ` ${SENTENCES[code]}` : ''}`,
})

/** A 400 naming every problem with its own code, beside its field. */
export function refusedFields(issues: readonly CodedFieldIssue[]): HttpError {
  const first = issues[0]
  return new HttpError(400, first?.code ?? ErrorCode.VALIDATION_ERROR, first?.description ?? 'Not valid.', {
    issues,
  })
}

export function travellerRefusal(problems: readonly TravellerProblem[]): HttpError {
  return refusedFields(problems.map(({ code, ...issue }) => coded(issue, code)))
}

function requestRefusal(error: ZodError): HttpError {
  const issues = fieldIssues(error.issues)
  return refusedFields(
    (issues.length ? issues : [{ reason: 'invalid' as const }]).map((issue) =>
      coded(issue, codeAt(issue.field)),
    ),
  )
}

/**
 * A book request read (decision 084): a problem with the travellers or the card is answered with the
 * field's own code (TRAVELLER_NAME_INVALID beside `travellers.0.firstName`), any other as a validation error.
 */
export function readBookRequest(body: unknown): TBookEventRequest {
  const parsed = ZBookEventRequestSchema.safeParse(body ?? {})
  if (!parsed.success) throw requestRefusal(parsed.error)
  return parsed.data
}

/** What a payment refusal is answered with: 402 and the code of its kind. */
const REFUSAL_CODES: Readonly<Record<TPaymentRefusal, string>> = {
  declined: BookingErrorCode.PAYMENT_DECLINED,
  insufficientFunds: BookingErrorCode.PAYMENT_INSUFFICIENT_FUNDS,
  cardExpired: BookingErrorCode.PAYMENT_CARD_EXPIRED,
  cardInvalid: BookingErrorCode.PAYMENT_CARD_INVALID,
}

/** A card the provider refused: 402 with its kind's code, beside the card's field it names (or the card). */
export function paymentRefusal(error: PaymentRefusedError): HttpError {
  const code = REFUSAL_CODES[error.refusal]
  const field = error.field ? `payment.card.${error.field}` : 'payment.card'
  return new HttpError(402, code, error.message, {
    issue: {
      field,
      reason: error.field === 'number' && error.refusal === 'cardInvalid' ? 'format' : 'invalid',
    },
  })
}
