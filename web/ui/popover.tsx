import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import {
  POPOVER_ANIMATION_MS,
  POPOVER_DEFAULT_OFFSET_PX,
  POPOVER_DEFAULT_OPEN_ON,
  POPOVER_DEFAULT_PLACEMENT,
  type TPopoverOpenTrigger,
  type TPopoverPlacement,
  type TPopoverSize,
} from '../../shared/chrome/popover-constants.ts'
import { importOnce } from '../api/lazy-import.ts'
import type { PopoverPanelProps, TPopoverCloseReason } from './popover-types.ts'

/** The panel (positioning, focus, dismissal, React Aria) loads on the first intent, or ahead of need. */
const loadPopoverPanel = importOnce<{ default: ComponentType<PopoverPanelProps> }>(
  () => import('./popover-panel.tsx'),
)
export function preloadPopoverPanel(): Promise<unknown> {
  return loadPopoverPanel()
}
const PopoverPanel = lazy(loadPopoverPanel)

/** What the handle element must carry; spread it on a button (or another focusable element). */
export interface PopoverHandleProps {
  ref(element: HTMLElement | null): void
  'aria-expanded': boolean
  'aria-controls': string | undefined
  'aria-haspopup': 'dialog'
  onClick(event: MouseEvent): void
  onKeyDown(event: KeyboardEvent): void
  onKeyUp(event: KeyboardEvent): void
  onFocus(): void
  onPointerDown(): void
  onPointerEnter(): void
}

export interface PopoverProps {
  /** Accessible name of the content (a non-modal dialog). */
  label: string
  renderHandle(props: PopoverHandleProps): ReactNode
  /** The content; as a function it gets `close` (e.g. for a "Got it" button). */
  children: ReactNode | ((close: () => void) => ReactNode)
  placement?: TPopoverPlacement
  offset?: number
  size?: TPopoverSize
  maxHeight?: number
  /** What opens it from the handle (click, key press, focus). */
  openOn?: readonly TPopoverOpenTrigger[]
  /** Space opens it but the browser's own action for Space (scroll, check, click) still happens. */
  keepSpaceDefault?: boolean
  /** Animate open and close (200 ms each). */
  animated?: boolean
  /** Focus goes back to the handle when Escape closes it. */
  returnFocus?: boolean
  /** Visibility, when the owner controls it. */
  isOpen?: boolean
  onOpenChange?(open: boolean, reason?: TPopoverCloseReason): void
  className?: string
}

type Phase = 'closed' | 'entering' | 'open' | 'exiting'
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

/**
 * A reusable overlay anchored to a handle (spec sections 2 to 4 and 9). This shell is small and renders
 * the handle; the panel with React Aria's positioning loads when it is first wanted.
 */
export function Popover({
  label,
  renderHandle,
  children,
  placement = POPOVER_DEFAULT_PLACEMENT,
  offset = POPOVER_DEFAULT_OFFSET_PX,
  size = 'default',
  maxHeight,
  openOn = POPOVER_DEFAULT_OPEN_ON,
  keepSpaceDefault = false,
  animated = true,
  returnFocus = true,
  isOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  const id = useId()
  const handleRef = useRef<HTMLElement | null>(null)
  const [phase, setPhase] = useState<Phase>(isOpen ? 'open' : 'closed')
  const open = phase === 'entering' || phase === 'open'
  // A click made by the browser for a key we already handled (Enter/Space on a button) is not a toggle.
  const keyHandled = useRef(false)
  const pointerDown = useRef(false)
  const refocusing = useRef(false)
  const setHandle = useCallback((element: HTMLElement | null) => {
    handleRef.current = element
  }, [])

  const setOpen = (next: boolean, reason?: TPopoverCloseReason) => {
    if (next === open) return
    if (isOpen === undefined)
      setPhase(next ? (animated ? 'entering' : 'open') : animated ? 'exiting' : 'closed')
    if (!next && reason === 'escape' && returnFocus && handleRef.current) {
      refocusing.current = true
      handleRef.current.focus()
      refocusing.current = false
    }
    onOpenChange?.(next, reason)
  }

  // Controlled visibility follows the prop, with the same animation phases.
  useEffect(() => {
    if (isOpen === undefined) return
    setPhase((current) => {
      const shown = current === 'entering' || current === 'open'
      if (isOpen === shown) return current
      if (isOpen) return animated ? 'entering' : 'open'
      return animated ? 'exiting' : 'closed'
    })
  }, [isOpen, animated])

  useEffect(() => {
    if (phase !== 'entering' && phase !== 'exiting') return
    const timer = setTimeout(() => setPhase(phase === 'entering' ? 'open' : 'closed'), POPOVER_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [phase])

  const handleProps: PopoverHandleProps = {
    ref: setHandle,
    'aria-expanded': open,
    'aria-controls': phase === 'closed' ? undefined : id,
    'aria-haspopup': 'dialog',
    onClick(event) {
      pointerDown.current = false
      if (keyHandled.current && event.detail === 0) {
        keyHandled.current = false
        return
      }
      keyHandled.current = false
      if (openOn.includes('click') || open) setOpen(!open, 'toggle')
    },
    onKeyDown(event) {
      keyHandled.current = false
      if (!OPEN_KEYS.has(event.key) || !openOn.includes('keydown')) return
      if (event.key === 'ArrowDown' && open) return
      keyHandled.current = true
      if (!(event.key === ' ' && keepSpaceDefault)) event.preventDefault()
      setOpen(event.key === 'ArrowDown' ? true : !open, 'toggle')
    },
    onKeyUp(event) {
      if (event.key === ' ' && keyHandled.current && !keepSpaceDefault) event.preventDefault()
    },
    onFocus() {
      // A press focuses the handle too; the click that follows decides, not the focus.
      if (openOn.includes('focus') && !pointerDown.current && !refocusing.current) setOpen(true)
    },
    onPointerDown() {
      pointerDown.current = true
    },
    onPointerEnter() {
      preloadPopoverPanel().catch(() => {})
    },
  }

  return (
    <>
      {renderHandle(handleProps)}
      {phase === 'closed' ? null : (
        <Suspense fallback={null}>
          <PopoverPanel
            id={id}
            label={label}
            handleRef={handleRef}
            placement={placement}
            offset={offset}
            size={size}
            maxHeight={maxHeight}
            phase={phase}
            className={className}
            onClose={(reason) => setOpen(false, reason)}
          >
            {typeof children === 'function' ? children(() => setOpen(false, 'toggle')) : children}
          </PopoverPanel>
        </Suspense>
      )}
    </>
  )
}
