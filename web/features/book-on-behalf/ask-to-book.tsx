import bookOnBehalfMessages from 'virtual:fw-messages/section/bookOnBehalf'
import { lazy, Suspense, useState } from 'react'
import {
  BOOK_ON_BEHALF_LIMITS,
  BookOnBehalfErrorCode,
} from '../../../shared/business/book-on-behalf-contract.ts'
import type { BookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { hasErrorCode } from '../../api/errors.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'

addEnglishMessages(bookOnBehalfMessages)

const CommentDialog = lazy(() =>
  importWithRetry(() => import('./comment-dialog.tsx')).then((m) => ({ default: m.CommentDialog })),
)

async function browserApi(): Promise<BookOnBehalfApi> {
  const [{ createBookOnBehalfApi }, { browserApiClient }] = await Promise.all([
    import('../../api/book-on-behalf.ts'),
    import('../../api/browser-client.ts'),
  ])
  return createBookOnBehalfApi(browserApiClient)
}

/**
 * "Ask to book" on a saved item (decision 056): for travellers whose role holds BOOK_ON_BEHALF_REQUEST
 * in business mode with the book-on-behalf feature; a note goes with it to the company's queue.
 */
export function AskToBook({
  eventId,
  title,
  api,
}: {
  eventId: string
  title: string
  api?: BookOnBehalfApi
}) {
  const { t } = useTranslation()
  const b = useGlobalState().auth?.businessState
  const [asking, setAsking] = useState(false)
  const [sent, setSent] = useState(false)
  const allowed =
    b?.businessMode &&
    b.bookOnBehalfEnabled &&
    b.permissions.includes('BOOK_ON_BEHALF_REQUEST') &&
    !b.currentlyBookingForOther
  if (!allowed) return null
  if (sent)
    return (
      <p role="status" className="fw-book-for-sent">
        {t('bookOnBehalf.ask.sent', { title })}
      </p>
    )
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('bookOnBehalf.ask.action', { title })}
      </Button>
      {asking ? (
        <Suspense fallback={null}>
          <CommentDialog
            title={t('bookOnBehalf.ask.title', { title })}
            label={t('bookOnBehalf.ask.note')}
            confirm={t('bookOnBehalf.ask.send')}
            cancel={t('bookOnBehalf.ask.cancel')}
            maxLength={BOOK_ON_BEHALF_LIMITS.noteMaxLength}
            required={false}
            failure={(error) =>
              hasErrorCode(error, BookOnBehalfErrorCode.REQUEST_NOT_OPEN)
                ? t('bookOnBehalf.ask.already')
                : t('bookOnBehalf.ask.failed')
            }
            send={async (note) => {
              await (api ?? (await browserApi())).askToBook(eventId, note)
              setAsking(false)
              setSent(true)
            }}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
