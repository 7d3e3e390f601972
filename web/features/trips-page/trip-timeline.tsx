import bookOnBehalfMessages from 'virtual:fw-messages/section/bookOnBehalf'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { TTripEvent, TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { Money } from '../../ui/money.tsx'
import { ApprovalBadge } from '../approvals/approval-badge.tsx'
import { AskToBook } from '../book-on-behalf/ask-to-book.tsx'
import { moneyFormatter } from '../travel-policy/money-format.ts'
import { PolicyBadge } from '../travel-policy/policy-badge.tsx'
import { CancelBookingDialog, MoveEventDialog } from './trip-dialogs.tsx'
import { formatDateTime } from './trip-format.ts'
import { tripsError } from './trips-errors.ts'
import { useTripsPageApi } from './trips-page-api.tsx'

// "Booked by … for you" (decision 056) speaks from book on behalf's section.
addEnglishMessages(bookOnBehalfMessages)

export interface TimelineItem {
  id?: string
  vertical: TTripEvent['vertical']
  title: string
  startAt: string
  endAt: string | null
  state: TTripEvent['state']
  booking?: TTripEvent['booking']
  /** A business booking's verdict and approval (decisions 053, 054); the shared link's page has none. */
  business?: TTripEvent['business']
  /** The price it was saved or booked at, in its own currency; a read-only link's page has none. */
  priceMinor?: number
  currency?: string
}

/** The trip's events by time, each with its state; the booker and traveller of a booking when known. */
export function TripTimeline({
  events,
  renderActions,
}: {
  events: readonly TimelineItem[]
  renderActions?: (event: TimelineItem) => ReactNode
}) {
  const { t, locale } = useTranslation()
  const sorted = [...events].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))
  if (sorted.length === 0) {
    return <p>{t('tripsPage.timeline.empty')}</p>
  }
  return (
    <ol className="fw-trip-timeline">
      {sorted.map((event, index) => (
        <li key={event.id ?? index} className={`fw-trip-event fw-trip-event--${event.state}`}>
          <p className="fw-trip-event-when">
            <time dateTime={event.startAt}>{formatDateTime(locale, event.startAt)}</time>
            {/* Until when: a stay's check-out, a car's return, a round trip's flight home. */}
            {event.endAt && event.endAt !== event.startAt ? (
              <>
                {' – '}
                <time dateTime={event.endAt}>{formatDateTime(locale, event.endAt)}</time>
              </>
            ) : null}
          </p>
          <h3 className="fw-trip-event-title">
            <span className="fw-trip-event-vertical">{t(`tripsPage.verticals.${event.vertical}`)}</span>{' '}
            {event.title}
          </h3>
          <p className="fw-trip-badge">{t(`tripsPage.states.${event.state}`)}</p>
          {event.priceMinor !== undefined && event.currency ? (
            <p className="fw-trip-event-price">
              {t('tripsPage.timeline.price')} <Money amount={event.priceMinor} currency={event.currency} />
            </p>
          ) : null}
          <ApprovalBadge status={event.business?.approvalStatus} />
          {event.booking ? (
            <p className="fw-trip-event-booking">
              {event.booking.bookedForYou
                ? t('bookOnBehalf.bookedBy', { booker: event.booking.bookerDisplayName })
                : event.booking.travelerDisplayName === event.booking.bookerDisplayName
                  ? t('tripsPage.timeline.bookedBySelf', { booker: event.booking.bookerDisplayName })
                  : t('tripsPage.timeline.booking', {
                      booker: event.booking.bookerDisplayName,
                      traveler: event.booking.travelerDisplayName,
                    })}
            </p>
          ) : null}
          {event.business?.policyStatus ? (
            <PolicyBadge
              status={event.business.policyStatus}
              reasons={event.business.policyReasons}
              givenReason={event.business.outOfPolicyReason}
              money={moneyFormatter(locale, event.currency ?? 'USD')}
            />
          ) : null}
          {renderActions?.(event)}
        </li>
      ))}
    </ol>
  )
}

/** An editor's buttons for one event: cart, move, remove, or cancel a booking. */
export function EventActions({
  event,
  trip,
  targets,
  onDone,
}: {
  event: TimelineItem
  trip: TTripSummary
  targets: TTripSummary[]
  onDone(message: string): void
}) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const bus = useEventBus()
  const queryClient = useQueryClient()
  const [moving, setMoving] = useState(false)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const id = event.id ?? ''
  const refresh = () => queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.all })
  const act = useMutation({
    mutationFn: async (action: 'cart' | 'uncart' | 'remove' | 'cancel') => {
      if (action === 'remove') await api.removeEvent(id)
      else if (action === 'cancel') await api.cancelEvent(id)
      else await api.cartEvent(id, action === 'cart')
      return action
    },
    onSuccess: async (action) => {
      // Every change tells the page (the header's drawer counts saved items). The bus has no reason for
      // a cancellation (shared/event-bus.ts): it is an edit of the trip's events.
      bus.publish('trips:changed', {
        reason: action === 'remove' ? 'removed' : 'edited',
        fullTripId: trip.fullTripId,
      })
      setConfirmingCancel(false)
      await refresh()
      onDone(t(`tripsPage.actions.done.${action}`, { title: event.title }))
    },
  })
  const button = (action: 'cart' | 'uncart' | 'remove' | 'cancel') => {
    return (
      <Button
        variant="secondary"
        aria-disabled={act.isPending || undefined}
        aria-label={t(`tripsPage.actions.${action}Label`, { title: event.title })}
        onClick={() => {
          if (act.isPending) return
          if (action !== 'cancel') return act.mutate(action)
          // Irreversible: asked first, in a dialog of its own.
          act.reset()
          setConfirmingCancel(true)
        }}
      >
        {t(`tripsPage.actions.${action}`)}
      </Button>
    )
  }
  const open = event.state === 'saved' || event.state === 'inCart'
  return (
    <div className="fw-trip-event-actions">
      {event.state === 'saved' ? button('cart') : null}
      {event.state === 'inCart' ? button('uncart') : null}
      {open ? (
        <Button
          variant="secondary"
          aria-label={t('tripsPage.actions.moveLabel', { title: event.title })}
          onClick={() => setMoving(true)}
        >
          {t('tripsPage.actions.move')}
        </Button>
      ) : null}
      {open ? button('remove') : null}
      {open ? <AskToBook eventId={id} title={event.title} /> : null}
      {event.state === 'booked' ? button('cancel') : null}
      {act.error && !confirmingCancel ? (
        <p role="alert" className="fw-alert">
          {tripsError(t, act.error)}
        </p>
      ) : null}
      {confirmingCancel ? (
        <CancelBookingDialog
          title={event.title}
          pending={act.isPending}
          error={act.error}
          onConfirm={() => act.mutate('cancel')}
          onClose={() => {
            setConfirmingCancel(false)
            act.reset()
          }}
        />
      ) : null}
      {moving ? (
        <MoveEventDialog
          eventId={id}
          eventTitle={event.title}
          trip={trip}
          targets={targets}
          onClose={() => setMoving(false)}
          onDone={(message) => {
            setMoving(false)
            onDone(message)
          }}
        />
      ) : null}
    </div>
  )
}
