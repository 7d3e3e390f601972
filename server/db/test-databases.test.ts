import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from './test-databases.ts'

describe('testDatabaseKinds', () => {
  it('adds PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(testDatabaseKinds({})).toEqual(['pglite'])
    expect(testDatabaseKinds({ TEST_DATABASE_URL: 'postgres://x/y' })).toEqual(['pglite', 'postgres'])
  })

  it('fails on CI without TEST_DATABASE_URL instead of quietly skipping PostgreSQL', () => {
    expect(() => testDatabaseKinds({ CI: 'true' })).toThrow(/TEST_DATABASE_URL/)
    expect(testDatabaseKinds({ CI: 'true', TEST_DATABASE_URL: 'postgres://x/y' })).toContain('postgres')
  })
})
