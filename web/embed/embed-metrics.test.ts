import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMetricReporter, METRIC_FLUSH_MS } from './embed-metrics.ts'

describe('the frame’s metric reporter', () => {
  afterEach(() => vi.useRealTimers())

  it('sends timings at once and sums counts into one call per name after the flush delay', () => {
    vi.useFakeTimers()
    const sent: [string, string, number][] = []
    const report = createMetricReporter({
      send: (type, name, value) => sent.push([type, name, value]),
      setTimeout: (handler, ms) => setTimeout(handler, ms),
    })
    report('timing', 'embed.frameInit', 12.6)
    for (let i = 0; i < 50; i += 1) report('count', 'embed.relayRefused', 1)
    report('count', 'embed.relayed', 1)
    expect(sent).toEqual([['timing', 'embed.frameInit', 13]])
    vi.advanceTimersByTime(METRIC_FLUSH_MS)
    expect(sent.slice(1)).toEqual([
      ['count', 'embed.relayRefused', 50],
      ['count', 'embed.relayed', 1],
    ])
    report('count', 'embed.relayed', 1)
    vi.advanceTimersByTime(METRIC_FLUSH_MS)
    expect(sent.at(-1)).toEqual(['count', 'embed.relayed', 1])
    expect(sent.length).toBe(4)
  })
})
