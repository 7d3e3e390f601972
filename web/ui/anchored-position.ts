import { type RefObject, useEffect, useLayoutEffect, useState } from 'react'
import type { Placement } from 'react-aria/useOverlayPosition'
import { useOverlayPosition } from 'react-aria/useOverlayPosition'
import {
  POPOVER_REPOSITION_THROTTLE_MS,
  POPOVER_SIZE_SYNC_DELAYS_MS,
  type TPopoverPlacement,
} from '../../shared/chrome/popover-constants.ts'
import { onThrottledWindowEvent } from '../app/throttle.ts'

/** Our placements ('bottom-left') as React Aria's ('bottom left'). */
export function ariaPlacement(placement: TPopoverPlacement): Placement {
  return placement.replace('-', ' ') as Placement
}

interface Options {
  handleRef: RefObject<HTMLElement | null>
  overlayRef: RefObject<HTMLElement | null>
  placement: TPopoverPlacement
  offset: number
  maxHeight?: number
}

/**
 * An overlay placed next to its handle by React Aria (the popover's content, a tooltip). React Aria
 * repositions on every resize; the spec throttles repositioning at 250 ms. So positions are computed only
 * when asked: on opening, at the size syncs (10 and 20 ms) and on throttled scroll/resize.
 */
export function useAnchoredPosition({ handleRef, overlayRef, placement, offset, maxHeight }: Options) {
  const [syncing, setSyncing] = useState(true)
  const { overlayProps } = useOverlayPosition({
    targetRef: handleRef,
    overlayRef,
    placement: ariaPlacement(placement),
    offset,
    maxHeight,
    isOpen: true,
    shouldUpdatePosition: syncing,
    onClose: null,
  })
  useLayoutEffect(() => {
    if (syncing) setSyncing(false)
  }, [syncing])

  useEffect(() => {
    const reposition = () => setSyncing(true)
    const timers = POPOVER_SIZE_SYNC_DELAYS_MS.map((ms) => setTimeout(reposition, ms))
    const stop = onThrottledWindowEvent(['scroll', 'resize'], reposition, {
      ms: POPOVER_REPOSITION_THROTTLE_MS,
    })
    return () => {
      for (const timer of timers) clearTimeout(timer)
      stop()
    }
  }, [])
  return overlayProps
}
