import impersonationMessages from 'virtual:fw-messages/section/impersonation'
import { useCallback, useEffect, useState } from 'react'
import type { TAuthImpersonation } from '../../../shared/auth-state.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import { impersonationEndpoints } from '../../api/endpoints.gen.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import './impersonation-banner.css'

addEnglishMessages(impersonationMessages)

export interface ImpersonationBannerProps {
  impersonation: TAuthImpersonation
  /** The customer's name, as the header shows it. */
  customerName: string
  /** Starts the page over once the supporter is back (or signed out). */
  reload(): void
}

/**
 * Shown on every page while support staff act as a customer (decision 021): who, as whom, until when,
 * and the way back. Fixed to the bottom of the window so that appearing after load shifts nothing.
 */
export function ImpersonationBanner({ impersonation, customerName, reload }: ImpersonationBannerProps) {
  const { t } = useTranslation()
  const { locale } = useGlobalState()
  const [state, setState] = useState<'idle' | 'ending' | 'failed'>('idle')
  const end = useCallback(async () => {
    setState('ending')
    try {
      await callEndpoint(browserApiClient(), impersonationEndpoints.endByPost)
      reload()
    } catch {
      setState('failed')
    }
  }, [reload])

  // At the end of its lifetime the server no longer answers for the customer: return to the supporter.
  useEffect(() => {
    const due = Date.parse(impersonation.until) - Date.now()
    const timer = window.setTimeout(() => void end(), Math.max(0, due) + 1000)
    return () => window.clearTimeout(timer)
  }, [impersonation.until, end])

  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(impersonation.until),
  )
  return (
    <>
      <div className="fw-impersonation-spacer" aria-hidden="true" />
      <section className="fw-impersonation" aria-label={t('impersonation.banner.label')}>
        <p className="fw-impersonation-text">
          <strong>
            {t('impersonation.banner.text', {
              supporter: impersonation.supporterName,
              customer: customerName,
            })}
          </strong>{' '}
          {t('impersonation.banner.until', { time })} {t('impersonation.banner.blocked')}
        </p>
        <Button variant="secondary" disabled={state === 'ending'} onClick={() => void end()}>
          {state === 'ending' ? t('impersonation.banner.ending') : t('impersonation.banner.end')}
        </Button>
        {state === 'failed' ? (
          <p role="alert" className="fw-impersonation-error">
            {t('impersonation.banner.failed')}
          </p>
        ) : null}
      </section>
    </>
  )
}

/** The banner for the page's own auth state (the chrome's lazy entry point). */
export default function ImpersonationBannerForPage() {
  const { auth } = useGlobalState()
  if (!auth?.impersonation) return null
  return (
    <ImpersonationBanner
      impersonation={auth.impersonation}
      customerName={auth.accountName ?? ''}
      reload={() => window.location.reload()}
    />
  )
}
