import { type CSSProperties, type RefObject, useLayoutEffect, useMemo, useRef } from 'react'
import { TOOLTIP } from '../../shared/chrome/motion-constants.ts'
import type { TPopoverPlacement } from '../../shared/chrome/popover-constants.ts'
import { useAnchoredPosition } from './anchored-position.ts'

export interface TooltipPlacerProps {
  handleRef: RefObject<HTMLElement | null>
  placement: TPopoverPlacement
  onPlace(style: CSSProperties): void
}

/** Places the tooltip it is rendered in (its parent element) next to the handle, as popovers are placed. */
export default function TooltipPlacer({ handleRef, placement, onPlace }: TooltipPlacerProps) {
  const marker = useRef<HTMLSpanElement>(null)
  // The tooltip is the marker's parent, known once the marker is in the page.
  const bubble = useMemo(
    () => ({
      get current(): HTMLElement | null {
        return marker.current?.parentElement ?? null
      },
    }),
    [],
  )
  const { style } = useAnchoredPosition({
    handleRef,
    overlayRef: bubble,
    placement,
    offset: TOOLTIP.offsetPx,
  })
  const key = JSON.stringify(style ?? {})
  // biome-ignore lint/correctness/useExhaustiveDependencies: the position's value, not its new object, matters
  useLayoutEffect(() => {
    if (style) onPlace(style)
  }, [key])
  return <span ref={marker} hidden />
}
