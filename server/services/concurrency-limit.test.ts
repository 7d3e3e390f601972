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

  it('[ASVS #52 6.3.1] gives one address or account two waiting places at most, and a recognised device a lane of its own, served first', async () => {
    const limit = createConcurrencyLimit('test', 1, 4, { perKey: 2, maxTrustedQueue: 4 })
    const releases: Array<() => void> = []
    const order: string[] = []
    const held = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(name)
        releases.push(resolve)
      })
    // A free slot serves anyone: the share bounds waiting places only.
    const running = [
      limit.run(held('flood 1'), { keys: ['ip:a', 'account:x'] }),
      limit.run(held('flood 2'), { keys: ['ip:a', 'account:x'] }),
      limit.run(held('flood 3'), { keys: ['ip:a', 'account:x'] }),
    ]
    // A fourth from the same address (two waiting) is refused at once, though the queue has room.
    expect(limit.overShare(['ip:a'])).toBe(true)
    await expect(limit.run(async () => {}, { keys: ['ip:a'] })).rejects.toBeInstanceOf(SaturatedError)
    // Another account through another address still gets its place; then the queue is full.
    running.push(limit.run(held('other 1'), { keys: ['ip:b', 'account:y'] }))
    running.push(limit.run(held('other 2'), { keys: ['ip:c', 'account:z'] }))
    expect(limit.full).toBe(true)
    await expect(limit.run(async () => {}, { keys: ['ip:e'] })).rejects.toBeInstanceOf(SaturatedError)
    // The owner's device is not refused, and goes next.
    running.push(limit.run(held('owner'), { lane: 'trusted' }))
    releases.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(order).toEqual(['flood 1', 'owner'])
    while (releases.length || limit.active) {
      releases.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    await Promise.all(running)
    expect(limit.overShare(['ip:a', 'account:x'])).toBe(false)
  })
})
