import { describe, expect, it } from 'vitest'
import { signInRequestFromSearch, withoutSignInParam } from './sign-in-link.ts'

describe('sign-in links', () => {
  it('reads the requested state of a mailed link, and nothing without one', () => {
    expect(signInRequestFromSearch('?signin=forgot')).toEqual({ reason: 'generic', state: 'forgot' })
    expect(signInRequestFromSearch('?x=1')).toBeNull()
  })

  it('removes only its own parameter', () => {
    expect(withoutSignInParam('/help', '?signin=forgot&a=1', '#top')).toBe('/help?a=1#top')
    expect(withoutSignInParam('/', '?signin=login', '')).toBe('/')
  })
})
