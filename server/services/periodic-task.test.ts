import { afterEach, describe, expect, it, vi } from 'vitest'
import { everyInterval } from './periodic-task.ts'

describe('everyInterval', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('skips a turn while the previous pass runs, and stop waits for the pass under way', async () => {
    vi.useFakeTimers()
    let release = () => {}
    let passes = 0
    const task = everyInterval(100, () => {
      passes++
      return new Promise<void>((resolve) => {
        release = resolve
      })
    })
    await vi.advanceTimersByTimeAsync(350)
    expect(passes).toBe(1)
    let stopped = false
    const stopping = task.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(stopped).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    expect(passes).toBe(1)
  })
})
