import { describe, expect, it } from 'vitest'
import { everyTestDatabase, testDatabaseKinds } from '../testing/db/test-databases.ts'

describe('test databases', () => {
  it('migrations and repositories add PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(everyTestDatabase({})).toEqual(['pglite'])
    expect(everyTestDatabase({ TEST_DATABASE_URL: 'postgres://x/y' })).toEqual(['pglite', 'postgres'])
  })

  it('route and service tests run once: on PostgreSQL when TEST_DATABASE_URL is set, else PGlite', () => {
    expect(testDatabaseKinds({})).toEqual(['pglite'])
    expect(testDatabaseKinds({ TEST_DATABASE_URL: 'postgres://x/y' })).toEqual(['postgres'])
  })

  it('fails on CI without TEST_DATABASE_URL instead of quietly skipping PostgreSQL', () => {
    expect(() => testDatabaseKinds({ CI: 'true' })).toThrow(/TEST_DATABASE_URL/)
    expect(() => everyTestDatabase({ CI: 'true' })).toThrow(/TEST_DATABASE_URL/)
    expect(everyTestDatabase({ CI: 'true', TEST_DATABASE_URL: 'postgres://x/y' })).toContain('postgres')
  })
})
