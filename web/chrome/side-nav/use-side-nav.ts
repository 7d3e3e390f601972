import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { NAV_FOCUS_DELAY_MS, NAV_HOVER_DELAY_MS } from '../../../shared/chrome/nav-constants.ts'
import {
  closesOnOutsideClick,
  staysOpenAcross,
  staysOpenOnRouteChange,
  type TSideNavVariant,
} from '../../../shared/chrome/side-nav-variant.ts'
import type { EventBus } from '../../../shared/event-bus.ts'

export interface TSideNavState {
  /** Opened by the toggle or the bus (pinned, for the standing drawer). */
  pinned: boolean
  /** The standing drawer shows its labels: pinned, hovered 400 ms or focused 50 ms (spec section 4). */
  expanded: boolean
  setPinned(pinned: boolean): void
  panelHandlers: {
    onPointerEnter(): void
    onPointerLeave(): void
    onFocus(): void
    onBlur(event: { relatedTarget: EventTarget | null; currentTarget: HTMLElement }): void
  }
}

/** A flag raised after a delay and dropped at once. */
function useDelayedFlag(delay: number): [boolean, () => void, () => void] {
  const [on, setOn] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const start = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOn(true), delay)
  }, [delay])
  const stop = useCallback(() => {
    clearTimeout(timer.current)
    setOn(false)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  return [on, start, stop]
}

/**
 * The side navigation's open and expanded state and what changes it: the toggle, the bus's sideNav:open and
 * sideNav:close, a route change, a variant change (breakpoint), a click outside, hover and focus.
 */
export function useSideNav(
  variant: TSideNavVariant,
  pathname: string,
  bus: EventBus,
  root: RefObject<HTMLElement | null>,
): TSideNavState {
  const [pinned, setPinned] = useState(false)
  const [hovered, hoverStart, hoverStop] = useDelayedFlag(NAV_HOVER_DELAY_MS)
  const [focused, focusStart, focusStop] = useDelayedFlag(NAV_FOCUS_DELAY_MS)

  useEffect(() => {
    const offOpen = bus.subscribe('sideNav:open', () => setPinned(true))
    const offClose = bus.subscribe('sideNav:close', () => setPinned(false))
    return () => {
      offOpen()
      offClose()
    }
  }, [bus])

  const seen = useRef({ variant, pathname, pinned })
  seen.current.pinned = pinned
  useEffect(() => {
    const before = seen.current
    const routeChanged = before.pathname !== pathname
    const variantChanged = !staysOpenAcross(before.variant, variant)
    seen.current = { variant, pathname, pinned: before.pinned }
    if (variantChanged || (routeChanged && !staysOpenOnRouteChange(variant, before.pinned))) {
      setPinned(false)
      hoverStop()
      focusStop()
    }
  }, [variant, pathname, hoverStop, focusStop])

  const open = pinned || hovered || focused
  useEffect(() => {
    if (!open || !closesOnOutsideClick(variant)) return
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) {
        setPinned(false)
        hoverStop()
        focusStop()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, variant, root, hoverStop, focusStop])

  const standing = variant === 'drawer'
  return {
    pinned,
    expanded: standing ? open : pinned,
    setPinned,
    panelHandlers: {
      onPointerEnter: () => standing && hoverStart(),
      onPointerLeave: hoverStop,
      onFocus: () => standing && focusStart(),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusStop()
      },
    },
  }
}
