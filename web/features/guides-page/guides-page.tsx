import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { browserApiClient } from '../../api/browser-client.ts'
import { createGuidesApi, type GuidesApi } from '../../api/guides.ts'
import { Queries } from '../../api/query-client.tsx'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { CreateGuidebookForm } from './create-guidebook-form.tsx'
import { GuidebookList } from './guidebook-list.tsx'
import { GUIDEBOOKS_KEY, GuidesApiContext, useGuidesApi } from './guides-context.ts'
import { guidesError } from './guides-errors.ts'
import './guides-page.css'

/** /guides/yourguides: the signed-in user's guidebooks (decision 051); `api` is for tests. */
export function GuidesPage({ api }: { api?: GuidesApi }) {
  const { t } = useTranslation()
  const auth = useGlobalState().auth
  return (
    <PageFrame pageId="guides">
      {!auth?.loggedInSession ? (
        <SignInPrompt />
      ) : !auth.guidebookEnabled ? (
        <p>{t('guidesPage.disabled')}</p>
      ) : (
        <GuidesProvider api={api}>
          <Guidebooks />
        </GuidesProvider>
      )}
    </PageFrame>
  )
}

function GuidesProvider({ api, children }: { api: GuidesApi | undefined; children: ReactNode }) {
  const [guidesApi] = useState(() => api ?? createGuidesApi(browserApiClient))
  return (
    <Queries>
      <GuidesApiContext.Provider value={guidesApi}>{children}</GuidesApiContext.Provider>
    </Queries>
  )
}

/** Signed out: the header's sign-in dialog, as /trips asks. */
function SignInPrompt() {
  const { t } = useTranslation()
  const bus = useEventBus()
  return (
    <div className="fw-guides-signin">
      <p>{t('guidesPage.signedOut.about')}</p>
      <Button onClick={() => bus.publish('signin:request', { reason: 'generic' })}>
        {t('guidesPage.signedOut.signIn')}
      </Button>
    </div>
  )
}

function Guidebooks() {
  const { t } = useTranslation()
  const api = useGuidesApi()
  const list = useQuery({ queryKey: GUIDEBOOKS_KEY, queryFn: () => api.list() })
  // One polite announcement for every change on the page (created, renamed, deleted).
  const [announcement, setAnnouncement] = useState('')
  if (list.isPending) {
    return <p role="status">{t('guidesPage.loading')}</p>
  }
  if (list.isError)
    return (
      <p role="alert" className="fw-alert">
        {guidesError(t, list.error)}
      </p>
    )
  const { guidebooks, maxGuidebooks } = list.data
  return (
    <>
      <CreateGuidebookForm full={guidebooks.length >= maxGuidebooks} onDone={setAnnouncement} />
      <p role="status" className="fw-guides-announcement">
        {announcement}
      </p>
      <GuidebookList guidebooks={guidebooks} max={maxGuidebooks} onDone={setAnnouncement} />
    </>
  )
}
