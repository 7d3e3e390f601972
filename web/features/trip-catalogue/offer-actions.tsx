import { lazy, Suspense } from 'react'
import type { TCatalogueOffer } from '../../../shared/trips/catalogue-schemas.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useMoneyText } from '../../ui/money.tsx'
import { type OfferActionDeps, useOfferActions } from './use-offer-actions.ts'

// The business checkout is its own chunk: personal bookings never load it.
const CheckoutDialog = lazy(() =>
  importWithRetry(() => import('../checkout/checkout-dialog.tsx')).then((m) => ({
    default: m.CheckoutDialog,
  })),
)

const KNOWN_ERRORS = ['OFFER_NOT_FOUND', 'TRIP_LIMIT', 'EVENT_LIMIT', 'EVENT_STATE', 'BOOKING_NOT_ALLOWED']
const errorKey = (code: string) => `tripsCatalogue.errors.${KNOWN_ERRORS.includes(code) ? code : 'generic'}`

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.5h2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  )
}

/**
 * An offer's heart (save) and Book buttons with their outcome (spec section 4), for every results page;
 * a business booking opens the company's checkout. aria-disabled, not disabled: focus stays on the
 * button that was pressed. A booked offer stays in its trip; only cancelling it (on the trips page)
 * changes it. The heart's label says its state ("… is saved; remove it"), so it has no aria-pressed.
 */
export function OfferActions({
  result,
  deps,
  savedEventId,
  money,
  period,
}: {
  result: TCatalogueOffer
  deps: OfferActionDeps
  savedEventId: string | null
  money(minor: number, currency: string): string
  period(startAt: string, endAt: string | null): string
}) {
  const { t } = useTranslation()
  // The source's price is what is charged; the visitor's currency beside it (decision 071).
  const moneyText = useMoneyText()
  const actions = useOfferActions(result, deps, savedEventId)
  const { offer } = result
  const saved = actions.saveState === 'saved'
  const booked = actions.bookState === 'booked' || actions.bookState === 'held'
  const heartKey = booked ? 'booked' : actions.saveState === 'saving' ? 'saving' : saved ? 'saved' : 'save'
  return (
    <>
      {actions.tripsOn ? (
        <div className="fw-catalogue-actions">
          <Button
            variant="secondary"
            className="fw-catalogue-heart"
            aria-busy={actions.saveState === 'saving'}
            aria-label={t(`tripsCatalogue.heart.${heartKey}`, { title: offer.title })}
            aria-disabled={actions.bookState === 'booking' || booked}
            onClick={actions.toggleSave}
          >
            <Heart filled={saved} />
          </Button>
          <Button aria-disabled={actions.bookState === 'booking' || booked} onClick={actions.book}>
            {t(booked ? 'tripsCatalogue.book.booked' : 'tripsCatalogue.book.action')}
            <span className="fw-visually-hidden">: {offer.title}</span>
          </Button>
        </div>
      ) : null}
      <p role="status" className="fw-catalogue-outcome">
        {actions.bookState === 'booking' ? t('tripsCatalogue.book.booking') : null}
        {actions.bookState === 'held' ? t('tripsCatalogue.book.held') : null}
        {actions.bookState === 'booked' && actions.booked
          ? t('tripsCatalogue.book.outcome', {
              price: moneyText(actions.booked.priceMinor, actions.booked.currency),
              period: period(actions.booked.startAt, actions.booked.endAt),
            })
          : null}
        {actions.requestState === 'requested' ? t('tripsCatalogue.heart.signInRequested') : null}
        {actions.requestState === 'postponed' ? t('tripsCatalogue.heart.postponed') : null}
        {actions.error ? t(errorKey(actions.error)) : null}
      </p>
      {actions.checkoutEventId ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            eventId={actions.checkoutEventId}
            title={offer.title}
            api={deps.api}
            formatPrice={money}
            onClose={actions.closeCheckout}
            onBooked={actions.checkoutDone}
          />
        </Suspense>
      ) : null}
    </>
  )
}
