import { useEffect, useRef, useState } from 'react'
import { TRIPS_CONSTANTS } from '../../../shared/trips/trips-contract.ts'

/** True for 1200 ms after the saved count rises (not on its first value, nor under reduced motion). */
export function useHeartPulse(count: number | null, reducedMotion: () => boolean): boolean {
  const [pulsing, setPulsing] = useState(false)
  const previous = useRef(count)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    const before = previous.current
    previous.current = count
    if (before === null || count === null || count <= before || reducedMotion()) return
    setPulsing(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setPulsing(false), TRIPS_CONSTANTS.heartAnimationMs)
  }, [count, reducedMotion])
  return pulsing
}
