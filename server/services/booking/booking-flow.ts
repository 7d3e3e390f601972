import type { Logger } from 'pino'
import { BookingErrorCode, type TRefundReason } from '../../../shared/booking/booking-contract.ts'
import type {
  TBookedTraveller,
  TBookingConfirmation,
  TBookingOffer,
  TBookingReview,
  TRefund,
  TTravellerInput,
} from '../../../shared/booking/booking-schemas.ts'
import {
  type CheckedTraveller,
  checkedTravellers,
  type TravellerEntry,
  type TravellerProblem,
  travellerProblems,
} from '../../../shared/booking/traveller-rules.ts'
import type { TCardBrand } from '../../../shared/business/payment-contract.ts'
import type { TExchangeRates } from '../../../shared/money/exchange-rates.ts'
import type { TBookEventRequest } from '../../../shared/trips/trip-edit-schemas.ts'
import { joinFullTripId } from '../../../shared/trips/trip-ids.ts'
import { TRIPS_PAGES, type TTripEventState } from '../../../shared/trips/trips-contract.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripBookingRow } from '../../repositories/trip-bookings.repository.ts'
import {
  type CardDetails,
  type PaymentAuthorisation,
  type PaymentProvider,
  PaymentRefusedError,
} from '../payment/payment-provider.ts'
import {
  bookedTravellers,
  convertedBreakdown,
  convertedMoney,
  newBookingReference,
} from './booking-answers.ts'
import { type BookingOfferFacts, type BookingOffers, offerIn } from './booking-offers.ts'
import { paymentRefusal, refusedFields, travellerRefusal } from './booking-request.ts'
import type { BookingSupplier } from './booking-supplier.ts'

/** A stored booking's offer in a reader's language (decision 086). */
export const storedOfferIn = (row: TripBookingRow, language: string | null | undefined): TBookingOffer =>
  offerIn(
    {
      offer: row.offer as TBookingOffer,
      localized: row.localizedOffers as BookingOfferFacts['localized'],
    },
    language,
  )

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** Where a booking was asked from: the visitor's currency and language, and the brand and site its mails name. */
export interface BookingContext {
  currency: string
  language: string
  brandName: string
  origin: string
}

/** Who books for whom; `business`: the company's payment options pay (decision 053). */
export interface BookingWho {
  bookerUserId: string
  travelerUserId: string
  business: boolean
}

/** A booking's travellers and card, checked, before anything is written or charged. */
export interface PreparedBooking {
  facts: BookingOfferFacts
  travellers: CheckedTraveller[]
  card: CardDetails | null
}

export interface BookingFlowDeps {
  offers: BookingOffers
  payments: PaymentProvider
  supplier: BookingSupplier
  rates: TExchangeRates
  logger: Pick<Logger, 'error'>
}

export interface BookingFlow {
  /** The offer's facts for a trip event, or null outside the flow (the demo catalogue's offers, a page's copy). */
  facts(vertical: Parameters<BookingOffers['find']>[0], offerId: string): BookingOfferFacts | null
  review(
    facts: BookingOfferFacts,
    business: boolean,
    visitor: { currency: string; language: string },
  ): TBookingReview
  /** Checks the travellers (filling saved ones) and that a card comes when it must; refuses with field codes. */
  prepare(
    data: Data,
    facts: BookingOfferFacts,
    input: TBookEventRequest,
    who: BookingWho,
    today: string,
  ): Promise<PreparedBooking>
  /**
   * In the booking's transaction, once the checks passed: charges the card (402 when refused), places the
   * booking with the supplier and records it. `charged` learns of the charge at once, so that a booking
   * that then rolls back gives the money back (`release`).
   */
  place(
    data: Data,
    eventId: string,
    prepared: PreparedBooking,
    context: BookingContext,
    charged: { authorisation: PaymentAuthorisation | null },
  ): Promise<void>
  /** Gives back a charge whose booking did not commit. */
  release(authorisation: PaymentAuthorisation): Promise<void>
  /** In the cancellation's transaction: the refund its terms give, through the provider; null outside the flow. */
  cancel(data: Data, eventId: string, now: Date, visitorCurrency: string): Promise<TRefund | null>
  /** A booking as its reader sees it: amounts in their currency, names in their language. */
  confirmation(
    data: Data,
    eventId: string,
    state: TTripEventState,
    visitor: { currency: string; language: string },
  ): Promise<TBookingConfirmation | null>
}

