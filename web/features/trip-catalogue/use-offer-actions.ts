import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { bookingPagePath, isBookingFlowOffer } from '../../../shared/booking/booking-contract.ts'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import type { TEventChangeResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import type { TRequestState, TSaveState } from '../../../shared/trips/trips-contract.ts'
import type { TTripEvent } from '../../../shared/trips/trips-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import type { TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { onSignInPostponed, requestSignInToSave, type SaveLaterStorage } from './save-later.ts'

/** held: a business booking waits for a pre-booking approval (decision 053). */
export type TBookState = 'idle' | 'booking' | 'booked' | 'held' | 'failed'

export interface OfferActions {
  saveState: TSaveState
  requestState: TRequestState
  bookState: TBookState
  booked: TTripEvent | null
  /** An error code of the last failed call, for its message. */
  error: string | null
  /** The trips feature is on (global state); off, offers are neither saved nor booked: no buttons. */
  tripsOn: boolean
  /** The saved event a business checkout is open for (decision 053); null: no checkout. */
  checkoutEventId: string | null
  toggleSave(): void
  book(): void
  closeCheckout(): void
  /** The checkout booked it (or sent it for approval). */
  checkoutDone(answer: TEventChangeResponse): void
}

export interface OfferActionDeps {
  api: TripCatalogueApi
  storage: SaveLaterStorage
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'generic')

/**
 * One result's heart and Book button (spec section 4): saves while signed in, asks for the soft gate
 * while signed out (the save completes after sign-in), books (saving first when not saved yet).
 */
export function useOfferActions(
  result: TCatalogueOffer,
  deps: OfferActionDeps,
  initiallySavedId: string | null,
): OfferActions {
  const state = useGlobalState()
  const bus = useEventBus()
  const navigate = useNavigate()
  const signedIn = Boolean(state.auth?.loggedInSession)
  const tripsOn = state.trips !== false
  // Business bookings go through the company's checkout (policy, approval, payment, reporting fields).
  const business = Boolean(state.auth?.businessState?.businessMode)
  const [checkoutEventId, setCheckoutEventId] = useState<string | null>(null)
  const [saveState, setSaveState] = useState<TSaveState>(initiallySavedId ? 'saved' : 'unsaved')
  const [requestState, setRequestState] = useState<TRequestState>('notRequested')
  const [bookState, setBookState] = useState<TBookState>('idle')
  const [booked, setBooked] = useState<TTripEvent | null>(null)
  const [error, setError] = useState<string | null>(null)
  const eventId = useRef<string | null>(initiallySavedId)
  // Saved only because Book was pressed: closing the checkout without booking takes the save back, so that
  // a Book the policy refuses (or the booker abandons) leaves nothing behind in a trip (decision 076).
  const savedForBooking = useRef(false)
  const resultId = result.offer.offerId

  useEffect(() => {
    if (initiallySavedId) {
      eventId.current = initiallySavedId
      setSaveState('saved')
    }
  }, [initiallySavedId])

  useEffect(() => onSignInPostponed(bus, resultId, () => setRequestState('postponed')), [bus, resultId])

  const save = async () => {
    setSaveState('saving')
    setError(null)
    try {
      const saved = await deps.api.save(result.offer)
      eventId.current = saved.event.id
      setSaveState('saved')
      bus.publish('trips:changed', { reason: 'saved', fullTripId: saved.trip.fullTripId })
      return saved.event.id
    } catch (e) {
      setSaveState('unsaved')
      setError(codeOf(e))
      return null
    }
  }

  const unsave = (id: string) => {
    setSaveState('saving')
    deps.api.remove(id).then(
      () => {
        eventId.current = null
        setSaveState('unsaved')
        bus.publish('trips:changed', { reason: 'removed' })
      },
      (e: unknown) => {
        setSaveState('saved')
        setError(codeOf(e))
      },
    )
  }

  const askToSignIn = () => {
    setRequestState(requestSignInToSave(bus, deps.storage, { resultId, offer: result.offer }))
  }

  const done = (answer: TEventChangeResponse) => {
    setBooked(answer.event)
    setBookState(answer.event.state === 'booked' ? 'booked' : 'held')
    bus.publish('trips:changed', { reason: 'booked', fullTripId: answer.trip.fullTripId })
  }

  return {
    saveState,
    requestState,
    bookState,
    booked,
    error,
    tripsOn,
    checkoutEventId,
    closeCheckout() {
      setCheckoutEventId(null)
      const id = eventId.current
      if (savedForBooking.current && id) unsave(id)
      savedForBooking.current = false
    },
    checkoutDone(answer) {
      savedForBooking.current = false
      setCheckoutEventId(null)
      done(answer)
    },
    toggleSave() {
      if (saveState === 'saving' || bookState === 'booking' || !tripsOn) return
      if (!signedIn) return askToSignIn()
      if (saveState === 'unsaved') return void save()
      const id = eventId.current
      if (!id || bookState === 'booked') return
      unsave(id)
    },
    book() {
      if (['booking', 'booked', 'held'].includes(bookState) || saveState === 'saving') return
      if (!signedIn) return askToSignIn()
      void (async () => {
        setBookState('booking')
        const fresh = eventId.current === null
        const id = eventId.current ?? (await save())
        if (!id) return setBookState('failed')
        // The offer sources' offers are booked on their own page (decision 084): the review, travellers,
        // and a card, or in business mode the company's checkout.
        if (isBookingFlowOffer(result.offer.offerId)) {
          setBookState('idle')
          return navigate(bookingPagePath(id))
        }
        if (business) {
          savedForBooking.current = fresh
          setBookState('idle')
          return setCheckoutEventId(id)
        }
        try {
          done(await deps.api.book(id))
        } catch (e) {
          setError(codeOf(e))
          setBookState('failed')
        }
      })()
    },
  }
}
