import { describe, expect, it } from 'vitest'
import { ANSWER_TTL_MS, createAnswerCache, queryId } from './answer-cache.ts'

describe('the results page answer cache', () => {
  it('names a query the same whatever the order of its parameters', () => {
    expect(queryId({ from: 'SEL', to: 'TYO', stops: '0' })).toBe(
      queryId({ stops: '0', to: 'TYO', from: 'SEL' }),
    )
    expect(queryId({ stops: '0' })).not.toBe(queryId({ stops: '1' }))
  })

  it('asks once for a query asked twice, and has its answer ready once it arrived', async () => {
    const cache = createAnswerCache<string>()
    let asked = 0
    const ask = async () => `answer ${++asked}`
    const first = cache.fetch('a', ask)
    expect(cache.ready('a')).toBeUndefined()
    expect(await cache.fetch('a', ask)).toBe('answer 1')
    await first
    expect(cache.ready('a')).toBe('answer 1')
    expect(asked).toBe(1)
  })

  it('forgets a failed ask, so that the next one asks again', async () => {
    const cache = createAnswerCache<string>()
    await expect(cache.fetch('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.fetch('a', async () => 'back')).toBe('back')
  })

  it('asks again after a minute', async () => {
    let clock = 0
    const cache = createAnswerCache<string>(() => clock)
    await cache.fetch('a', async () => 'old')
    clock = ANSWER_TTL_MS
    expect(cache.ready('a')).toBeUndefined()
    expect(await cache.fetch('a', async () => 'new')).toBe('new')
  })

  it('keeps a bounded number of answers, dropping the oldest', async () => {
    const cache = createAnswerCache<number>()
    for (let i = 0; i < 30; i++) await cache.fetch(String(i), async () => i)
    expect(cache.ready('0')).toBeUndefined()
    expect(cache.ready('29')).toBe(29)
  })
})
