import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEventBus, type EventBus } from '../../../shared/event-bus.ts'
import { FEEDBACK_DELAY_SECONDS } from '../../../shared/site-services/site-services-contract.ts'
import { whenAllowed } from '../consent/consent-gate.ts'
import { createConsentStore, NOTHING_ALLOWED } from '../consent/consent-store.ts'
import { type FeedbackScheduleDeps, scheduleFeedback } from './feedback-schedule.ts'

describe('the feedback widget schedule', () => {
  let bus: EventBus
  let log: string[]
  beforeEach(() => {
    vi.useFakeTimers()
    bus = createEventBus()
    log = []
  })
  afterEach(() => vi.useRealTimers())

  function deps(overrides: Partial<FeedbackScheduleDeps> = {}): FeedbackScheduleDeps {
    return {
      delaySeconds: FEEDBACK_DELAY_SECONDS,
      excluded: false,
      whenAllowed: (start) => {
        start()
        return () => {}
      },
      setTimer: (run, ms) => {
        const id = setTimeout(run, ms)
        return () => clearTimeout(id)
      },
      listen: (onOpen) => bus.subscribe('feedback:open', onOpen),
      load: () => log.push('load'),
      open: () => log.push('open'),
      ...overrides,
    }
  }

  it('loads the widget hidden after its delay of 10 seconds, and shows it on the entry’s click', () => {
    scheduleFeedback(deps())
    vi.advanceTimersByTime(FEEDBACK_DELAY_SECONDS * 1000 - 1)
    expect(log).toEqual([])
    vi.advanceTimersByTime(1)
    expect(log).toEqual(['load'])
    expect(bus.publish('feedback:open', {})).toBe(true)
    expect(log).toEqual(['load', 'load', 'open'])
  })

  it('loads at once when the entry is clicked before the delay', () => {
    scheduleFeedback(deps())
    vi.advanceTimersByTime(2000)
    bus.publish('feedback:open', {})
    expect(log).toEqual(['load', 'open'])
  })

  it('does nothing when switched off or on a checkout, confirmation or receipt page: the entry stays a link', () => {
    scheduleFeedback(deps({ delaySeconds: null }))
    scheduleFeedback(deps({ excluded: true }))
    vi.advanceTimersByTime(60_000)
    expect(bus.publish('feedback:open', {})).toBe(false)
    expect(log).toEqual([])
  })

  it('waits for functional consent, and starts its delay once it is given', () => {
    const store = createConsentStore(NOTHING_ALLOWED)
    scheduleFeedback(deps({ whenAllowed: (start) => whenAllowed(store, 'functional', start) }))
    vi.advanceTimersByTime(60_000)
    expect(log).toEqual([])
    expect(bus.publish('feedback:open', {})).toBe(false)
    store.update({ acceptedCategories: ['strictlyNecessary', 'functional'], recorded: true })
    vi.advanceTimersByTime(FEEDBACK_DELAY_SECONDS * 1000)
    expect(log).toEqual(['load'])
  })

  it('stops everything when cancelled', () => {
    const cancel = scheduleFeedback(deps())
    cancel()
    vi.advanceTimersByTime(60_000)
    expect(bus.publish('feedback:open', {})).toBe(false)
    expect(log).toEqual([])
  })
})
