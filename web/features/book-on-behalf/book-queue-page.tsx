import bookOnBehalfMessages from 'virtual:fw-messages/section/bookOnBehalf'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import {
  BOOK_ON_BEHALF_LIMITS,
  BookOnBehalfErrorCode,
} from '../../../shared/business/book-on-behalf-contract.ts'
import type { TBookRequest } from '../../../shared/business/book-on-behalf-schemas.ts'
import type { TCheckoutInput } from '../../../shared/business/checkout-schemas.ts'
import { type BookOnBehalfApi, createBookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { hasErrorCode } from '../../api/errors.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { CommentDialog } from './comment-dialog.tsx'
import './book-on-behalf.css'

addEnglishMessages(bookOnBehalfMessages)

const CheckoutDialog = lazy(() =>
  importWithRetry(() => import('../checkout/checkout-dialog.tsx')).then((m) => ({
    default: m.CheckoutDialog,
  })),
)

type TLoad = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; requests: TBookRequest[] }

/**
 * Trips to book (/business/book, decision 056): travellers' open requests for the processors of the
 * company; "Book for {traveller}" books the item as the processor acting for them, "Decline" asks for a
 * comment. The traveller is mailed either way.
 */
export function BookQueuePage({ api: given }: { api?: BookOnBehalfApi }) {
  const { t, locale } = useTranslation()
  const [api] = useState(() => given ?? createBookOnBehalfApi(browserApiClient))
  const [load, setLoad] = useState<TLoad>({ state: 'loading' })
  const [message, setMessage] = useState('')
  const [failure, setFailure] = useState('')
  const [declining, setDeclining] = useState<TBookRequest | null>(null)
  const [checkingOut, setCheckingOut] = useState<TBookRequest | null>(null)
  const format = catalogueFormat(locale)

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', requests: (await api.requests()).requests })
    } catch {
      setLoad({ state: 'failed' })
    }
  }, [api])
  useEffect(() => {
    void refresh()
  }, [refresh])

  const failed = (error: unknown) =>
    hasErrorCode(error, BookOnBehalfErrorCode.REQUEST_NOT_OPEN)
      ? t('bookOnBehalf.queue.taken')
      : t('bookOnBehalf.queue.failed')

  // Booking a request goes through the company's checkout (policy, approval, payment, reporting fields)
  // for its traveller, like any business booking (decision 053).
  const checkoutCalls = useMemo(
    () =>
      checkingOut
        ? {
            quote: () => api.requestCheckout(checkingOut.id),
            book: (_eventId: string, checkout: TCheckoutInput) => api.bookRequest(checkingOut.id, checkout),
          }
        : null,
    [api, checkingOut],
  )

  async function booked(request: TBookRequest) {
    setCheckingOut(null)
    setMessage(
      t('bookOnBehalf.queue.booked', { title: request.item.title, name: request.traveler.accountName }),
    )
    await refresh()
  }

  return (
    <PageFrame pageId="hubBook">
      <p className="fw-book-queue-status" role="status">
        {message}
      </p>
      {failure ? (
        <p className="fw-alert" role="alert">
          {failure}
        </p>
      ) : null}
      {load.state === 'loading' ? <p>{t('bookOnBehalf.queue.loading')}</p> : null}
      {load.state === 'failed' ? <p role="alert">{t('bookOnBehalf.queue.loadFailed')}</p> : null}
      {load.state === 'loaded' && load.requests.length === 0 ? <p>{t('bookOnBehalf.queue.empty')}</p> : null}
      {load.state === 'loaded' && load.requests.length > 0 ? (
        <ul className="fw-book-queue" aria-label={t('bookOnBehalf.queue.label')}>
          {load.requests.map((request) => {
            const name = request.traveler.accountName
            return (
              <li key={request.id} className="fw-book-queue-item">
                <h2>{t('bookOnBehalf.queue.from', { name })}</h2>
                <p>
                  {t('bookOnBehalf.queue.item', {
                    title: request.item.title,
                    trip: request.item.tripName,
                    date: format.period(request.item.startsAt, null),
                    price: format.price(request.item.priceMinor, request.item.currency),
                  })}
                </p>
                {request.note ? <p>{t('bookOnBehalf.queue.note', { note: request.note })}</p> : null}
                <div className="fw-book-for-buttons">
                  <Button
                    disabled={checkingOut !== null}
                    onClick={() => {
                      setFailure('')
                      setCheckingOut(request)
                    }}
                  >
                    {t('bookOnBehalf.queue.book', { name })}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={checkingOut !== null}
                    aria-label={`${t('bookOnBehalf.queue.decline')}: ${name}, ${request.item.title}`}
                    onClick={() => setDeclining(request)}
                  >
                    {t('bookOnBehalf.queue.decline')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      ) : null}
      {checkingOut && checkoutCalls ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            eventId={checkingOut.item.eventId}
            title={checkingOut.item.title}
            api={checkoutCalls}
            formatPrice={format.price}
            onClose={() => {
              setCheckingOut(null)
              void refresh()
            }}
            onBooked={() => void booked(checkingOut)}
          />
        </Suspense>
      ) : null}
      {declining ? (
        <CommentDialog
          title={t('bookOnBehalf.queue.declineTitle', { name: declining.traveler.accountName })}
          label={t('bookOnBehalf.queue.comment', { name: declining.traveler.accountName })}
          confirm={t('bookOnBehalf.queue.confirmDecline')}
          cancel={t('bookOnBehalf.queue.keep')}
          maxLength={BOOK_ON_BEHALF_LIMITS.commentMaxLength}
          required
          failure={failed}
          send={async (comment) => {
            await api.declineRequest(declining.id, comment)
            setMessage(t('bookOnBehalf.queue.declined', { name: declining.traveler.accountName }))
            setDeclining(null)
            await refresh()
          }}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </PageFrame>
  )
}
