import { useEffect, useRef, useState } from 'react'
import { PRIVACY_LOG_MESSAGES, type TConsentCategory } from '../../../../shared/privacy/privacy-contract.ts'
import type { TCookiesForCategoryResponse } from '../../../../shared/privacy/privacy-schemas.ts'
import { logError } from '../../../app/logger.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { type ConsentApi, pageConsentApi } from '../consent-api.ts'
import type { TCookieBannerProps } from '../consent-surface-props.ts'
import { newConsentId, saveWithRetry } from '../save-with-retry.ts'
import { CategorySelection, Landing, type TToggles } from './banner-views.tsx'
import { CategoryDetails } from './category-details.tsx'
import './cookie-banner.css'

export const ALL_CATEGORIES: TConsentCategory[] = [
  'strictlyNecessary',
  'functional',
  'advertising',
  'analytical',
]

export interface TBannerEnv {
  api: Pick<ConsentApi, 'saveCategories' | 'cookiesForCategory'>
  log: typeof logError
  wait?: (ms: number) => Promise<void>
}

/** Made on first use: the banner also renders on the server, where there is no page client. */
const PAGE_ENV: TBannerEnv = {
  get api() {
    return pageConsentApi()
  },
  log: logError,
}

type TView =
  | { name: 'landing' }
  | { name: 'categories'; returnTo?: TConsentCategory }
  | { name: 'details'; category: TConsentCategory; cookies: TCookiesForCategoryResponse['cookies'] }

/**
 * The cookie banner (spec sections 2, 4, 5; decision 031): the first layer, so plain elements, no dialog
 * library. A labelled non-modal region; declining sends strictly necessary only, accepting without a
 * selection sends every category (which the landing says, analytical included).
 */
export function CookieBanner(props: TCookieBannerProps & { env?: TBannerEnv }) {
  const { store, privacy, onDone, active, startAt, opened } = props
  const { t } = useTranslation()
  const env = props.env ?? PAGE_ENV
  const [view, setView] = useState<TView>(
    startAt === 'categories' ? { name: 'categories' } : { name: 'landing' },
  )
  // The boxes show the categories in force, as the privacy page does: one source, the consent store (an
  // opt-out site's visitor who chose nothing has them all on; an opt-in site's has none).
  const inForce = (): TToggles => {
    const { acceptedCategories } = store.get()
    return {
      functional: acceptedCategories.includes('functional'),
      advertising: acceptedCategories.includes('advertising'),
    }
  }
  const [toggles, setToggles] = useState<TToggles>(inForce)
  // Reopened by the visitor (the side navigation's privacy entry starts at the categories).
  // biome-ignore lint/correctness/useExhaustiveDependencies: inForce reads the store as it is when reopened.
  useEffect(() => {
    if (!opened) return
    setView(startAt === 'categories' ? { name: 'categories' } : { name: 'landing' })
    setToggles(inForce())
  }, [opened, startAt])
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const region = useRef<HTMLElement>(null)
  // A banner that comes after a dialog above was done arrives now: it takes focus as it shows.
  const wasActive = useRef(props.arrived ? false : active)

  // Focus follows the view; on arrival only when the visitor opened it or a dialog above just closed.
  const firstRender = useRef(true)
  useEffect(() => {
    const arrivedNow = active && !wasActive.current
    wasActive.current = active
    if (!active) return
    if (firstRender.current && !opened && !arrivedNow) {
      firstRender.current = false
      return
    }
    firstRender.current = false
    const target =
      view.name === 'categories' && view.returnTo
        ? region.current?.querySelector<HTMLElement>(`[data-details="${view.returnTo}"]`)
        : region.current?.querySelector<HTMLElement>('h2')
    target?.focus()
  }, [view, active, opened])

  async function save(categories: TConsentCategory[]) {
    setBusy(true)
    setFailed(false)
    const consentId = newConsentId()
    try {
      const answer = await saveWithRetry(() => env.api.saveCategories(categories, consentId), env.wait)
      store.update({ acceptedCategories: answer.acceptedCategories, recorded: true })
      onDone()
    } catch (error) {
      env.log(error, { message: PRIVACY_LOG_MESSAGES.consentSave, consentId })
      setFailed(true)
      setBusy(false)
    }
  }

  async function showDetails(category: TConsentCategory) {
    try {
      const { cookies } = await env.api.cookiesForCategory(category)
      if (cookies.length === 0) {
        env.log(new Error(PRIVACY_LOG_MESSAGES.emptyCategory), {
          message: PRIVACY_LOG_MESSAGES.emptyCategory,
          category,
        })
        return
      }
      setView({ name: 'details', category, cookies })
    } catch (error) {
      env.log(error, { message: PRIVACY_LOG_MESSAGES.consentLoad, category })
    }
  }

  const selected: TConsentCategory[] = [
    'strictlyNecessary',
    ...(['functional', 'advertising'] as const).filter((c) => toggles[c]),
  ]
  return (
    <section
      ref={region}
      className="fw-cookie-banner"
      aria-label={t('consent.banner.label')}
      data-view={view.name}
      data-model={privacy.model}
      inert={!active}
    >
      {view.name === 'landing' && (
        <Landing
          busy={busy}
          onAccept={() => void save(ALL_CATEGORIES)}
          onDecline={() => void save(['strictlyNecessary'])}
          onSelect={() => setView({ name: 'categories' })}
        />
      )}
      {view.name === 'categories' && (
        <CategorySelection
          busy={busy}
          toggles={toggles}
          onToggle={(c, on) => setToggles((x) => ({ ...x, [c]: on }))}
          onDetails={(c) => void showDetails(c)}
          onAcceptSelected={() => void save(selected)}
          onReject={() => void save(['strictlyNecessary'])}
        />
      )}
      {view.name === 'details' && (
        <CategoryDetails
          category={view.category}
          cookies={view.cookies}
          onBack={() => setView({ name: 'categories', returnTo: view.category })}
        />
      )}
      {failed && (
        <p role="alert" className="fw-cookie-banner-error">
          {t('consent.banner.saveFailed')}
        </p>
      )}
    </section>
  )
}
