import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  SITE_SERVICE_STORAGE_KEYS,
  SNOW_IDLE_MS,
} from '../../../shared/site-services/site-services-contract.ts'
import type { StorageLike } from '../../app/browser-storage.ts'
import { localDay, scheduleSnow } from './snow-schedule.ts'

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

describe('the snow schedule', () => {
  let target: EventTarget
  let falls: number
  let reduced: boolean
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2026, 11, 24, 10, 0, 0))
    target = new EventTarget()
    falls = 0
    reduced = false
  })
  afterEach(() => vi.useRealTimers())

  const start = (local: StorageLike) =>
    scheduleSnow({
      target,
      local,
      now: () => new Date(),
      reducedMotion: () => reduced,
      setTimer: (run, ms) => {
        const id = setTimeout(run, ms)
        return () => clearTimeout(id)
      },
      fall: () => {
        falls += 1
      },
    })

  it('falls after 10000 ms without activity, and remembers the day', () => {
    const local = memory()
    start(local)
    vi.advanceTimersByTime(SNOW_IDLE_MS - 1)
    expect(falls).toBe(0)
    vi.advanceTimersByTime(1)
    expect(falls).toBe(1)
    expect(local.data.get(SITE_SERVICE_STORAGE_KEYS.snowDay)).toBe('2026-12-24')
    vi.advanceTimersByTime(SNOW_IDLE_MS * 3)
    expect(falls).toBe(1)
  })

  it('starts the idle time again on every activity', () => {
    start(memory())
    vi.advanceTimersByTime(SNOW_IDLE_MS - 100)
    target.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(SNOW_IDLE_MS - 100)
    target.dispatchEvent(new Event('pointermove'))
    vi.advanceTimersByTime(SNOW_IDLE_MS - 1)
    expect(falls).toBe(0)
    vi.advanceTimersByTime(1)
    expect(falls).toBe(1)
  })

  it('falls at most once a day: not again the same day, again the next', () => {
    const local = memory()
    start(local)
    vi.advanceTimersByTime(SNOW_IDLE_MS)
    start(local)
    vi.advanceTimersByTime(SNOW_IDLE_MS * 2)
    expect(falls).toBe(1)
    vi.setSystemTime(new Date(2026, 11, 25, 9, 0, 0))
    start(local)
    vi.advanceTimersByTime(SNOW_IDLE_MS)
    expect(falls).toBe(2)
    expect(local.data.get(SITE_SERVICE_STORAGE_KEYS.snowDay)).toBe('2026-12-25')
  })

  it('never falls under reduced motion, even when it is asked for while waiting', () => {
    reduced = true
    const local = memory()
    start(local)
    vi.advanceTimersByTime(SNOW_IDLE_MS * 2)
    expect(falls).toBe(0)
    reduced = false
    start(local)
    reduced = true
    vi.advanceTimersByTime(SNOW_IDLE_MS)
    expect(falls).toBe(0)
    expect(local.data.has(SITE_SERVICE_STORAGE_KEYS.snowDay)).toBe(false)
  })

  it('stops listening when cancelled', () => {
    const cancel = start(memory())
    vi.advanceTimersByTime(SNOW_IDLE_MS / 2)
    cancel()
    target.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(SNOW_IDLE_MS * 2)
    expect(falls).toBe(0)
  })

  it('names the local day', () => {
    expect(localDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05')
  })
})
