import { CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import type { TPaymentQuote } from '../../../shared/business/payment-schemas.ts'
import { MultiRoomErrorCode } from '../../../shared/business/travel-settings-contract.ts'
import { TRIPS_LIMITS } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { Data } from '../../repositories/data.ts'
import type { BookingCheck, BookingDraft } from '../trips/booking-checks.ts'
import { cardExpired } from './card-rules.ts'

type TOption = TPaymentQuote['options'][number]

/**
 * What the traveller may pay with, best first (decision 057): their groups' cards, the company's
 * default card, invoice (its id is the company's), then their own cards if the company takes them.
 * `configured` is false when the company has set up no payment at all: it pays outside Fernway, and
 * the check stays silent unless the traveller has cards of their own.
 */
export async function paymentOptionsFor(data: Data, draft: BookingDraft, now: Date) {
  const cards = data.paymentCards
  const { companyId, travelerUserId } = draft
  const [company, groupIds, personal, settings] = await Promise.all([
    cards.companyCards(companyId),
    cards.memberGroupIds(companyId, travelerUserId),
    cards.personalCards(companyId, travelerUserId),
    data.travelSettings.get(companyId),
  ])
  const live = <T extends { expMonth: number; expYear: number }>(c: T) => !cardExpired(c, now)
  const card = (kind: TOption['kind'], c: (typeof company)[number]): TOption => ({
    id: c.id,
    kind,
    brand: c.brand,
    last4: c.last4,
    groupName: c.groupName,
  })
  const options: TOption[] = [
    ...company
      .filter((c) => c.groupId !== null && groupIds.includes(c.groupId) && live(c))
      .map((c) => card('companyCard', c)),
    ...company.filter((c) => c.groupId === null && live(c)).map((c) => card('companyCard', c)),
    ...(settings.invoiceEnabled
      ? [{ id: companyId, kind: 'invoice' as const, brand: null, last4: null, groupName: null }]
      : []),
    ...(settings.allowPersonalCards ? personal.filter(live).map((c) => card('personalCard', c)) : []),
  ]
  const configured = company.length > 0 || settings.invoiceEnabled
  return { options, configured, multiRoom: settings.multiRoomBookings }
}

/**
 * Multi-room bookings (decisions 057 and 112): more than one room only for a hotel of a company that
 * allows it, whether the rooms come with the offer itself (a searched stay, already priced for them) or
 * with the checkout (the booking then records them and the price of them all).
 */
function roomsOf(draft: BookingDraft, multiRoom: boolean): number {
  const rooms = draft.checkout.rooms ?? 1
  // An offer with its own party is priced for it: the checkout adds no rooms to it.
  if (draft.offerRooms !== null && rooms > 1)
    throw new HttpError(422, MultiRoomErrorCode.ROOMS_NOT_ALLOWED, 'This offer’s rooms come with its search.')
  if ((draft.offerRooms ?? rooms) > 1 && (!multiRoom || draft.event.vertical !== 'hotel'))
    throw new HttpError(422, MultiRoomErrorCode.ROOMS_NOT_ALLOWED, 'Your company books one room at a time.')
  if (draft.priceMinor * rooms > TRIPS_LIMITS.priceMinorMax)
    throw new HttpError(
      422,
      MultiRoomErrorCode.ROOMS_NOT_ALLOWED,
      'So many rooms cost more than one booking may.',
    )
  return rooms
}

export function createPaymentCheck(now: () => Date): BookingCheck {
  return {
    section: 'payment',
    async quote(data, draft) {
      const { options, configured, multiRoom } = await paymentOptionsFor(data, draft, now())
      if (!configured && options.length === 0 && !multiRoom) return null
      const quote: TPaymentQuote = {
        options,
        defaultId: options[0]?.id ?? null,
        required: configured,
        multiRoom: multiRoom && draft.event.vertical === 'hotel',
      }
      return quote
    },
    async apply(data, draft, outcome) {
      const { options, configured, multiRoom } = await paymentOptionsFor(data, draft, now())
      roomsOf(draft, multiRoom)
      const chosenId = draft.checkout.paymentOptionId
      if (!configured && options.length === 0 && chosenId === undefined) return
      if (options.length === 0)
        throw new HttpError(
          422,
          CheckoutErrorCode.PAYMENT_OPTION_REQUIRED,
          'No payment option is available to this traveller.',
        )
      const chosen = chosenId === undefined ? options[0] : options.find((o) => o.id === chosenId)
      if (!chosen)
        throw new HttpError(
          422,
          CheckoutErrorCode.PAYMENT_OPTION_NOT_ALLOWED,
          'This payment option is not one the traveller may use.',
        )
      outcome.extras.paymentKind = chosen.kind
      outcome.extras.paymentOptionId = chosen.id
    },
    async booked(data, draft) {
      // Checked in apply; the row now exists in the same transaction. A searched stay's rooms are recorded
      // so that reports and the expense export count them; its price already covers them.
      const offerRooms = draft.offerRooms ?? 1
      if (offerRooms > 1) await data.bookingRooms.recordRooms(draft.event.id, offerRooms)
      const rooms = draft.checkout.rooms ?? 1
      if (rooms > 1) await data.bookingRooms.setRooms(draft.event.id, rooms)
    },
  }
}
