import { describe, expect, it } from 'vitest'
import { createConcurrencyLimit, SaturatedError } from './concurrency-limit.ts'

describe('concurrency limit (bounded password hashing)', () => {
  it('runs at most N at once, queues a few, and refuses the rest at once', async () => {
    const limit = createConcurrencyLimit('test', 2, 3)
    let running = 0
    let peak = 0
    const releases: Array<() => void> = []
    const task = () =>
      new Promise<void>((resolve) => {
        running++
        peak = Math.max(peak, running)
        releases.push(() => {
          running--
          resolve()
        })
      })
    const accepted = Array.from({ length: 5 }, () => limit.run(task))
    const started = Date.now()
    await expect(limit.run(task)).rejects.toBeInstanceOf(SaturatedError)
    expect(Date.now() - started).toBeLessThan(50)
    expect(limit.active).toBe(2)
    expect(limit.queued).toBe(3)
    expect(limit.full).toBe(true)
    while (releases.length || limit.active) {
      releases.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await Promise.all(accepted)
    expect(peak).toBe(2)
    expect(limit.active).toBe(0)
  })

  it('frees its slot when a task fails', async () => {
    const limit = createConcurrencyLimit('test', 1, 0)
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limit.run(async () => 'next')).resolves.toBe('next')
  })
})