export function createBookingFlow(deps: BookingFlowDeps): BookingFlow {
  const { offers, payments, supplier, rates } = deps

  /** Saved travellers fill what an entry leaves out; another user's reads like none. */
  async function withSaved(
    data: Data,
    entries: readonly TTravellerInput[],
    bookerUserId: string,
  ): Promise<{ merged: TravellerEntry[]; problems: TravellerProblem[] }> {
    const travelers = data.travelers
    const problems: TravellerProblem[] = []
    const merged = await Promise.all(
      entries.map(async (entry, i): Promise<TravellerEntry> => {
        if (entry.savedTravelerId === undefined) return entry
        const saved = await travelers.findForUser(bookerUserId, entry.savedTravelerId)
        if (!saved) {
          problems.push({
            code: BookingErrorCode.TRAVELLER_SAVED_NOT_FOUND,
            field: `travellers.${i}.savedTravelerId`,
            reason: 'invalid',
          })
          return entry
        }
        const given = [saved.first_name, saved.middle_name].filter(present).join(' ')
        return {
          firstName: present(entry.firstName) ? entry.firstName : given,
          lastName: present(entry.lastName) ? entry.lastName : saved.last_name,
          dateOfBirth: present(entry.dateOfBirth) ? entry.dateOfBirth : saved.date_of_birth,
          email: present(entry.email) ? entry.email : saved.email_address,
          passport: entry.passport,
        }
      }),
    )
    return { merged, problems }
  }

  /** A business traveller without entries: the member booked for, by their profile's name. */
  async function member(data: Data, facts: BookingOfferFacts, userId: string): Promise<CheckedTraveller[]> {
    const user = await data.users.findById(userId)
    return [
      {
        kind: facts.requirements.slots[0]?.kind ?? 'adult',
        firstName: user?.first_name ?? '',
        lastName: user?.last_name ?? '',
        dateOfBirth: null,
        email: user?.email ?? null,
        passport: null,
      },
    ]
  }

  async function travellersOf(
    data: Data,
    facts: BookingOfferFacts,
    input: TBookEventRequest,
    who: BookingWho,
    today: string,
  ): Promise<CheckedTraveller[]> {
    const req = facts.requirements
    const entries = input.travellers ?? []
    if (entries.length === 0 && who.business && req.slots.length === 1 && !req.passportRequired)
      return member(data, facts, who.travelerUserId)
    const { merged, problems } = await withSaved(data, entries, who.bookerUserId)
    // A traveller not found cannot be judged further: that is the one problem then.
    if (problems.length) throw travellerRefusal(problems)
    const found = travellerProblems(merged, req, today)
    if (found.length) throw travellerRefusal(found)
    return checkedTravellers(merged, req)
  }

  function refundOf(row: TripBookingRow, visitorCurrency: string): TRefund | null {
    if (row.refundedAt === null || row.refundAmountMinor === null || row.refundReason === null) return null
    const amount = { amount: row.refundAmountMinor, currency: row.currency }
    return {
      amount,
      visitor: convertedMoney(amount, row.visitorCurrency ?? visitorCurrency, rates),
      reason: row.refundReason,
      reference: row.refundReference,
      at: row.refundedAt.toISOString(),
    }
  }

  function presentRow(
    row: TripBookingRow,
    state: TTripEventState,
    visitor: { currency: string; language: string },
    tripPath: string,
  ): TBookingConfirmation {
    return {
      eventId: row.eventId,
      reference: row.reference,
      supplierReference: row.supplierReference,
      state,
      offer: storedOfferIn(row, visitor.language),
      cancellation: { refundable: row.refundable, freeUntil: row.freeUntilLocal },
      travellers: row.travellers as TBookedTraveller[],
      payment:
        row.paymentKind === 'card'
          ? {
              kind: 'card',
              brand: (row.cardBrand ?? 'other') as TCardBrand,
              last4: row.cardLast4 ?? '',
              reference: row.paymentReference ?? '',
            }
          : { kind: 'company', option: null },
      charged: { amount: row.amountMinor, currency: row.currency },
      visitor:
        row.visitorAmountMinor !== null && row.visitorCurrency !== null
          ? { amount: row.visitorAmountMinor, currency: row.visitorCurrency }
          : null,
      refund: refundOf(row, visitor.currency),
      tripPath,
    }
  }

  return {
    facts: (vertical, offerId) => offers.find(vertical, offerId),

    review(facts, business, visitor) {
      const req = facts.requirements
      return {
        offer: offerIn(facts, visitor.language),
        cancellation: facts.cancellation,
        price: { charged: facts.price, visitor: convertedBreakdown(facts.price, visitor.currency, rates) },
        travellers: {
          slots: [...req.slots],
          passportRequired: req.passportRequired,
          travelDate: req.travelDate,
          lastDay: req.lastDay,
          optional: business && req.slots.length === 1 && !req.passportRequired,
        },
        payment: { kind: business ? 'company' : 'card', testCardsOnly: true },
      }
    },

    async prepare(data, facts, input, who, today) {
      const travellers = await travellersOf(data, facts, input, who, today)
      if (who.business && input.payment)
        throw refusedFields([
          {
            code: BookingErrorCode.PAYMENT_NOT_ACCEPTED,
            field: 'payment',
            reason: 'notAllowed',
            description: 'A business booking is paid with the company’s payment options.',
          },
        ])
      if (!who.business && !input.payment)
        throw refusedFields([
          {
            code: BookingErrorCode.PAYMENT_REQUIRED,
            field: 'payment.card',
            reason: 'required',
            description: 'A booking needs a card to pay with.',
          },
        ])
      return { facts, travellers, card: who.business ? null : (input.payment?.card ?? null) }
    },

    async place(data, eventId, prepared, context, charged) {
      const { facts, travellers, card } = prepared
      const reference = newBookingReference()
      const total = facts.price.total
      if (card) {
        try {
          charged.authorisation = await payments.authorise({
            amountMinor: total.amount,
            currency: total.currency,
            card,
            description: `${context.brandName} ${reference}`,
            idempotencyKey: `booking:${eventId}:${reference}`,
          })
        } catch (error) {
          if (error instanceof PaymentRefusedError) throw paymentRefusal(error)
          throw error
        }
      }
      const { supplierReference } = await supplier.place({
        reference,
        vertical: facts.offer.vertical,
        offerId: facts.offer.offerId,
        travellers,
      })
      const visitor = convertedMoney(total, context.currency, rates)
      const auth = charged.authorisation
      await data.tripBookings.save({
        eventId,
        reference,
        supplierReference,
        offer: facts.offer,
        localizedOffers: facts.localized,
        travellers: bookedTravellers(travellers),
        refundable: facts.cancellation.refundable,
        freeUntil: facts.freeUntilMs === null ? null : new Date(facts.freeUntilMs),
        freeUntilLocal: facts.cancellation.freeUntil,
        paymentKind: auth ? 'card' : 'company',
        amountMinor: total.amount,
        currency: total.currency,
        visitorAmountMinor: visitor?.amount ?? null,
        visitorCurrency: visitor?.currency ?? null,
        cardBrand: auth?.brand ?? null,
        cardLast4: auth?.last4 ?? null,
        paymentReference: auth?.reference ?? null,
        brandName: context.brandName,
        siteOrigin: context.origin,
      })
    },

    async release(authorisation) {
      try {
        await payments.refund({
          reference: authorisation.reference,
          amountMinor: authorisation.amountMinor,
          currency: authorisation.currency,
        })
      } catch (err) {
        deps.logger.error(
          { err, payment: authorisation.reference },
          'a charge of a booking that failed was not given back',
        )
      }
    },

    async cancel(data, eventId, now, visitorCurrency) {
      const repo = data.tripBookings
      const row = await repo.find(eventId)
      if (!row) return null
      const inTime = row.refundable && row.freeUntil !== null && now.getTime() < row.freeUntil.getTime()
      const reason: TRefundReason = !row.refundable
        ? 'notRefundable'
        : inTime
          ? 'freeCancellation'
          : 'freeCancellationEnded'
      const amountMinor = inTime ? row.amountMinor : 0
      // The company's payment option is credited by the company's own billing; a card through the provider.
      const reference =
        amountMinor > 0 && row.paymentKind === 'card' && row.paymentReference
          ? (await payments.refund({ reference: row.paymentReference, amountMinor, currency: row.currency }))
              .reference
          : null
      await supplier.cancel({ supplierReference: row.supplierReference })
      await repo.recordRefund(eventId, { amountMinor, reason, reference, at: now })
      const amount = { amount: amountMinor, currency: row.currency }
      return {
        amount,
        visitor: convertedMoney(amount, row.visitorCurrency ?? visitorCurrency, rates),
        reason,
        reference,
        at: now.toISOString(),
      }
    },

    async confirmation(data, eventId, state, visitor) {
      const [row, parties] = await Promise.all([
        data.tripBookings.find(eventId),
        data.tripBookings.parties(eventId),
      ])
      if (!row || !parties) return null
      const tripPath = TRIPS_PAGES.trip(joinFullTripId(parties.code, parties.ownerCode))
      const confirmation = presentRow(row, state, visitor, tripPath)
      if (confirmation.payment.kind !== 'company') return confirmation
      // The company's option as the checkout recorded it on the booking (decision 057).
      const option = await data.tripBookings.paymentKind(eventId)
      return { ...confirmation, payment: { kind: 'company', option } }
    },
  }
}
