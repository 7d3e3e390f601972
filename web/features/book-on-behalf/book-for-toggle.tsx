import '../../ui/csp-nonce.ts'
import bookOnBehalfMessages from 'virtual:fw-messages/section/bookOnBehalf'
import { lazy, Suspense, useState } from 'react'
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components'
import { actingRoleLabel, actingVerb } from '../../../shared/business/book-on-behalf-contract.ts'
import type { TBusinessUser } from '../../../shared/business/people-schemas.ts'
import type { BookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

addEnglishMessages(bookOnBehalfMessages)

const TravelerSearchDialog = lazy(() => importWithRetry(() => import('./traveler-search-dialog.tsx')))

type TMode = 'self' | 'other'

async function browserApi(): Promise<BookOnBehalfApi> {
  const [{ createBookOnBehalfApi }, { browserApiClient }] = await Promise.all([
    import('../../api/book-on-behalf.ts'),
    import('../../api/browser-client.ts'),
  ])
  return createBookOnBehalfApi(browserApiClient)
}

interface Props {
  /** Tests pass the API; the browser loads it with the first choice. */
  api?: BookOnBehalfApi
  /** After a switch the page starts over at / (spec section 4). */
  goHome?: () => void
  log?: (message: string, error: unknown) => void
}

/**
 * The book-for-self / book-for-other toggle (spec sections 2, 4, 8; decision 056): for members who may
 * act for others when the company has book on behalf. "Other" opens the traveller search; picking a
 * traveller selects them, "self" unselects; either then goes to /. A failed switch resets the toggle.
 */
export function BookForToggle({
  api,
  goHome = () => window.location.assign('/'),
  log = (m, e) => console.error(m, e),
}: Props) {
  const { t } = useTranslation()
  const { auth } = useGlobalState()
  const b = auth?.businessState
  const acting = Boolean(b?.currentlyBookingForOther)
  const [mode, setMode] = useState<TMode>(acting ? 'other' : 'self')
  const [searching, setSearching] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const granted = b ? actingRoleLabel(b.permissions) : null
  // Someone still acting for a traveller after losing the feature or the role can always go back.
  const role = granted ?? (acting ? 'travelArranger' : null)
  if (!b?.businessMode || !role || (!b.bookOnBehalfEnabled && !acting)) return null
  const settled: TMode = acting ? 'other' : 'self'

  async function switchTo(work: (api: BookOnBehalfApi) => Promise<unknown>, message: string) {
    setPending(true)
    setError(null)
    try {
      await work(api ?? (await browserApi()))
      goHome()
    } catch (err) {
      log('book-for-other switch failed', err)
      setMode(settled)
      setError(message)
      setPending(false)
    }
  }

  function choose(next: TMode) {
    if (next === mode || pending) return
    setMode(next)
    setError(null)
    if (next === 'other') setSearching(true)
    else if (acting) void switchTo((a) => a.unselect(), t('bookOnBehalf.errors.unselect'))
  }

  function pick(user: TBusinessUser) {
    setSearching(false)
    void switchTo(
      (a) => (user.isGuest ? a.selectGuest(user.id) : a.selectTraveler(user.email)),
      t('bookOnBehalf.errors.select'),
    )
  }

  const name = b.currentTraveler?.accountName ?? ''
  return (
    <div className="fw-book-for">
      <ToggleButtonGroup
        aria-label={t(`bookOnBehalf.toggle.${role}`)}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[mode]}
        onSelectionChange={(keys) => {
          const [next] = [...keys]
          if (next === 'self' || next === 'other') choose(next)
        }}
        isDisabled={pending}
        className="fw-book-for-toggle"
      >
        <span className="fw-book-for-role" aria-hidden="true">
          {t(`bookOnBehalf.toggle.${role}`)}
        </span>
        <ToggleButton id="self">{t('bookOnBehalf.toggle.self')}</ToggleButton>
        <ToggleButton id="other">{t('bookOnBehalf.toggle.other')}</ToggleButton>
      </ToggleButtonGroup>
      {acting && name ? (
        <span className="fw-book-for-who">
          {t(`bookOnBehalf.acting.${actingVerb(b.permissions)}`, { name })}
        </span>
      ) : null}
      {error ? (
        <span className="fw-book-for-error" role="alert">
          {error}
        </span>
      ) : null}
      {searching ? (
        <Suspense fallback={null}>
          <TravelerSearchDialog
            api={api ?? null}
            loadApi={browserApi}
            ownEmail={auth?.userInfoState?.accountEmail ?? ''}
            onPick={pick}
            onClose={() => {
              setSearching(false)
              setMode(settled)
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
