import {
  type ComponentType,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { atLeast } from '../../../shared/chrome/breakpoints.ts'
import { PENDING_CURRENCY_SAVE_KEY } from '../../../shared/pickers/picker-contract.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useBreakpoint } from '../../ui/breakpoint.ts'
import { Flag } from './flag.tsx'
import {
  browserPickerEnvironment,
  type PickerPanelProps,
  type TPickerPresentation,
} from './picker-environment.ts'

type TPicker = 'country' | 'currency'
type Panel = ComponentType<PickerPanelProps>

// The lists, dialogs and React Aria load on the first opening (decision 025), each picker its own chunk.
const loaders: Record<TPicker, () => Promise<Panel>> = {
  country: () => import('./country-picker.tsx').then((m) => m.CountryPicker),
  currency: () => import('./currency-picker.tsx').then((m) => m.CurrencyPicker),
}
const loading = new Map<TPicker, Promise<Panel>>()
function loadPanel(picker: TPicker): Promise<Panel> {
  let found = loading.get(picker)
  if (!found) {
    found = importWithRetry(loaders[picker]).catch((error: unknown) => {
      loading.delete(picker)
      throw error
    })
    loading.set(picker, found)
  }
  return found
}

function presentationAt(breakpoint: ReturnType<typeof useBreakpoint>): TPickerPresentation {
  if (atLeast(breakpoint, 'ml')) return 'dropdown'
  return breakpoint === 'xs' ? 'fullscreen' : 'sheet'
}

/**
 * The header's country/language and currency triggers (server-rendered in the header island). They open
 * the pickers, also on the bus event `picker:open` (the side navigation's entries).
 */
export function PickerTriggers() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const breakpoint = useBreakpoint()
  const refs = { country: useRef<HTMLButtonElement>(null), currency: useRef<HTMLButtonElement>(null) }
  // An opener elsewhere (the footer's) anchors the dropdown; else the header's own trigger does.
  const [open, setOpen] = useState<{
    picker: TPicker
    Panel: Panel
    anchor?: RefObject<HTMLElement | null>
  } | null>(null)
  const signedIn = Boolean(state.auth?.loggedInSession)
  const labels = state.pickers ?? {
    localeName: state.locale,
    flag: state.countryCode.toLowerCase(),
    currencySymbol: state.currency,
    currencyName: state.currency,
  }

  const show = useCallback((picker: TPicker, opener?: HTMLElement) => {
    loadPanel(picker).then(
      // A transition: React renders the list in slices, so the page answers input meanwhile.
      (Panel) =>
        startTransition(() => setOpen({ picker, Panel, ...(opener ? { anchor: { current: opener } } : {}) })),
      // importWithRetry has logged it; the next press tries again.
      () => {},
    )
  }, [])
  useEffect(() => bus.subscribe('picker:open', ({ picker, opener }) => show(picker, opener)), [bus, show])

  // A signed-out "yes, save it" waits through the sign-in's reload (currency-actions.ts).
  useEffect(() => {
    let waiting = false
    try {
      waiting = Boolean(window.sessionStorage.getItem(PENDING_CURRENCY_SAVE_KEY))
    } catch {
      return
    }
    if (!waiting) return
    const env = browserPickerEnvironment()
    import('./currency-actions.ts').then(
      (m) => (signedIn ? m.resumePendingCurrencySave(env) : undefined),
      () => {},
    )
    return bus.subscribe('signin:closed', ({ reason }) => {
      if (reason === 'currencySave')
        import('./currency-actions.ts').then((m) => m.dropPendingCurrencySave(env.session))
    })
  }, [signedIn, bus])

  const trigger = (picker: TPicker) => ({
    ref: refs[picker],
    type: 'button' as const,
    className: `fw-picker-trigger fw-picker-trigger--${picker}`,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open?.picker === picker && !open.anchor,
    onPointerEnter: () => void loadPanel(picker).catch(() => {}),
    onFocus: () => void loadPanel(picker).catch(() => {}),
    onClick: () => show(picker),
  })
  return (
    <div className="fw-pickers">
      <button {...trigger('country')} aria-label={t('pickers.trigger.country', { name: labels.localeName })}>
        <Flag code={labels.flag} size="small" />
        <span className="fw-picker-trigger-text">{labels.localeName}</span>
      </button>
      <button
        {...trigger('currency')}
        aria-label={t('pickers.trigger.currency', { name: labels.currencyName })}
      >
        <span className="fw-picker-trigger-symbol" aria-hidden="true">
          {labels.currencySymbol}
        </span>
        <span className="fw-picker-trigger-text">{labels.currencyName}</span>
      </button>
      {open ? (
        <open.Panel
          triggerRef={open.anchor ?? refs[open.picker]}
          presentation={presentationAt(breakpoint)}
          onClose={() => setOpen(null)}
          env={browserPickerEnvironment()}
          bus={bus}
        />
      ) : null}
    </div>
  )
}
