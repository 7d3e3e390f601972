import { type KeyboardEvent, useEffect, useRef } from 'react'
import { POPOVER_ANIMATION_MS, POPOVER_SIZE_WIDTHS_PX } from '../../shared/chrome/popover-constants.ts'
import { useAnchoredPosition } from './anchored-position.ts'
import { tabbableIn } from './focusable.ts'
import type { PopoverPanelProps } from './popover-types.ts'
import './popover.css'

/**
 * The popover's content: positioned by React Aria next to its handle, dismissed by Escape, a click
 * outside, or Tab when it holds a single focusable item; focus moves in after the opening animation.
 */
export default function PopoverPanel({
  id,
  label,
  handleRef,
  placement,
  offset,
  size,
  maxHeight,
  phase,
  className,
  onClose,
  children,
}: PopoverPanelProps) {
  const ref = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  const overlayProps = useAnchoredPosition({ handleRef, overlayRef: ref, placement, offset, maxHeight })

  useEffect(() => {
    const timer = setTimeout(() => {
      const panel = ref.current
      if (!panel) return
      const first = tabbableIn(panel)[0]
      if (first) first.focus({ preventScroll: true })
      // Only scrolls when part of the content is out of view.
      panel.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    }, POPOVER_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close.current('escape')
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null
      if (target && (ref.current?.contains(target) || handleRef.current?.contains(target))) return
      close.current('outside')
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer, true)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer, true)
    }
  }, [handleRef])

  const onKeyDown = (event: KeyboardEvent) => {
    // Tab leaves a one-item popover: focus moves on as usual (the panel sits right after its handle), and
    // the popover closes once it has, so the browser still knows where Tab started from.
    if (event.key === 'Tab' && tabbableIn(ref.current).length === 1) setTimeout(() => close.current('tab'))
  }

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={label}
      className={`fw-popover-panel fw-popover-panel--${size}${className ? ` ${className}` : ''}`}
      data-entering={phase === 'entering' ? '' : undefined}
      data-exiting={phase === 'exiting' ? '' : undefined}
      data-placement={placement}
      {...overlayProps}
      style={{ ...overlayProps.style, width: POPOVER_SIZE_WIDTHS_PX[size] }}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  )
}
