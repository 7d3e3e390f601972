import {
  type ComponentType,
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { TOOLTIP } from '../../shared/chrome/motion-constants.ts'
import type { TPopoverPlacement } from '../../shared/chrome/popover-constants.ts'
import { importOnce } from '../api/lazy-import.ts'
import { pageFocusModality } from './focus-modality.ts'
import type { TooltipPlacerProps } from './tooltip-placer.tsx'
import './tooltip.css'

/** React Aria's positioning loads with the first tooltip wanted, not with the handles. */
export const preloadTooltipPlacer = importOnce<{ default: ComponentType<TooltipPlacerProps> }>(
  () => import('./tooltip-placer.tsx'),
)
const TooltipPlacer = lazy(preloadTooltipPlacer)

/** What the handle must carry; spread it on the focusable element the tooltip describes. */
export interface TooltipHandleProps {
  ref(element: HTMLElement | null): void
  'aria-describedby': string | undefined
  onPointerEnter(): void
  onPointerLeave(): void
  onPointerDown(): void
  onFocus(): void
  onBlur(): void
}

export interface TooltipProps {
  label: string
  renderHandle(props: TooltipHandleProps): ReactNode
  placement?: TPopoverPlacement
  /** No tooltip (e.g. while the label shows beside the handle anyway); an open one closes. */
  disabled?: boolean
}

type Phase = 'closed' | 'open' | 'exiting'

/**
 * Where the tooltip is drawn: in the page landmark that holds its handle, so that no content sits outside
 * a landmark (axe's region rule), and out of clipping containers such as the side navigation's panel.
 */
function layerOf(handle: HTMLElement | null): HTMLElement {
  return handle?.closest<HTMLElement>('.fw-header, main, footer') ?? document.body
}

/**
 * A tooltip (accounts-header-business.md section 9): shown on hover at once and on keyboard focus after
 * 100 ms, 12 px from its handle, fading in and out over 200 ms (not under reduced motion). Escape, a press,
 * a scroll, leaving or blurring the handle close it; the pointer may move onto it (WCAG 1.4.13).
 */
export function Tooltip({ label, renderHandle, placement = 'top', disabled = false }: TooltipProps) {
  const id = useId()
  const handleRef = useRef<HTMLElement | null>(null)
  const [phase, setPhase] = useState<Phase>('closed')
  const [place, setPlace] = useState<CSSProperties | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const setHandle = useCallback((element: HTMLElement | null) => {
    handleRef.current = element
  }, [])

  useEffect(() => {
    pageFocusModality()
    return () => clearTimeout(timer.current)
  }, [])

  const show = useCallback(() => {
    clearTimeout(timer.current)
    setPhase('open')
  }, [])
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setPhase((current) => (current === 'closed' ? current : 'exiting'))
  }, [])

  useEffect(() => {
    if (disabled) {
      clearTimeout(timer.current)
      setPhase('closed')
    }
  }, [disabled])

  useEffect(() => {
    if (phase === 'closed') {
      setPlace(null)
      return
    }
    if (phase === 'exiting') {
      // Under reduced motion nothing fades, but the tooltip stays as long, so the pointer can reach it.
      const exit = setTimeout(() => setPhase('closed'), TOOLTIP.fadeMs)
      return () => clearTimeout(exit)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide()
    document.addEventListener('keydown', onKey)
    window.addEventListener('scroll', hide, { capture: true, passive: true })
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', hide, { capture: true })
    }
  }, [phase, hide])

  const after = (ms: number, open: () => void) => {
    clearTimeout(timer.current)
    if (ms <= 0) open()
    else timer.current = setTimeout(open, ms)
  }
  const handleProps: TooltipHandleProps = {
    ref: setHandle,
    'aria-describedby': phase === 'closed' ? undefined : id,
    onPointerEnter() {
      if (disabled) return
      preloadTooltipPlacer().catch(() => {})
      after(TOOLTIP.delayMs, show)
    },
    onPointerLeave: hide,
    onPointerDown: hide,
    onFocus() {
      if (disabled) return
      preloadTooltipPlacer().catch(() => {})
      // Read when the delay is over: the modality's 50 ms throttle has settled by then.
      after(TOOLTIP.focusDelayMs, () => pageFocusModality().current() === 'keyboard' && show())
    },
    onBlur: hide,
  }

  const style = { ...place, '--fw-tooltip-fade': `${TOOLTIP.fadeMs}ms` } as CSSProperties
  return (
    <>
      {renderHandle(handleProps)}
      {phase === 'closed'
        ? null
        : createPortal(
            <span
              id={id}
              role="tooltip"
              className="fw-tooltip"
              data-placed={place ? '' : undefined}
              data-exiting={phase === 'exiting' ? '' : undefined}
              style={style}
              onPointerEnter={show}
              onPointerLeave={hide}
            >
              {label}
              <Suspense fallback={null}>
                <TooltipPlacer handleRef={handleRef} placement={placement} onPlace={setPlace} />
              </Suspense>
            </span>,
            layerOf(handleRef.current),
          )}
    </>
  )
}
