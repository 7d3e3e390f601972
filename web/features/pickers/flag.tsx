import { useEffect, useRef, useState } from 'react'
import { FLAG_SIZES, FLAGS_PATH } from '../../../shared/pickers/picker-contract.ts'

/**
 * A country's flag (decorative: the name is beside it). An image that fails to load becomes a placeholder
 * (spec section 8), including one that failed before the page's code ran.
 */
export function Flag({ code, size }: { code: string; size: keyof typeof FLAG_SIZES }) {
  const { width, height } = FLAG_SIZES[size]
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = image.current
    // Loaded and broken before hydration: the error event is gone, the state is not.
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(true)
  }, [])
  return failed ? (
    <svg
      className="fw-flag fw-flag--placeholder"
      width={width}
      height={height}
      viewBox="0 0 18 12"
      aria-hidden="true"
      data-flag-placeholder=""
    >
      <rect x="0.5" y="0.5" width="17" height="11" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M4 3v7M4 3.5h8l-1.8 2 1.8 2H4" fill="none" stroke="currentColor" />
    </svg>
  ) : (
    <img
      ref={image}
      className="fw-flag"
      src={`${FLAGS_PATH}${code}.svg`}
      width={width}
      height={height}
      alt=""
      onError={() => setFailed(true)}
    />
  )
}
