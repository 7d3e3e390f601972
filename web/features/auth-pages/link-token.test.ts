import { describe, expect, it, vi } from 'vitest'
import { readLinkToken, takeLinkFragment, takeLinkToken } from './link-token.ts'

const TOKEN = 'abcDEF0123456789_-xyz'

describe('link tokens', () => {
  it('reads the token from the fragment', () => {
    expect(readLinkToken(`#token=${TOKEN}`)).toBe(TOKEN)
    expect(readLinkToken(`#a=1&token=${TOKEN}`)).toBe(TOKEN)
  })

  it('refuses a missing or malformed token', () => {
    for (const hash of ['', '#', '#token=', '#token=short', `#token=${TOKEN}<script>`, `#tok=${TOKEN}`]) {
      expect(readLinkToken(hash), hash).toBeNull()
    }
  })

  it('removes the fragment from the address, keeping the path, query and history state', () => {
    const history = { state: { idx: 3 }, replaceState: vi.fn() }
    const token = takeLinkToken(
      { pathname: '/auth/confirm', search: '?x=1', hash: `#token=${TOKEN}` },
      history,
    )
    expect(token).toBe(TOKEN)
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/auth/confirm?x=1')
  })

  it('leaves an address without a fragment alone', () => {
    const history = { state: null, replaceState: vi.fn() }
    expect(takeLinkToken({ pathname: '/auth/confirm', search: '', hash: '' }, history)).toBeNull()
    expect(history.replaceState).not.toHaveBeenCalled()
  })

  it('reads and removes the mark a confirmation leaves when it reloads the page signed in', () => {
    const history = { state: null, replaceState: vi.fn() }
    const location = { pathname: '/auth/confirm', search: '', hash: '#confirmed' }
    expect(takeLinkFragment(location, history)).toEqual({ token: null, confirmed: true })
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/auth/confirm')
    expect(takeLinkFragment({ ...location, hash: `#token=${TOKEN}` }, history).confirmed).toBe(false)
  })
})
