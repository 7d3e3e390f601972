import { matchQuery, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { apiKey } from './query-keys.ts'

describe('the query-key scheme', () => {
  it('is the API path’s segments, then the call’s parameters', () => {
    expect(apiKey('/trips/api/store')).toEqual(['trips', 'api', 'store'])
    expect(apiKey('/trips/api/store', { props: 'trips' })).toEqual([
      'trips',
      'api',
      'store',
      { props: 'trips' },
    ])
    expect(apiKey('/trips/api/trips/a%2Fb/shares')).toEqual(['trips', 'api', 'trips', 'a%2Fb', 'shares'])
  })

  it('lets a path’s key match every read at or below it, and nothing beside it', () => {
    const client = new QueryClient()
    const cache = client.getQueryCache()
    for (const key of [
      apiKey('/trips/api/store', { props: 'trips' }),
      apiKey('/trips/api/trips/t1/shares'),
      apiKey('/trips/apix'),
    ])
      cache.build(client, { queryKey: key })
    const under = (path: string) =>
      cache.getAll().filter((query) => matchQuery({ queryKey: apiKey(path) }, query)).length
    expect(under('/trips/api')).toBe(2)
    expect(under('/trips/api/trips/t1')).toBe(1)
    expect(under('/trips/api/store')).toBe(1)
  })
})
