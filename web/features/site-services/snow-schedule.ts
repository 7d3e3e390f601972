import {
  SITE_SERVICE_STORAGE_KEYS,
  SNOW_IDLE_MS,
} from '../../../shared/site-services/site-services-contract.ts'
import type { StorageLike } from '../../app/browser-storage.ts'

/** What the visitor does that ends idleness. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const

export interface SnowScheduleDeps {
  /** Where activity is heard (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  local: StorageLike
  now(): Date
  reducedMotion(): boolean
  setTimer(run: () => void, ms: number): () => void
  /** Starts the snowfall. */
  fall(): void
  idleMs?: number
}

/** The local day, yyyy-mm-dd: "once a day" is the visitor's day, not UTC's. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function shownToday(local: StorageLike, today: string): boolean {
  try {
    return local.getItem(SITE_SERVICE_STORAGE_KEYS.snowDay) === today
  } catch {
    // Blocked storage cannot remember the day: no snow rather than snow on every page.
    return true
  }
}

/**
 * Snow after SNOW_IDLE_MS without activity (spec sections 4 and 9), at most once a local day (the day is
 * kept in localStorage), never under prefers-reduced-motion. Returns the cancel.
 */
export function scheduleSnow(deps: SnowScheduleDeps): () => void {
  const idleMs = deps.idleMs ?? SNOW_IDLE_MS
  if (deps.reducedMotion() || shownToday(deps.local, localDay(deps.now()))) return () => {}
  let cancelTimer = () => {}
  let stopped = false
  const stop = () => {
    stopped = true
    cancelTimer()
    for (const name of ACTIVITY_EVENTS) deps.target.removeEventListener(name, restart)
  }
  const elapsed = () => {
    stop()
    const today = localDay(deps.now())
    // Checked again: another tab may have let it snow meanwhile, or the setting may have changed.
    if (deps.reducedMotion() || shownToday(deps.local, today)) return
    try {
      deps.local.setItem(SITE_SERVICE_STORAGE_KEYS.snowDay, today)
    } catch {
      return
    }
    deps.fall()
  }
  function restart() {
    if (stopped) return
    cancelTimer()
    cancelTimer = deps.setTimer(elapsed, idleMs)
  }
  for (const name of ACTIVITY_EVENTS) deps.target.addEventListener(name, restart, { passive: true } as never)
  restart()
  return stop
}
