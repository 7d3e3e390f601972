import consentMessages from 'virtual:fw-messages/section/consent'
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { consentStack, type TConsentSurface } from '../../../shared/privacy/dialog-priority.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { consentStoreFor } from './consent-store.ts'
import type { TCookieBannerProps, TIabDialogProps, TSurfaceProps } from './consent-surface-props.ts'
import { CookieBanner } from './cookie-banner/cookie-banner.tsx'
import { CookiesNoticeBar } from './notices/cookies-notice-bar.tsx'
import { useConsentServices } from './use-consent-services.ts'

addEnglishMessages(consentMessages)

const IabDialog = lazy(() => importWithRetry(() => import('./iab/iab-dialog.tsx')))
const DataSharingDialog = lazy(() => importWithRetry(() => import('./data-sharing/data-sharing-dialog.tsx')))
const TwoPartyDialog = lazy(() => importWithRetry(() => import('./notices/two-party-dialog.tsx')))
const DataTransferDialog = lazy(() => importWithRetry(() => import('./notices/data-transfer-dialog.tsx')))

interface Opened {
  surface: TConsentSurface
  startAt: string
}

/**
 * The consent surfaces of the page (decision 028), an island: due ones come from the server's state in
 * the spec's priority (two-party, data transfer, then cookie consent or the notice), the privacy entries
 * of the chrome open others on top; only the top one is shown.
 */
export default function ConsentHost() {
  const { privacy, formtoken } = useGlobalState()
  const bus = useEventBus()
  const store = consentStoreFor(privacy)
  const [snapshot, setSnapshot] = useState(store.get())
  const [opened, setOpened] = useState<Opened[]>([])
  const [done, setDone] = useState<TConsentSurface[]>([])
  // The server renders to a string and cannot wait for a lazy chunk: a suspended boundary there makes the
  // browser throw React error 419 while it hydrates. Lazy surfaces therefore join after hydration only.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => store.subscribe(setSnapshot), [store])
  useConsentServices(privacy, store, bus, formtoken)

  useEffect(() => {
    if (!privacy) return
    return bus.subscribe('privacy:open', ({ dialog }) => {
      const surface: TConsentSurface =
        dialog === 'dataSharing' ? 'dataSharing' : privacy.model === 'iab' ? 'iabDialog' : 'cookieBanner'
      const startAt =
        dialog === 'cookieCategories' ? (surface === 'iabDialog' ? 'purposes' : 'categories') : 'landing'
      setDone((d) => d.filter((s) => s !== surface))
      setOpened((o) => [...o.filter((x) => x.surface !== surface), { surface, startAt }])
    })
  }, [bus, privacy])

  if (!privacy) return null
  const due = consentStack(
    { ...privacy, ...snapshot },
    opened.map((o) => o.surface),
  ).filter((s) => !done.includes(s))
  const top = due.at(-1)
  const finish = (surface: TConsentSurface) => () => {
    setDone((d) => [...d, surface])
    setOpened((o) => o.filter((x) => x.surface !== surface))
  }
  if (!top) return null
  // One consent surface at a time (issue 27 item 9): the ones below wait until the top one is done, so
  // that a banner never shows beside, or under, a modal dialog on a phone.
  const base: TSurfaceProps = { store, privacy, onDone: finish(top), active: true, arrived: done.length > 0 }
  const entry = opened.find((o) => o.surface === top)
  return <Surface key={top} surface={top} base={base} opened={entry} hydrated={hydrated} />
}

function Surface({
  surface,
  base,
  opened,
  hydrated,
}: {
  surface: TConsentSurface
  base: TSurfaceProps
  opened?: Opened
  hydrated: boolean
}) {
  switch (surface) {
    case 'cookieBanner':
      return (
        <CookieBanner
          {...base}
          opened={Boolean(opened)}
          startAt={(opened?.startAt as TCookieBannerProps['startAt']) ?? 'landing'}
        />
      )
    case 'cookiesNotice':
      return <CookiesNoticeBar {...base} />
    default:
      return hydrated ? <LazySurface surface={surface} base={base} opened={opened} /> : null
  }
}

function LazySurface({
  surface,
  base,
  opened,
}: {
  surface: TConsentSurface
  base: TSurfaceProps
  opened?: Opened
}) {
  const map: Record<string, ComponentType<TSurfaceProps & Partial<TIabDialogProps>>> = {
    iabDialog: IabDialog as ComponentType<TSurfaceProps & Partial<TIabDialogProps>>,
    dataSharing: DataSharingDialog,
    twoParty: TwoPartyDialog,
    dataTransfer: DataTransferDialog,
  }
  const Component = map[surface]
  if (!Component) return null
  return (
    <Suspense fallback={null}>
      <Component
        {...base}
        opened={Boolean(opened)}
        startAt={(opened?.startAt as TIabDialogProps['startAt']) ?? 'landing'}
      />
    </Suspense>
  )
}
