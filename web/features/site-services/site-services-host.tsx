import { lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react'
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router'
import { feedbackExclusion } from '../../../shared/site-services/feedback-pages.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { browserLocalStorage, browserSessionStorage } from '../../app/browser-storage.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { logError } from '../../app/logger.ts'
import { whenAllowed } from '../consent/consent-gate.ts'
import { consentStoreFor } from '../consent/consent-store.ts'
import { browserAdProbe, checkAdBlocker } from './ad-block-check.ts'
import { scheduleFeedback } from './feedback-schedule.ts'
import { letItSnow } from './snow.ts'
import { scheduleSnow } from './snow-schedule.ts'

// A widget that cannot load leaves the entry doing nothing rather than the chrome in its error view.
const FeedbackWidget = lazy(() =>
  importWithRetry(() => import('./feedback-widget.tsx')).then(
    (m) => ({ default: m.FeedbackWidget }),
    (error: unknown) => {
      logError(error, { feature: 'feedback-widget' })
      return { default: () => null }
    },
  ),
)

const timer = (run: () => void, ms: number) => {
  const id = window.setTimeout(run, ms)
  return () => window.clearTimeout(id)
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/**
 * The site services every page runs (decision 050), mounted after hydration from the chrome extras
 * island's chunk: the ad-blocker check, the snow and our feedback widget.
 */
export default function SiteServicesHost() {
  const state = useGlobalState()
  const bus = useEventBus()
  const { pathname } = useLocation()
  // The route's page id where a data router runs (the app); none in a plain router (component tests).
  const route = useContext(UNSAFE_DataRouterStateContext)?.matches.at(-1)?.route
  const pageId = (route?.handle as { pageId?: string } | undefined)?.pageId
  const services = state.siteServices
  const [feedback, setFeedback] = useState({ loaded: false, open: false })
  const excluded = feedbackExclusion(pageId, pathname) !== null
  const consent = useMemo(() => consentStoreFor(state.privacy), [state.privacy])

  useEffect(() => {
    const percent = services?.adBlockSamplePercent ?? 0
    if (percent <= 0) return
    void checkAdBlocker({
      session: browserSessionStorage,
      random: Math.random,
      samplePercent: percent,
      probe: () => browserAdProbe(),
    })
  }, [services?.adBlockSamplePercent])

  useEffect(() => {
    if (!services?.snow) return
    let remove = () => {}
    const cancel = scheduleSnow({
      target: window,
      local: browserLocalStorage,
      now: () => new Date(),
      reducedMotion,
      setTimer: timer,
      fall: () => {
        remove = letItSnow()
      },
    })
    return () => {
      cancel()
      remove()
    }
  }, [services?.snow])

  useEffect(() => {
    const delaySeconds = services?.feedbackDelaySeconds ?? null
    return scheduleFeedback({
      delaySeconds,
      excluded,
      whenAllowed: (start) => whenAllowed(consent, 'functional', start),
      setTimer: timer,
      listen: (onOpen) => bus.subscribe('feedback:open', onOpen),
      load: () => setFeedback((f) => (f.loaded ? f : { ...f, loaded: true })),
      open: () => setFeedback({ loaded: true, open: true }),
    })
  }, [services?.feedbackDelaySeconds, excluded, consent, bus])

  if (!feedback.loaded || excluded) return null
  return (
    <Suspense fallback={null}>
      <div
        className="fw-feedback-host"
        data-feedback={feedback.open ? 'open' : 'loaded'}
        hidden={!feedback.open}
      >
        <FeedbackWidget
          open={feedback.open}
          pagePath={pathname}
          onClose={() => setFeedback({ loaded: true, open: false })}
        />
      </div>
    </Suspense>
  )
}
