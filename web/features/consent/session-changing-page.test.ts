import { describe, expect, it } from 'vitest'
import { changesSessionAsItOpens } from './session-changing-page.ts'

describe('pages that change the session as they open', () => {
  it('are the auth pages and a business confirmation link', () => {
    expect(changesSessionAsItOpens('/signout', '')).toBe(true)
    expect(changesSessionAsItOpens('/auth/confirm', '#token=abc')).toBe(true)
    expect(changesSessionAsItOpens('/business/get-started', '#confirm=abcdefghijklmnopqrstuvwxyz')).toBe(true)
  })

  it('are not the get-started page without its link, nor another page with the fragment', () => {
    expect(changesSessionAsItOpens('/business/get-started', '')).toBe(false)
    expect(changesSessionAsItOpens('/business/get-started', '#plans')).toBe(false)
    expect(changesSessionAsItOpens('/business/tasks', '#confirm=abcdefghijklmnopqrstuvwxyz')).toBe(false)
    expect(changesSessionAsItOpens('/', '')).toBe(false)
  })
})
